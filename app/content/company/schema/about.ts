import {
  action,
  flag,
  group,
  line,
  link,
  list,
  markdown,
  paragraph,
  record,
} from "../../schema/fields";
import {
  accent,
  closing,
  heading,
  icon,
  iconCards,
  pageFields,
  stats,
  hero,
} from "../schema-parts";

/**
 * The about page: content/pages/about.md. The Markdown body is the studio's
 * story, shown under the page's heading; the front matter holds the sections.
 */
export const aboutSchema = record({
  page: pageFields(),
  hero: hero({
    primary: action("Main button"),
    secondary: action("Second button"),
  }),
  purpose: group("Mission and vision", {
    ...heading(),
    intro: paragraph("Introduction"),
    statements: list(
      "Statements",
      group("Statement", {
        icon: icon(),
        label: line("Label", { hint: "A few words above the title." }),
        title: line("Title"),
        text: paragraph("Text"),
      }),
      { min: 1 },
    ),
  }),
  disciplines: group("What we do", {
    ...heading(),
    intro: paragraph("Introduction"),
    items: list(
      "Disciplines",
      group("Discipline", {
        icon: icon(),
        title: line("Title"),
        description: paragraph("Text"),
        href: link("Goes to"),
        linkLabel: line("Link text", { hint: "Shown at the foot of the card." }),
        accent: accent(),
      }),
      { min: 1 },
    ),
  }),
  values: group("Core values", { ...heading(), items: iconCards("Values") }),
  whyUs: group("Why choose us", {
    ...heading(),
    intro: paragraph("Introduction"),
    stats: stats(),
    reasons: list("Reasons", paragraph("Reason"), { min: 1 }),
  }),
  journey: group("Our journey", {
    ...heading(),
    intro: paragraph("Introduction"),
    upcomingLabel: line("Label of milestones ahead", {
      hint: "A badge on the milestones still ahead of us.",
    }),
    milestones: list(
      "Milestones",
      group("Milestone", {
        year: line("Year", { hint: "A year or a span, e.g. 2027+." }),
        title: line("Title"),
        description: paragraph("Text"),
        icon: icon(),
        upcoming: flag("Still ahead", {
          hint: "Milestones still ahead of us are drawn in the games' ember colour.",
        }).optional(),
        link: action("Link").optional(),
      }),
      { min: 1 },
    ),
  }),
  closing: closing(),
  body: markdown("Our story", {
    hint: "A paragraph or two under the page's heading: how the studio began and what it does today.",
  }),
});
