import { z } from "zod";
import {
  budgetValues,
  countryCodes,
  inquiryTypeValues,
  serviceTypeValues,
  timelineValues,
} from "~/content/contact/values";

/**
 * The inquiry form's rules: one schema for the browser (Conform) and the server
 * (the action), always applied through `parseWithZod` from `@conform-to/zod/v4`,
 * which turns form data into typed values (an empty field becomes `undefined`,
 * a ticked checkbox `true`).
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

function requiredText(label: string, max: number) {
  return z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, { error: `Please enter your ${label}.`, abort: true })
    .max(max, `Please keep your ${label} to ${max} characters or fewer.`)
    .regex(singleLine, controlMessage);
}

function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `Please keep your ${label} to ${max} characters or fewer.`)
    .regex(singleLine, controlMessage)
    .optional();
}

function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) {
  return z.enum(values, { error: message });
}

export const contactSchema = z.object({
  fullName: requiredText("full name", limits.fullName),
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, { error: "Please enter your email address.", abort: true })
    .max(limits.email, `Please keep your email address to ${limits.email} characters or fewer.`)
    .pipe(z.email("Please enter a valid email address, like name@company.com.")),
  phone: optionalText("phone number", limits.phone).refine(
    (value) => value === undefined || /^\+?[\d\s().-]{6,}$/.test(value),
    "Please enter a phone number with digits, spaces and + ( ) - only.",
  ),
  company: optionalText("company name", limits.company),
  country: choice(countryCodes, "Please choose a country from the list.").optional(),
  inquiryType: choice(inquiryTypeValues, "Please choose what your inquiry is about."),
  serviceType: choice(serviceTypeValues, "Please choose a service from the list.").optional(),
  budget: choice(budgetValues, "Please choose a budget from the list.").optional(),
  timeline: choice(timelineValues, "Please choose a timeline from the list.").optional(),
  subject: requiredText("subject", limits.subject),
  message: z
    .string({ error: "Please enter your message." })
    .trim()
    .min(1, { error: "Please enter your message.", abort: true })
    .min(
      limits.messageMin,
      `Please tell us a little more (at least ${limits.messageMin} characters).`,
    )
    .max(limits.message, `Please keep your message to ${limits.message} characters or fewer.`)
    .regex(multiLine, controlMessage),
  consent: z.boolean().default(false),
  [idempotencyKeyField]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "This form has expired. Please reload the page.")
    .optional(),
});

export type ContactSubmission = z.output<typeof contactSchema>;

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
