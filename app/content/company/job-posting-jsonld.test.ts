import { describe, expect, it } from "vitest";
import { jobPostingJsonLd } from "~/lib/structured-data";
import { loadContent } from "../load.server";
import { jobPostingSource } from "./careers.server";

/**
 * The JobPosting of every open position in content/jobs/ (Google's job
 * posting rich results), and how each field of a position file shows in it.
 */
const content = loadContent();
const origin = "https://www.example.test";
const { site } = content;

/** A position file's data, as content/jobs/ holds it, for the cases the real files may not cover. */
function job(overrides: Partial<(typeof content.jobs)[number]> = {}) {
  return {
    slug: "level-designer",
    file: "content/jobs/level-designer.yaml",
    title: "Level Designer",
    department: "Design",
    location: "Bengaluru, India",
    workplace: "on-site" as const,
    type: ["Full-time" as const],
    experience: "2+ years",
    postedOn: "2025-10-01",
    description: "Build the levels of our horror games.",
    skills: ["Greyboxing", "Pacing"],
    ...overrides,
  };
}

describe("jobPostingJsonLd", () => {
  it("has the properties Google requires for every position", () => {
    expect(content.jobs.length).toBeGreaterThan(0);
    for (const position of content.jobs) {
      const data = jobPostingJsonLd(jobPostingSource(position), origin);
      expect(data["@context"]).toBe("https://schema.org");
      expect(data["@type"]).toBe("JobPosting");
      expect(data.title).toBe(position.title);
      expect(data.description).toEqual(expect.stringContaining(position.description.slice(0, 60)));
      expect(data.datePosted).toBe(position.postedOn);
      // Open until filled: no end date that would expire a live posting.
      expect(data).not.toHaveProperty("validThrough");
      expect(data.directApply).toBe(false);
      expect(data.hiringOrganization).toEqual({
        "@type": "Organization",
        name: site.name,
        sameAs: `${origin}/`,
        logo: `${origin}/icons/logo-512.png`,
      });
      expect(data.jobLocation).toEqual({
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: site.contact.address.street,
          addressLocality: site.contact.address.city,
          addressRegion: site.contact.address.region,
          postalCode: site.contact.address.postalCode,
          addressCountry: site.contact.address.countryCode,
        },
      });
      expect(data.url).toBe(`${origin}/careers#${position.slug}`);
    }
  });

  it("sets the employment type from the file's type, both for a full-time or contract role", () => {
    expect(jobPostingJsonLd(jobPostingSource(job()), origin).employmentType).toBe("FULL_TIME");
    expect(
      jobPostingJsonLd(jobPostingSource(job({ type: ["Full-time", "Contract"] })), origin)
        .employmentType,
    ).toEqual(["FULL_TIME", "CONTRACTOR"]);
    expect(
      jobPostingJsonLd(jobPostingSource(job({ type: ["Contract"] })), origin).employmentType,
    ).toBe("CONTRACTOR");
  });

  it("marks only hybrid roles as telecommute, limited to applicants in the studio's country", () => {
    const hybrid = jobPostingJsonLd(jobPostingSource(job({ workplace: "hybrid" })), origin);
    expect(hybrid.jobLocationType).toBe("TELECOMMUTE");
    expect(hybrid.applicantLocationRequirements).toEqual({
      "@type": "Country",
      name: site.contact.address.country,
    });
    const onSite = jobPostingJsonLd(jobPostingSource(job()), origin);
    expect(onSite).not.toHaveProperty("jobLocationType");
    expect(onSite).not.toHaveProperty("applicantLocationRequirements");
  });

  it("states the experience in months", () => {
    expect(
      jobPostingJsonLd(jobPostingSource(job({ experience: "3+ years" })), origin)
        .experienceRequirements,
    ).toEqual({ "@type": "OccupationalExperienceRequirements", monthsOfExperience: 36 });
  });

  it("escapes markup in the HTML description", () => {
    const data = jobPostingJsonLd(
      jobPostingSource(job({ description: "C++ <templates> & more" })),
      origin,
    );
    expect(data.description).toContain("<p>C++ &lt;templates&gt; &amp; more</p>");
  });
});
