import type { MetaDescriptor } from "react-router";

/** What a page's `meta` needs; built on the server by `seo.server.ts`, rendered anywhere. */
export interface PageSeo {
  /** The document title: the page's title and the studio's name. */
  title: string;
  siteName: string;
  description: string;
  /** Absolute canonical URL in the spec's spelling. */
  canonical: string;
  /** Absolute URL of the 1200x630 share image. */
  image: string;
  imageAlt: string;
  type: "website" | "article" | "video.other";
  /** JSON-LD objects (Organization, BreadcrumbList, ...). */
  jsonLd: readonly Record<string, unknown>[];
}

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD for one page. */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const { title } = seo;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:type", content: seo.type },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:image", content: seo.image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: seo.imageAlt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image },
    { name: "twitter:image:alt", content: seo.imageAlt },
    ...seo.jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
