import type { AddressInfo } from "node:net";
import { request } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit } from "./body-limit";

describe("bodyLimit", () => {
  let url: string;
  let close: () => void;
  beforeAll(async () => {
    const app = express();
    app.use(bodyLimit(1024, [{ path: /^\/large\/\d+$/, limit: 4096 }]));
    app.use((req, res) => {
      let size = 0;
      req.on("data", (chunk: Buffer) => (size += chunk.length));
      req.on("end", () => res.send(`read ${size}`));
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((done) => server.once("listening", done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("passes bodies up to the limit", async () => {
    const response = await fetch(url, { method: "POST", body: "x".repeat(1024) });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("read 1024");
  });

  it("answers 413 above the limit without reading the body", async () => {
    const response = await fetch(url, { method: "POST", body: "x".repeat(1025) });
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/too large/);
  });

  it("answers 411 to a chunked body of unknown length", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${url}/`,
        { method: "POST", headers: { "Transfer-Encoding": "chunked" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write("x".repeat(10));
      req.end();
    });
    expect(status).toBe(411);
  });

  it("leaves GET alone", async () => {
    expect((await fetch(url)).status).toBe(200);
  });

  it("lets a path with a larger limit take more, up to that limit only", async () => {
    const within = await fetch(`${url}/large/12`, { method: "POST", body: "x".repeat(4096) });
    expect(within.status).toBe(200);
    expect(await within.text()).toBe("read 4096");
    const over = await fetch(`${url}/large/12`, { method: "POST", body: "x".repeat(4097) });
    expect(over.status).toBe(413);
    // Another path keeps the default limit.
    const elsewhere = await fetch(`${url}/large/x`, { method: "POST", body: "x".repeat(2048) });
    expect(elsewhere.status).toBe(413);
  });
});
