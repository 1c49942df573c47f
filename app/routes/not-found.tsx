import { missingPage } from "~/content/company/errors.server";
import type { Route } from "./+types/not-found";

/**
 * The catch-all route: any unregistered path throws a 404 with the not-found
 * page's words (content/pages/errors.yaml), which the root ErrorBoundary
 * renders as the not-found page (and logs in the browser). An old address the
 * editor marked gone (server/redirects.ts says so in the context) throws a 410
 * with the removed page's words instead, shown by the same view.
 */
export function loader({ context }: Route.LoaderArgs) {
  throw missingPage(context);
}

export default function NotFoundRoute() {
  return null;
}
