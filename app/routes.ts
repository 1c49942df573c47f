import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pages, resourceFiles } from "./content/pages";
import { legacyRedirects } from "./content/redirects";

/**
 * The route table, derived from the page registry (app/content/pages.ts):
 * the same list feeds the prerender list, the sitemap and the navigation checks.
 */
export default [
  ...pages().map((page) =>
    page.path === "/"
      ? index(page.module, { id: page.id })
      : route(page.path.slice(1), page.module, { id: page.id }),
  ),
  ...legacyRedirects.map((entry) =>
    route(entry.from.slice(1), "routes/legacy-redirect.tsx", { id: `redirect${entry.from}` }),
  ),
  ...resourceFiles.map((file) => route(file.path.slice(1), file.module)),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
