import { notFound } from "~/content/company/errors.server";

/**
 * The catch-all route: any unregistered path throws a 404 with the not-found
 * page's words (content/pages/errors.yaml), which the root ErrorBoundary
 * renders as the not-found page (and logs in the browser).
 */
export function loader() {
  throw notFound();
}

export default function NotFoundRoute() {
  return null;
}
