import type { Content } from "./load.server";
import { companyPages } from "./company/pages";
import { contactPages } from "./contact/pages";
import { homePages } from "./home";
import { brokenContentLinks } from "./links.server";
import { allContent, content, contentOn, ContentError } from "./load.server";
import { studioToday } from "./news/schedule";
import { newsFeeds, newsPages } from "./news/pages";
import type { PageEntry } from "./page-entry";
import { productPages } from "./products/pages";
import { searchPages } from "./search/pages";
import { servicePages } from "./services/pages";
import { pathKey } from "../lib/paths";
import { siteRedirects } from "./redirects/table.server";
import { collections } from "./collections";

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
    ...searchPages(content),
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

/**
 * The content's broken links, on every day the published site changes by itself:
 * today, and each later day a scheduled post goes live. A scheduled post's links
 * are checked against the pages that will exist on its day, so that a post with a
 * broken link is refused when it is published, not by the unattended build of its
 * day (which would then refuse every release until someone fixed it).
 */
export function contentLinkProblems(): string[] {
  const all = allContent();
  const today = studioToday();
  const days = [...new Set([today, ...all.news.map((post) => post.date)])]
    .filter((day) => day >= today)
    .sort();
  const problems = new Map<string, string>();
  for (const day of days) {
    const published = contentOn(all, day);
    const byPath = new Map(registry(published).map((page) => [pathKey(page.path), page]));
    const isPage = (path: string) => byPath.get(pathKey(path))?.path === path;
    for (const problem of brokenContentLinks(published, isPage))
      if (!problems.has(problem))
        problems.set(
          problem,
          day === today ? problem : `${problem} (on ${day}, when the posts dated that day go live)`,
        );
  }
  return [...problems.values()];
}

/**
 * The editor's redirects' problems (content/redirects.yaml), with file and line:
 * today's, and an old address that a scheduled post will take on its day (the
 * redirect would hide the post, and that day's unattended build would refuse it).
 */
export function redirectProblems(): string[] {
  const table = siteRedirects();
  const all = allContent();
  const today = studioToday();
  const later = [...new Set(all.news.map((post) => post.date))].filter((day) => day > today).sort();
  const problems = [...table.problems];
  const reported = new Set<string>();
  for (const day of later) {
    const byPath = new Map(registry(contentOn(all, day)).map((page) => [pathKey(page.path), page]));
    for (const [key, rule] of table.rules) {
      const page = byPath.get(key);
      if (!page || reported.has(key)) continue;
      reported.add(key);
      problems.push(
        `content/${collections.redirects.path}: ${rule.from} is the address of ${page.path}, scheduled to go live on ${day}: a redirect cannot replace a page (remove the redirect, or give the post another address)`,
      );
    }
  }
  return problems;
}

/** What the build prerenders: every page, then the generated files (after checking the content's links). */
export function prerenderPaths(): string[] {
  // The build stops here on a content link to a page or file that does not exist,
  // today or on a scheduled post's day.
  const problems = [...contentLinkProblems(), ...redirectProblems()];
  if (problems.length > 0) throw new ContentError(problems);
  return [...pages().map((page) => page.path), ...resourceFiles.map((file) => file.path)];
}
