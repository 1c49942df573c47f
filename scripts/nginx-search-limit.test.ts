import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freeLoopbackPort, startNginx, type Nginx } from "./deploy/topology";
import { cspMapConf } from "./nginx-csp-map";
import { redirectsConf } from "./nginx-redirects";

/**
 * nginx with the repository's deploy/nginx.conf: searches reach Node (a stand-in
 * answering 200 "node") at most 60 a minute per visitor address, bursts of 20,
 * in every spelling Node answers as a search, and the refusals leave the terms out
 * of the error log. Each case comes from an address of its own (X-Forwarded-For
 * from the load balancer's address, as deployed).
 */
describe("nginx's limit on searches", () => {
  let nginx: Nginx;
  let upstream: Server;
  let dir: string;
  let visitor = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "nginx-search-limit-"));
    const build = join(dir, "build");
    mkdirSync(join(build, "nginx"), { recursive: true });
    for (const page of ["search", "about"]) {
      mkdirSync(join(build, "client", page), { recursive: true });
      writeFileSync(join(build, "client", page, "index.html"), `<h1>${page}</h1>`);
    }
    writeFileSync(
      join(build, "nginx", "csp-map.conf"),
      cspMapConf({ "/search": [], "/about": [] }),
    );
    writeFileSync(join(build, "nginx", "redirects.conf"), redirectsConf([]));
    const upstreamPort = await freeLoopbackPort();
    upstream = createServer((_req, res) => res.end("node")).listen(upstreamPort, "127.0.0.1");
    nginx = await startNginx(await freeLoopbackPort(), [upstreamPort], build);
  });
  afterAll(async () => {
    await nginx?.stop();
    upstream?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * `count` requests for `path` from one new visitor address, ten at a time (under
   * the limit of 20 connections per address, so that only the search limit refuses).
   */
  async function burst(path: string, count: number, address = `10.7.0.${++visitor}`) {
    const statuses: number[] = [];
    while (statuses.length < count) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(10, count - statuses.length) }, () =>
          fetch(`${nginx.origin}${path}`, {
            redirect: "manual",
            headers: { "X-Forwarded-For": address },
          }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    return { address, statuses };
  }

  it("refuses a visitor's searches beyond the burst, in every spelling that reaches the search", async () => {
    for (const path of [
      "/search?q=private-words",
      "/Search?q=private-words",
      "/search/results?q=private-words",
      "/SEARCH/RESULTS?q=private-words",
      "/search/results/?q=private-words",
      "/search/results.data?q=private-words",
      "/search.data?q=private-words",
      "/search/results?%71=private-words",
    ]) {
      const { statuses } = await burst(path, 30);
      const refused = statuses.filter((status) => status === 429).length;
      // 21 pass (one, then the burst of 20); the rest within the same second are refused.
      expect(refused, path).toBeGreaterThanOrEqual(5);
      expect(statuses.filter((status) => status !== 429).length, path).toBeGreaterThanOrEqual(20);
    }
    expect(nginx.errors()).not.toContain("private-words");
  });

  it("leaves the visitor's other pages alone, and other visitors' searches", async () => {
    const { address } = await burst("/search/results?q=words", 30);
    const other = await burst("/about", 30, address);
    expect(other.statuses.every((status) => status === 200)).toBe(true);
    const next = await burst("/search/results?q=words", 5);
    expect(next.statuses).toEqual([200, 200, 200, 200, 200]);
  });
});
