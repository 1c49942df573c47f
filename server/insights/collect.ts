import express, { type Request, type RequestHandler, type Router } from "express";
import type { Logger } from "pino";
import type { InsightsStore, StoredView } from "../../db/insights-store";
import type { RateLimiter } from "../rate-limit";
import {
  BEACON_MAX_BYTES,
  browserOf,
  declined,
  deviceOf,
  isBot,
  parseBeacon,
  parseNoScriptView,
  type PageView,
  type ParseOptions,
} from "./beacon";

/**
 * POST /api/event: one page view from the enhancement script
 * (app/browser/count-view.ts; docs/decisions/0025-insights.md).
 * GET /api/event?p=<path>: one page view seen without JavaScript, from the
 * image in the page's `<noscript>` (app/components/layout/no-script-view.tsx),
 * which a browser running scripts never requests.
 *
 * The answer is always 204 with no body once the body has been read (413 for a
 * body over the limit, 415 for another type): it says nothing about what was
 * kept, echoes nothing, and is sent before anything touches the database. Views
 * are written in batches by a recorder, so a slow database never slows a page.
 * Not kept: requests with Do-Not-Track or Global Privacy Control, prefetches and
 * prerenders, bots, paths that are not the site's public pages, anything that is
 * not exactly the beacon's body, and a client past the rate limit.
 */
export const VIEW_PATH = "/api/event";

export interface CollectOptions extends ParseOptions {
  recorder: ViewRecorder;
  limiter: RateLimiter | null;
  logger: Logger;
  now?: () => number;
}

export function collectRouter(options: CollectOptions): Router {
  const router = express.Router();
  const now = options.now ?? Date.now;
  /** Answers at once, then keeps the view `read` finds in the request, if it is one to count. */
  const counted =
    (read: (req: Request) => PageView | null): RequestHandler =>
    (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.status(204).end();
      const at = now();
      const header = (name: string) => req.get(name);
      if (declined(header)) return;
      const userAgent = req.get("user-agent") ?? "";
      if (isBot(userAgent)) return;
      if (!sameSite(req, options.siteHost)) return;
      const view = read(req);
      if (!view) return;
      const address = req.ip ?? req.socket.remoteAddress ?? "";
      options.recorder.add(at, view, { address, userAgent }, options.limiter);
    };
  router.post(
    VIEW_PATH,
    express.text({ type: () => true, limit: BEACON_MAX_BYTES }),
    counted((req) => parseBeacon(req.body, options)),
  );
  // HEAD is answered the same and never counted (Express routes it to GET's handler), nor is
  // an image another site embeds (its Sec-Fetch-Site is "cross-site" or "same-site").
  router.get(
    VIEW_PATH,
    counted((req) =>
      req.method === "GET" && (req.get("sec-fetch-site") ?? "same-origin") === "same-origin"
        ? parseNoScriptView(search(req.originalUrl), req.get("referer"), {
            ...options,
            pageHosts: [options.siteHost, req.get("host") ?? ""],
          })
        : null,
    ),
  );
  return router;
}

/** The query of a request's address, without its "?". */
function search(url: string): string {
  const mark = url.indexOf("?");
  return mark === -1 ? "" : url.slice(mark + 1);
}

/** A browser's beacon carries Origin; another site's page posting here is not a view of ours. */
function sameSite(req: Request, siteHost: string): boolean {
  const origin = req.get("origin");
  if (origin === undefined) return true;
  try {
    const host = new URL(origin).host.toLowerCase();
    return host === siteHost.toLowerCase() || host === (req.get("host") ?? "").toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Turns accepted views into rows and writes them in batches: every
 * `flushMs`, or at once when `batchSize` are waiting. A failed write is logged
 * and dropped (a count, never worth retrying into a page's time). Each view
 * takes its place in the queue when it arrives, before it is classified (rate
 * limit, visitor id), so rows are written, and get their ids, in the order the
 * views arrived: a visitor's entry view is the lowest id of its minute
 * (db/insights-store.ts stores times to the minute).
 */
export class ViewRecorder {
  private queue: Promise<StoredView | null>[] = [];
  private pending: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private inFlight = 0;

  constructor(
    private readonly store: InsightsStore,
    private readonly logger: Logger,
    private readonly options: { flushMs?: number; batchSize?: number; maxQueued?: number } = {},
  ) {}

  add(
    at: number,
    view: Omit<StoredView, "at" | "device" | "browser" | "visitorId">,
    visit: { address: string; userAgent: string },
    limiter: RateLimiter | null,
  ): void {
    if (this.queue.length >= (this.options.maxQueued ?? 50_000)) return;
    this.inFlight++;
    this.queue.push(
      (async () => {
        try {
          if (limiter && (await limiter.hit(visit.address)).limited) return null;
          const visitor = await this.store.visitorOf(visit);
          return {
            ...view,
            at,
            device: deviceOf(visit.userAgent),
            browser: browserOf(visit.userAgent),
            visitorId: visitor.id,
          };
        } catch (error) {
          this.failed(error);
          return null;
        } finally {
          this.inFlight--;
        }
      })(),
    );
    if (this.queue.length >= (this.options.batchSize ?? 500)) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs ?? 1000);
  }

  /** Writes what is waiting; resolves when it (and every earlier write) is stored. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    this.pending = this.pending.then(async () => {
      try {
        const views = (await Promise.all(batch)).filter((view) => view !== null);
        await this.store.record(views);
      } catch (error) {
        this.failed(error);
      }
    });
    return this.pending;
  }

  /** Waits for the views being classified, then writes everything (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight > 0) await new Promise((resolve) => setImmediate(resolve));
    await this.flush();
  }

  private failed(error: unknown) {
    this.logger.warn(
      { event: "insights.record_failed", reason: error instanceof Error ? error.message : "" },
      "page views could not be stored",
    );
  }
}
