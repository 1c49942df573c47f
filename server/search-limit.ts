import type { RequestHandler } from "express";
import { SEARCH_PATH, SEARCH_RESULTS_PATH } from "../app/content/search/pages";
import { MemoryRateLimitStore, RateLimiter } from "./rate-limit";

/**
 * Searches one address may make in a minute when Node answers them itself:
 * nginx lets a visitor make 60 a minute with a burst of 20 (deploy/nginx.conf,
 * zone `searches`), and this holds about the same line where no nginx stands in
 * front (one process on its own, `npm start`). Someone typing sends one request
 * per pause, far below it; a script reading the index through the search is
 * held to it.
 */
export const SEARCHES_PER_MINUTE = 80;

/** The limiter for one process (in memory: behind several instances, nginx's limit holds). */
export function searchLimiter(max = SEARCHES_PER_MINUTE, now?: () => number) {
  return new RateLimiter(new MemoryRateLimitStore(now), {
    max,
    windowSeconds: 60,
    namespace: "search",
    now,
  });
}

const REFUSED =
  "Too many searches from your address in the last minute. Wait a minute, then search again.";

/**
 * Counts each search (/search?q=… and /search/results?q=…, once the URL has its one
 * spelling) against the client's address, and answers 429 with Retry-After past
 * the limit: JSON for the search page's script (it then says the search is not
 * answering, app/browser/search-page.ts), a line of text for the page. Nothing of
 * the query is kept or logged; the address is hashed by the limiter.
 */
export function limitSearches(limiter: RateLimiter): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const results = req.path === SEARCH_RESULTS_PATH;
    if (!results && req.path !== SEARCH_PATH) return next();
    const query = req.query.q;
    if (typeof query !== "string" || query.trim() === "") return next();
    limiter.hit(req.ip ?? req.socket.remoteAddress ?? "unknown").then(
      (outcome) => {
        if (!outcome.limited) return next();
        res.set("Retry-After", String(outcome.retryAfterSeconds));
        res.set("Cache-Control", "no-store");
        if (results) res.status(429).json({ error: REFUSED });
        else res.status(429).type("text/plain; charset=utf-8").send(REFUSED);
      },
      (error: unknown) => next(error),
    );
  };
}
