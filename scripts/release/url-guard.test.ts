import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { droppedUrls, guardPublicUrls, PUBLIC_URLS_FILE, REDIRECTS_FILE } from "./url-guard";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A release folder as the release lays it out: its sitemap, redirects and committed list. */
function releaseWith(options: { pages: string[]; redirects?: string[]; listed?: string[] }) {
  const dir = mkdtempSync(join(tmpdir(), "url-guard-"));
  dirs.push(dir);
  mkdirSync(join(dir, "build", "client"), { recursive: true });
  mkdirSync(join(dir, "deploy"), { recursive: true });
  const locs = options.pages.map((path) => `<url><loc>https://www.example.org${path}</loc></url>`);
  writeFileSync(join(dir, "build", "client", "sitemap.xml"), `<urlset>${locs.join("")}</urlset>`);
  writeFileSync(
    join(dir, "build", REDIRECTS_FILE),
    JSON.stringify((options.redirects ?? []).map((from) => ({ from, status: 301, to: "/" }))),
  );
  writeFileSync(join(dir, PUBLIC_URLS_FILE), `# list\n${(options.listed ?? []).join("\n")}\n`);
  return dir;
}

describe("the release's URL guard", () => {
  const live = () => releaseWith({ pages: ["/", "/about", "/services/ai", "/news/launch"] });

  it("stops a release that drops a live page without a redirect, naming it and the fix", () => {
    const next = releaseWith({ pages: ["/", "/about", "/services/ai"] });
    expect(() => guardPublicUrls(live(), next)).toThrowError(
      /1 public address would stop answering \(compared with the live release\):\n {2}\/news\/launch\n.*content\/redirects\.yaml[\s\S]*type: gone/,
    );
  });

  it("lets it through once the old address is redirected or marked gone", () => {
    const next = releaseWith({
      pages: ["/", "/about", "/services/artificial-intelligence"],
      redirects: ["/services/ai", "/news/launch"],
    });
    expect(guardPublicUrls(live(), next)).toBe(
      "all 4 public addresses of the live release still answer",
    );
  });

  it("keeps the live release's old addresses answering: a redirect or a gone entry dropped stops it", () => {
    const withRedirects = releaseWith({ pages: ["/", "/about"], redirects: ["/old-about"] });
    expect(() =>
      guardPublicUrls(withRedirects, releaseWith({ pages: ["/", "/about"] })),
    ).toThrowError(/1 public address would stop answering[\s\S]*\/old-about/);
    const kept = releaseWith({ pages: ["/", "/about"], redirects: ["/old-about"] });
    expect(guardPublicUrls(withRedirects, kept)).toBe(
      "all 3 public addresses of the live release still answer",
    );
  });

  it("compares a first release with the committed list", () => {
    const next = releaseWith({ pages: ["/"], listed: ["/", "/careers"] });
    expect(() => guardPublicUrls(null, next)).toThrowError(
      /deploy\/public-urls\.txt[\s\S]*\/careers/,
    );
  });

  it("drops exactly what is in neither the new pages nor the redirects, in any spelling", () => {
    const path = fc.constantFrom("/a", "/b", "/C", "/d/e", "/f");
    fc.assert(
      fc.property(fc.array(path), fc.array(path), fc.array(path), (before, after, redirected) => {
        const dropped = droppedUrls(before, after, redirected);
        const kept = [...after, ...redirected].map((p) => p.toLowerCase());
        for (const p of before) expect(dropped.includes(p)).toBe(!kept.includes(p.toLowerCase()));
        expect(new Set(dropped).size).toBe(dropped.length);
      }),
    );
  });
});
