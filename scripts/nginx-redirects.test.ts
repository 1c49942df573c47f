import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirectTable } from "../app/content/redirects/rules";
import { freeLoopbackPort, startNginx, type Nginx } from "./deploy/topology";
import { cspMapConf } from "./nginx-csp-map";
import { redirectsConf } from "./nginx-redirects";

/**
 * nginx with the repository's deploy/nginx.conf and a generated redirects.conf of every
 * kind (the deploy test checks the content's own redirects against Node's answers).
 * Node is a stand-in that answers "node" to all, 200 (a redirect nginx did not answer
 * itself shows as that) or, at the gone address, 410 as the site's router does with
 * its page saying the page was removed (app/routes/not-found.tsx).
 */
describe("nginx's answers to old addresses", () => {
  let nginx: Nginx;
  let upstream: Server;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "nginx-redirects-test-"));
    const build = join(dir, "build");
    mkdirSync(join(build, "nginx"), { recursive: true });
    mkdirSync(join(build, "client", "services", "ai"), { recursive: true });
    writeFileSync(join(build, "client", "services", "ai", "index.html"), "<h1>AI</h1>");
    writeFileSync(join(build, "nginx", "csp-map.conf"), cspMapConf({ "/services/ai": [] }));
    const { rules, problems } = redirectTable(
      [
        { from: "/services/ai-development", to: "/services/ai", type: "permanent" },
        { from: "/summer-offer", to: "/careers#openings", type: "temporary" },
        { from: "/old-a", to: "/services/ai-development", type: "permanent" },
        { from: "/retired-product", type: "gone" },
        { from: "/press", to: "https://press.example.org/kit?lang=en", type: "permanent" },
      ],
      (path) => ["/services/ai", "/careers"].find((page) => page === path.toLowerCase()),
      "content/redirects.yaml",
    );
    expect(problems).toEqual([]);
    writeFileSync(join(build, "nginx", "redirects.conf"), redirectsConf(rules.values()));
    const upstreamPort = await freeLoopbackPort();
    upstream = createServer((req, res) => {
      res.statusCode = req.url?.startsWith("/retired-product") ? 410 : 200;
      res.end("node");
    }).listen(upstreamPort, "127.0.0.1");
    nginx = await startNginx(await freeLoopbackPort(), [upstreamPort], build);
  });
  afterAll(async () => {
    await nginx?.stop();
    upstream?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${nginx.origin}${path}`, { redirect: "manual" });
  // The header as sent: nginx must not make it absolute (its own scheme, Host and port
  // are not the site's behind a load balancer).
  const location = (response: Response) => response.headers.get("location");

  it("names the path only, whatever Host the request says", async () => {
    const response = await fetch(`${nginx.origin}/services/ai-development`, {
      redirect: "manual",
      headers: { Host: "www.example.org" },
    });
    expect([response.status, location(response)]).toEqual([301, "/services/ai"]);
  });

  it("answers a permanent redirect with 301, any casing, the query string kept", async () => {
    const response = await get("/Services/AI-Development?utm_source=mail&x=1");
    expect(response.status).toBe(301);
    expect(location(response)).toBe("/services/ai?utm_source=mail&x=1");
    // Every security header, as on the pages.
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'self'/);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answers a temporary one with 302, the query before the target's fragment", async () => {
    const response = await get("/summer-offer?ref=2");
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/careers?ref=2#openings");
    expect(location(await get("/summer-offer"))).toBe("/careers#openings");
  });

  it("answers the end of a chain at once, gone with 410, and joins a target's own query", async () => {
    const chain = await get("/old-a");
    expect([chain.status, location(chain)]).toEqual([301, "/services/ai"]);
    // Gone: nginx hands it to Node, which renders the page with 410.
    const gone = await get("/retired-product");
    expect([gone.status, await gone.text()]).toEqual([410, "node"]);
    const press = await get("/press?ref=3");
    expect(press.headers.get("location")).toBe("https://press.example.org/kit?lang=en&ref=3");
    expect((await get("/press")).headers.get("location")).toBe(
      "https://press.example.org/kit?lang=en",
    );
  });

  it("leaves pages and other addresses alone", async () => {
    const page = await get("/services/ai");
    expect([page.status, await page.text()]).toEqual([200, "<h1>AI</h1>"]);
    expect(await (await get("/services/ai-development-2")).text()).toBe("node");
  });
});
