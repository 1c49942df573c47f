import type { Content } from "./load.server";
import { companyPages } from "./company/pages";
import { contactPages } from "./contact/pages";
import { homePages } from "./home";
import { brokenContentLinks } from "./links.server";
import { content, ContentError } from "./load.server";
import { newsFeeds, newsPages } from "./news/pages";
import type { PageEntry } from "./page-entry";
import { productPages } from "./products/pages";
import { servicePages } from "./services/pages";
import { pathKey } from "../lib/paths";

export type { PageEntry } from "./page-entry";

/**
 * Every registered page, derived from the content: the one list of URLs that
 * the route table, the prerender list, the sitemap, the breadcrumbs and the
 * menus come from. Each section of the content contributes its entries.
 */
function registry(content: Content): readonly PageEntry[] {
  return [
    ...homePages(content),
    ...companyPages(content),
    ...contactPages(content),
    ...servicePages(content),
    ...productPages(content),
    ...newsPages(content),
  ];
}

const built = new WeakMap<
  Content,
  { list: readonly PageEntry[]; byPath: Map<string, PageEntry> }
>();

function current() {
  const loaded = content();
  let entry = built.get(loaded);
  if (!entry) {
    const list = registry(loaded);
    entry = { list, byPath: new Map(list.map((page) => [pathKey(page.path), page])) };
    built.set(loaded, entry);
  }
  return entry;
}

/** Every registered page. */
export function pages(): readonly PageEntry[] {
  return current().list;
}

/** Looks a page up by URL path (case-insensitive, trailing slash ignored). */
export function findPage(pathname: string): PageEntry | undefined {
  return current().byPath.get(pathKey(pathname));
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
  ...newsFeeds,
] as const;

/** What the build prerenders: every page, then the generated files (after checking the content's links). */
export function prerenderPaths(): string[] {
  // The build stops here on a content link to a page or file that does not exist.
  const problems = brokenContentLinks(content(), (path) => findPage(path)?.path === path);
  if (problems.length > 0) throw new ContentError(problems);
  return [...pages().map((page) => page.path), ...resourceFiles.map((file) => file.path)];
}
