/**
 * `npm run dev`: the same Express app as production (server/app.ts), loaded
 * through Vite in middleware mode as React Router's custom-server template does,
 * with the real contact runtime, so that the form stores inquiries in
 * development too (SQLite in DATA_DIR unless DATABASE_URL is set). Vite serves
 * the client code with hot reloading; React Router renders every page (there
 * are no prerendered files in development).
 *
 * `npm run edit` (--edit) adds the editor at /admin in local mode, changing the
 * files of this working copy (server/admin-local.ts).
 */
import type { RequestListener } from "node:http";
import { basename, dirname, resolve } from "node:path";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadConfig } from "./config";
import { startContactRuntime } from "./contact-runtime";
import { createHttpServer, listen } from "./http-server";
import { createLogger } from "./logger";
import type * as appModuleTypes from "./app";

type AppModule = typeof appModuleTypes;

const config = loadConfig({
  NODE_ENV: "development",
  HOST: "127.0.0.1",
  PORT: "5173",
  SITE_URL: `http://127.0.0.1:${process.env.PORT ?? "5173"}`,
  ...process.env,
});
const logger = createLogger(config.LOG_LEVEL);
const edit = process.argv.includes("--edit");
if (edit && !["127.0.0.1", "localhost", "::1"].includes(config.HOST)) {
  // The local editor writes files for anyone who can reach it: it has no sign-in.
  console.error(`npm run edit listens on the loopback address only (HOST is ${config.HOST}).`);
  process.exit(1);
}
const contact = await startContactRuntime(config, logger);
// The HTTP server comes first so that Vite's hot-reload WebSocket is attached to it:
// on its own it listens on port 24678 of every interface, and answers a client with no
// Origin header with error payloads (source excerpts, absolute paths). Attached, it is
// reached only where the site is, on HOST (the loopback address by default, always for
// npm run edit). The server answers once the app exists, and listens only after that.
let handle: RequestListener = (_request, response) => response.writeHead(503).end();
const server = createHttpServer((request, response) => handle(request, response), config);
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server } },
  appType: "custom",
});
const { createApp } = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
const editor = edit ? await startEditor() : undefined;

const app = await createApp({
  config,
  logger,
  buildDir: "build",
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  vite: vite.middlewares,
  healthChecks: [contact.healthCheck],
  contact: contact.services,
  inbox: contact.inbox,
  insights: contact.insights,
  beforeRouter: [...contact.middleware, ...(editor ? [editor.pageReload] : [])],
  admin: editor?.admin,
});
handle = app;
await listen(server, config.PORT, config.HOST);
logger.info({ url: `http://${config.HOST}:${config.PORT}` }, "development server ready");
if (editor) console.info(`The editor: http://${config.HOST}:${config.PORT}/admin`);

/** The local editor, on the working copy that holds content/ (or CONTENT_DIR's parent). */
async function startEditor() {
  const { contentDirectory } = await import("../app/content/load.server");
  const { localEditor } = await import("./admin-local");
  const contentDir = resolve(contentDirectory());
  if (basename(contentDir) !== "content") {
    console.error(`npm run edit needs a folder named content (CONTENT_DIR is ${contentDir}).`);
    process.exit(1);
  }
  return localEditor({ root: dirname(contentDir), port: config.PORT, logger, vite });
}

const stop = () => {
  editor?.close();
  server.close();
  server.closeAllConnections();
  void Promise.all([vite.close(), contact.close()]).then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
