import type { SelectGroup, SelectOption } from "~/components/ui/forms";
import type { FieldName } from "./fields";

/**
 * The words of the inquiry form as the page's loader hands them over (built
 * from content/forms/inquiry.yaml by app/content/contact/form.ts): what the
 * form shows, the options each select offers (so the values the shared schema
 * accepts come with the page, not with the code) and the error wording.
 * Types and one helper only: this module ships to the browser.
 */
export type { SelectGroup, SelectOption };

export interface FieldCopy {
  label: string;
  hint?: string;
  placeholder?: string;
  /** The field's name in e-mails, the CLI's listing and the webhook's labels. */
  report: string;
  /** What a missing or too long answer is called: "Please enter your {noun}." */
  noun?: string;
  /** A select's error when the answer is not one of its options. */
  choose?: string;
  /** The error when the answer does not fit the field's pattern (the phone number). */
  format?: string;
  options?: readonly SelectOption[];
  /** Options in groups (<optgroup>), instead of `options`. */
  groups?: readonly SelectGroup[];
}

/** Error wording; {noun}, {max} and {min} are filled per field. */
export interface ValidationMessages {
  required: string;
  tooLong: string;
  tooShort: string;
  email: string;
  choose: string;
  format: string;
  control: string;
  checkbox: string;
  /** The idempotency key is not one the form makes (an old or tampered page). */
  expired: string;
}

/** What the shared schema (schema.ts) needs to check a form: the fields' copy and the wording. */
export interface InquiryRules {
  fields: Readonly<Record<FieldName, FieldCopy>>;
  messages: ValidationMessages;
}

/** The values a select accepts: its options, flat or in groups. */
export function optionValues(copy: FieldCopy): string[] {
  const options = copy.options ?? copy.groups?.flatMap((group) => group.options) ?? [];
  return options.map((option) => option.value);
}

/** `template` with each {name} replaced by `values[name]` (names it does not know stay as written). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
