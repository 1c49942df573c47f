import { choice, group, line, link, list, paragraph, record, integer } from "./fields";

/** The studio's identity and contact details: content/settings/site.yaml. */
export const siteSchema = record({
  name: line("Studio name"),
  shortName: line("Short name", { hint: "Shown beside the logo in the header." }),
  tagline: line("Tagline"),
  description: paragraph("Description", {
    hint: "One or two sentences about the studio: the footer, search engines and link previews use it.",
    max: 200,
  }),
  foundingYear: integer("Founded in", { min: 1900 }),
  copyrightYear: integer("Copyright year", { min: 2000 }),
  contact: group("Contact details", {
    email: line("E-mail for inquiries"),
    careersEmail: line("E-mail for applications"),
    phone: line("Phone number", { hint: "With the country code, e.g. +91 80 4718 2290." }),
    responseTime: line("How fast you answer", {
      hint: "A sentence, e.g. We answer every inquiry within one business day.",
    }),
    hours: line("Office hours"),
    address: group("Office address", {
      street: line("Street"),
      city: line("City"),
      region: line("Region or state"),
      postalCode: line("Postal code"),
      country: line("Country"),
      countryCode: line("Country code", { hint: "Two letters, e.g. IN.", max: 2 }),
    }),
  }),
  careersFormUrl: link("Application form", {
    hint: "The external form that Apply Now and Send Us Your Resume open in a new tab.",
  }),
  social: list(
    "Social links",
    group("Social link", {
      name: line("Network"),
      href: link("Profile address"),
      icon: choice("Icon", ["linkedin", "x", "youtube", "instagram"]),
    }),
  ),
});
