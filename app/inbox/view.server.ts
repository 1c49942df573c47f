import { fieldNames, fieldSpec, type FieldName } from "../contact/fields";
import { oneLine, safeText } from "../contact/text";
import { displayValue, fieldReportLabel } from "../content/contact/fields";
import { inquiryFormView } from "../content/contact/form";
import { content } from "../content/load.server";
import type { InboxInquiry } from "../../db/inbox-store";

/**
 * An inquiry as the inbox shows it: every field of the field table
 * (app/contact/fields.ts), in its order, named and valued as the content says
 * (a select's label, "yes"/"no"). A new field there shows here with no change.
 */
export interface FieldRow {
  name: FieldName;
  label: string;
  value: string;
  multiline: boolean;
}

export function fieldRows(inquiry: InboxInquiry): FieldRow[] {
  return fieldNames.map((name) => {
    const multiline = fieldSpec(name).kind === "textarea";
    return {
      name,
      label: fieldReportLabel(name),
      value: shown(displayValue(name, inquiry[name]), multiline),
      multiline,
    };
  });
}

/**
 * A stored value as the inbox prints it: React escapes markup, and the
 * characters that could reorder or hide what staff read (bidirectional
 * controls, other controls; line breaks outside the message) become U+FFFD,
 * as in the e-mails and the CLI.
 */
export function shown(value: string, multiline = false): string {
  return multiline ? safeText(value) : oneLine(value);
}

export interface Option {
  value: string;
  label: string;
}

/** A select field's options (groups flattened), for the inbox's filters. */
export function selectOptions(name: FieldName): Option[] {
  const copy = inquiryFormView(content()).fields[name];
  const options = copy.options ?? copy.groups?.flatMap((group) => group.options) ?? [];
  return options.map((option) => ({ value: option.value, label: option.label }));
}
