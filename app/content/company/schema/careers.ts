import { action, choice, date, group, line, list, paragraph, record } from "../../schema/fields";
import { heading, hero, iconCards, pageFields, withTokens } from "../schema-parts";

/** What the careers page can fill into its figures and headings, counted from the open positions. */
export const careersTokens = [
  "positions",
  "positionsInWords",
  "teams",
  "hybridRoles",
  "fewestYears",
  "mostYears",
] as const;

const tokenHint =
  "Can use {positions} (the number of open positions), {positionsInWords} (the same in words), {teams}, {hybridRoles}, {fewestYears} and {mostYears} (of experience asked).";

/** The careers page: content/pages/careers.yaml (the positions are content/jobs/). */
export const careersSchema = record({
  page: pageFields(),
  hero: hero({
    intro: paragraph("Introduction"),
    openingsLabel: line("Button to the open positions"),
    resumeLabel: line("Button to the application form", {
      hint: "Opens the application form set in Studio details.",
    }),
  }),
  facts: list(
    "Figures beside the heading",
    group("Figure", {
      value: withTokens(line("Figure", { hint: tokenHint }), careersTokens),
      label: withTokens(line("What it counts", { hint: tokenHint }), careersTokens),
    }),
  ),
  values: group("Our values", {
    ...heading(),
    intro: paragraph("Introduction"),
    items: iconCards("Values"),
  }),
  benefits: group("Benefits", { ...heading(), items: iconCards("Benefits") }),
  openings: group("Open positions", {
    eyebrow: line("Eyebrow", { hint: "The small capitals above the heading." }),
    title: withTokens(line("Heading", { hint: tokenHint }), careersTokens),
    intro: paragraph("Introduction"),
    applyLabel: line("Apply button", {
      hint: "On every position; opens the application form set in Studio details.",
    }),
    posted: line("Posted label", { hint: "Shown before the date a position was posted." }),
    facts: group("Names of a position's details", {
      location: line("Location"),
      type: line("Type"),
      experience: line("Experience"),
    }),
    questions: withTokens(
      line("Questions line", {
        hint: "Under the positions; {careersEmail} becomes the applications e-mail address as a link.",
      }),
      ["careersEmail"],
    ),
  }),
  process: group("Hiring process", {
    ...heading(),
    steps: list("Steps", group("Step", { title: line("Title"), description: paragraph("Text") }), {
      min: 1,
    }),
  }),
  closing: group("Closing call to action", {
    title: line("Heading"),
    text: paragraph("Text"),
    resumeLabel: line("Button to the application form"),
    secondary: action("Second button"),
  }),
});

/** How a position is employed; its listing for job search engines follows it (careers.server.ts). */
export const employmentTypes = ["Full-time", "Contract"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

/** An open position: content/jobs/<title>.yaml. The file name is the position's address on /careers. */
export const jobSchema = record({
  title: line("Title", { max: 80 }),
  department: line("Department", { hint: "The team the position belongs to." }),
  location: line("Location", {
    hint: "The city and country; add (Hybrid) for a hybrid position.",
  }),
  workplace: choice("Where the work is done", ["on-site", "hybrid"], {
    hint: "hybrid: partly remote, for applicants in the studio's country.",
  }),
  type: list("Type", choice("Employment", employmentTypes), {
    min: 1,
    hint: "One or more; the card shows them joined by a slash.",
  }),
  experience: line("Experience", { hint: "Written like 2+ years." }).regex(
    /^\d+\+? years?$/,
    "must be written like 2+ years",
  ),
  postedOn: date("Posted on", { hint: "Positions are listed from the oldest posting." }),
  description: paragraph("Description", { min: 120 }),
  skills: list("Core skills", line("Skill"), { min: 1, hint: "Shown as tags on the card." }),
});
