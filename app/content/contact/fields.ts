import { inquiryFields, type FieldName } from "~/contact/fields";
import {
  budgets,
  countries,
  inquiryTypes,
  serviceTypeGroups,
  timelines,
  type SelectGroup,
  type SelectOption,
} from "./options";

/**
 * The copy of each inquiry field (app/contact/fields.ts has its structure):
 * the form's label, hint and placeholder, the select's option labels, and the
 * short name e-mails, the CLI and exports use. Loaded by the page's loader and
 * by the server, never shipped in the form's code.
 */
export interface FieldCopy {
  label: string;
  hint?: string;
  placeholder?: string;
  /** The field's name in e-mails, the CLI's listing and the webhook's labels. */
  report: string;
  options?: readonly SelectOption[];
  /** Options in groups (<optgroup>), instead of `options`. */
  groups?: readonly SelectGroup[];
}

export const fieldCopy: Record<FieldName, FieldCopy> = {
  fullName: { label: "Full name", report: "Name" },
  email: { label: "Email", hint: "We reply to this address.", report: "Email" },
  phone: { label: "Phone", hint: "With country code, if outside India.", report: "Phone" },
  company: { label: "Company or organisation", report: "Company" },
  country: {
    label: "Country",
    placeholder: "Select a country",
    report: "Country",
    options: countries,
  },
  inquiryType: {
    label: "What is it about?",
    placeholder: "Select a topic",
    report: "Inquiry type",
    options: inquiryTypes,
  },
  serviceType: {
    label: "Service",
    placeholder: "Select a service",
    report: "Service",
    groups: serviceTypeGroups,
  },
  budget: { label: "Budget", placeholder: "Select a range", report: "Budget", options: budgets },
  timeline: {
    label: "Timeline",
    placeholder: "Select a timeline",
    report: "Timeline",
    options: timelines,
  },
  subject: { label: "Subject", placeholder: "For example: a VR drone trainer", report: "Subject" },
  message: {
    label: "Message",
    hint: `What are you building, for whom and by when? Up to ${inquiryFields.message.max.toLocaleString("en-US")} characters.`,
    report: "Message",
  },
  consent: {
    label:
      "Nebula Forge may keep my details and contact me about this inquiry, as described in the privacy policy.",
    report: "Consent",
  },
};

/** A stored value as a person reads it: a select's label, "yes"/"no", or the text ("" stays ""). */
export function displayValue(name: FieldName, value: string | boolean): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  const copy = fieldCopy[name];
  const options = copy.options ?? copy.groups?.flatMap((group) => group.options);
  if (!options || value === "") return value;
  return options.find((option) => option.value === value)?.label ?? value;
}
