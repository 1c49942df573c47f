import type { FieldCopy } from "~/contact/copy";
import { fieldNames, type FieldName } from "~/contact/fields";
import { content } from "../load.server";
import { inquiryFormView, readableValue } from "./form";

/**
 * The copy of each inquiry field for the server's e-mails and webhooks
 * (server/notifications.ts) and the studio's CLI (scripts/inquiries.ts), read
 * from the current content on every access (content/forms/inquiry.yaml).
 * New code takes `inquiryFormView(content).fields` (form.ts) instead.
 */
export type { FieldCopy };

export const fieldCopy: Readonly<Record<FieldName, FieldCopy>> = Object.defineProperties(
  {},
  Object.fromEntries(
    fieldNames.map((name) => [
      name,
      { enumerable: true, get: () => inquiryFormView(content()).fields[name] },
    ]),
  ),
) as Record<FieldName, FieldCopy>;

/** A stored value as a person reads it: a select's label, "yes"/"no", or the text ("" stays ""). */
export function displayValue(name: FieldName, value: string | boolean): string {
  return readableValue(inquiryFormView(content()), name, value);
}
