/**
 * What the contact feature says when something is wrong, apart from the page's
 * copy (page.ts): field errors (the shared schema ships them to the browser, so
 * keep this module small). The server's answers are in action-messages.server.ts;
 * the field structure is in app/contact/fields.ts.
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
