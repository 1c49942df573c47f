import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";

function scriptSources(csp: string): string[] {
  const directive = csp
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src "));
  return directive?.split(/\s+/).slice(1) ?? [];
}

const expectedDirectives = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

/** The executable inline scripts of a document (not JSON-LD, an island's JSON props or speculation rules). */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((match) => ({ attributes: match[1]!, text: match[2]! }))
    .filter(
      ({ attributes }) =>
        !/type="(application\/ld\+json|application\/json|speculationrules)"/.test(attributes),
    );
}

for (const [kind, path, method, status] of [
  ["prerendered page", "/", "GET", 200],
  ["prerendered page with an island", "/contact", "GET", 200],
  ["server-rendered 404", "/no-such-page", "GET", 404],
  ["server-rendered form result", "/contact", "POST", 400],
] as const) {
  test(`security headers on a ${kind}`, { tag: "@any-width" }, async ({ request }) => {
    const response =
      method === "GET"
        ? await request.get(path)
        : await request.post(path, { form: { fullName: "A" } });
    expect(response.status()).toBe(status);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    for (const directive of expectedDirectives) expect(csp).toContain(directive);
    const sources = scriptSources(csp);
    expect(sources).toContain("'self'");
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    const html = await response.text();
    const inline = inlineScripts(html);
    const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
    if (kind.startsWith("prerendered")) {
      // Hashes only: one for the speculation rules, one per inline script.
      expect(nonce).toBeUndefined();
      const hashes = sources.filter((source) => source.startsWith("'sha256-"));
      expect(hashes.length).toBe(1 + new Set(inline.map((script) => script.text)).size);
    } else {
      // React's and React Router's scripts (if any) carry the nonce; the boot script,
      // the same on every page, is allowed by its hash.
      expect(nonce).toBeTruthy();
      for (const script of inline) {
        const hash = `'sha256-${createHash("sha256").update(script.text).digest("base64")}'`;
        if (script.attributes.includes("data-enhance")) expect(sources).toContain(hash);
        else expect(script.attributes).toContain(`nonce="${nonce}"`);
      }
    }
    if (kind.endsWith("island") || kind.endsWith("form result"))
      expect(inline.length).toBeGreaterThan(0);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // No opener policy: it would start every visit from another site in a new process (0017).
    expect(headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-powered-by"]).toBeUndefined();
  });
}

test("hashed assets are cached for a year, pages revalidate", async ({ request }) => {
  const page = await request.get("/");
  expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const html = await page.text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/assets/missing-file.js")).status()).toBe(404);
});

test("one spelling per page: other casings and a trailing slash redirect", async ({ request }) => {
  const lower = await request.get("/privacypolicy", { maxRedirects: 0 });
  expect(lower.status()).toBe(301);
  expect(lower.headers()["location"]).toBe("/PrivacyPolicy");
  const slash = await request.get("/about/", { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers()["location"]).toBe("/about");
});

test("the health check answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("pages and scripts go out precompressed with brotli", async ({ request }) => {
  const page = await request.get("/products/gaming", {
    headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
  });
  expect(page.headers()["content-encoding"]).toBe("br");
  const html = await page.text();
  expect(html).toContain("Gaming Universe");
  const script = /\/assets\/enhance-[^"]+\.js/.exec(html)?.[0];
  expect(script).toBeTruthy();
  const scriptResponse = await request.get(script!, {
    headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
  });
  expect(scriptResponse.headers()["content-encoding"]).toBe("br");
  expect(scriptResponse.headers()["content-type"]).toMatch(/^text\/javascript/);
});
