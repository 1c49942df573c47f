import { Agent } from "node:http";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContactForm } from "../../app/contact/schema";
import { inquiryFormView } from "../../app/content/contact/form";
import { content } from "../../app/content/load.server";
import { raw } from "../setup/raw-http";
import { startSite, validInquiry, type TestSite } from "./support";

/**
 * Fuzzing the real built server on loopback, with a fixed seed (FUZZ_SEED
 * replays another run; FUZZ_REQUESTS and FUZZ_ACTION_RUNS change the counts):
 * 1. the contact action under random bodies (fields, encodings, control
 *    characters, sizes, content types): every answer is 200, 303, 400, 413 or
 *    429, never 500, and every stored row is one the schema accepts;
 * 2. paths, methods and headers: no answer is 500 or more, none hangs (over
 *    1 s three times in a row: a path that backtracks or loops on some input
 *    takes seconds, while a busy machine's pause passes on a retry), and the
 *    heap returns to its baseline.
 * Prints the counts and the slowest answer. How fast answers are is a figure
 * for the benchmarks (`npm run bench`), not a pass mark here: a 100 ms limit
 * failed on a machine busy with other work (a CI neighbour, a second suite).
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261125);
const requests = Number(process.env.FUZZ_REQUESTS ?? 2500);
const actionRuns = Number(process.env.FUZZ_ACTION_RUNS ?? 300);
const HANG_MS = 1000;

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
function heapAfterGc(): number {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});
const unicode = fc.string({ unit: "grapheme", maxLength: 30 });
const controls = fc.constantFrom(
  "\u0000",
  "\u0085",
  "\u202e",
  "\u2066",
  "\r\n",
  "\t",
  "\u009b",
  "\ufeff",
);
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...Object.values(validInquiry)) },
  fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
  unicode,
  fc.array(fc.oneof(controls, unicode), { maxLength: 6 }).map((parts) => parts.join("")),
  fc.integer({ min: 0, max: 40_000 }).map((n) => "y".repeat(n)),
);

describe(`fuzzing the built server (seed ${seed})`, () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite({
      env: { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_MAX: "40", POST_RATE_LIMIT_MAX: "5000" },
    });
  });
  afterAll(async () => {
    agent.destroy();
    await site.close();
  });

  it(`answers ${actionRuns} random contact posts with 200/303/400/413/429 and stores only valid inquiries`, async () => {
    const statuses = new Map<number, number>();
    const body = fc.record({
      fields: fc.dictionary(
        fc.oneof(
          fc.constantFrom(...Object.keys(validInquiry), "idempotencyKey", "website"),
          printable,
        ),
        fieldValue,
        { maxKeys: 6 },
      ),
      base: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
      encoding: fc.constantFrom("urlencoded", "multipart", "bytes", "json"),
      target: fc.constantFrom("/contact", "/contact.data", "/contact/", "/CONTACT"),
      origin: fc.constantFrom(undefined, "same", "https://evil.example", "null"),
    });
    await fc.assert(
      fc.asyncProperty(body, async ({ fields, base, encoding, target, origin }) => {
        const values = { ...(base ? validInquiry : {}), ...fields };
        let payload: string | Buffer;
        let contentType: string;
        if (encoding === "multipart") {
          const form = new FormData();
          for (const [name, value] of Object.entries(values)) form.set(name, value);
          const request = new Request("http://x/", { method: "POST", body: form });
          contentType = request.headers.get("content-type")!;
          payload = Buffer.from(await request.arrayBuffer());
        } else if (encoding === "urlencoded") {
          payload = new URLSearchParams(values).toString();
          contentType = "application/x-www-form-urlencoded";
        } else if (encoding === "json") {
          payload = JSON.stringify(values);
          contentType = "application/json";
        } else {
          payload = Buffer.from(Object.values(values).join("\u0000"), "latin1");
          contentType = "multipart/form-data; boundary=nope";
        }
        const headers: Record<string, string> = { "Content-Type": contentType };
        if (origin) headers.Origin = origin === "same" ? site.url : origin;
        const response = await raw(site.url, "POST", target, { headers, body: payload, agent });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect([200, 303, 400, 413, 429]).toContain(response.status);
      }),
      { seed, numRuns: actionRuns },
    );
    const rows = await site.runtime.store.list();
    for (const row of rows) {
      const form = new FormData();
      for (const [name, value] of Object.entries(row)) {
        if (name === "id" || name === "createdAt" || value === "" || value === false) continue;
        form.set(name, value === true ? "on" : String(value));
      }
      expect(
        parseContactForm(form, inquiryFormView(content())).status,
        JSON.stringify(row).slice(0, 200),
      ).toBe("success");
    }
    console.info(
      `action fuzz: ${actionRuns} posts, seed ${seed}, answers ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(", ")}, ${rows.length} stored`,
    );
  }, 180_000);

  it(`answers ${requests} random requests without a 5xx, none over ${HANG_MS} ms, with the heap back at its baseline`, async () => {
    const pages = [
      "/",
      "/about",
      "/contact",
      "/services/ai/iot",
      "/PrivacyPolicy",
      "/products/gaming",
      "/Hyper",
    ];
    const segment = fc.oneof(
      fc.constantFrom(...pages.map((p) => p.slice(1))),
      fc.constantFrom(
        "",
        ".",
        "..",
        "index.html",
        "contact.data",
        "_root.data",
        "__manifest",
        "assets",
        "%",
        "%zz",
        "%e0%a4",
        "%2F",
        "%00",
        "..%2F",
        "favicon.svg",
        "robots.txt",
        "a.br",
        "x.gz",
      ),
      printable.map((s) => encodeURIComponent(s)),
      unicode.map((s) => encodeURIComponent(s)),
      fc.integer({ min: 1, max: 4000 }).map((n) => "/".repeat(n)),
      fc.integer({ min: 1, max: 800 }).map((n) => "a/".repeat(n)),
    );
    const path = fc
      .tuple(
        fc.array(segment, { minLength: 1, maxLength: 6 }),
        fc.boolean().map((upper) => upper),
        fc.option(
          printable.map((q) => `?${encodeURI(q)}`),
          { nil: "" },
        ),
      )
      .map(([parts, upper, query]) => {
        const joined = `/${parts.join("/")}`;
        return `${upper ? joined.toUpperCase() : joined}${query}`.slice(0, 8000);
      });
    const method = fc.constantFrom(
      "GET",
      "GET",
      "GET",
      "HEAD",
      "POST",
      "PUT",
      "DELETE",
      "PATCH",
      "OPTIONS",
      "TRACE",
      "PROPFIND",
      "SEARCH",
    );
    const headerValue = fc.oneof(
      printable,
      fc.constantFrom(
        "",
        "*",
        "gzip, deflate, br, zstd",
        "br;q=0",
        "bytes=0-10",
        "bytes=-5",
        "bytes=99999999-",
        "bytes=1-0,2-3",
        '"x"',
        "Thu, 01 Jan 1970 00:00:00 GMT",
        "null",
        "https://evil.example",
        "text/html",
        "multipart/form-data",
        "application/x-www-form-urlencoded; charset=utf-16",
      ),
    );
    const headers = fc.dictionary(
      fc.constantFrom(
        "Accept",
        "Accept-Encoding",
        "Accept-Language",
        "Range",
        "If-None-Match",
        "If-Modified-Since",
        "If-Range",
        "Content-Type",
        "Origin",
        "Referer",
        "Cookie",
        "X-Forwarded-For",
        "X-Forwarded-Host",
        "X-Forwarded-Proto",
        "User-Agent",
        "X-Requested-With",
      ),
      headerValue,
      { maxKeys: 6 },
    );
    const body = fc.option(printable, { nil: undefined });

    // Warm up: every kind of answer once, so that the baseline holds what a running server holds.
    for (const warm of ["/", "/nope", "/contact", "/about.data", "//x", "/assets/none.js"]) {
      await raw(site.url, "GET", warm, { agent });
      await raw(site.url, "POST", warm, { agent, body: "a=1" });
    }
    const baseline = heapAfterGc();

    const statuses = new Map<number, number>();
    let slowest = { ms: 0, what: "" };
    let retried = 0;
    await fc.assert(
      fc.asyncProperty(method, path, headers, body, async (verb, target, sent, payload) => {
        const send = () =>
          raw(site.url, verb, target, {
            headers: sent,
            body: verb === "GET" || verb === "HEAD" ? undefined : payload,
            agent,
          }).catch((error: Error) => ({ status: 0, ms: 0, error }));
        let response = await send();
        if ("error" in response) throw response.error;
        const what = `${verb} ${target.slice(0, 60)} -> ${response.status}`;
        if (response.ms > slowest.ms) slowest = { ms: response.ms, what };
        if (response.ms > HANG_MS) {
          retried += 1;
          for (let attempt = 0; attempt < 2 && response.ms > HANG_MS; attempt++) {
            const again = await send();
            if ("error" in again) throw again.error;
            response = again;
          }
        }
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, what).toBeLessThan(500);
        expect(
          response.ms,
          `${what}: ${Math.round(response.ms)} ms three times`,
        ).toBeLessThanOrEqual(HANG_MS);
      }),
      { seed, numRuns: requests },
    );
    const grown = (heapAfterGc() - baseline) / 1024 / 1024;
    console.info(
      `HTTP fuzz: ${requests} requests, seed ${seed}; answers ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}: ${n}`)
        .join(
          ", ",
        )}; slowest ${Math.round(slowest.ms)} ms (${slowest.what}); ${retried} over ${HANG_MS} ms at first, each under it on a retry; heap ${grown >= 0 ? "+" : ""}${grown.toFixed(1)} MB after GC`,
    );
    expect(grown).toBeLessThan(8);
  }, 600_000);
});
