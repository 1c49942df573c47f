import { data, type RouterContextProvider } from "react-router";
import { goneContext } from "../../load-context";
import { content, type Content } from "../load.server";

/** The not-found page's and the error page's words (content/pages/errors.yaml). */
export function errorPagesView(loaded: Content) {
  return loaded.errorPages;
}

export type ErrorPagesView = ReturnType<typeof errorPagesView>;
export type NotFoundCopy = ErrorPagesView["notFound"] | ErrorPagesView["gone"];

/**
 * The answer to a path that is not a page: a 404 carrying the not-found page's
 * words, which the root error boundary's NotFound view shows. Throw it from a
 * loader: `throw notFound()`.
 */
export function notFound() {
  return data(errorPagesView(content()).notFound, { status: 404, statusText: "Not Found" });
}

/**
 * The answer at an old address the editor marked gone (content/redirects.yaml):
 * 410 with the removed page's words, shown by the same view as a 404.
 */
export function gone() {
  return data(errorPagesView(content()).gone, { status: 410, statusText: "Gone" });
}

/** What a path that is no page answers: gone (410) where the editor said so, else 404. Throw it. */
export function missingPage(context: Readonly<RouterContextProvider>) {
  return context.get(goneContext) ? gone() : notFound();
}
