/**
 * `npm run edit`: the editor at /admin in local mode, editing the files of this
 * working copy through decap-server's file-system proxy, mounted in the
 * development server at /admin/api/v1 (same origin: no second port, no CORS).
 * Development only (server/dev.ts imports it; production never does: decap-server
 * is a development dependency).
 *
 * The proxy has no sign-in, so:
 *  - the server listens on the loopback address only (dev.ts refuses any other HOST);
 *  - every /admin request must name this server in its Host header (a page on
 *    another site cannot reach it through DNS rebinding), and a POST must come
 *    from this origin (another local site cannot use it either);
 *  - the proxy may only touch content/ and public/images/ (it would otherwise
 *    read and write any file of the repository).
 *
 * fs mode, not git mode: decap-server's git mode commits with `git add .`, which
 * sweeps whatever else is uncommitted in the working copy into the editor's
 * commit, and its editorial workflow checks branches out under the running
 * server. Here the editor writes files; the person commits them (README).
 *
 * Saved content shows on the next page load (content() re-reads changed files);
 * pages open in the browser reload themselves when content/ changes.
 */
import { createRequire } from "node:module";
import { posix, relative, resolve, sep } from "node:path";
import express, { type RequestHandler, type Response, type Router } from "express";
import type { Logger } from "pino";
import type { ViteDevServer } from "vite";
import { collections } from "../app/content/collections";
import { contentDirectory } from "../app/content/load.server";
import { buildEditorScript, DECAP_DIST, decapFiles, PREVIEW_CSS } from "./editor/admin-assets";
import { decapConfig, decapConfigYaml, MEDIA_ROOT } from "./editor/decap-config";
import { adminPolicy, type AdminSite } from "./admin";

export interface LocalEditorOptions {
  /** The working copy whose files the editor changes. */
  root: string;
  port: number;
  logger: Logger;
  vite: ViteDevServer;
}

/** Where the local proxy may read and write, relative to the working copy. */
export const EDITABLE_FOLDERS = ["content/", `${MEDIA_ROOT.folder}/`] as const;

/** The names this server answers to: a Host header naming anything else is refused. */
export function localHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
}

/** Refuses requests that do not name this server, and posts from any other origin. */
export function localGuard(port: number): RequestHandler {
  const hosts = localHosts(port);
  return (req, res, next) => {
    const host = req.headers.host ?? "";
    const origin = req.headers.origin;
    const foreignOrigin = origin !== undefined && origin !== `http://${host}`;
    if (!hosts.has(host) || (req.method !== "GET" && req.method !== "HEAD" && foreignOrigin)) {
      res.setHeader("Cache-Control", "no-store");
      return res
        .status(403)
        .type("text/plain; charset=utf-8")
        .send(`The local editor only answers at http://127.0.0.1:${port}/admin.`);
    }
    next();
  };
}

/** Every path a proxy request names (entries, folders, media), wherever it sits in the request. */
export function requestedPaths(value: unknown, key = ""): string[] {
  if (typeof value === "string")
    return ["path", "paths", "folder", "mediaFolder"].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => requestedPaths(item, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => requestedPaths(v, k));
  return [];
}

/** Whether `path` (as Decap names it, relative to the working copy) is in an editable folder. */
export function isEditable(path: string): boolean {
  if (path.includes("\0") || path.includes("\\")) return false;
  const normalised = posix.normalize(path.replace(/^\/+/, ""));
  const withSlash = normalised.endsWith("/") ? normalised : `${normalised}/`;
  return EDITABLE_FOLDERS.some((folder) => withSlash.startsWith(folder));
}

interface DecapServerMiddlewares {
  registerLocalFs(app: Router, options: { logLevel: string }): Promise<void>;
}

/** decap-server's file-system proxy at POST /api/v1, confined to the editable folders. */
async function localProxy(root: string, logger: Logger): Promise<Router> {
  const router = express.Router();
  router.post("/api/v1", express.json({ limit: "50mb" }), (req, res, next) => {
    const refused = requestedPaths((req.body as { params?: unknown } | undefined)?.params).filter(
      (path) => !isEditable(path),
    );
    // decap-server parses with its own (Express 4) body parser, which skips a body already read.
    (req as { _body?: boolean })._body = true;
    if (refused.length === 0) return next();
    logger.warn({ event: "admin.local.refused", paths: refused }, "outside the editable folders");
    res.status(403).json({ error: `The editor may only change ${EDITABLE_FOLDERS.join(" and ")}` });
  });
  // decap-server reads the repository's folder when it registers its routes, and
  // adds its own CORS, logging and body parsing to the router it is given.
  process.env.GIT_REPO_DIRECTORY = root;
  const { registerLocalFs } = createRequire(import.meta.url)(
    "decap-server/dist/middlewares.js",
  ) as DecapServerMiddlewares;
  await registerLocalFs(router, { logLevel: "warn" });
  return router;
}

/**
 * Live reload of the pages when content/ changes. The pages carry no Vite
 * client (only /contact hydrates), so the pages served while editing get one
 * small script that listens to /admin/live (server-sent events) and reloads.
 */
function liveReload(vite: ViteDevServer, root: string) {
  const clients = new Set<Response>();
  const contentDir = resolve(root, contentDirectory());
  let timer: NodeJS.Timeout | undefined;
  vite.watcher.add(contentDir);
  vite.watcher.on("all", (_event, file) => {
    if (!resolve(file).startsWith(`${contentDir}${sep}`)) return;
    clearTimeout(timer);
    // An entry and its image are saved in two writes: reload once.
    timer = setTimeout(() => {
      for (const client of clients) client.write(`data: ${relative(root, file)}\n\n`);
    }, 150);
  });
  const events: RequestHandler = (req, res) => {
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
    });
    res.write(": listening for changes under content/\n\n");
    clients.add(res);
    req.on("close", () => clients.delete(res));
  };
  const script = 'new EventSource("/admin/live").onmessage = () => location.reload();\n';
  const snippet = '<script type="module" src="/admin/live-reload.js"></script>';
  /** Adds the snippet at the end of every HTML page. */
  const inject: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" || req.path.startsWith("/admin")) return next();
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      const html = String(res.getHeader("Content-Type") ?? "").startsWith("text/html");
      if (html && !res.headersSent) res.removeHeader("Content-Length");
      if (html && !res.getHeader("Content-Length")) {
        const [chunk, ...rest] = args;
        if (chunk !== undefined && typeof chunk !== "function") {
          write(chunk);
          return end(snippet, ...rest);
        }
        return end(snippet, ...args);
      }
      return end(...args);
    }) as typeof res.end;
    next();
  };
  return { events, script, inject, close: () => clients.forEach((c) => c.end()) };
}

/** The editor of `npm run edit`, and the page middleware that reloads pages on a change. */
export async function localEditor(options: LocalEditorOptions) {
  const { root, port, logger, vite } = options;
  const live = liveReload(vite, root);
  const routes = express.Router();
  routes.use(await localProxy(root, logger));
  routes.get("/live", live.events);

  const files = express.Router();
  const allowed = new Set(decapFiles());
  const noCache = { "Cache-Control": "no-cache" };
  files.get("/live-reload.js", (_req, res) => {
    res.set(noCache).type("text/javascript").send(live.script);
  });
  files.get("/editor.js", async (_req, res, next) => {
    try {
      // Built on each request, so that a change to server/editor/editor.ts shows on reload.
      const script = await buildEditorScript({
        // Vite serves the site's stylesheet as CSS with ?direct.
        stylesheets: ["/app/styles/app.css?direct"],
        collections: Object.keys(collections),
        minify: false,
      });
      res.set(noCache).type("text/javascript").send(script);
    } catch (error) {
      next(error);
    }
  });
  files.get("/preview.css", (_req, res) => res.set(noCache).sendFile(PREVIEW_CSS));
  files.use((req, res, next) => {
    if (!allowed.has(req.path.slice(1))) return next();
    res.set(noCache).sendFile(resolve(DECAP_DIST, req.path.slice(1)));
  });

  const admin: AdminSite = {
    config: (req) =>
      decapConfigYaml(
        decapConfig(collections, {
          // The guard has checked Host: the proxy is this server, and Decap wants its URL absolute.
          backend: { name: "proxy", proxy_url: `http://${req.headers.host}/admin/api/v1` },
          localBackendUrl: `http://${req.headers.host}/admin/api/v1`,
          siteUrl: `http://${req.headers.host}`,
        }),
      ),
    policy: adminPolicy(),
    guard: localGuard(port),
    routes,
    files,
  };
  return { admin, pageReload: live.inject, close: live.close };
}
