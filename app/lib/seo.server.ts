import { findPage, type PageEntry } from "~/content/pages";
import { site } from "~/content/site.server";
import type { PageSeo } from "./seo";
import { absoluteUrl, siteUrl } from "./site-url.server";
import { breadcrumbJsonLd, organizationJsonLd } from "./structured-data";

export const DEFAULT_SHARE_IMAGE = "/og/studio-card.png";

interface SeoOptions {
  type?: PageSeo["type"];
  /** Extra JSON-LD for this page (VideoGame, JobPosting, ...). */
  jsonLd?: readonly Record<string, unknown>[];
  imageAlt?: string;
}

/** The breadcrumb trail of a page: every registered ancestor path, then the page. */
export function breadcrumbTrail(page: PageEntry): { name: string; url: string }[] {
  const segments = page.path.split("/").filter(Boolean);
  const trail = [{ name: "Home", url: absoluteUrl("/") }];
  for (let i = 1; i <= segments.length; i++) {
    const ancestor = findPage(`/${segments.slice(0, i).join("/")}`);
    if (ancestor) trail.push({ name: ancestor.label, url: absoluteUrl(ancestor.path) });
  }
  return trail;
}

/** Everything a page's `meta` export needs, from its registry entry. */
export function pageSeo(page: PageEntry, options: SeoOptions = {}): PageSeo {
  const trail = breadcrumbTrail(page);
  const siteName = site().name;
  return {
    title: page.title === siteName ? siteName : `${page.title} | ${siteName}`,
    siteName,
    description: page.description,
    canonical: absoluteUrl(page.path),
    image: absoluteUrl(page.image ?? DEFAULT_SHARE_IMAGE),
    imageAlt: options.imageAlt ?? `${page.title}, ${siteName}`,
    type: options.type ?? "website",
    jsonLd: [
      organizationJsonLd(siteUrl()),
      ...(trail.length > 2 ? [breadcrumbJsonLd(trail)] : []),
      ...(options.jsonLd ?? []),
    ],
  };
}
