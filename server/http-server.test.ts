import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { createHttpServer, listen } from "./http-server";

/** Resolves with how long the server took to close the socket. */
function closedAfter(socket: Socket): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => socket.once("close", () => resolve(Date.now() - started)));
}

describe("Node's limits for slow and greedy clients", () => {
  let close = () => {};
  afterEach(() => close());

  async function start(env: Record<string, string>) {
    const server = createHttpServer((_req, res) => res.end("ok"), loadConfig(env));
    await listen(server, 0, "127.0.0.1");
    close = () => {
      server.closeAllConnections();
      server.close();
    };
    return (server.address() as AddressInfo).port;
  }

  it("defaults to 10 s for headers, 30 s for a request, 10 s keep-alive and 512 connections", () => {
    const server = createHttpServer(() => {}, loadConfig({}));
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(10_000);
    expect(server.maxConnections).toBe(512);
  });

  it("cuts off a client that sends its headers a byte at a time", async () => {
    const port = await start({ HEADERS_TIMEOUT_SECONDS: "1", REQUEST_TIMEOUT_SECONDS: "2" });
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    const closed = closedAfter(socket);
    const request = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + "a".repeat(100);
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(request[sent++ % request.length]!);
    }, 100);
    try {
      // Before: Node's defaults held such a client for a minute and more.
      expect(await closed).toBeLessThan(3_000);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
  });

  it("closes connections beyond MAX_CONNECTIONS at once", async () => {
    const port = await start({ MAX_CONNECTIONS: "3" });
    const open: Socket[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const socket = connect(port, "127.0.0.1");
        socket.on("error", () => {});
        await new Promise((resolve) => socket.once("connect", resolve));
        open.push(socket);
      }
      const extra = connect(port, "127.0.0.1");
      extra.on("error", () => {});
      open.push(extra);
      expect(await closedAfter(extra)).toBeLessThan(1_000);
      expect(open.slice(0, 3).every((socket) => !socket.destroyed)).toBe(true);
    } finally {
      for (const socket of open) socket.destroy();
    }
  });
});
