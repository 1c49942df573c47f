import { parse, type Submission } from "@conform-to/react";
import * as z from "zod/mini";
import {
  budgetValues,
  countryCodes,
  inquiryTypeValues,
  serviceTypeValues,
  timelineValues,
} from "~/content/contact/values";

/**
 * The inquiry form's rules: one schema, applied by `parseContactForm` in the
 * browser (Conform) and on the server (the action).
 *
 * Written with `zod/mini`, Zod 4's tree-shakable build: the form's code ships
 * to every visitor of /contact, and Zod's classic build (which
 * `@conform-to/zod`'s v4 adapter pulls in for its coercion) weighs about 25 KB
 * more after compression. The form is flat (strings and one checkbox), so the
 * coercion it needs is the few lines in `readContactForm` below
 * (docs/decisions/0013-contact-form-validation.md).
 *
 * Lengths count UTF-16 code units, as the HTML `maxlength` attribute does. The
 * largest form (every field at its limit, three bytes per character) stays well
 * under the server's 32 KB body limit when posted as multipart/form-data.
 */
export const limits = {
  fullName: 100,
  email: 254,
  phone: 30,
  company: 120,
  subject: 150,
  messageMin: 10,
  message: 5000,
} as const;

/** Field names, in the order the form shows them (the first invalid one takes focus). */
export const fieldNames = [
  "fullName",
  "email",
  "phone",
  "company",
  "country",
  "inquiryType",
  "serviceType",
  "budget",
  "timeline",
  "subject",
  "message",
  "consent",
] as const;

/** Fields the schema requires (also marked `required` in the HTML; a test keeps the two in step). */
export const requiredFields = ["fullName", "email", "inquiryType", "subject", "message"] as const;

/** The honeypot: hidden from people, tempting to bots. Filled means spam. */
export const honeypotField = "website";
/** A random key per form fill; a repeated post with the same key stores nothing new. */
export const idempotencyKeyField = "idempotencyKey";

// No control characters: single-line fields end up in e-mail headers and CSV
// cells, and PostgreSQL rejects NUL. The message may keep line breaks and tabs.
/* eslint-disable no-control-regex -- matching control characters is the point */
const singleLine = /^[^\u0000-\u001f\u007f]*$/;
const multiLine = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/* eslint-enable no-control-regex */
const controlMessage = "Please remove special control characters.";

const tooLong = (label: string, max: number) =>
  `Please keep your ${label} to ${max} characters or fewer.`;

function requiredText(label: string, max: number) {
  const missing = `Please enter your ${label}.`;
  return z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(1, { error: missing, abort: true }),
      z.maxLength(max, tooLong(label, max)),
      z.regex(singleLine, controlMessage),
    );
}

function optionalText(label: string, max: number) {
  return z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(max, tooLong(label, max)), z.regex(singleLine, controlMessage)),
  );
}

function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) {
  return z.enum(values, { error: message });
}

export const contactSchema = z.object({
  fullName: requiredText("full name", limits.fullName),
  email: z.pipe(
    z
      .string({ error: "Please enter your email address." })
      .check(
        z.trim(),
        z.minLength(1, { error: "Please enter your email address.", abort: true }),
        z.maxLength(limits.email, tooLong("email address", limits.email)),
      ),
    z.email("Please enter a valid email address, like name@company.com."),
  ),
  phone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(limits.phone, tooLong("phone number", limits.phone)),
        z.regex(
          /^\+?[\d\s().-]{6,}$/,
          "Please enter a phone number with digits, spaces and + ( ) - only.",
        ),
      ),
  ),
  company: optionalText("company name", limits.company),
  country: z.optional(choice(countryCodes, "Please choose a country from the list.")),
  inquiryType: choice(inquiryTypeValues, "Please choose what your inquiry is about."),
  serviceType: z.optional(choice(serviceTypeValues, "Please choose a service from the list.")),
  budget: z.optional(choice(budgetValues, "Please choose a budget from the list.")),
  timeline: z.optional(choice(timelineValues, "Please choose a timeline from the list.")),
  subject: requiredText("subject", limits.subject),
  message: z
    .string({ error: "Please enter your message." })
    .check(
      z.trim(),
      z.minLength(1, { error: "Please enter your message.", abort: true }),
      z.minLength(
        limits.messageMin,
        `Please tell us a little more (at least ${limits.messageMin} characters).`,
      ),
      z.maxLength(limits.message, tooLong("message", limits.message)),
      z.regex(multiLine, controlMessage),
    ),
  consent: z._default(z.boolean("Please tick the box or leave it empty."), false),
  [idempotencyKeyField]: z.optional(
    z
      .string()
      .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, "This form has expired. Please reload the page.")),
  ),
});

export type ContactSubmission = z.output<typeof contactSchema>;

/**
 * Form data as the schema expects it: an empty field is absent, a ticked
 * checkbox is `true`. Unknown names (the honeypot) are left out.
 */
export function readContactForm(form: FormData | URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of [...fieldNames, idempotencyKeyField]) {
    const value = form.get(name);
    if (typeof value !== "string" || value === "") continue;
    values[name] = name === "consent" && value === "on" ? true : value;
  }
  return values;
}

/** Validates a posted inquiry form: a Conform submission (errors per field, or typed values). */
export function parseContactForm(form: FormData | URLSearchParams): Submission<ContactSubmission> {
  return parse(form, {
    resolve() {
      const result = z.safeParse(contactSchema, readContactForm(form));
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const name = issue.path.length > 0 ? issue.path.join(".") : "";
        (error[name] ??= []).push(issue.message);
      }
      return { error };
    },
  });
}

/** An inquiry as stored: every spec field, absent optional fields as "". */
export interface InquiryFields {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  country: string;
  inquiryType: string;
  subject: string;
  message: string;
  budget: string;
  timeline: string;
  serviceType: string;
  consent: boolean;
}

export function toInquiryFields(value: ContactSubmission): InquiryFields {
  return {
    fullName: value.fullName,
    email: value.email,
    phone: value.phone ?? "",
    company: value.company ?? "",
    country: value.country ?? "",
    inquiryType: value.inquiryType,
    subject: value.subject,
    message: value.message,
    budget: value.budget ?? "",
    timeline: value.timeline ?? "",
    serviceType: value.serviceType ?? "",
    consent: value.consent,
  };
}
