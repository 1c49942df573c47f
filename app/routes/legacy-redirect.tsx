import { redirect } from "react-router";
import { redirectTarget } from "~/content/redirects";
import type { Route } from "./+types/legacy-redirect";

/** Answers the old paths of app/content/redirects.ts with a 301 to their new home. */
export function loader({ url }: Route.LoaderArgs) {
  const target = redirectTarget(url.pathname);
  if (!target) throw new Response("Not Found", { status: 404 });
  return redirect(target, 301);
}

export default function LegacyRedirect() {
  return null;
}
