import { data } from "react-router";

/**
 * The catch-all route: any unregistered path throws a 404, which the root
 * ErrorBoundary renders as the not-found page (and logs in the browser).
 */
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFoundRoute() {
  return null;
}
