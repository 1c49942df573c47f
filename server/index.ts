import { existsSync, readFileSync, statSync } from "node:fs";
import type { ServerResponse } from "node:http";
import net from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ConfigError, loadConfig, type Config } from "./config";
import { startContactRuntime } from "./contact-runtime";
import { createHttpServer, listen } from "./http-server";
import { createLogger } from "./logger";
import { pauseState, readReleaseLog, unfinishedSwitch } from "./release-log";
import type * as appModuleTypes from "./app";

/**
 * Production entry point: `npm start` (bundled to build/server/main.js by
 * scripts/bundle-server.ts). It reads the configuration, opens the database,
 * then imports the app from the server build next to it (or BUILD_DIR): the
 * app, its contexts and the routes come from that one build (server/app.ts).
 */
type AppModule = typeof appModuleTypes;

async function main() {
  let config: Config;
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
  // The content the build was made from (scripts/bundle-server.ts copies it beside the
  // build): the pages rendered at run time (404, the form's answers) read it.
  process.env.CONTENT_DIR ??= join(buildDir, "content");
  const release = releaseOf(buildDir);
  const { createApp, requestListener } = (await import(
    pathToFileURL(serverBuildFile).href
  )) as AppModule;

  // The database is opened and migrated before the server accepts a request.
  let contact;
  try {
    contact = await startContactRuntime(config, logger, {
      release: release && { id: release.id, log: release.log },
    });
  } catch (error) {
    logger.fatal({ err: error }, "could not open the database");
    process.exit(1);
  }

  // createApp also reads and checks content/ (server/app.ts): a bad file stops the start.
  let app;
  try {
    app = await createApp({
      config,
      logger,
      buildDir,
      release,
      healthChecks: [contact.healthCheck],
      contact: contact.services,
      inbox: contact.inbox,
      insights: contact.insights,
      beforeRouter: contact.middleware,
    });
  } catch (error) {
    logger.fatal({ err: error }, "could not start the app");
    process.exit(1);
  }
  const server = createHttpServer(requestListener(app), config);
  try {
    await listen(server, config.PORT, config.HOST);
  } catch (error) {
    logger.fatal({ err: error }, "could not start listening");
    process.exit(1);
  }
  logger.info({ host: config.HOST, port: config.PORT }, "listening");

  let shuttingDown = false;
  // While draining, every answer closes its connection: a proxy does not reuse it.
  // (Before the app's own listener, which may answer at once.)
  server.prependListener("request", (_req, res: ServerResponse) => {
    if (shuttingDown) res.setHeader("Connection", "close");
  });
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: draining in-flight requests");
    const force = setTimeout(() => {
      logger.warn("shutdown timeout reached; exiting with requests still open");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT * 1000);
    force.unref();
    // Stop accepting connections (a proxy then tries the next instance: nothing was
    // sent) but leave idle kept-alive ones open. http.Server#close would close them
    // at once, racing a proxy that is sending a request on one: a POST it may not
    // retry, answered 502 (a rolling release, docs/release.md). nginx closes its idle
    // connections after its keepalive_timeout (5 s), shorter than ours; any other
    // client's are closed when our own keep-alive timeout has passed.
    net.Server.prototype.close.call(server, () => {
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
    setTimeout(
      () => server.closeIdleConnections(),
      config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    ).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * The release `npm run release` made of this build (its id and the studio's day it
 * was built for), if it did, and whether automatic publishing is paused: read from
 * the release log of the site's folder (<root>/releases/<id>/build is this build),
 * again only when the log changes.
 */
function releaseOf(buildDir: string) {
  const read = (name: string) => {
    const file = join(buildDir, name);
    return existsSync(file) ? readFileSync(file, "utf8").trim() || undefined : undefined;
  };
  const id = read("RELEASE");
  if (!id) return undefined;
  const log = join(buildDir, "..", "..", "..", "releases.log");
  let seen: { mtimeMs: number; paused: boolean; unfinished: boolean } | undefined;
  const state = () => {
    try {
      const { mtimeMs } = statSync(log);
      if (seen?.mtimeMs !== mtimeMs) {
        const events = readReleaseLog(log);
        seen = {
          mtimeMs,
          paused: pauseState(events) !== null,
          unfinished: unfinishedSwitch(events),
        };
      }
      return seen;
    } catch {
      return { paused: false, unfinished: false };
    }
  };
  return {
    id,
    builtOn: read("BUILT_ON"),
    paused: () => state().paused,
    unfinished: () => state().unfinished,
    log,
  };
}

await main();
