import type { RequestHandler } from "express";
import { SEARCH_PATH, SEARCH_RESULTS_PATH } from "../app/content/search/pages";
import { MemoryRateLimitStore, RateLimiter } from "./rate-limit";
import { staticPageKey } from "./static-pages";

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
 * The search a request reaches, in any spelling the router answers: any case, a
 * trailing slash, percent-encoded letters, and React Router's `.data` twin of
 * either address (nginx's map counts the same spellings, deploy/nginx.conf).
 */
function searchAddress(path: string): "page" | "results" | null {
  const key = staticPageKey(path).replace(/\.data$/, "");
  if (key === SEARCH_RESULTS_PATH) return "results";
  if (key === SEARCH_PATH) return "page";
  return null;
}

/**
 * Counts each search (/search?q=… and /search/results?q=…, in every spelling)
 * against the client's address, and answers 429 with Retry-After past
 * the limit: JSON for the search page's script (it then says the search is not
 * answering, app/browser/search-page.ts), a line of text for the page. Nothing of
 * the query is kept or logged; the address is hashed by the limiter.
 */
export function limitSearches(limiter: RateLimiter): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const address = searchAddress(req.path);
    if (!address) return next();
    // Read as the loaders read it: the first `q` (Express makes `?q=a&q=b` an array).
    const query = new URL(req.originalUrl, "http://search.invalid").searchParams.get("q");
    if (query === null || query.trim() === "") return next();
    const results = address === "results";
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
