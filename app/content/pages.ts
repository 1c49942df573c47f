import { companyPages } from "./company/pages";
import { contactPages } from "./contact/pages";
import { homePages } from "./home";
import type { PageEntry } from "./page-entry";
import { productPages } from "./products/pages";
import { servicePages } from "./services/pages";

export type { PageEntry } from "./page-entry";

/** Every registered page: the one list of URLs (routes, prerender, sitemap). */
export const pages: readonly PageEntry[] = [
  ...homePages,
  ...companyPages,
  ...contactPages,
  ...servicePages,
  ...productPages,
];

const byPath = new Map(pages.map((page) => [page.path.toLowerCase(), page]));

/** Looks a page up by URL path (case-insensitive, trailing slash ignored). */
export function findPage(pathname: string): PageEntry | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(normalised.toLowerCase());
}

/** Like `findPage`, for loaders of registered routes: a miss is a programming error. */
export function pageFor(pathname: string): PageEntry {
  const page = findPage(pathname);
  if (!page) throw new Error(`No page entry registered for ${pathname}`);
  return page;
}

/** Generated files served beside the pages (prerendered, not in the sitemap). */
export const resourceFiles = [
  { path: "/sitemap.xml", module: "routes/sitemap.ts" },
  { path: "/robots.txt", module: "routes/robots.ts" },
] as const;

/** What the build prerenders: every page, then the generated files. */
export function prerenderPaths(): string[] {
  return [...pages.map((page) => page.path), ...resourceFiles.map((file) => file.path)];
}
