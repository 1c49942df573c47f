import { MAX_QUERY_LENGTH } from "~/lib/site-search";
import { siteSearchContext } from "~/load-context";
import type { Route } from "./+types/search-results";

/** As the pages: the answer changes with a release, never within one. */
const headers = {
  "Cache-Control": "public, max-age=0, must-revalidate",
  "X-Robots-Tag": "noindex",
};

/**
 * /search/results?q=: the search's answer as JSON, for the search page's script
 * as the visitor types (app/browser/search-page.ts). The same index and the same
 * matching (app/lib/site-search.ts) as the page the server renders for
 * /search?q= without JavaScript, so a visitor finds the same pages either way.
 * The query is never logged (the request log drops query strings).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "")
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
  const search = context.get(siteSearchContext);
  if (!search)
    return Response.json(
      { error: "The search is not available on this server (it has no build)." },
      { status: 503, headers },
    );
  return Response.json({ query, results: query ? search.search(query) : [] }, { headers });
}
