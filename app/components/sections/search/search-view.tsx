import type { Content } from "~/content/load.server";
import { fillIn } from "~/content/news/pages";
import type { SearchResult } from "~/lib/site-search";
import searchScript from "~/browser/search-page.ts?browser-script";
import { SearchBox } from "~/components/layout/search-box";

interface SearchViewProps {
  copy: Content["search"];
  query: string;
  /**
   * The server's results for `query` (null on the prerendered, empty page, and
   * when this server has no index to search: the status line then says so).
   */
  results: SearchResult[] | null;
}

/** What the status line says about `count` results for `query`. */
export function resultsSummary(copy: Content["search"]["results"], count: number, query: string) {
  const template = count === 0 ? copy.none : count === 1 ? copy.one : copy.count;
  return fillIn(template, { count, query });
}

/**
 * The search page: the form, a status line read out when it changes, and the
 * results (title, section, excerpt with the matched words marked). The browser's
 * search (browser/search-page.ts) draws its results into the same elements.
 */
export function SearchView({ copy, query, results }: SearchViewProps) {
  return (
    <div
      className="container-page pb-24 pt-32 sm:pt-36"
      data-search-page={searchScript}
      data-copy={JSON.stringify(copy.results)}
    >
      <h1 className="font-display text-4xl font-bold tracking-tight text-fg sm:text-5xl">
        {copy.heading}
      </h1>
      <p className="lead mt-4 max-w-2xl">{copy.intro}</p>
      <SearchBox
        copy={copy.box}
        id="search-page-query"
        name={copy.heading}
        className="mt-8 max-w-2xl"
        defaultValue={query}
      />
      <p
        role="status"
        aria-live="polite"
        className="mt-6 min-h-6 text-sm text-fg-muted"
        data-search-status=""
      >
        {results
          ? resultsSummary(copy.results, results.length, query)
          : query
            ? copy.results.unavailable
            : ""}
      </p>
      <p
        className="mt-2 max-w-2xl text-fg-muted"
        data-search-help=""
        hidden={!results || results.length > 0}
      >
        {copy.results.noneHelp}
      </p>
      <ol className="mt-6 max-w-3xl space-y-4" data-search-results="">
        {(results ?? []).map((result) => (
          <li key={result.url} className="search-result">
            <p className="search-section">{result.section}</p>
            <h2 className="search-title">
              <a href={result.url}>{result.title}</a>
            </h2>
            <p className="search-excerpt">
              {result.excerpt.map((part, index) =>
                part.mark ? <mark key={index}>{part.text}</mark> : part.text,
              )}
            </p>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-secondary mt-8" data-search-more="" hidden>
        {copy.results.more}
      </button>
    </div>
  );
}
