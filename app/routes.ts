import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pages, resourceFiles } from "./content/pages";
import { SEARCH_RESULTS_PATH } from "./content/search/pages";
import type { PageEntry } from "./content/page-entry";

/** One route per page, or one per `routePath` that several pages share (news posts). */
function routesOf(entries: readonly PageEntry[]) {
  const byId = new Map<string, PageEntry>();
  for (const page of entries) if (!byId.has(page.id)) byId.set(page.id, page);
  return [...byId.values()].map((page) => {
    const path = page.routePath ?? page.path;
    return path === "/"
      ? index(page.module, { id: page.id })
      : route(path.slice(1), page.module, { id: page.id });
  });
}

/**
 * The route table, derived from the page registry (app/content/pages.ts):
 * the same list feeds the prerender list, the sitemap and the navigation checks.
 */
export default [
  ...routesOf(pages()),
  ...resourceFiles.map((file) => route(file.path.slice(1), file.module)),
  // The search's answer as JSON for the search page's script (rendered per request).
  route(SEARCH_RESULTS_PATH.slice(1), "routes/search-results.ts", { id: "search-results" }),
  // The studio's inbox (decision 0019): server-rendered for signed-in staff only,
  // hydrated in the browser, out of the page registry (no prerender, no sitemap, no menu).
  route("inbox", "routes/inbox/layout.tsx", { id: "inbox" }, [
    index("routes/inbox/list.tsx", { id: "inbox-list" }),
    route(":id", "routes/inbox/inquiry.tsx", { id: "inbox-inquiry" }),
    route("audit", "routes/inbox/audit.tsx", { id: "inbox-audit" }),
    route("blocked", "routes/inbox/blocked.tsx", { id: "inbox-blocked" }),
    route("site", "routes/inbox/site.tsx", { id: "inbox-site" }),
    route("insights", "routes/inbox/insights.tsx", { id: "inbox-insights" }),
    route("account", "routes/inbox/account.tsx", { id: "inbox-account" }),
  ]),
  route("inbox/export", "routes/inbox/export.ts", { id: "inbox-export" }),
  route("inbox/insights/export", "routes/inbox/insights-export.ts", {
    id: "inbox-insights-export",
  }),
  route("inbox/sign-out", "routes/inbox/sign-out.ts", { id: "inbox-sign-out" }),
  route("inbox/sign-in", "routes/inbox/sign-in.tsx", { id: "inbox-sign-in" }),
  route("inbox/invite", "routes/inbox/invite.tsx", { id: "inbox-invite" }),
  route("inbox/new-passkey", "routes/inbox/invite.tsx", { id: "inbox-new-passkey" }),
  route("inbox/link", "routes/inbox/link.tsx", { id: "inbox-link" }),
  route("inbox/passkey", "routes/inbox/passkey.ts", { id: "inbox-passkey" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
