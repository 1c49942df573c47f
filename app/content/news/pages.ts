import { newsSharePath } from "../../lib/image-variants";
import type { Content } from "../load.server";
import type { PageEntry } from "../page-entry";

/**
 * The news section's pages, from the collection: /news (the newest posts),
 * /news/page/2 and on (12 posts a page), and /news/<slug> for every file of
 * content/news/. A new file is a new page: its route, prerender entry, sitemap
 * entry and breadcrumbs follow from this list (app/content/pages.ts).
 */

export const NEWS_PER_PAGE = 12;
export const NEWS_PATH = "/news";

export type NewsPost = Content["news"][number];
export type NewsCopy = Content["newsPage"];

/** The feeds, prerendered beside the pages (not in the sitemap). */
export const newsFeeds = [
  { path: `${NEWS_PATH}/rss.xml`, module: "routes/news-rss.ts" },
  { path: `${NEWS_PATH}/feed.json`, module: "routes/news-feed.ts" },
] as const;

/** Fills "{page}" and the like in a line of copy. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** How many list pages `count` posts take (at least one: an empty list is still a page). */
export function newsPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / NEWS_PER_PAGE));
}

/** The path of list page `page` (1 is /news). */
export function newsListPath(page: number): string {
  return page <= 1 ? NEWS_PATH : `${NEWS_PATH}/page/${page}`;
}

/** The list page a path is (1 for /news), or undefined for any other path. */
export function newsListPageNumber(path: string): number | undefined {
  if (path === NEWS_PATH) return 1;
  const match = new RegExp(`^${NEWS_PATH}/page/([1-9]\\d*)$`).exec(path);
  return match ? Number(match[1]) : undefined;
}

export function newsPostPath(slug: string): string {
  return `${NEWS_PATH}/${slug}`;
}

/** The slug of a post's path, or undefined. */
export function newsPostSlug(path: string): string | undefined {
  return path.startsWith(`${NEWS_PATH}/`) ? path.slice(NEWS_PATH.length + 1) : undefined;
}

/** The posts on list page `page`, newest first (the collection is sorted by date). */
export function postsOnPage<T>(posts: readonly T[], page: number): T[] {
  return posts.slice((page - 1) * NEWS_PER_PAGE, page * NEWS_PER_PAGE);
}

export function newsPages(content: Pick<Content, "news" | "newsPage">): PageEntry[] {
  const { list } = content.newsPage;
  const count = newsPageCount(content.news.length);
  const listPages = Array.from({ length: count }, (_, index): PageEntry => {
    const page = index + 1;
    return page === 1
      ? {
          path: NEWS_PATH,
          module: "routes/news.tsx",
          id: "news",
          label: list.label,
          title: list.documentTitle,
          description: list.description,
        }
      : {
          path: newsListPath(page),
          module: "routes/news.tsx",
          id: "news-page",
          routePath: `${NEWS_PATH}/page/:page`,
          label: fillIn(list.laterLabel, { page }),
          title: fillIn(list.laterTitle, { page }),
          description: fillIn(list.laterDescription, { page }),
        };
  });
  const postPages = content.news.map((post): PageEntry => ({
    path: newsPostPath(post.slug),
    module: "routes/news-post.tsx",
    id: "news-post",
    routePath: `${NEWS_PATH}/:slug`,
    label: post.title,
    title: post.title,
    description: post.summary,
    image: newsSharePath(post.slug),
  }));
  return [...listPages, ...postPages];
}
