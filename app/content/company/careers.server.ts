import { jobPostingJsonLd, type JobPostingSource } from "~/lib/structured-data";
import type { Content } from "../load.server";
import type { EmploymentType } from "./schema/careers";
import { aroundToken, fillText, inWords } from "./text";

type Job = Content["jobs"][number];

const schemaOrgTypes: Record<EmploymentType, JobPostingSource["employmentTypes"][number]> = {
  "Full-time": "FULL_TIME",
  Contract: "CONTRACTOR",
};

const postedDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2+ years" → 2. */
function yearsOf(job: Job): number {
  return Number(/^\d+/.exec(job.experience)?.[0] ?? 0);
}

/** What a JobPosting needs from a position file; its anchor on /careers is the file's slug. */
export function jobPostingSource(job: Job): JobPostingSource {
  return {
    id: job.slug,
    title: job.title,
    description: job.description,
    workplace: job.workplace,
    employmentTypes: job.type.map((type) => schemaOrgTypes[type]),
    experience: job.experience,
    skills: job.skills,
    postedOn: job.postedOn,
  };
}

/** What the careers page's templates can count ({positions}, {teams}, ...), from the open positions. */
export function careersCounts(jobs: readonly Job[]) {
  const years = jobs.map(yearsOf);
  return {
    positions: jobs.length,
    positionsInWords: inWords(jobs.length),
    teams: new Set(jobs.map((job) => job.department)).size,
    hybridRoles: jobs.filter((job) => job.workplace === "hybrid").length,
    fewestYears: years.length ? Math.min(...years) : 0,
    mostYears: years.length ? Math.max(...years) : 0,
  };
}

/**
 * What /careers shows, from content/pages/careers.yaml and the open positions
 * (content/jobs/, one file each, oldest posting first), with the JobPosting
 * structured data of every position. Apply Now and Send Us Your Resume go to
 * the application form of the studio's settings.
 */
export function careersView(content: Content, origin: string) {
  const { careers, jobs, site } = content;
  const counts = careersCounts(jobs);
  const formUrl = site.careersFormUrl;
  const { page: _page, hero, facts, openings, closing, ...sections } = careers;
  return {
    view: {
      ...sections,
      hero: {
        ...hero,
        openings: { label: hero.openingsLabel, href: "#open-positions" },
        resume: { label: hero.resumeLabel, href: formUrl },
      },
      facts: facts.map((fact) => ({
        value: fillText(fact.value, counts),
        label: fillText(fact.label, counts),
      })),
      openings: {
        eyebrow: openings.eyebrow,
        title: fillText(openings.title, counts),
        intro: openings.intro,
        apply: { label: openings.applyLabel, href: formUrl },
        posted: openings.posted,
        facts: openings.facts,
        questions: {
          ...aroundToken(openings.questions, "careersEmail"),
          email: site.contact.careersEmail,
        },
      },
      jobs: jobs.map((job) => ({
        id: job.slug,
        title: job.title,
        department: job.department,
        location: job.location,
        type: job.type.join(" / "),
        experience: job.experience,
        description: job.description,
        skills: job.skills,
        postedOn: job.postedOn,
        postedLabel: postedDate.format(new Date(`${job.postedOn}T00:00:00Z`)),
      })),
      closing: {
        title: closing.title,
        text: closing.text,
        action: { label: closing.resumeLabel, href: formUrl },
        secondary: closing.secondary,
      },
    },
    jsonLd: jobs.map((job) => jobPostingJsonLd(jobPostingSource(job), origin)),
  };
}

export type CareersView = ReturnType<typeof careersView>["view"];
