import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrecompressedIndex, servePrecompressed } from "./precompressed";

const script = `export const greeting = ${JSON.stringify("héllo ".repeat(400))};\n`;
let root: string;
let origin: string;
let close: () => void;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "precompressed-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "app.js"), script);
  writeFileSync(join(root, "assets", "app.js.br"), brotliCompressSync(script));
  writeFileSync(join(root, "assets", "app.js.gz"), gzipSync(script));
  writeFileSync(join(root, "assets", "plain.css"), "body{color:red}");
  writeFileSync(join(root, "secret.txt"), "outside the served folder");
  writeFileSync(join(root, "secret.txt.br"), brotliCompressSync("outside the served folder"));

  const assets = join(root, "assets");
  const index = new PrecompressedIndex(root);
  const app = express();
  app.use(
    "/assets",
    servePrecompressed(assets, index, () => ({ "Cache-Control": "public, max-age=60" })),
    express.static(assets),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string, method = "GET") =>
  fetch(`${origin}${path}`, {
    method,
    headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding },
  });

describe("precompressed files", () => {
  it("indexes the files that have compressed siblings", () => {
    expect(new PrecompressedIndex(root).size).toBe(2);
  });

  it("sends brotli to a browser that lists gzip first, with the original type", async () => {
    const response = await get("/assets/app.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await response.text()).toBe(script);
  });

  it("sends gzip to a client without brotli, and the file itself to one without either", async () => {
    const gzip = await get("/assets/app.js", "gzip, br;q=0");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(script);
    const identity = await get("/assets/app.js", "identity");
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("vary")).toContain("Accept-Encoding");
    expect(await identity.text()).toBe(script);
  });

  it("answers HEAD with the headers of the compressed file", async () => {
    const response = await get("/assets/app.js", "br", "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(Number(response.headers.get("content-length"))).toBeLessThan(script.length);
  });

  it("leaves files without a compressed sibling, and missing files, to the static server", async () => {
    const plain = await get("/assets/plain.css", "br");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("body{color:red}");
    expect((await get("/assets/missing.js", "br")).status).toBe(404);
  });

  it("never serves a file outside its folder", async () => {
    for (const path of ["/assets/..%2fsecret.txt", "/assets/%2e%2e/secret.txt"]) {
      const response = await get(path, "br");
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(await response.text()).not.toContain("outside the served folder");
    }
  });
});
