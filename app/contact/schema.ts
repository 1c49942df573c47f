import * as z from "zod/mini";
import { fill, optionValues, type InquiryRules } from "./copy";
import {
  fieldNames,
  fieldSpec,
  idempotencyKeyField,
  type FieldName,
  type FieldSpec,
  type InquiryFields,
} from "./fields";
import type { FormErrors, PostedValues } from "./result";
import { isSafeLine, isSafeText } from "./text";

export {
  fieldNames,
  honeypotField,
  idempotencyKeyField,
  requiredFields,
  type InquiryFields,
} from "./fields";

/**
 * The inquiry form's rules, derived from the field table (fields.ts) and the
 * form's content (copy.ts: the options a select accepts, the error wording):
 * one schema, applied by `parseContactForm` in the browser (the form's island,
 * with the content from the page's loader) and on the server (the action, with
 * the same content).
 *
 * Written with `zod/mini`, Zod 4's tree-shakable build: the form's code ships
 * to every visitor of /contact who uses it, and Zod's classic build weighs
 * about 25 KB more after compression. The form is flat (strings and one checkbox), so the
 * coercion it needs is the few lines in `readContactForm` below
 * (docs/decisions/0013-contact-form-validation.md).
 *
 * Lengths count UTF-16 code units, as the HTML `maxlength` attribute does. The
 * largest form (every field at its limit, three bytes per character) stays well
 * under the server's 32 KB body limit when posted as multipart/form-data.
 */
function fieldSchema(name: FieldName, spec: FieldSpec, rules: InquiryRules): z.ZodMiniType {
  const copy = rules.fields[name];
  const { messages } = rules;
  if (spec.kind === "checkbox") {
    return z._default(z.boolean(messages.checkbox), false);
  }
  if (spec.kind === "select") {
    // The content's schema requires at least one option per select.
    const choice = z.enum(optionValues(copy), { error: copy.choose ?? messages.choose });
    return spec.required ? choice : z._default(z.optional(choice), "");
  }
  const noun = copy.noun ?? "answer";
  const missing = fill(messages.required, { noun });
  const checks = [
    z.trim(),
    ...(spec.required ? [z.minLength(1, { error: missing, abort: true })] : []),
    ...(spec.min ? [z.minLength(spec.min, fill(messages.tooShort, { min: spec.min }))] : []),
    z.maxLength(spec.max, fill(messages.tooLong, { noun, max: spec.max })),
    z.refine<string>(spec.kind === "textarea" ? isSafeText : isSafeLine, messages.control),
    ...(spec.pattern ? [z.regex(spec.pattern, copy.format ?? messages.format)] : []),
  ];
  const text = z.string({ error: missing }).check(...checks);
  const typed = spec.kind === "email" ? z.pipe(text, z.email(messages.email)) : text;
  // An empty optional field is absent in the form data: stored as "".
  return spec.required ? typed : z._default(z.optional(typed), "");
}

type Shape = { [K in FieldName]: z.ZodMiniType<InquiryFields[K]> };

function buildSchema(rules: InquiryRules) {
  return z.object({
    ...(Object.fromEntries(
      fieldNames.map((name) => [name, fieldSchema(name, fieldSpec(name), rules)]),
    ) as Shape),
    [idempotencyKeyField]: z.optional(
      z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, rules.messages.expired)),
    ),
  });
}

const schemas = new WeakMap<InquiryRules, ReturnType<typeof buildSchema>>();

/** The schema for the form's content (made once per content object). */
export function contactSchema(rules: InquiryRules) {
  let schema = schemas.get(rules);
  if (!schema) {
    schema = buildSchema(rules);
    schemas.set(rules, schema);
  }
  return schema;
}

export type ContactSubmission = z.output<ReturnType<typeof buildSchema>>;

/**
 * Form data as the schema expects it: an empty field is absent, a ticked
 * checkbox is `true`. Unknown names (the honeypot) are left out.
 */
export function readContactForm(form: FormData | URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(postedValues(form)) as [FieldName, string][]) {
    values[name] = fieldSpec(name).kind === "checkbox" && value === "on" ? true : value;
  }
  const key = form.get(idempotencyKeyField);
  if (typeof key === "string" && key !== "") values[idempotencyKeyField] = key;
  return values;
}

/** A checked form: its typed values, or the errors to show beside its fields. */
export type InquiryCheck =
  { status: "success"; value: ContactSubmission } | { status: "error"; errors: FormErrors };

/** Validates a posted inquiry form: typed values, or the errors per field (in the schema's wording). */
export function parseContactForm(
  form: FormData | URLSearchParams,
  rules: InquiryRules,
): InquiryCheck {
  const result = z.safeParse(contactSchema(rules), readContactForm(form));
  if (result.success) return { status: "success", value: result.data };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (errors[issue.path.join(".")] ??= []).push(issue.message);
  }
  return { status: "error", errors };
}

/** The fields' values as posted (text as typed; a ticked box "on"), to fill the form again. */
export function postedValues(form: FormData | URLSearchParams): PostedValues {
  const values: PostedValues = {};
  for (const name of fieldNames) {
    const value = form.get(name);
    if (typeof value === "string" && value !== "") values[name] = value;
  }
  return values;
}

/** The stored fields of a valid submission (without its idempotency key). */
export function toInquiryFields(value: ContactSubmission): InquiryFields {
  const fields = {} as Record<FieldName, unknown>;
  for (const name of fieldNames) fields[name] = value[name];
  return fields as InquiryFields;
}
