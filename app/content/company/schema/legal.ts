import { action, date, line, markdown, paragraph, record } from "../../schema/fields";
import { pageFields } from "../schema-parts";

/**
 * A legal page: content/legal/<name>.md. Front matter for the page's details,
 * the Markdown body for its sections: each `##` heading starts one, and
 * `{#cookies}` at the end of a heading sets its address (/PrivacyPolicy#cookies).
 */
export const legalSchema = record({
  path: line("Address", {
    hint: "The page's address on the site, e.g. /PrivacyPolicy. Other pages link to it: change it only with them.",
  }).regex(/^\/[A-Za-z][A-Za-z0-9-]*$/, "must be an address like /PrivacyPolicy"),
  title: line("Title"),
  label: line("Breadcrumb label"),
  description: pageFields().shape.description,
  summary: paragraph("Summary", { hint: "Under the title: the document in a sentence or two." }),
  lastUpdated: date("Last updated"),
  related: action("Related document", { hint: "Linked under the table of contents." }),
  closing: paragraph("Closing note", {
    hint: "Under the sections. Links are written [text](/address) or [e-mail](mailto:name@example.com).",
  }),
  body: markdown("Sections", {
    hint: "Each section starts with a ## heading; end it with {#address} to keep its link, e.g. ## Cookies {#cookies}.",
  }).refine((body) => /^## /m.test(body), "needs at least one ## section"),
});

/** Words the legal pages share: content/pages/legal.yaml. */
export const legalLabelsSchema = record({
  eyebrow: line("Eyebrow", { hint: "Above the title of every legal page." }),
  updated: line("Last updated label", { hint: "Shown before the date." }),
  contents: line("Table of contents heading"),
});
