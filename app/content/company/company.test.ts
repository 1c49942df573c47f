import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ContentError, loadContent, type Content } from "../load.server";
import { aboutView } from "./about.server";
import { careersView } from "./careers.server";
import { errorPagesView } from "./errors.server";
import { formatLegalDate, legalView } from "./legal.server";
import { renderMarkdownSections } from "~/lib/markdown.server";
import { companyPages } from "./pages";
import { careersSchema } from "./schema/careers";
import { aroundToken, fillText, inWords } from "./text";

/**
 * The company pages (about, careers, legal) and the error pages, from the
 * content as it is: invariants, never counts, so that adding a position, a
 * milestone or a legal page never breaks a test. What a new file does is
 * tested on a copy of content/ with the file added.
 */
const content = loadContent();
const origin = "https://www.example.test";

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** content/ copied, with `files` (paths under content/) written into the copy. */
function contentWith(files: Record<string, string>): Content {
  const dir = mkdtempSync(join(tmpdir(), "company-content-"));
  scratch.push(dir);
  cpSync("content", dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return loadContent(dir);
}

/** Every string in a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the company page entries", () => {
  it("come from the content: about, careers and one page per legal file", () => {
    const pages = companyPages(content);
    expect(pages.find((page) => page.path === "/about")).toMatchObject({
      module: "routes/about.tsx",
      ...content.about.page,
    });
    expect(pages.find((page) => page.path === "/careers")).toMatchObject({
      module: "routes/careers.tsx",
      ...content.careers.page,
    });
    for (const document of content.legal)
      expect(pages.find((page) => page.path === document.path)).toMatchObject({
        module: "routes/legal-page.tsx",
        id: document.slug,
        title: document.title,
        description: document.description,
      });
  });

  it("turn a new file in content/legal/ into a new page", () => {
    const privacy = readFileSync("content/legal/privacy-policy.md", "utf8")
      .replace("path: /PrivacyPolicy", "path: /CookiePolicy")
      .replace("title: Privacy Policy", "title: Cookie Policy");
    const withCookies = contentWith({ "legal/cookie-policy.md": privacy });
    expect(companyPages(withCookies)).toContainEqual(
      expect.objectContaining({
        path: "/CookiePolicy",
        id: "cookie-policy",
        module: "routes/legal-page.tsx",
        title: "Cookie Policy",
      }),
    );
    expect(legalView(withCookies, "/CookiePolicy").title).toBe("Cookie Policy");
  });
});

describe("the open positions", () => {
  const { view, jsonLd } = careersView(content, origin);

  it("are listed oldest posting first, each at its own address (the file's name)", () => {
    expect(view.jobs.map((job) => job.id)).toEqual(content.jobs.map((job) => job.slug));
    const dates = view.jobs.map((job) => job.postedOn);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(view.jobs.map((job) => job.id)).size).toBe(view.jobs.length);
  });

  it("show their posting date as words and their employment types joined", () => {
    for (const [index, job] of view.jobs.entries()) {
      expect(job.postedLabel).toBe(formatLegalDate(job.postedOn));
      expect(job.type).toBe(content.jobs[index]!.type.join(" / "));
    }
  });

  it("say hybrid in their location exactly when they are hybrid", () => {
    for (const job of content.jobs)
      expect(job.location.includes("Hybrid"), job.slug).toBe(job.workplace === "hybrid");
  });

  it("each have a JobPosting, in the same order", () => {
    expect(jsonLd.map((data) => data.title)).toEqual(content.jobs.map((job) => job.title));
  });

  it("send every application to the careers form of the studio's settings", () => {
    const form = content.site.careersFormUrl;
    expect(view.openings.apply.href).toBe(form);
    expect(view.hero.resume.href).toBe(form);
    expect(view.closing.action.href).toBe(form);
    expect(view.openings.questions.email).toBe(content.site.contact.careersEmail);
  });

  it("count themselves in the page's figures and heading: nothing left to fill", () => {
    const texts = strings([view.facts, view.openings.title]);
    expect(texts.filter((text) => /[{}]/.test(text))).toEqual([]);
    expect(view.facts[0]?.value).toBe(String(content.jobs.length));
    expect(view.openings.title.toLowerCase()).toContain(inWords(content.jobs.length));
  });

  it("grow by one new file in content/jobs/, with no code change", () => {
    const added = contentWith({
      "jobs/producer.yaml": [
        "title: Producer",
        "department: Production",
        "location: Bengaluru, India",
        "workplace: on-site",
        "type: [Full-time]",
        "experience: 4+ years",
        "postedOn: 2099-01-15",
        "description: Keep our games and simulators on schedule and on budget, from the first pitch to the launch day, with a calm hand and a clear plan for every milestone build.",
        "skills: [Scheduling, Budgets, Jira]",
      ].join("\n"),
    });
    const grown = careersView(added, origin);
    expect(grown.view.jobs.at(-1)).toMatchObject({ id: "producer", title: "Producer" });
    expect(grown.jsonLd.at(-1)).toMatchObject({ "@type": "JobPosting", title: "Producer" });
    expect(grown.view.facts[0]?.value).toBe(String(content.jobs.length + 1));
    expect(grown.view.openings.title.toLowerCase()).toContain(inWords(content.jobs.length + 1));
  });

  it("refuse a position file with a wrong experience or type, naming the field", () => {
    const broken = readFileSync("content/jobs/qa-tester.yaml", "utf8")
      .replace(/experience: .*/, "experience: lots")
      .replace("- Contract", "- Forever");
    try {
      contentWith({ "jobs/qa-tester.yaml": broken });
      expect.unreachable("the broken file was accepted");
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      const problems = (error as ContentError).problems;
      expect(problems).toContain(
        "content/jobs/qa-tester.yaml: experience: must be written like 2+ years",
      );
      expect(problems.some((p) => p.startsWith("content/jobs/qa-tester.yaml: type[1]:"))).toBe(
        true,
      );
    }
  });
});

describe("templates in the content", () => {
  it("fill their placeholders and start a sentence with a capital", () => {
    expect(fillText("{positionsInWords} roles open", { positionsInWords: "nine" })).toBe(
      "Nine roles open",
    );
    expect(fillText("across {teams} teams", { teams: 6 })).toBe("across 6 teams");
    expect(inWords(0)).toBe("no");
    expect(inWords(12)).toBe("twelve");
    expect(inWords(42)).toBe("42");
    expect(aroundToken("Write to {email} today", "email")).toEqual({
      before: "Write to ",
      after: " today",
    });
  });

  it("refuse a placeholder the text cannot fill, naming it", () => {
    const careers = structuredClone(content.careers);
    careers.openings.title = "{vacancies} roles open";
    const result = careersSchema.safeParse(careers);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["openings", "title"]);
    expect(result.error?.issues[0]?.message).toMatch(/^uses \{vacancies\}, which it cannot fill/);
  });
});

describe("the about page", () => {
  const view = aboutView(content);

  it("tells the story from its Markdown, as HTML paragraphs", () => {
    expect(view.hero.story).toMatch(/^<p>/);
    expect(view.hero.story).not.toContain("<script");
  });

  it("starts the journey at the founding year of the studio's settings", () => {
    expect(view.journey.milestones[0]?.year).toBe(String(content.site.foundingYear));
    const years = view.journey.milestones.map((milestone) => milestone.year);
    expect(new Set(years).size).toBe(years.length);
  });
});

describe("the legal documents", () => {
  it("each have sections with unique ids, their headings without the {#id}", () => {
    for (const document of content.legal) {
      const { sections } = renderMarkdownSections(document.body);
      expect(sections.length, document.slug).toBeGreaterThan(0);
      const ids = sections.map((section) => section.id);
      expect(new Set(ids).size, document.slug).toBe(ids.length);
      for (const section of sections) {
        expect(section.id).toMatch(/^[a-z][a-z0-9-]*$/);
        expect(section.title).not.toMatch(/[{}#]/);
        expect(section.html.trim(), section.id).not.toBe("");
      }
    }
  });

  it("keep every section a link in the content points to (e.g. /PrivacyPolicy#cookies)", () => {
    const ids = new Map(
      content.legal.map((document) => [
        document.path,
        renderMarkdownSections(document.body).sections.map((section) => section.id),
      ]),
    );
    const links = strings(content).flatMap((text) => [
      ...text.matchAll(/(?:^|\]\()(\/[A-Za-z]+)#([\w-]+)/g),
    ]);
    expect(links.length).toBeGreaterThan(0);
    for (const [, path, id] of links)
      if (ids.has(path!)) expect(ids.get(path!), `${path}#${id}`).toContain(id);
    for (const document of content.legal) {
      const own = ids.get(document.path)!;
      for (const [, id] of `${document.body} ${document.closing}`.matchAll(/\]\(#([\w-]+)\)/g))
        expect(own, `${document.slug}: #${id}`).toContain(id);
    }
  });

  it("show the date they were last updated as words", () => {
    for (const document of content.legal) {
      const view = legalView(content, document.path);
      expect(view.lastUpdated.iso).toBe(document.lastUpdated);
      expect(view.lastUpdated.label).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }
    expect(formatLegalDate("2025-09-29")).toBe("September 29, 2025");
  });

  it("name every field of the contact form in the privacy policy", () => {
    const policy = content.legal.find((document) => document.path === "/PrivacyPolicy");
    const text = policy?.body.toLowerCase() ?? "";
    for (const [name, copy] of Object.entries(content.inquiryForm.fields))
      expect(text, name).toContain(copy.report.toLowerCase());
  });

  it("state the system's retention and rate-limit window in the privacy policy", () => {
    const policy = content.legal.find((document) => document.path === "/PrivacyPolicy");
    // scripts/inquiries.ts purges after 730 days; RATE_LIMIT_WINDOW_SECONDS defaults to 600.
    expect(policy?.body).toContain("24 months");
    expect(policy?.body).toContain("about 10 minutes");
  });
});

describe("the error pages", () => {
  it("keep the spec's words for the not-found page (spec section 8)", () => {
    const { notFound } = errorPagesView(content);
    expect(notFound.title).toBe("Oops! Page not found");
    expect(notFound.home).toEqual({ label: "Return to Home", href: "/" });
  });
});
