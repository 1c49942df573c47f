import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { startContactRuntime, withAllowedOrigins } from "./contact-runtime";
import { createLogger } from "./logger";

/**
 * Production entry point: `npm start` (bundled to build/server/main.js by
 * scripts/bundle-server.ts). Serves the build next to it, or BUILD_DIR.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const here = dirname(fileURLToPath(import.meta.url));
  const buildDir = resolve(process.env.BUILD_DIR ?? join(here, ".."));
  const serverBuildFile = join(buildDir, "server", "index.js");
  if (!existsSync(serverBuildFile)) {
    console.error(`No build found at ${buildDir}. Run "npm run build" first.`);
    process.exit(1);
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;

  // The database is opened and migrated before the server accepts a request.
  let contact;
  try {
    contact = await startContactRuntime(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, "could not open the database");
    process.exit(1);
  }

  const app = createApp({
    config,
    logger,
    buildDir,
    build: withAllowedOrigins(build, config),
    healthChecks: [contact.healthCheck],
    loadContext: { contact: contact.services },
    beforeRouter: contact.middleware,
  });

  const server: Server = app.listen(config.PORT, config.HOST, (error?: Error) => {
    if (error) {
      logger.fatal({ err: error }, "could not start listening");
      process.exit(1);
    }
    logger.info({ host: config.HOST, port: config.PORT }, "listening");
  });
  server.keepAliveTimeout = 65_000;

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: draining in-flight requests");
    const force = setTimeout(() => {
      logger.warn("shutdown timeout reached; exiting with requests still open");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT * 1000);
    force.unref();
    server.close(() => {
      // Requests have drained: nothing writes any more, so the database can close.
      contact
        .close()
        .then(() => {
          logger.info("all connections closed; database closed; bye");
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, "error while closing the database");
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();
