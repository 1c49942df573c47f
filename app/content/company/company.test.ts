import { describe, expect, it } from "vitest";
import { site } from "../site.server";
import { about } from "./about";
import { careers, positions } from "./careers";
import { legalDocumentFor, legalDocuments, privacyPolicy, termsOfService } from "./legal";
import { companyPages } from "./pages";

/** The nine positions of spec section 3; "(Full-time / Contract)" is the QA Tester's type. */
const specPositions = [
  { title: "Gameplay Programmer" },
  { title: "3D Environment Artist" },
  { title: "AI/ML Engineer" },
  { title: "Game Designer" },
  { title: "Unreal Engine Developer" },
  { title: "VR/AR Developer" },
  { title: "UI/UX Designer" },
  { title: "QA Tester", type: "Full-time / Contract" },
  { title: "Technical Artist" },
];

describe("the company page entries", () => {
  it("registers the four company routes with their own modules", () => {
    expect(companyPages.map((page) => [page.path, page.module])).toEqual([
      ["/about", "routes/about.tsx"],
      ["/careers", "routes/careers.tsx"],
      ["/PrivacyPolicy", "routes/legal-page.tsx"],
      ["/TermsofService", "routes/legal-page.tsx"],
    ]);
  });

  it("gives each page a distinct title and a description of 70 to 170 characters", () => {
    expect(new Set(companyPages.map((page) => page.title)).size).toBe(4);
    expect(new Set(companyPages.map((page) => page.description)).size).toBe(4);
    for (const page of companyPages) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
      expect(page.title).not.toContain(site().name);
    }
  });
});

describe("the open positions", () => {
  it("are the spec's nine, in its order", () => {
    expect(positions).toHaveLength(9);
    expect(positions.map((job) => job.title)).toEqual(specPositions.map((spec) => spec.title));
    for (const spec of specPositions) {
      const job = positions.find((entry) => entry.title === spec.title);
      expect(job?.type, spec.title).toBe(spec.type ?? "Full-time");
    }
  });

  it("fill every field", () => {
    for (const job of positions) {
      for (const field of [
        "id",
        "title",
        "department",
        "location",
        "type",
        "experience",
        "description",
        "postedOn",
      ] as const) {
        expect(job[field].trim(), `${job.title}.${field}`).not.toBe("");
      }
      expect(job.description.length, job.title).toBeGreaterThan(120);
      expect(job.skills.length, job.title).toBeGreaterThanOrEqual(3);
      expect(job.employmentTypes.length, job.title).toBeGreaterThanOrEqual(1);
    }
  });

  it("ask for 1+ to 3+ years of experience (spec section 9)", () => {
    for (const job of positions) expect(job.experience, job.title).toMatch(/^[1-3]\+ years?$/);
    const years = positions.map((job) => Number(job.experience[0]));
    expect(Math.min(...years)).toBe(1);
    expect(Math.max(...years)).toBe(3);
  });

  it("were posted on real 2025 dates", () => {
    for (const job of positions) {
      expect(job.postedOn, job.title).toMatch(/^2025-\d{2}-\d{2}$/);
      const date = new Date(`${job.postedOn}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10), job.title).toBe(job.postedOn);
    }
  });

  it("have unique anchor ids and matching employment types", () => {
    expect(new Set(positions.map((job) => job.id)).size).toBe(positions.length);
    for (const job of positions) {
      expect(job.id).toMatch(/^[a-z0-9-]+$/);
      const expected = job.type.includes("Contract") ? ["FULL_TIME", "CONTRACTOR"] : ["FULL_TIME"];
      expect(job.employmentTypes, job.title).toEqual(expected);
      expect(job.location.includes("Hybrid"), job.title).toBe(job.workplace === "hybrid");
    }
  });

  it("send every application to the external careers form", () => {
    expect(careers.openings.applyUrl).toBe(site().careersFormUrl);
    expect(careers.openings.applyLabel).toBe("Apply Now");
    expect(careers.hero.resume).toEqual({
      label: "Send Us Your Resume",
      to: site().careersFormUrl,
    });
    expect(careers.closing.action).toEqual({
      label: "Send Us Your Resume",
      to: site().careersFormUrl,
    });
  });
});

describe("the about page", () => {
  it("has five core values and a journey that starts at the founding", () => {
    expect(about.values.items).toHaveLength(5);
    const [first] = about.journey.milestones;
    expect(first?.year).toBe(String(site().foundingYear));
    expect(first?.title).toContain(site().contact.address.city);
    const years = about.journey.milestones.map((milestone) => milestone.year);
    expect(new Set(years).size).toBe(years.length);
    expect(years).toEqual(expect.arrayContaining(["2025", "2026"]));
  });

  it("only links to internal pages", () => {
    const links = [
      about.hero.primary.to,
      about.hero.secondary.to,
      about.closing.action.to,
      about.closing.secondary.to,
      ...about.disciplines.items.map((item) => item.href),
      ...about.journey.milestones.flatMap((milestone) =>
        "link" in milestone && milestone.link ? [milestone.link.to] : [],
      ),
    ];
    for (const link of links) expect(link).toMatch(/^\/[a-z]/);
  });
});

describe("the legal documents", () => {
  it("each have exactly six sections with unique ids", () => {
    for (const document of legalDocuments) {
      expect(document.sections, document.title).toHaveLength(6);
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size, document.title).toBe(6);
      for (const section of document.sections) {
        expect(section.id).toMatch(/^[a-z][a-z-]*$/);
        expect(section.blocks.length, section.id).toBeGreaterThan(0);
      }
    }
  });

  it("carry the spec's last-updated dates", () => {
    expect(`Last updated: ${privacyPolicy.lastUpdated}`).toBe("Last updated: September 29, 2025");
    expect(`Last updated: ${termsOfService.lastUpdated}`).toBe("Last updated: September 26, 2025");
    expect(privacyPolicy.lastUpdatedIso).toBe("2025-09-29");
    expect(termsOfService.lastUpdatedIso).toBe("2025-09-26");
  });

  it("give the privacy policy a cookies section that says no cookies are set", () => {
    const cookies = privacyPolicy.sections.find((section) => section.id === "cookies");
    expect(cookies).toBeDefined();
    expect(cookies?.blocks.flat().join(" ")).toMatch(/sets no cookies at all/);
  });

  it("name every contact form field in the privacy policy", () => {
    const text = privacyPolicy.sections[0]?.blocks.flat().join(" ") ?? "";
    for (const field of [
      "full name",
      "email",
      "phone",
      "company",
      "country",
      "inquiry type",
      "subject",
      "message",
      "budget",
      "timeline",
      "service",
      "consent",
    ]) {
      expect(text, field).toContain(field);
    }
  });

  it("state retention, the deletion address and the rate-limit window", () => {
    const text = privacyPolicy.sections.map((section) => section.blocks.flat().join(" ")).join(" ");
    expect(text).toContain("24 months");
    expect(text).toContain("privacy@nebulaforge.studio");
    expect(text).toContain("30 days");
    expect(text).toContain("about 10 minutes");
  });

  it("only link to registered pages, their own sections or mail addresses", () => {
    for (const document of legalDocuments) {
      const text = [
        ...document.sections.flatMap((section) => section.blocks.flat()),
        document.closing,
      ].join(" ");
      const ids = document.sections.map((section) => section.id);
      for (const [, , href = ""] of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
        if (href.startsWith("#")) expect(ids, href).toContain(href.slice(1));
        else expect(href, href).toMatch(/^(\/[A-Za-z]|mailto:[^@]+@[a-z.]+$)/);
      }
    }
  });

  it("are found by their registered path", () => {
    expect(legalDocumentFor("/PrivacyPolicy")).toBe(privacyPolicy);
    expect(legalDocumentFor("/TermsofService")).toBe(termsOfService);
    expect(() => legalDocumentFor("/privacy")).toThrow();
  });
});
