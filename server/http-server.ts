import { createServer, type RequestListener, type Server } from "node:http";
import type { Config } from "./config";

/**
 * The HTTP server around the app, with the limits a directly exposed Node needs
 * (deploy/nginx.conf has the same ones in front): a client gets
 * HEADERS_TIMEOUT_SECONDS to send its headers and REQUEST_TIMEOUT_SECONDS for the
 * whole request, an idle kept-alive connection closes after
 * KEEP_ALIVE_TIMEOUT_SECONDS, and connections beyond MAX_CONNECTIONS are closed
 * at once. Node checks the first two on an interval: one second here, not its
 * default thirty, so a slow client is cut off close to its deadline.
 */
export function createHttpServer(app: RequestListener, config: Config): Server {
  const server = createServer(
    {
      headersTimeout: config.HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_SECONDS * 500),
    },
    app,
  );
  server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000;
  server.maxConnections = config.MAX_CONNECTIONS;
  return server;
}

/** Listens on `port` and `host`; rejects on an error such as EADDRINUSE. */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}
