/**
 * `npm run edit`: the editor at /admin in local mode, editing the files of this
 * working copy through Decap's proxy backend, answered at /admin/api/v1 by
 * server/editor/local-files.ts (same origin: no second port, no CORS).
 * Development only (server/dev.ts imports it; production never does).
 *
 * The proxy has no sign-in, so:
 *  - the server listens on the loopback address only (dev.ts refuses any other HOST);
 *  - every /admin request must name this server in its Host header (a page on
 *    another site cannot reach it through DNS rebinding), and a POST must come
 *    from this origin (another local site cannot use it either);
 *  - the proxy takes only the requests Decap makes, and touches entries under
 *    content/ and images under public/images/ only, after symlinks (local-files.ts).
 *
 * Files, not commits: a local git mode would commit with `git add .`, sweeping
 * whatever else is uncommitted in the working copy into the editor's commit.
 * Here the editor writes files; the person commits them (README).
 *
 * Saved content shows on the next page load (content() re-reads changed files);
 * pages open in the browser reload themselves when content/ changes.
 */
import { relative, resolve, sep } from "node:path";
import express, { type RequestHandler, type Response, type Router } from "express";
import type { Logger } from "pino";
import type { ViteDevServer } from "vite";
import { z } from "zod";
import { collections } from "../app/content/collections";
import { contentDirectory } from "../app/content/load.server";
import { buildEditorScript, PREVIEW_CSS } from "./editor/admin-assets";
import { decapDist, decapFiles } from "./editor/decap-bundle";
import { decapConfig, decapConfigYaml } from "./editor/decap-config";
import { LocalFiles, proxyRequest, RefusedPath } from "./editor/local-files";
import { adminPolicy, type AdminSite } from "./admin";

export interface LocalEditorOptions {
  /** The working copy whose files the editor changes. */
  root: string;
  port: number;
  logger: Logger;
  vite: ViteDevServer;
}

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

/** POST /api/v1: Decap's proxy backend, answered from this working copy's editable files only. */
function localProxy(root: string, logger: Logger): Router {
  const files = new LocalFiles(root);
  const router = express.Router();
  router.post("/api/v1", express.json({ limit: "50mb" }), async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const parsed = proxyRequest.safeParse(req.body);
    if (!parsed.success) {
      const action = (req.body as { action?: unknown } | undefined)?.action;
      logger.warn({ event: "admin.local.refused", action }, "not a request the editor makes");
      return res.status(422).json({
        error: `The local editor does not take this request: ${z.prettifyError(parsed.error)}`,
      });
    }
    try {
      res.json(await files.answer(parsed.data));
    } catch (error) {
      if (error instanceof RefusedPath) {
        logger.warn(
          { event: "admin.local.refused", reason: error.message },
          "outside the editable folders",
        );
        return res.status(403).json({ error: error.message });
      }
      logger.error({ err: error, action: parsed.data.action }, "the local editor could not answer");
      res.status(500).json({ error: `Could not ${parsed.data.action}: see the server's log` });
    }
  });
  return router;
}

/**
 * Live reload of the pages when content/ changes. The pages carry no Vite
 * client (no page hydrates through React Router; /contact's form is an island),
 * so the pages served while editing get one small script that listens to
 * /admin/live (server-sent events) and reloads.
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
  routes.use(localProxy(root, logger));
  routes.get("/live", live.events);

  const files = express.Router();
  const dist = await decapDist();
  const allowed = new Set(decapFiles(dist));
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
    // The bundle lives under node_modules/.cache: a dot folder, which send refuses by default.
    res.set(noCache).sendFile(resolve(dist, req.path.slice(1)), { dotfiles: "allow" });
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
