import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  entryLines,
  externalTarget,
  isRedirectablePath,
  redirectLocation,
  redirectTable,
  type RedirectEntry,
} from "./rules";

const pages = new Map(
  ["/services/ai", "/services/simulations", "/careers", "/PrivacyPolicy"].map((path) => [
    path.toLowerCase(),
    path,
  ]),
);
const pagePath = (path: string) => pages.get(path.toLowerCase().replace(/\/+$/, ""));
const FILE = "content/redirects.yaml";
const table = (entries: RedirectEntry[], lines?: number[]) =>
  redirectTable(entries, pagePath, FILE, lines);

describe("the editor's redirects (content/redirects.yaml)", () => {
  it("sends an old address to a page or an https:// address, permanent or temporary, or answers gone", () => {
    const { rules, problems } = table([
      { from: "/services/ai-development", to: "/services/ai", type: "permanent" },
      { from: "/jobs", to: "/careers#openings", type: "temporary" },
      { from: "/press-kit", to: "https://press.example.org/nebula-forge", type: "permanent" },
      { from: "/old-offer", type: "gone" },
    ]);
    expect(problems).toEqual([]);
    expect(rules.get("/services/ai-development")).toEqual({
      from: "/services/ai-development",
      status: 301,
      to: "/services/ai",
    });
    expect(rules.get("/jobs")).toMatchObject({ status: 302, to: "/careers#openings" });
    expect(rules.get("/press-kit")).toMatchObject({ status: 301 });
    expect(rules.get("/old-offer")).toEqual({ from: "/old-offer", status: 410 });
  });

  it("writes a page's own spelling, and matches old addresses in any case", () => {
    const { rules } = table([{ from: "/Privacy", to: "/privacypolicy", type: "permanent" }]);
    expect(rules.get("/privacy")).toMatchObject({ to: "/PrivacyPolicy" });
  });

  it("flattens a chain to its end (temporary if any step is), and a chain into gone is gone", () => {
    const { rules, problems } = table([
      { from: "/a", to: "/b", type: "permanent" },
      { from: "/b", to: "/c", type: "temporary" },
      { from: "/c", to: "/services/ai", type: "permanent" },
      { from: "/d", to: "/e", type: "permanent" },
      { from: "/e", type: "gone" },
    ]);
    expect(problems).toEqual([]);
    expect(rules.get("/a")).toEqual({ from: "/a", status: 302, to: "/services/ai" });
    expect(rules.get("/c")).toEqual({ from: "/c", status: 301, to: "/services/ai" });
    expect(rules.get("/d")).toEqual({ from: "/d", status: 410 });
  });

  it("refuses a loop, naming the file, the line and the addresses", () => {
    const { problems } = table(
      [
        { from: "/a", to: "/b", type: "permanent" },
        { from: "/b", to: "/A", type: "permanent" },
      ],
      [2, 5],
    );
    expect(problems).toContain(
      `${FILE}, line 2: /a → /b → /A is a loop: change where one of them goes`,
    );
    expect(problems).toContain(
      `${FILE}, line 5: /b → /a → /b is a loop: change where one of them goes`,
    );
  });

  it("refuses an old address that is a published page, a target that is not a page, and doubles", () => {
    const { problems, rules } = table(
      [
        { from: "/careers", to: "/services/ai", type: "permanent" },
        { from: "/x", to: "/nowhere", type: "permanent" },
        { from: "/y", to: "http://example.org/", type: "permanent" },
        { from: "/z", to: "/services/ai", type: "permanent" },
        { from: "/Z/", to: "/careers", type: "permanent" },
        { from: "/w", type: "permanent" },
        { from: "/v", to: "/careers", type: "gone" },
      ],
      [2, 5, 8, 11, 14, 17, 20],
    );
    expect(problems).toEqual([
      `${FILE}, line 2: /careers is the published page /careers: a redirect cannot replace a page (remove the redirect, or rename the page first)`,
      `${FILE}, line 14: "/Z/" is not an old address of the site (a path such as /services/old-name, without a query, a fragment or a trailing slash)`,
      `${FILE}, line 17: /w needs a new address (or the kind Gone)`,
      `${FILE}, line 20: /v is marked gone, so it takes no new address (remove "/careers")`,
      `${FILE}, line 5: /x goes to /nowhere, which is not a page of the site`,
      `${FILE}, line 8: /y goes to "http://example.org/", which is neither a page of the site (a path such as /services/ai) nor an https:// address`,
    ]);
    expect([...rules.keys()]).toEqual(["/z"]);
  });

  it("finds the line of each entry in the file", () => {
    const text = `# Old addresses\nredirects:\n  - from: /a\n    to: /b\n    type: permanent\n\n  - from: /c\n    type: gone\n`;
    expect(entryLines(text)).toEqual([3, 7]);
  });

  it("keeps the request's query string, before the target's fragment", () => {
    expect(redirectLocation({ from: "/a", status: 301, to: "/b" }, "?utm=x&q=1")).toBe(
      "/b?utm=x&q=1",
    );
    expect(redirectLocation({ from: "/a", status: 301, to: "/b#top" }, "?q=1")).toBe("/b?q=1#top");
    expect(redirectLocation({ from: "/a", status: 302, to: "https://x.org/?a=1" }, "?q=1")).toBe(
      "https://x.org/?a=1&q=1",
    );
    expect(redirectLocation({ from: "/a", status: 301, to: "/b" }, "")).toBe("/b");
  });
});

describe("old addresses and new ones, whatever an editor types", () => {
  const segment = fc.stringMatching(/^[A-Za-z0-9\-_~]{1,20}$/);

  it("accepts every plain site path of safe segments", () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), (segments) => {
        const path = `/${segments.join("/")}`;
        fc.pre(
          !/^\/(admin|inbox|assets|pagefind|healthz|icons|og|img|art|video|api|\.well-known)(\/|$)|\.(data|html)$/i.test(
            path,
          ),
        );
        expect(isRedirectablePath(path)).toBe(true);
      }),
    );
  });

  it("refuses anything that is not one: other schemes, queries, fragments, dot segments, doubled or trailing slashes, spaces", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        if (!isRedirectablePath(text)) return;
        expect(text.startsWith("/")).toBe(true);
        expect(text).not.toMatch(/[?#\s\\"'<>]|\/\/|\/$|(^|\/)\.\.?(\/|$)/);
        expect(decodeURIComponent(text)).not.toMatch(/[\s"'\\;{}?#]/);
      }),
    );
    for (const bad of [
      "",
      "/",
      "services",
      "//evil.example",
      "/a//b",
      "/a/",
      "/a?b",
      "/a#b",
      "/a b",
      "/../etc",
      "/admin",
      "/inbox/1",
      "/%zz",
      // nginx matches the decoded path, Node the raw one: no escape may make them differ.
      "/%61bout",
      "/%69nbox",
      "/%61dmin",
      "/services%2Fai",
      "/services/ai%2ddevelopment",
      // Files and answers of the server's own.
      "/robots.txt",
      "/sitemap.xml",
      "/news/rss.xml",
      "/news/feed.json",
      "/favicon.ico",
      "/about.data",
      "/__manifest",
      "/.well-known/security.txt",
      "/og/news/launch.jpg",
    ])
      expect(isRedirectablePath(bad), bad).toBe(false);
  });

  it("refuses the site's own full address (its page unchecked, a loop unseen) and what nginx would read as its own", () => {
    const own = redirectTable(
      [
        { from: "/loop", to: "https://www.nebulaforge.studio/loop", type: "permanent" },
        { from: "/bare", to: "https://nebulaforge.studio/careers", type: "permanent" },
        // The root's dot names the same host: a redirect to itself, for ever.
        { from: "/dotted", to: "https://nebulaforge.studio./dotted", type: "temporary" },
      ],
      pagePath,
      FILE,
      [],
      "www.nebulaforge.studio",
    );
    expect(own.problems).toHaveLength(3);
    expect(own.problems[0]).toMatch(/site's own full address: write its path \(\/loop\)/);
    for (const bad of [
      "https://example.org/a$b",
      "https://example.org/a;b",
      "https://example.org/{a}",
      "https://example.org/a#b#c",
      "https://user@example.org/",
    ])
      expect(externalTarget(bad), bad).toBeNull();
  });

  it("takes a place on a page (#id) in plain letters only, once", () => {
    const { rules, problems } = redirectTable(
      [
        { from: "/a", to: "/careers#open-roles_2", type: "permanent" },
        { from: "/b", to: "/careers#x\u0000y", type: "permanent" },
        { from: "/c", to: "/careers#sec\u0085tion", type: "permanent" },
        { from: "/d", to: "/careers#é'x", type: "permanent" },
        { from: "/e", to: '/careers#a"b', type: "permanent" },
        { from: "/f", to: "/careers#a#b", type: "permanent" },
      ],
      pagePath,
      FILE,
    );
    expect(rules.get("/a")).toMatchObject({ status: 301, to: "/careers#open-roles_2" });
    expect(problems).toHaveLength(5);
    for (const problem of problems) expect(problem).toMatch(/what follows "#" names a place/);
  });

  it("never lets a redirect point off the site except to an https:// address", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (to) => {
        const { rules } = table([{ from: "/old", to, type: "permanent" }]);
        const rule = rules.get("/old");
        if (!rule || rule.status === 410) return;
        // A path of the site (never "//host", which a browser reads as another site) or https.
        expect(rule.to.startsWith("https://") || /^\/(?!\/)/.test(rule.to)).toBe(true);
        if (rule.to.startsWith("https://")) expect(externalTarget(rule.to)).toBe(rule.to);
      }),
    );
  });

  it("never leaves a chain or a loop in the table, whatever the entries", () => {
    const path = fc.constantFrom("/a", "/b", "/c", "/d", "/services/ai", "/careers");
    const entry = fc.record({
      from: fc.constantFrom("/a", "/b", "/c", "/d"),
      to: path,
      type: fc.constantFrom("permanent" as const, "temporary" as const),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        const { rules } = table(entries);
        for (const rule of rules.values()) {
          if (rule.status === 410) continue;
          expect(pagePath(rule.to)).toBe(rule.to);
        }
      }),
    );
  });
});
