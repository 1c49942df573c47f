import type { RequestHandler } from "express";
import { pathKey } from "../app/lib/paths";
import { redirectLocation, type RedirectRule } from "../app/content/redirects/rules";

/** As the pages (and nginx's answer): an editor may change a temporary one, or undo a mistake. */
const REDIRECT_CACHE = "public, max-age=0, must-revalidate";

/**
 * The editor's redirects (content/redirects.yaml, app/content/redirects/): an old
 * address answers 301 or 302 to its page with the request's query string kept,
 * or 410 Gone (the site's page saying it was removed: app/routes/not-found.tsx). nginx answers the same from the same table
 * (scripts/write-nginx-redirects.ts).
 */
export function redirectRules(rules: ReadonlyMap<string, RedirectRule>): RequestHandler {
  return (req, res, next) => {
    if (rules.size === 0 || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const rule = rules.get(pathKey(req.path));
    if (!rule) return next();
    res.setHeader("Cache-Control", REDIRECT_CACHE);
    if (rule.status === 410) {
      // The router's catch-all route renders the removed page's words with 410.
      res.locals.gone = true;
      return next();
    }
    res.redirect(rule.status, redirectLocation(rule, req.url.slice(req.path.length)));
  };
}
