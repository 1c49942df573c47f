/**
 * One page view, counted once the page is loaded and actually shown
 * (docs/decisions/0025-insights.md). A page the speculation rules prerendered is
 * not shown until the visitor goes to it (`document.prerendering`, then
 * `prerenderingchange`); a page opened in a background tab is not shown until
 * its tab is (`visibilitychange`). One that is never shown sends nothing.
 * Nothing is stored in the browser: the server derives the day's visitor id.
 */
export interface ViewedDocument {
  readonly prerendering?: boolean;
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export const VIEW_ENDPOINT = "/api/event";

export function countView(doc: ViewedDocument, send: () => void): void {
  const events = ["prerenderingchange", "visibilitychange"];
  const attempt = () => {
    if (doc.prerendering || doc.visibilityState !== "visible") return;
    for (const type of events) doc.removeEventListener(type, attempt);
    send();
  };
  for (const type of events) doc.addEventListener(type, attempt);
  attempt();
}

/** The beacon's body: the page's path and query, and where the visitor came from. */
export function viewBody(location: { pathname: string; search: string }, referrer: string) {
  return JSON.stringify({ u: location.pathname + location.search, r: referrer });
}
