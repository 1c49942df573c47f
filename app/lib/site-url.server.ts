import { absoluteUrlFromOrigin } from "./url";

/**
 * The public origin of the site, used for canonical URLs, Open Graph and the
 * sitemap. Set SITE_URL at build time (pages are prerendered) and at run time.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? "https://www.nebulaforge.studio").replace(/\/+$/, "");
}

export function absoluteUrl(path: string): string {
  return absoluteUrlFromOrigin(siteUrl(), path);
}
