import type { UIMatch } from "react-router";

/**
 * What a route module may declare in its `handle` export. `hydrate: true`
 * says the page needs React in the browser (the contact form); every other
 * page is complete HTML and CSS and loads no React, no React Router and no
 * route module (docs/decisions/0009).
 */
export interface RouteHandle {
  hydrate?: boolean;
}

/** True when a matched route declares that the page needs React in the browser. */
export function needsHydration(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
