import type { Content } from "../load.server";
import type { PageEntry } from "../page-entry";

/** The search page at /search (its words: content/pages/search.yaml). */
export function searchPages(content: Content): PageEntry[] {
  const { title, label, description } = content.search.page;
  return [
    { path: SEARCH_PATH, module: "routes/search.tsx", id: "search", title, label, description },
  ];
}

export const SEARCH_PATH = "/search";

/** The search's answer as JSON, for the search page's script (app/routes/search-results.ts). */
export const SEARCH_RESULTS_PATH = "/search/results";
