import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { AppLoadContext, ServerBuild } from "react-router";
import { trustProxySetting, type Config } from "./config";
import { securityHeaders, useHashPolicy } from "./security-headers";
import { PrecompressedIndex, servePrecompressed } from "./precompressed";
import { loadStaticPages, staticPageKey } from "./static-pages";

export interface AppOptions {
  config: Config;
  logger: Logger;
  /** Folder holding `client/` and `server/` of `react-router build`. */
  buildDir: string;
  build: ServerBuild;
  /** Checks run by GET /healthz (the database, for one); a throw means unhealthy. */
  healthChecks?: readonly (() => Promise<void>)[];
  /** Extra values for every loader and action (the inquiry store, ...). */
  loadContext?: Omit<AppLoadContext, "cspNonce">;
  /** Middleware mounted before React Router (rate limits, body limits, ...). */
  beforeRouter?: readonly RequestHandler[];
}

const HTML_CACHE = "public, max-age=0, must-revalidate";
const PUBLIC_FILE_CACHE = "public, max-age=3600";
const ASSET_CACHE = "public, max-age=31536000, immutable";

export function createApp(options: AppOptions): Express {
  const { config, logger, buildDir, build } = options;
  const clientDir = join(buildDir, "client");
  const staticPages = loadStaticPages(buildDir);
  const precompressed = new PrecompressedIndex(clientDir);
  logger.debug(
    { pages: staticPages.size, precompressed: precompressed.size },
    "prerendered pages indexed",
  );

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));

  app.use(
    pinoHttp({
      logger,
      autoLogging: config.LOG_REQUESTS ? { ignore: (req) => req.url === "/healthz" } : false,
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          path: req.url.split("?")[0],
        }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    }),
  );
  app.use(compression());
  app.use(securityHeaders({ hstsMaxAge: config.HSTS_MAX_AGE }));

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      for (const check of options.healthChecks ?? []) await check();
      res.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  // Prerendered pages: served as files (the React Router handler never does), one
  // spelling per page: other casings and trailing slashes redirect to it.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = staticPages.get(staticPageKey(req.path));
    if (!page) return next();
    if (req.path !== page.path) {
      const query = req.url.slice(req.path.length);
      return res.redirect(301, `${page.path}${query}`);
    }
    useHashPolicy(res, page.scriptHashes);
    const headers = { "Cache-Control": HTML_CACHE };
    if (precompressed.send(req, res, page.file, headers)) return;
    res.sendFile(page.file, { headers, lastModified: true });
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

  for (const middleware of options.beforeRouter ?? []) app.use(middleware);

  app.use(
    createRequestHandler({
      build,
      mode: config.NODE_ENV,
      getLoadContext: (_req, res): AppLoadContext => ({
        ...options.loadContext,
        cspNonce: res.locals.cspNonce as string,
      }),
    }),
  );

  return app;
}
