import { pageFor } from "~/content/pages";
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
