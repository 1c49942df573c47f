import { site } from "../site";

/**
 * What the contact feature says when something is wrong, apart from the page's
 * copy (page.ts): field errors (the shared schema ships them to the browser, so
 * keep this module small) and the server's answers. The field structure is in
 * app/contact/fields.ts.
 */
export const fieldMessages = {
  required: (noun: string) => `Please enter your ${noun}.`,
  tooLong: (label: string, max: number) =>
    `Please keep your ${label} to ${max} characters or fewer.`,
  tooShort: (min: number) => `Please tell us a little more (at least ${min} characters).`,
  email: "Please enter a valid email address, like name@company.com.",
  choose: "Please choose one of the listed answers.",
  format: "Please check the format of this answer.",
  control: "Please remove special control characters.",
  checkbox: "Please tick the box or leave it empty.",
  idempotencyKey: "This form has expired. Please reload the page.",
} as const;

/** Per-field wording (fields.ts holds the structure); a field without an entry gets the general wording. */
export const fieldErrors: Record<string, { noun?: string; choose?: string; format?: string }> = {
  fullName: { noun: "full name" },
  email: { noun: "email address" },
  phone: {
    noun: "phone number",
    format: "Please enter a phone number with digits, spaces and + ( ) - only.",
  },
  company: { noun: "company name" },
  country: { choose: "Please choose a country from the list." },
  inquiryType: { choose: "Please choose what your inquiry is about." },
  serviceType: { choose: "Please choose a service from the list." },
  budget: { choose: "Please choose a budget from the list." },
  timeline: { choose: "Please choose a timeline from the list." },
  subject: { noun: "subject" },
  message: { noun: "message" },
};

const waitFor = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
};

export const actionMessages = {
  unreadable: "We could not read the form. Please try again.",
  unavailable: `We could not save your inquiry just now. Please try again in a few minutes, or write to us at ${site.contact.email}.`,
  rateLimited: (retryAfterSeconds: number) =>
    `You have sent several inquiries in a short time. Please wait ${waitFor(retryAfterSeconds)} before sending another, or write to us at ${site.contact.email}.`,
} as const;

/** The plain-text answer to a flood of posts (server/post-throttle.ts). */
export function postThrottleMessage(retryAfterSeconds: number): string {
  return `Too many submissions from your address. Please wait ${waitFor(retryAfterSeconds)}, or write to us at ${site.contact.email}.`;
}
