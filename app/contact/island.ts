/**
 * What the contact form's island (browser/inquiry-island.tsx) and the server
 * agree on: where the island and its props are in /contact's HTML, and how the
 * island's posts ask the route's action for JSON instead of a page
 * (routes/contact.tsx, docs/decisions/0018).
 */

/** The route whose action stores an inquiry: the form's `action`, with or without JavaScript. */
export const INQUIRY_ACTION = "/contact";

/** The element the island hydrates: the server renders the form inside it. */
export const INQUIRY_ISLAND_ID = "inquiry-island";

/** The `<script type="application/json">` that holds the props the server rendered the form with. */
export const INQUIRY_ISLAND_PROPS_ID = "inquiry-island-props";

/** The `Accept` header of the island's posts: the action answers them with JSON. */
export const ISLAND_POST_ACCEPT = "application/json";

/** A post made by the island (a form posted without JavaScript asks for HTML). */
export function isIslandPost(request: Request): boolean {
  return request.method === "POST" && request.headers.get("Accept") === ISLAND_POST_ACCEPT;
}
