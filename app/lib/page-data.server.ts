import type { RouterContextProvider } from "react-router";
import { missingPage } from "~/content/company/errors.server";
import { findPage, pageFor, type PageEntry } from "~/content/pages";
import { builtPageContext } from "~/load-context";
import { pageSeo } from "./seo.server";

type SeoOptions = Parameters<typeof pageSeo>[1];

/**
 * What a content page's loader returns: its SEO block (from the page registry)
 * and its content. Loaders run at build time for prerendered pages, so the
 * copy lands in the HTML and the `.data` file, never in the JavaScript bundle.
 */
export function pageData<T>(url: URL, content: T, options?: SeoOptions) {
  const page = pageFor(url.pathname);
  return { seo: pageSeo(page, options), content };
}

/**
 * The page at `url` for a route that several pages share (`routePath`: news posts,
 * later news lists). A path the content has no page for, or, in production, one the
 * build did not make, answers as a missing page (404, or 410 where marked gone).
 */
export function sharedRoutePage(url: URL, context: Readonly<RouterContextProvider>): PageEntry {
  const page = findPage(url.pathname);
  const built = context.get(builtPageContext);
  if (page && (built === null || built(page.path))) return page;
  throw missingPage(context);
}
