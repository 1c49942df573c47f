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
