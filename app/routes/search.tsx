import { SearchView } from "~/components/sections/search/search-view";
import { content } from "~/content/load.server";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { MAX_QUERY_LENGTH } from "~/lib/site-search";
import { siteSearchContext } from "~/load-context";
import type { Route } from "./+types/search";

/**
 * /search: prerendered as the empty page (the browser then asks /search/results as
 * the visitor types, app/browser/search-page.ts); with `?q=` the server renders the
 * results from the same index, for visitors without JavaScript. The query is never
 * logged; searches per address are limited (server/search-limit.ts).
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH).trim();
  const search = context.get(siteSearchContext);
  const results = search && query ? search.search(query) : null;
  return pageData(url, { copy: content().search, query, results });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  // A page of results is not a page to list in a search engine.
  ...(loaderData?.content.query ? [{ name: "robots", content: "noindex" }] : []),
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { copy, query, results } = loaderData.content;
  return <SearchView copy={copy} query={query} results={results} />;
}
