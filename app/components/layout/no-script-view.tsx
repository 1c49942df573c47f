import { VIEW_ENDPOINT } from "~/browser/count-view";

/**
 * The page view of a visitor without JavaScript (docs/decisions/0025-insights.md):
 * an image the browser requests only when it does not run scripts, since a
 * browser that runs them does not parse what `<noscript>` holds (the enhancement
 * script counts those views, app/browser/count-view.ts). It names the page's
 * path; the server (server/insights/collect.ts) applies the same rules as to the
 * script's beacon and answers 204, an image of nothing, hidden either way.
 */
export function NoScriptView({ path }: { path: string }) {
  // The prerender's addresses end in "/" ("/services/"); a page's own address does not.
  const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return (
    <noscript>
      <img
        src={`${VIEW_ENDPOINT}?p=${encodeURIComponent(page)}`}
        alt=""
        width={1}
        height={1}
        hidden
      />
    </noscript>
  );
}
