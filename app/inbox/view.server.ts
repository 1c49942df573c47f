import { fieldNames, fieldSpec, type FieldName } from "../contact/fields";
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
  return fieldNames.map((name) => ({
    name,
    label: fieldReportLabel(name),
    value: displayValue(name, inquiry[name]),
    multiline: fieldSpec(name).kind === "textarea",
  }));
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
