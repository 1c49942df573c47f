import { describe, expect, it } from "vitest";
import { jobPostingJsonLd } from "~/lib/structured-data";
import { site } from "../site.server";
import { positions } from "./careers";

const origin = "https://www.example.test";

function posting(title: string) {
  const job = positions.find((entry) => entry.title === title);
  if (!job) throw new Error(`no position ${title}`);
  return jobPostingJsonLd(job, origin);
}

describe("jobPostingJsonLd", () => {
  it("has the properties Google requires for every position", () => {
    for (const job of positions) {
      const data = jobPostingJsonLd(job, origin);
      expect(data["@context"]).toBe("https://schema.org");
      expect(data["@type"]).toBe("JobPosting");
      expect(data.title).toBe(job.title);
      expect(data.description).toEqual(expect.stringContaining(job.description.slice(0, 60)));
      expect(data.datePosted).toBe(job.postedOn);
      // Open until filled: no end date that would expire a live posting.
      expect(data).not.toHaveProperty("validThrough");
      expect(data.directApply).toBe(false);
      expect(data.hiringOrganization).toEqual({
        "@type": "Organization",
        name: site().name,
        sameAs: `${origin}/`,
        logo: `${origin}/icons/logo-512.png`,
      });
      expect(data.jobLocation).toEqual({
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: site().contact.address.street,
          addressLocality: "Bengaluru",
          addressRegion: "Karnataka",
          postalCode: site().contact.address.postalCode,
          addressCountry: "IN",
        },
      });
      expect(data.url).toBe(`${origin}/careers#${job.id}`);
    }
  });

  it("sets the employment type, both types for the QA Tester", () => {
    expect(posting("Gameplay Programmer").employmentType).toBe("FULL_TIME");
    expect(posting("QA Tester").employmentType).toEqual(["FULL_TIME", "CONTRACTOR"]);
  });

  it("marks only hybrid roles as telecommute, limited to applicants in India", () => {
    const hybrid = posting("UI/UX Designer");
    expect(hybrid.jobLocationType).toBe("TELECOMMUTE");
    expect(hybrid.applicantLocationRequirements).toEqual({ "@type": "Country", name: "India" });
    const onSite = posting("Technical Artist");
    expect(onSite).not.toHaveProperty("jobLocationType");
    expect(onSite).not.toHaveProperty("applicantLocationRequirements");
  });

  it("states the experience in months", () => {
    expect(posting("AI/ML Engineer").experienceRequirements).toEqual({
      "@type": "OccupationalExperienceRequirements",
      monthsOfExperience: 36,
    });
  });

  it("escapes markup in the HTML description", () => {
    const [job] = positions;
    if (!job) throw new Error("no positions");
    const data = jobPostingJsonLd({ ...job, description: "C++ <templates> & more" }, origin);
    expect(data.description).toContain("<p>C++ &lt;templates&gt; &amp; more</p>");
  });
});
