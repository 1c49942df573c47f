/**
 * `npm run dev`: the same Express app as production (server/app.ts), loaded
 * through Vite in middleware mode as React Router's custom-server template does,
 * with the real contact runtime, so that the form stores inquiries in
 * development too (SQLite in DATA_DIR unless DATABASE_URL is set). Vite serves
 * the client code with hot reloading; React Router renders every page (there
 * are no prerendered files in development).
 */
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
const contact = await startContactRuntime(config, logger);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const { createApp } = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;

const app = await createApp({
  config,
  logger,
  buildDir: "build",
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  vite: vite.middlewares,
  healthChecks: [contact.healthCheck],
  contact: contact.services,
  beforeRouter: contact.middleware,
});
const server = createHttpServer(app, config);
await listen(server, config.PORT, config.HOST);
logger.info({ url: `http://${config.HOST}:${config.PORT}` }, "development server ready");

const stop = () => {
  server.close();
  server.closeAllConnections();
  void Promise.all([vite.close(), contact.close()]).then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
