/**
 * The Express app: the entry of the server build (vite.config.ts), so that it,
 * the contexts it fills (app/load-context.ts) and the route modules are one
 * module graph: React Router's custom-server pattern
 * (docs/decisions/0014-one-server-module-graph.md).
 *
 * `npm run build` writes it to <build>/server/index.js; the route build it
 * imports becomes a chunk of its own beside it (prerendering reads that one).
 * The process entry (server/index.ts, bundled to main.js) opens the database and
 * calls `createApp`; `npm run dev` (server/dev.ts) loads this file through Vite.
 */
import {
  STATUS_CODES,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, {
  type ErrorRequestHandler,
  type Express,
  type RequestHandler,
  type Response,
} from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type { ContactServices } from "../app/contact/services";
import type { InboxServices } from "../app/inbox/services";
import { content } from "../app/content/load.server";
import { requestContext } from "../app/load-context";
import { adminRouter, productionAdmin, type AdminSite } from "./admin";
import { withAllowedOrigins } from "./allowed-origins";
import { trustProxySetting, type Config } from "./config";
import {
  collectRouter,
  viewHandler,
  VIEW_PATH,
  type Refuse,
  type ViewRecorder,
} from "./insights/collect";
import { methodRule } from "./methods";
import type { RateLimiter } from "./rate-limit";
import { PrecompressedIndex, servePrecompressed } from "./precompressed";
import { canonicalInboxPath } from "../app/inbox/paths";
import { inboxHeaders } from "./inbox/headers";
import { inboxHostTest, inboxOriginRouting } from "./inbox/origin";
import {
  contentSecurityPolicy,
  fixedSecurityHeaders,
  securityHeaders,
  useHashPolicy,
} from "./security-headers";
import {
  canonicalPath,
  loadStaticPages,
  pathProblem,
  staticPageKey,
  type StaticPage,
} from "./static-pages";
import { loadSearchIndex } from "./search-index";
import { limitSearches, searchLimiter } from "./search-limit";
import { redirectRules } from "./redirects";
import { siteRedirects } from "../app/content/redirects/table.server";
import type { RedirectRule } from "../app/content/redirects/rules";
import { searchPages } from "../app/lib/site-search";
import { SEARCH_PATH } from "../app/content/search/pages";
import type { SiteSearch } from "../app/load-context";

export interface AppOptions {
  config: Config;
  logger: Logger;
  /** Folder holding `client/` and `csp-hashes.json` of `npm run build`. */
  buildDir: string;
  /**
   * The route build. Production uses the one this module was built with;
   * development passes Vite's, loaded afresh on every request.
   */
  build?: () => Promise<ServerBuild>;
  /** Development: Vite's middleware serves the client code; there are no prerendered files. */
  vite?: RequestHandler;
  /**
   * The release this build is (the files RELEASE and BUILT_ON beside it, written by
   * `npm run release`) and whether automatic publishing is paused (the release log):
   * /healthz says both, for the release and for the hourly run's first step
   * (deploy/due.mjs).
   */
  release?: {
    id: string;
    builtOn?: string;
    paused?: () => boolean;
    /** A release switched and has no outcome yet: stopped during its restarts, or running. */
    unfinished?: () => boolean;
  };
  /** Checks run by GET /healthz (the database, for one); a throw means unhealthy. */
  healthChecks?: readonly (() => Promise<void>)[];
  /** The editor's redirects; by default the site's (content/redirects.yaml). */
  redirects?: ReadonlyMap<string, RedirectRule>;
  /** The contact action's services (null: the form answers 503). */
  contact?: ContactServices | null;
  /** The studio's inbox at /inbox (null or absent: it answers 503). */
  inbox?: InboxServices | null;
  /** Page views at POST /api/event (server/insights/collect.ts; null or absent: not counted). */
  insights?: { recorder: ViewRecorder; limiter: RateLimiter | null } | null;
  /** Searches per address (default: server/search-limit.ts's; off with RATE_LIMIT_ENABLED=false). */
  searchLimiter?: RateLimiter;
  /** Middleware mounted before React Router, after the method rule (post throttle, body limit). */
  beforeRouter?: readonly RequestHandler[];
  /** The editor at /admin: `npm run edit` passes the local one; by default, production's (server/admin.ts). */
  admin?: AdminSite;
}

const HTML_CACHE = "public, max-age=0, must-revalidate";
const PUBLIC_FILE_CACHE = "public, max-age=3600";
const ASSET_CACHE = "public, max-age=31536000, immutable";
/**
 * What React Router renders (the 404 page, the form's answers) carries a
 * per-request CSP nonce: never stored by a browser or a shared cache.
 */
const RENDERED_CACHE = "no-store";

/**
 * The route build this module was built with (the routes, their modules and
 * handles): what production serves, and what the build's checks read.
 */
export async function routeBuild(): Promise<ServerBuild> {
  return (await import("virtual:react-router/server-build")) as ServerBuild;
}

export async function createApp(options: AppOptions): Promise<Express> {
  const { config, logger, buildDir } = options;
  // The prerendered pages (development has none: Vite renders every page).
  const staticPages = options.vite ? null : loadStaticPages(buildDir);
  const isBuiltPage = staticPages ? (path: string) => staticPages.has(staticPageKey(path)) : null;
  // Production: the build this module was built with, loaded once (a function
  // would make React Router derive its route tables again on every request).
  const routes = options.build ? undefined : withAllowedOrigins(await routeBuild(), config);
  const build: () => Promise<ServerBuild> = routes
    ? () => Promise.resolve(routes)
    : async () => withAllowedOrigins(await options.build!(), config);

  // The content the server renders at run time (the 404 page, the form's answers) is
  // read and checked before it accepts a request, as the database is opened: a bad file
  // stops the start, and the first visitor does not wait for the parse.
  if (!options.vite) content();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));
  if (trustProxySetting(config.TRUST_PROXY) === true) {
    // Every client's X-Forwarded-For is then believed: anyone who reaches Node directly
    // chooses the address the per-address limits count (README, "Configuration").
    logger.warn(
      { event: "config.trust_proxy_everyone" },
      "TRUST_PROXY=true believes X-Forwarded-For from anyone who reaches this server: set it to the proxy's address (loopback, a subnet), and keep Node unreachable from outside",
    );
  }

  const security = { hstsMaxAge: config.HSTS_MAX_AGE, development: Boolean(options.vite) };
  app.use(securityHeaders(security));
  app.use(inboxHeaders({ development: Boolean(options.vite) }));
  // Page views: with the security headers, before the per-request log (a line per view
  // would be most of the log and the cost of a view), the method rule (no route has this
  // action) and the form's throttle; never on the inbox's own host. The server runs the
  // same endpoint ahead of Express (requestListener); this one serves development.
  if (options.insights) {
    const collectOptions = {
      ...options.insights,
      logger,
      siteHost: new URL(config.SITE_URL).host,
      // The prerendered pages; in development, any path (there are no files to know them by).
      isPage: isBuiltPage ?? (() => true),
      canonical: (path: string) => staticPages?.get(staticPageKey(path))?.path ?? path,
    };
    const onInboxHost = inboxHostTest(config);
    const collect = collectRouter(collectOptions);
    app.use((req, res, next) => (onInboxHost(req) ? next() : collect(req, res, next)));
    const trust = app.get("trust proxy fn") as TrustFunction;
    const headers = {
      ...fixedSecurityHeaders(security),
      ...(options.vite ? {} : { "Content-Security-Policy": contentSecurityPolicy([]) }),
    };
    const views = viewHandler({
      ...collectOptions,
      address: (req) => proxyAddress(req, trust),
      headers,
    });
    const refuse = refusalAnswer(logger, headers);
    viewsFirst.set(app, (req, res) => !onInboxHost(req) && views(req, res, refuse));
  }
  app.use(requestLog(logger, config.LOG_REQUESTS));
  // Paths that cannot be pages get a short answer before anything routes them.
  app.use((req, res, next) => {
    const problem = pathProblem(req.path);
    if (!problem) return next();
    res.setHeader("Cache-Control", "no-store");
    res
      .status(problem === "malformed" ? 400 : 404)
      .type("text/plain; charset=utf-8")
      .send(problem === "malformed" ? "Bad Request" : "Not Found");
  });
  // With INBOX_ORIGIN, the inbox and the rest of the site (the editor above all) never share a host.
  const inboxOrigin = inboxOriginRouting(config);
  if (inboxOrigin) app.use(inboxOrigin);
  else if (config.CMS_BACKEND && !options.vite) {
    logger.warn(
      { event: "config.inbox_shares_editor_origin" },
      "the inbox shares its origin with the editor at /admin, whose policy allows 'unsafe-eval': set INBOX_ORIGIN (README, \"The studio's inbox\")",
    );
  }
  // The editor has its own headers and methods (the local proxy takes POST): before the method rule.
  app.use(
    "/admin",
    adminRouter(options.admin ?? productionAdmin(config, join(buildDir, "client"), logger)),
  );
  app.use(methodRule(build));
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      for (const check of options.healthChecks ?? []) await check();
      const release = options.release;
      res.json(
        release
          ? {
              status: "ok",
              release: release.id,
              ...(release.builtOn ? { builtOn: release.builtOn } : {}),
              paused: release.paused?.() ?? false,
              ...(release.unfinished?.() ? { unfinished: true } : {}),
            }
          : { status: "ok" },
      );
    } catch (error) {
      logger.error({ event: "health.failed", reason: reason(error) }, "health check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  // One spelling per URL: "//about" and "/about/index.html" redirect to "/about", and
  // "/INBOX/1" or "/%69nbox" to "/inbox/1" (the router would render them, matching any case).
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const clean = canonicalPath(req.path);
    const target = canonicalInboxPath(clean ?? req.path) ?? clean;
    if (target === null) return next();
    res.redirect(301, `${target}${req.url.slice(req.path.length)}`);
  });

  // The editor's redirects (content/redirects.yaml): old addresses that are not pages.
  app.use(redirectRules(options.redirects ?? siteRedirects().rules));

  if (staticPages) serveBuiltFiles(app, buildDir, staticPages, logger);
  else if (options.vite) app.use(options.vite);
  // The search's answer without JavaScript reads the build's index (development has none).
  const search = options.vite ? null : builtSearch(join(buildDir, "search"));
  // Searches per address, where no nginx limits them in front (server/search-limit.ts).
  if (search && config.RATE_LIMIT_ENABLED)
    app.use(limitSearches(options.searchLimiter ?? searchLimiter()));

  for (const middleware of options.beforeRouter ?? []) app.use(middleware);

  app.use((_req, res, next) => {
    defaultHeader(res, "Cache-Control", RENDERED_CACHE);
    next();
  });
  app.use(
    createRequestHandler({
      build: routes ?? build,
      mode: options.vite ? "development" : "production",
      getLoadContext: (req, res) =>
        requestContext({
          cspNonce: res.locals.cspNonce as string,
          clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
          contact: options.contact ?? null,
          inbox: options.inbox ?? null,
          logger,
          search,
          gone: res.locals.gone === true,
          isBuiltPage,
          afterResponse: (task) =>
            res.once("close", () => {
              task().catch((error: unknown) => {
                logger.error(
                  { event: "http.after_response_failed", reason: reason(error) },
                  "work after an answer failed",
                );
              });
            }),
        }),
    }),
  );
  app.use(errorHandler(logger));
  return app;
}

/** Prerendered pages, hashed assets and public files of the client build. */
function serveBuiltFiles(
  app: Express,
  buildDir: string,
  staticPages: Map<string, StaticPage>,
  logger: Logger,
) {
  const clientDir = join(buildDir, "client");
  const precompressed = new PrecompressedIndex(clientDir);
  logger.debug(
    { pages: staticPages.size, precompressed: precompressed.size },
    "prerendered pages indexed",
  );

  // Prerendered pages: served as files (the React Router handler never does), one
  // spelling per page: other casings and trailing slashes redirect to it.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = staticPages.get(staticPageKey(req.path));
    if (!page) return next();
    // A query on the search page is answered by its loader (the search without JavaScript).
    if (page.path === SEARCH_PATH && req.path === page.path && req.query.q !== undefined)
      return next();
    if (req.path !== page.path) {
      const query = req.url.slice(req.path.length);
      return res.redirect(301, `${page.path}${query}`);
    }
    useHashPolicy(res, page.scriptHashes);
    const headers = { "Cache-Control": HTML_CACHE };
    if (precompressed.send(req, res, page.file, headers)) return;
    res.sendFile(page.file, { headers, lastModified: true });
  });

  // The build's compressed siblings are sent for their originals, never as URLs of their own.
  app.use((req, res, next) => {
    if (!/\.(br|gz)$/.test(req.path)) return next();
    res.status(404).type("text/plain").send("Not found");
  });

  const assetsDir = join(clientDir, "assets");
  app.use(
    "/assets",
    servePrecompressed(assetsDir, precompressed, () => ({ "Cache-Control": ASSET_CACHE })),
    express.static(assetsDir, {
      cacheControl: false,
      setHeaders: (res) => res.setHeader("Cache-Control", ASSET_CACHE),
      index: false,
      redirect: false,
    }),
    // A missing hashed asset (an old deploy's chunk) is a plain 404, never a page
    // and not an error worth a stack trace in the log.
    (_req: express.Request, res: express.Response) => {
      res.status(404).type("text/plain").send("Not found");
    },
  );
  const publicFileCache = (path: string) =>
    path.endsWith(".data") ? HTML_CACHE : PUBLIC_FILE_CACHE;
  app.use(
    servePrecompressed(clientDir, precompressed, (file) => ({
      "Cache-Control": publicFileCache(file),
    })),
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res, path) => res.setHeader("Cache-Control", publicFileCache(path)),
    }),
  );
}

/** The search over the build's index, loaded once (server/search-index.ts). */
function builtSearch(searchDir: string): SiteSearch {
  const pages = loadSearchIndex(searchDir);
  return { search: (query) => searchPages(pages, query) };
}

/** One JSON line per request: method, path without the query, status, time. */
function requestLog(logger: Logger, everyRequest: boolean): RequestHandler {
  return pinoHttp({
    logger,
    autoLogging: everyRequest
      ? { ignore: (req) => req.url === "/healthz" && req.method === "GET" }
      : false,
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        path: req.url.split("?")[0],
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
  });
}

/**
 * Sets `name` when the response is about to be sent without one of its own:
 * the express adapter appends React Router's headers, so setting it up front
 * would send two.
 */
function defaultHeader(res: Response, name: string, value: string) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!res.hasHeader(name)) res.setHeader(name, value);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
}

/**
 * The last stop: an error no handler answered (a malformed request, a failed
 * render) is one JSON line in the log and a short plain-text answer, never a
 * stack trace on the wire or in plain text.
 */
/** The page-view endpoint each app runs ahead of Express (createApp; requestListener). */
const viewsFirst = new WeakMap<Express, (req: IncomingMessage, res: ServerResponse) => boolean>();

/**
 * What the HTTP server runs (server/index.ts): page views answered on Node's own
 * request, before Express (whose routing alone costs a view several times the
 * endpoint's own work, docs/decisions/0025-insights.md), everything else by the app.
 */
export function requestListener(app: Express): RequestListener {
  const views = viewsFirst.get(app);
  if (!views) return app;
  return (req, res) => {
    if (!views(req, res)) void app(req, res);
  };
}

type TrustFunction = (address: string, hop: number) => boolean;
/**
 * proxy-addr, as Express itself loads it (it has no types of its own): the client's
 * address under the app's `trust proxy`, the same as `req.ip`.
 */
const proxyAddress = createRequire(createRequire(import.meta.url).resolve("express"))(
  "proxy-addr",
) as (req: IncomingMessage, trust: TrustFunction) => string;

/** A refusal of the endpoint answered as errorHandler answers it: the status and its word. */
function refusalAnswer(logger: Logger, headers: Readonly<Record<string, string>>): Refuse {
  return (error, req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    logger.warn(
      { event: "http.error", status: error.status, method: req.method, path: VIEW_PATH },
      "request refused",
    );
    res.statusCode = error.status;
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    // A body too large is not read to its end on a kept-alive connection: closed after
    // the answer, the rest of a gigabyte announced with Expect: 100-continue is never taken.
    if (error.status === 413) res.setHeader("Connection", "close");
    res.end(STATUS_CODES[error.status] ?? "Error");
  };
}

function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const status = httpStatusOf(error);
    const fields = { event: "http.error", status, method: req.method, path: req.path };
    if (status >= 500) logger.error({ ...fields, reason: reason(error) }, "request failed");
    else logger.warn(fields, "request refused");
    if (res.headersSent) return next(error);
    res.setHeader("Cache-Control", "no-store");
    res
      .status(status)
      .type("text/plain; charset=utf-8")
      .send(STATUS_CODES[status] ?? "Error");
  };
}

function httpStatusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 200);
  return `${error.name}: ${error.message}`.slice(0, 300);
}
