import type { FieldCopy } from "~/contact/copy";
import type { FieldName } from "~/contact/fields";
import { content } from "../load.server";
import { inquiryFormView, readableValue } from "./form";

/**
 * How the studio's e-mails, webhooks (server/notifications.ts) and CLI
 * (scripts/inquiries.ts) name a field and show its value, from the current
 * content (content/forms/inquiry.yaml).
 */
export type { FieldCopy };

/** The field's name in reports ("Inquiry type"). */
export function fieldReportLabel(name: FieldName): string {
  return inquiryFormView(content()).fields[name].report;
}

/** A stored value as a person reads it: a select's label, "yes"/"no", or the text ("" stays ""). */
export function displayValue(name: FieldName, value: string | boolean): string {
  return readableValue(inquiryFormView(content()), name, value);
}
