import { site } from "~/content/site.server";
import { absoluteUrlFromOrigin } from "./url";

/**
 * schema.org JSON-LD builders. Required and recommended properties are checked
 * in structured-data.test.ts.
 */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  const { address } = site().contact;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site().name,
    url: absoluteUrlFromOrigin(origin, "/"),
    logo: absoluteUrlFromOrigin(origin, "/icons/logo-512.png"),
    description: site().description,
    email: site().contact.email,
    telephone: site().contact.phone,
    foundingDate: String(site().foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    sameAs: site().social.map((social) => social.href),
  };
}

export function breadcrumbJsonLd(trail: readonly { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** What a JobPosting needs from an open position (app/content/company/careers.ts). */
export interface JobPostingSource {
  id: string;
  title: string;
  description: string;
  workplace: "on-site" | "hybrid";
  employmentTypes: readonly ("FULL_TIME" | "CONTRACTOR")[];
  /** "1+ years" to "3+ years". */
  experience: string;
  skills: readonly string[];
  /** ISO date, YYYY-MM-DD. */
  postedOn: string;
}

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const escapeHtmlText = (text: string) =>
  text.replace(/[&<>]/g, (char) => htmlEscapes[char] ?? char);

/**
 * schema.org JobPosting for one open position (Google's job posting rich
 * results): hiring organisation, location in Bengaluru, and for hybrid roles
 * TELECOMMUTE limited to applicants in India. Applications go through the
 * external careers form, so directApply is false. Positions stay open until
 * filled, so there is no validThrough (a recommended, not required, property):
 * a fixed end date would silently expire live postings.
 */
export function jobPostingJsonLd(job: JobPostingSource, origin: string): Record<string, unknown> {
  const { address } = site().contact;
  const years = Number(/^(\d+)\+/.exec(job.experience)?.[1] ?? 0);
  const employmentType =
    job.employmentTypes.length === 1 ? job.employmentTypes[0] : [...job.employmentTypes];
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${escapeHtmlText(job.description)}</p><p>Experience: ${escapeHtmlText(job.experience)}.</p><ul>${job.skills.map((skill) => `<li>${escapeHtmlText(skill)}</li>`).join("")}</ul>`,
    identifier: { "@type": "PropertyValue", name: site().name, value: job.id },
    url: absoluteUrlFromOrigin(origin, `/careers#${job.id}`),
    datePosted: job.postedOn,
    employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: site().name,
      sameAs: absoluteUrlFromOrigin(origin, "/"),
      logo: absoluteUrlFromOrigin(origin, "/icons/logo-512.png"),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: address.street,
        addressLocality: address.city,
        addressRegion: address.region,
        postalCode: address.postalCode,
        addressCountry: address.countryCode,
      },
    },
    ...(job.workplace === "hybrid"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: address.country },
        }
      : {}),
    ...(years > 0
      ? {
          experienceRequirements: {
            "@type": "OccupationalExperienceRequirements",
            monthsOfExperience: years * 12,
          },
        }
      : {}),
    skills: job.skills.join(", "),
    directApply: false,
  };
}

export interface VideoGameInput {
  name: string;
  description: string;
  genre: string;
  platforms: readonly string[];
  /** ISO 8601 year and month of the (announced) release, e.g. "2025-10". */
  releaseMonth: string;
  /** Released titles carry `datePublished`; announced ones do not. */
  released: boolean;
  /** Absolute URL of the key art. */
  image: string;
  /** Absolute canonical URL of the game's page. */
  url: string;
  /** Public origin of the site (for the studio's Organization). */
  origin: string;
}

/** A schema.org VideoGame for a game's detail page; the studio is author and publisher. */
export function videoGameJsonLd(game: VideoGameInput): Record<string, unknown> {
  const studio = {
    "@type": "Organization",
    name: site().name,
    url: absoluteUrlFromOrigin(game.origin, "/"),
  };
  return {
    "@context": "https://schema.org",
    "@type": "VideoGame",
    name: game.name,
    description: game.description,
    genre: game.genre,
    gamePlatform: [...game.platforms],
    applicationCategory: "Game",
    ...(game.released ? { datePublished: game.releaseMonth } : {}),
    image: game.image,
    url: game.url,
    author: studio,
    publisher: studio,
  };
}
