import { site } from "~/content/site";
import { absoluteUrlFromOrigin } from "./url";

/**
 * schema.org JSON-LD builders. Required and recommended properties are checked
 * in structured-data.test.ts.
 */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  const { address } = site.contact;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: absoluteUrlFromOrigin(origin, "/"),
    logo: absoluteUrlFromOrigin(origin, "/icons/logo-512.png"),
    description: site.description,
    email: site.contact.email,
    telephone: site.contact.phone,
    foundingDate: String(site.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    sameAs: site.social.map((social) => social.href),
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
    name: site.name,
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
