import type { z } from "zod";
import { fieldNames, fieldSpec, type FieldName, type FieldOfKind } from "../../contact/fields";
import { group, line, list, paragraph, record } from "../schema/fields";
import { heading, hero, pageFields, withTokens } from "../company/schema-parts";

/** The contact page's own copy: content/pages/contact.yaml (the form's words are content/forms/inquiry.yaml). */
export const contactPageSchema = record({
  page: pageFields(),
  hero: hero({
    intro: paragraph("Introduction"),
    formLink: line("Button to the form"),
    mailLink: withTokens(
      line("E-mail button", { hint: "{email} becomes the e-mail address from Studio details." }),
      ["email"],
    ),
  }),
  info: group("How to reach the studio", {
    ...heading(),
    intro: paragraph("Introduction"),
    email: group("E-mail", { label: line("Label"), note: paragraph("Note") }),
    phone: group("Phone", { label: line("Label") }, { hint: "The note is the office hours." }),
    studio: group("Studio", { label: line("Label") }, { hint: "The note is the address." }),
    response: line("Response time label", {
      hint: "Shown before the response time from Studio details.",
    }),
    stepsTitle: line("Heading of the next steps"),
    steps: list("Next steps", group("Step", { title: line("Title"), text: paragraph("Text") }), {
      min: 1,
    }),
    careers: withTokens(
      paragraph("Line for job seekers", {
        hint: "{careersEmail} becomes the applications e-mail address as a link; links are written [text](/address).",
      }),
      ["careersEmail"],
    ),
  }),
  form: group("The form's frame", {
    title: line("Heading"),
    intro: paragraph("Introduction"),
    groups: group("Headings of the field groups", {
      about: line("About the person"),
      project: line("About the project"),
      message: line("The message"),
    }),
    required: line("Word for a required field"),
    optional: line("Word for an optional field"),
    privacy: paragraph("Privacy note", {
      hint: "Beside the send button; links are written [text](/address).",
    }),
    submit: line("Send button"),
    submitting: line("Send button while sending"),
    success: group("After sending", {
      title: line("Heading"),
      text: withTokens(
        paragraph("Text", {
          hint: "{responseTime} becomes the response time from Studio details.",
        }),
        ["responseTime"],
      ),
    }),
    failure: paragraph("When the connection failed"),
    honeypot: line("Label of the hidden trap field", {
      hint: "Only automated spam sees it; people never do.",
    }),
  }),
});

const option = group("Option", {
  value: line("Value", {
    hint: "Stored with each inquiry and used in links such as /contact?inquiryType=demo: letters, digits and hyphens. Keep it once inquiries use it.",
    max: 60,
  }).regex(/^[A-Za-z0-9-]+$/, "must be letters, digits and hyphens"),
  label: line("Label"),
});

/** Fills the field's bounds into its hint ("Up to {max} characters"). */
const hint = () =>
  withTokens(line("Hint", { hint: "Under the field; {max} and {min} become its limits." }), [
    "max",
    "min",
  ]).optional();

const common = {
  label: line("Label"),
  hint: hint(),
  placeholder: line("Placeholder").optional(),
  report: line("Name in e-mails and exports"),
};

const textFieldCopy = (label: string) =>
  group(label, {
    ...common,
    noun: line("What the answer is called", {
      hint: "In error messages: Please enter your {noun}.",
    }),
    format: line("Error for a wrong format").optional(),
  });

const checkboxFieldCopy = (label: string) => group(label, common);

const selectFieldCopy = (label: string) =>
  group(label, {
    ...common,
    choose: line("Error when the answer is not an option"),
    options: list("Options", option, { min: 1 }).optional(),
    groups: list(
      "Options in groups",
      group("Group", { label: line("Group label"), options: list("Options", option, { min: 1 }) }),
      { min: 1 },
    ).optional(),
  })
    .refine((copy) => (copy.options === undefined) !== (copy.groups === undefined), {
      error: "needs either options or options in groups, not both",
    })
    .superRefine((copy, context) => {
      const values = [...(copy.options ?? []), ...(copy.groups ?? []).flatMap((g) => g.options)];
      const seen = new Set<string>();
      for (const { value } of values) {
        if (seen.has(value)) context.addIssue({ code: "custom", message: `lists ${value} twice` });
        seen.add(value);
      }
    });

/** How /admin names each field of the form (the table in app/contact/fields.ts has the fields). */
const adminLabels: Record<FieldName, string> = {
  fullName: "Full name field",
  email: "E-mail field",
  phone: "Phone field",
  company: "Company field",
  country: "Country field",
  inquiryType: "Inquiry type field",
  serviceType: "Service field",
  budget: "Budget field",
  timeline: "Timeline field",
  subject: "Subject field",
  message: "Message field",
  consent: "Consent checkbox",
};

type FieldCopySchemas = {
  [N in FieldName]: N extends FieldOfKind<"select">
    ? ReturnType<typeof selectFieldCopy>
    : N extends FieldOfKind<"checkbox">
      ? ReturnType<typeof checkboxFieldCopy>
      : ReturnType<typeof textFieldCopy>;
};

/** One group per field of the table, shaped by the field's kind. */
const fieldsShape = Object.fromEntries(
  fieldNames.map((name) => {
    const kind = fieldSpec(name).kind;
    const label = adminLabels[name];
    return [
      name,
      kind === "select"
        ? selectFieldCopy(label)
        : kind === "checkbox"
          ? checkboxFieldCopy(label)
          : textFieldCopy(label),
    ];
  }),
) as FieldCopySchemas;

/**
 * The inquiry form's words: content/forms/inquiry.yaml. The labels, hints and
 * options of each field, the error wording, the toasts and the server's
 * answers. The values of a select's options are what inquiries store.
 */
export const inquiryFormSchema = record({
  toasts: group("Pop-up messages", {
    loading: line("While sending"),
    success: line("Sent"),
    failure: line("Not sent"),
  }),
  messages: group("Errors under a field", {
    required: withTokens(line("Missing answer", { hint: "{noun}: what the field asks for." }), [
      "noun",
    ]),
    tooLong: withTokens(
      line("Answer too long", { hint: "{noun}: what the field asks for; {max}: its limit." }),
      ["noun", "max"],
    ),
    tooShort: withTokens(line("Answer too short", { hint: "{min}: the fewest characters." }), [
      "min",
    ]),
    email: line("Not an e-mail address"),
    choose: line("Not one of the options"),
    format: line("Wrong format"),
    control: line("Invisible control characters"),
    checkbox: line("Checkbox with a strange value"),
    expired: line("The page is too old", { hint: "The form's hidden key is not a valid one." }),
  }),
  answers: group("The server's answers", {
    unreadable: line("The form could not be read"),
    unavailable: withTokens(
      paragraph("The inquiry could not be stored", { hint: "{email}: the studio's address." }),
      ["email"],
    ),
    rateLimited: withTokens(
      paragraph("Too many inquiries", {
        hint: "{wait}: how long to wait (a minute, 5 minutes); {email}: the studio's address.",
      }),
      ["wait", "email"],
    ),
    throttled: withTokens(
      paragraph("Far too many posts", {
        hint: "A short plain-text answer. {wait}: how long to wait; {email}: the studio's address.",
      }),
      ["wait", "email"],
    ),
    oneMinute: line("One minute", { hint: "For {wait}, e.g. a minute." }),
    minutes: withTokens(line("Several minutes", { hint: "For {wait}, e.g. {minutes} minutes." }), [
      "minutes",
    ]),
  }),
  fields: group("Fields", fieldsShape),
});

export type InquiryFormContent = z.infer<typeof inquiryFormSchema>;
