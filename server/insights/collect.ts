import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
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

/** Answers a request the endpoint refuses (a body too large, another charset): its status only. */
export type Refuse = (
  error: Error & { status: number },
  req: IncomingMessage,
  res: ServerResponse,
) => void;

export interface ViewHandlerOptions extends CollectOptions {
  /** The client's address (behind a proxy, as the app's `trust proxy` setting reads it). */
  address: (req: IncomingMessage) => string;
  /** Headers every answer carries besides `Cache-Control: no-store` (the security headers). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * The endpoint on Node's own request and response: true when the request was
 * the endpoint's (answered, or refused through `refuse`), false for any other
 * path or method. The server runs it before Express (server/app.ts,
 * requestListener), and reads the small body itself (readBeacon), so that a
 * view costs little more than Node's answer: the budget is 1,000 views a second
 * for one instance (`npm run bench`, docs/decisions/0025-insights.md).
 */
export function viewHandler(
  options: ViewHandlerOptions,
): (req: IncomingMessage, res: ServerResponse, refuse: Refuse) => boolean {
  const now = options.now ?? Date.now;
  const answerHeaders = Object.entries({ ...options.headers, "Cache-Control": "no-store" });
  /** Answers at once, then keeps the view in the request, if it is one to count. */
  const count = (req: IncomingMessage, res: ServerResponse, view: () => PageView | null) => {
    res.statusCode = 204;
    for (const [name, value] of answerHeaders) res.setHeader(name, value);
    res.end();
    const at = now();
    const header = (name: string) => headerOf(req, name);
    if (declined(header)) return;
    const userAgent = header("user-agent") ?? "";
    if (isBot(userAgent)) return;
    if (!sameSite(header, options.siteHost)) return;
    const found = view();
    if (!found) return;
    options.recorder.add(at, found, { address: options.address(req), userAgent }, options.limiter);
  };
  return (req, res, refuse) => {
    const url = req.url ?? "";
    const mark = url.indexOf("?");
    if ((mark === -1 ? url : url.slice(0, mark)) !== VIEW_PATH) return false;
    if (req.method === "POST") {
      readBeacon(req, (error, body) =>
        error ? refuse(error, req, res) : count(req, res, () => parseBeacon(body, options)),
      );
      return true;
    }
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    // HEAD is answered the same and never counted, nor is an image another site
    // embeds (its Sec-Fetch-Site is "cross-site" or "same-site").
    count(req, res, () =>
      req.method === "GET" && (headerOf(req, "sec-fetch-site") ?? "same-origin") === "same-origin"
        ? parseNoScriptView(mark === -1 ? "" : url.slice(mark + 1), headerOf(req, "referer"), {
            ...options,
            pageHosts: [options.siteHost, headerOf(req, "host") ?? ""],
          })
        : null,
    );
    return true;
  };
}

/** The endpoint as Express middleware (development, tests): refusals go to the app's error handler. */
export function collectRouter(options: CollectOptions): RequestHandler {
  const handle = viewHandler({
    ...options,
    address: (req) => (req as Request).ip ?? req.socket.remoteAddress ?? "",
  });
  return (req, res, next) => {
    if (!handle(req, res, (error) => next(error))) next();
  };
}

/** A request header as Express's `req.get` reads it ("referer" and "referrer" alike). */
function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value =
    name === "referer" || name === "referrer"
      ? (req.headers.referrer ?? req.headers.referer)
      : req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** A refusal for the app's error handler: its status only, nothing of the request. */
function refusal(status: number, message: string): Error & { status: number; expose: false } {
  return Object.assign(new Error(message), { status, expose: false as const });
}

/**
 * Reads a beacon's body as text: at most BEACON_MAX_BYTES (413 when its length
 * says more, before anything is read, or once more has arrived), UTF-8 (a
 * byte-order mark dropped, a bad sequence read as U+FFFD), of any type; another
 * charset or any content encoding is refused (415), a body cut short too (400).
 */
export function readBeacon(
  req: IncomingMessage,
  done: (error: (Error & { status: number }) | null, body: string) => void,
): void {
  const length = Number(req.headers["content-length"] ?? 0);
  if (length > BEACON_MAX_BYTES) return void (req.resume(), done(refusal(413, "too large"), ""));
  const encoding = (req.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.headers["content-type"] ?? "")?.[1];
  if (encoding !== "identity" || (charset !== undefined && !UTF8.has(charset.toLowerCase()))) {
    return void (req.resume(), done(refusal(415, "unsupported"), ""));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (error: (Error & { status: number }) | null) => {
    if (finished) return;
    finished = true;
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", onError);
    req.off("aborted", onAborted);
    if (error) {
      req.resume();
      return done(error, "");
    }
    done(null, utf8.decode(Buffer.concat(chunks, size)));
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > BEACON_MAX_BYTES) return finish(refusal(413, "too large"));
    chunks.push(chunk);
  };
  const onEnd = () => finish(null);
  const onError = () => finish(refusal(400, "unreadable"));
  const onAborted = () => finish(refusal(400, "aborted"));
  req.on("data", onData);
  req.once("end", onEnd);
  req.once("error", onError);
  req.once("aborted", onAborted);
}

const UTF8 = new Set(["utf-8", "utf8", "us-ascii"]);
const utf8 = new TextDecoder("utf-8");

/** A browser's beacon carries Origin; another site's page posting here is not a view of ours. */
function sameSite(header: (name: string) => string | undefined, siteHost: string): boolean {
  const origin = header("origin");
  if (origin === undefined) return true;
  try {
    const host = new URL(origin).host.toLowerCase();
    return host === siteHost.toLowerCase() || host === (header("host") ?? "").toLowerCase();
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
  private queue: Promise<StoredView | null | Failed>[] = [];
  private pending: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private inFlight = 0;
  /** Views accepted and not yet written or given up: the backlog `maxQueued` bounds. */
  private unwritten = 0;
  /** Views turned away since the last warning because the backlog was full. */
  private dropped = 0;

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
    // A database that is slow or down must not turn a flood of views into memory: past
    // the limit, views are dropped (counted, one warning per batch) until writes catch up.
    if (this.unwritten >= (this.options.maxQueued ?? 50_000)) {
      this.dropped++;
      return;
    }
    this.unwritten++;
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
          return new Failed(error);
        } finally {
          this.inFlight--;
        }
      })(),
    );
    if (this.queue.length >= (this.options.batchSize ?? 500)) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs ?? 1000);
  }

  /**
   * Writes what is waiting in one statement (all of it or none); resolves when it
   * (and every earlier write) is done. A batch that could not be classified or
   * written is logged once, with the number of views lost, never once a view.
   */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    this.pending = this.pending.then(async () => {
      const settled = await Promise.all(batch);
      const views = settled.filter(
        (view): view is StoredView => view !== null && !(view instanceof Failed),
      );
      const failures = settled.filter((view) => view instanceof Failed);
      try {
        await this.store.record(views);
        if (failures[0]) this.failed(failures[0].error, failures.length);
      } catch (error) {
        this.failed(error, failures.length + views.length);
      } finally {
        this.unwritten -= batch.length;
        if (this.dropped > 0) {
          this.logger.warn(
            { event: "insights.backlog_full", dropped: this.dropped },
            "page views dropped: the database is not keeping up",
          );
          this.dropped = 0;
        }
      }
    });
    return this.pending;
  }

  /** Waits for the views being classified, then writes everything (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight > 0) await new Promise((resolve) => setImmediate(resolve));
    await this.flush();
  }

  private failed(error: unknown, lost: number) {
    this.logger.warn(
      {
        event: "insights.record_failed",
        lost,
        reason: error instanceof Error ? error.message : "",
      },
      "page views could not be stored",
    );
  }
}

/** A view that could not be classified (the day's salt unreadable): counted in its batch's warning. */
class Failed {
  constructor(readonly error: unknown) {}
}
