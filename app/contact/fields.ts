/**
 * The inquiry's fields, once: names, kinds, bounds, where the form shows
 * them, and whether logs must never carry them.
 * Everything else is derived from this table:
 * - the validation schema (schema.ts) and the form's HTML constraints
 *   (components/ui/forms.tsx, components/sections/contact/contact-form.tsx);
 * - the database row: the column is the name in snake_case (db/inquiry-store.ts
 *   maps with Kysely's CamelCasePlugin), added by a migration (db/migrations/);
 * - the e-mail, the webhook, the CLI's listing and the CSV/JSON export, in this
 *   order (server/notifications.ts, scripts/inquiries.ts);
 * - the log redaction (server/logger.ts).
 * Copy (labels, hints, the options a select offers, error wording) is content:
 * content/forms/inquiry.yaml, whose schema (app/content/contact/schema.ts)
 * follows this table. The options reach the browser's validation through the
 * page's loader (rules.ts), so that an edit to the list needs no code change.
 *
 * This module ships to the browser with the schema: keep it to structure.
 */
export type FieldKind = "text" | "email" | "tel" | "textarea" | "select" | "checkbox";
export type FieldGroup = "about" | "project" | "message";

interface FieldBase {
  kind: FieldKind;
  /** The fieldset the form shows it in (in the table's order). */
  group: FieldGroup;
  required?: boolean;
  /** Personal data: blanked if it ever reaches a log line. */
  personal?: boolean;
  /** Spans both columns of the form. */
  wide?: boolean;
}

export interface TextField extends FieldBase {
  kind: "text" | "email" | "tel" | "textarea";
  /** Longest value, in UTF-16 code units (as the HTML `maxlength` counts). */
  max: number;
  min?: number;
  /** A format check beyond the kind's (the phone number's characters). */
  pattern?: RegExp;
  autoComplete?: string;
}

/** A drop-down; the values it accepts are the content's options for it. */
export interface SelectField extends FieldBase {
  kind: "select";
}

export interface CheckboxField extends FieldBase {
  kind: "checkbox";
}

export type FieldSpec = TextField | SelectField | CheckboxField;

export const inquiryFields = {
  fullName: {
    kind: "text",
    group: "about",
    required: true,
    max: 100,
    autoComplete: "name",
    personal: true,
  },
  email: {
    kind: "email",
    group: "about",
    required: true,
    max: 254,
    autoComplete: "email",
    personal: true,
  },
  phone: {
    kind: "tel",
    group: "about",
    max: 30,
    pattern: /^\+?[\d\s().-]{6,}$/,
    autoComplete: "tel",
    personal: true,
  },
  company: { kind: "text", group: "about", max: 120, autoComplete: "organization", personal: true },
  country: { kind: "select", group: "about", wide: true },
  inquiryType: { kind: "select", group: "project", required: true },
  serviceType: { kind: "select", group: "project" },
  budget: { kind: "select", group: "project" },
  timeline: { kind: "select", group: "project" },
  subject: { kind: "text", group: "message", required: true, max: 150, personal: true },
  // Not `personal`: redacting "*.message" would blank every logged error's message.
  message: { kind: "textarea", group: "message", required: true, min: 10, max: 5000 },
  consent: { kind: "checkbox", group: "message" },
} as const satisfies Record<string, FieldSpec>;

export type FieldName = keyof typeof inquiryFields;

/** Names of the fields of one kind, e.g. `FieldOfKind<"select">`. */
export type FieldOfKind<K extends FieldKind> = {
  [N in FieldName]: (typeof inquiryFields)[N]["kind"] extends K ? N : never;
}[FieldName];

/** Field names in the table's order (the form's, the export's; the first invalid one takes focus). */
export const fieldNames = Object.keys(inquiryFields) as FieldName[];

/** The spec of one field, widened for code that handles every kind. */
export function fieldSpec(name: FieldName): FieldSpec {
  return inquiryFields[name];
}

/** An inquiry as stored: every field; optional text and selects left empty are "". */
export type InquiryFields = {
  [K in FieldName]: (typeof inquiryFields)[K]["kind"] extends "checkbox" ? boolean : string;
};

/** Fields the schema requires (also `required` in the HTML). */
export const requiredFields = fieldNames.filter((name) => fieldSpec(name).required);

/** Names whose values logs must never carry (server/logger.ts). */
export const personalFields = fieldNames.filter((name) => fieldSpec(name).personal);

/** The honeypot: hidden from people, tempting to bots. Filled means spam. */
export const honeypotField = "website";
/** A random key per form fill; a repeated post with the same key stores nothing new. */
export const idempotencyKeyField = "idempotencyKey";
