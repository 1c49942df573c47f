import { statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { headerCount, raw, SECURITY_HEADERS } from "../setup/raw-http";
import { post, resetTables, startSite, validInquiry, type TestSite } from "./support";

/**
 * The answers the hardening issue (16) asked for, against the real built app:
 * methods, one spelling per URL, the 404's cache policy, rate-limit edges,
 * control characters and the data folder's permissions.
 */
const logLines = (site: TestSite) => site.logs().split("\n").filter(Boolean);

describe("hardening (real built app, SQLite)", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite({ env: { LOG_REQUESTS: "true" } });
  });
  afterAll(() => site.close());
  beforeEach(() => resetTables(site));

  it("answers other methods with 405 and Allow, one JSON log line each, no stack, no route names", async () => {
    const cases: [string, string, string][] = [
      ["TRACE", "/about", "GET, HEAD"],
      ["OPTIONS", "/", "GET, HEAD"],
      ["PUT", "/nope", "GET, HEAD"],
      ["DELETE", "/about", "GET, HEAD"],
      ["PATCH", "/services", "GET, HEAD"],
      ["POST", "/about", "GET, HEAD"],
      ["POST", "/healthz", "GET, HEAD"],
      ["OPTIONS", "/contact", "GET, HEAD, POST"],
      ["TRACE", "/contact", "GET, HEAD, POST"],
    ];
    for (const [method, path, allow] of cases) {
      const before = logLines(site).length;
      const response = await raw(site.url, method, path);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.body).toBe("Method Not Allowed");
      const lines = logLines(site).slice(before);
      expect(lines, `${method} ${path} logs`).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ req: { method, path }, res: { status: 405 } });
    }
    expect(site.logs()).not.toMatch(/stack|routes\//);
  });

  it("stores nothing from a PUT, PATCH or DELETE of a valid inquiry to the contact page", async () => {
    const body = new URLSearchParams(validInquiry).toString();
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await raw(site.url, method, "/contact", {
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url },
        body,
      });
      expect(response.status, `${method}: ${response.body}`).toBe(405);
    }
    expect(await site.runtime.store.count()).toBe(0);
  });

  it("sends the server-rendered 404 with no-store and each security header once", async () => {
    const response = await raw(site.url, "GET", "/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers["cache-control"]).toBe("no-store");
    for (const name of SECURITY_HEADERS) expect(headerCount(response, name), name).toBe(1);
  });

  it("gives each page one URL: //about, /about/index.html and /index.html redirect; compressed siblings are not pages", async () => {
    for (const [path, location] of [
      ["//about", "/about"],
      ["/about/index.html", "/about"],
      ["/index.html", "/"],
      ["/about/index.html?x=1", "/about?x=1"],
    ]) {
      const response = await raw(site.url, "GET", path!);
      expect(response.status, path).toBe(301);
      expect(response.headers.location).toBe(location);
    }
    expect((await raw(site.url, "GET", "/about/index.html.gz")).status).toBe(404);
  });

  it("answers a path of 15,000 slashes before a letter at once (it took 234 ms): not a page", async () => {
    const hostile = `/${"/".repeat(15_000)}a`;
    await raw(site.url, "GET", hostile);
    // The fastest of three: a slow path is slow every time, a busy machine's pause is not.
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) answers.push(await raw(site.url, "GET", hostile));
    for (const response of answers) expect(response.status).toBe(404);
    expect(Math.min(...answers.map((response) => response.ms))).toBeLessThan(50);
  });

  it("answers paths too deep to be pages, and malformed ones, without rendering or warnings", async () => {
    const deep = await raw(site.url, "GET", `/${"a/".repeat(1600)}`);
    expect(deep.status).toBe(404);
    expect(deep.body).toBe("Not Found");
    const malformed = await raw(site.url, "GET", "/contact/%zz");
    expect(malformed.status).toBe(400);
    for (const response of [deep, malformed]) {
      for (const name of SECURITY_HEADERS) expect(headerCount(response, name), name).toBe(1);
    }
  });

  it("refuses control and bidirectional characters in single-line fields", async () => {
    for (const fullName of ["Ada\u202eecalevol", "Ada\u0085Lovelace", "Ada\u2066x\u2069"]) {
      const response = await post(site, { ...validInquiry, fullName });
      expect(response.status).toBe(400);
    }
    expect(await site.runtime.store.count()).toBe(0);
  });

  it("keeps the data folder to its owner and the database files 0600", async () => {
    expect((await post(site, validInquiry)).status).toBe(200);
    const dir = site.config.DATA_DIR;
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const name of ["studio.db", "studio.db-wal", "studio.db-shm"]) {
      expect(statSync(join(dir, name)).mode & 0o777).toBe(0o600);
    }
  });
});

describe("rate-limit edges (real built app)", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite({
      env: {
        RATE_LIMIT_ENABLED: "true",
        RATE_LIMIT_MAX: "2",
        POST_RATE_LIMIT_MAX: "8",
        TRUST_PROXY: "loopback",
      },
    });
  });
  afterAll(() => site.close());

  const from = (address: string) => ({ headers: { "X-Forwarded-For": address } });

  it("answers the retry of a stored inquiry with its success even past the limit", async () => {
    const client = from("203.0.113.50");
    const first = { ...validInquiry, subject: "First", idempotencyKey: "retry-edge-key-0001" };
    expect((await post(site, first, { as: "island", ...client })).status).toBe(200);
    expect(
      (
        await post(
          site,
          { ...first, subject: "Second", idempotencyKey: "retry-edge-key-0002" },
          { as: "island", ...client },
        )
      ).status,
    ).toBe(200);
    const third = await post(
      site,
      { ...first, subject: "Third", idempotencyKey: "retry-edge-key-0003" },
      client,
    );
    expect(third.status).toBe(429);
    // The answer to the first was lost; the browser posts it again.
    const retry = await post(site, first, { as: "island", ...client });
    expect(retry.status).toBe(200);
    expect(retry.text).toContain('"success"');
    expect((await site.runtime.store.list()).map((row) => row.subject)).toEqual([
      "First",
      "Second",
    ]);
  });

  it("throttles invalid posts too, with a short answer instead of a rendered page", async () => {
    const client = from("203.0.113.51");
    const statuses: number[] = [];
    let last = "";
    for (let i = 0; i < 10; i++) {
      const response = await post(site, { ...validInquiry, email: "not-an-email" }, client);
      statuses.push(response.status);
      last = response.text;
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429, 429]);
    expect(last).toMatch(/^Too many submissions from your address/);
    expect(last).not.toContain("<html");
    // Another client is not affected.
    expect((await post(site, { ...validInquiry, email: "x" }, from("198.51.100.9"))).status).toBe(
      400,
    );
  });
});
