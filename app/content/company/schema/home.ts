import { action, group, integer, line, link, list, paragraph, record } from "../../schema/fields";
import {
  accent,
  art,
  closing,
  heading,
  icon,
  iconCards,
  pageFields,
  stats,
  hero,
} from "../schema-parts";

/** The home page: content/pages/home.yaml (its testimonials are content/testimonials/). */
export const homeSchema = record({
  page: pageFields(),
  hero: hero({
    intro: paragraph("Introduction"),
    primary: action("Main button"),
    secondary: action("Second button"),
    stats: stats("Figures beside the heading"),
  }),
  about: group("Who we are", {
    ...heading(),
    paragraphs: list("Paragraphs", paragraph("Paragraph"), { min: 1 }),
    link: action("Link under the text"),
  }),
  services: group("Core services", {
    ...heading(),
    cards: list(
      "Service cards",
      group("Service", {
        icon: icon(),
        title: line("Title"),
        description: paragraph("Text"),
        href: link("Goes to"),
        linkLabel: line("Link text", { hint: "Shown at the foot of the card." }),
        accent: accent(),
        highlights: list("Highlights", line("Highlight"), { min: 1 }),
      }),
      { min: 1 },
    ),
  }),
  industries: group("Industries", {
    ...heading(),
    intro: paragraph("Introduction"),
    items: iconCards("Industries"),
  }),
  reasons: group("Why choose us", { ...heading(), items: iconCards("Reasons") }),
  projects: group("Recent projects", {
    ...heading(),
    intro: paragraph("Introduction"),
    items: list(
      "Projects",
      group("Project", {
        title: line("Title"),
        category: line("Category", { hint: "What kind of work it was, shown above the title." }),
        description: paragraph("Text"),
        href: link("Goes to"),
        art: art(),
      }),
      { min: 1 },
    ),
    portfolio: action("Portfolio button"),
  }),
  testimonials: group("Testimonials", heading(), {
    hint: "The quotes themselves are in the Testimonials collection.",
  }),
  closing: closing(),
});

/** A partner's quote on the home page: content/testimonials/<name>.yaml. */
export const testimonialSchema = record({
  quote: paragraph("Quote", { min: 20 }),
  name: line("Name"),
  role: line("Role and organisation", {
    hint: "Their job title and the kind of organisation they work for.",
  }),
  order: integer("Position", { min: 1, hint: "Testimonials are shown from the lowest number up." }),
});
