import { fileCollection } from "../collection";
import { contactPageSchema, inquiryFormSchema } from "./schema";

/** The contact page and the inquiry form's words. */
export const contactCollections = {
  contact: fileCollection({
    path: "pages/contact.yaml",
    format: "yaml",
    label: "Contact page",
    description:
      "The contact page around the form: its heading, how to reach the studio, what happens next.",
    schema: contactPageSchema,
  }),
  inquiryForm: fileCollection({
    path: "forms/inquiry.yaml",
    format: "yaml",
    label: "Inquiry form",
    description:
      "The inquiry form's labels, hints and options (countries, inquiry types, services, budgets, timelines), its error messages and pop-ups.",
    schema: inquiryFormSchema,
  }),
};
