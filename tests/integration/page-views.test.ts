import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { raw, SECURITY_HEADERS } from "../setup/raw-http";
import { startSite, type TestSite } from "./support";

/**
 * The page-view endpoint as the server runs it (server/index.ts: requestListener, the
 * endpoint on Node's own request ahead of Express), against the real built app on
 * SQLite: the headers its answers carry, the refusal of a body too large, whose
 * address it counts behind a proxy, and the inbox's host, where it does not exist.
 */
const AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const beacon = (path: string, headers: Record<string, string> = {}) => ({
  headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": AGENT, ...headers },
  body: JSON.stringify({ u: path, r: "" }),
});

async function storedViews(site: TestSite) {
  await site.runtime.insights.recorder.drain();
  const rows = await site.runtime.database.db
    .selectFrom("insight_events" as never)
    .select(["path", "visitor_id"] as never)
    .orderBy("id" as never)
    .execute();
  return rows as unknown as { path: string; visitor_id: string }[];
}

describe("page views through the server's own listener", () => {
  let site: TestSite;
  let proxied: TestSite;
  beforeAll(async () => {
    site = await startSite({ env: { INBOX_ORIGIN: "https://inbox.nebulaforge.studio" } });
    proxied = await startSite({ env: { TRUST_PROXY: "loopback" } });
  });
  afterAll(async () => {
    await site?.close();
    await proxied?.close();
  });

  it("answers a view 204 with the site's security headers, and stores it", async () => {
    const answer = await raw(site.url, "POST", "/api/event", beacon("/services"));
    expect(answer.status).toBe(204);
    for (const name of SECURITY_HEADERS) expect(answer.headers[name], name).toBeTruthy();
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect((await storedViews(site)).map((row) => row.path)).toContain("/services");
  });

  it("refuses a body too large with 413, the same headers, and closes the connection", async () => {
    const before = (await storedViews(site)).length;
    const answer = await raw(site.url, "POST", "/api/event", {
      ...beacon("/"),
      body: JSON.stringify({ u: "/", r: "x".repeat(3_000) }),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    for (const name of SECURITY_HEADERS) expect(answer.headers[name], name).toBeTruthy();
    expect(await storedViews(site)).toHaveLength(before);
  });

  it("does not exist on the inbox's host: nothing is counted there", async () => {
    const before = (await storedViews(site)).length;
    const answer = await raw(
      site.url,
      "POST",
      "/api/event",
      beacon("/", { Host: "inbox.nebulaforge.studio" }),
    );
    expect(answer.status).not.toBe(204);
    expect(await storedViews(site)).toHaveLength(before);
  });

  it("counts the connection's address unless TRUST_PROXY says the proxy in front tells the client's", async () => {
    const visitors = async (target: TestSite) => {
      for (const address of ["203.0.113.7", "198.51.100.23"])
        await raw(
          target.url,
          "POST",
          "/api/event",
          beacon("/about", { "X-Forwarded-For": address }),
        );
      return new Set(
        (await storedViews(target)).filter((row) => row.path === "/about").map((r) => r.visitor_id),
      ).size;
    };
    // Without a trusted proxy a forged X-Forwarded-For changes nothing: one visitor.
    expect(await visitors(site)).toBe(1);
    // Behind a proxy on loopback, each client address is its own visitor.
    expect(await visitors(proxied)).toBe(2);
  });
});
