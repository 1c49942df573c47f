import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pages } from "./content/pages";

/**
 * The route table, derived from the page registry (app/content/pages.ts):
 * the same list feeds the prerender list, the sitemap and the navigation checks.
 */
export default [
  ...pages.map((page) =>
    page.path === "/"
      ? index(page.module, { id: page.id })
      : route(page.path.slice(1), page.module, { id: page.id }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
