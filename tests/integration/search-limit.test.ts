import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchLimiter } from "../../server/search-limit";
import { startSite, type TestSite } from "./support";

/**
 * Node limits searches per address when no nginx stands in front (server/search-limit.ts):
 * against the real built app, with a limit of three a minute.
 */
describe("searches per address (real built app)", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite({
      env: { RATE_LIMIT_ENABLED: "true", TRUST_PROXY: "loopback" },
      searchLimiter: searchLimiter(3),
    });
  });
  afterAll(() => site.close());

  const search = (path: string, from: string) =>
    fetch(`${site.url}${path}`, { headers: { "X-Forwarded-For": from } });

  it("answers a visitor's searches up to the limit, then 429 with Retry-After, on both addresses", async () => {
    const from = "203.0.113.7";
    const first = await search("/search/results?q=unity", from);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);
    expect((await search("/search?q=unity", from)).status).toBe(200);
    // An empty query is the search page itself, not a search: it is not counted.
    expect((await search("/search/results?q=%20", from)).status).toBe(200);
    expect((await search("/search/results?q=defence", from)).status).toBe(200);

    const refused = await search("/search/results?q=simulation", from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const body = (await refused.json()) as { error: string };
    expect(body.error).toMatch(/too many searches/i);
    expect(JSON.stringify(body)).not.toContain("simulation");

    const page = await search("/search?q=simulation", from);
    expect(page.status).toBe(429);
    expect(await page.text()).toMatch(/wait a minute/i);
  });

  it("counts every spelling the router answers, and a repeated q", async () => {
    const from = "192.0.2.55";
    const spellings = [
      "/SEARCH/results?q=unity",
      "/search/results/?q=unity",
      "/search/%72esults?q=unity",
      "/search/results.data?q=unity",
      "/search/results?q=unity&q=defence",
    ];
    const statuses = [];
    for (const path of spellings) statuses.push((await search(path, from)).status);
    // Three answered, then every spelling is refused.
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it("leaves other visitors' searches and the visitor's other pages alone", async () => {
    expect((await search("/search/results?q=unity", "198.51.100.4")).status).toBe(200);
    expect((await search("/services/ai/automation", "203.0.113.7")).status).toBe(200);
    expect((await search("/search", "203.0.113.7")).status).toBe(200);
  });
});
