import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  browserOf,
  declined,
  deviceOf,
  isBot,
  LABEL_MAX,
  parseBeacon,
  referrerHost,
  type ParseOptions,
} from "./beacon";

const pages = new Set(["/", "/contact", "/services/simulations/defence", "/über-uns"]);
const options: ParseOptions = { siteHost: "www.nebulaforge.studio", isPage: (p) => pages.has(p) };
const body = (u: string, r = "") => JSON.stringify({ u, r });

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

describe("parseBeacon", () => {
  it("keeps the path, the referrer's host and the three UTM values, nothing else", () => {
    const view = parseBeacon(
      body(
        "/services/simulations/defence?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&email=ada@example.com&gclid=abc",
        "https://www.google.com/search?q=defence+simulation",
      ),
      options,
    );
    expect(view).toEqual({
      path: "/services/simulations/defence",
      referrerHost: "google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "autumn",
    });
    expect(JSON.stringify(view)).not.toMatch(/ada@|gclid|abc|q=/);
  });

  it("counts a page under its own spelling, whatever the casing or slashes it was sent with", () => {
    const spelled: ParseOptions = {
      ...options,
      isPage: (p) => pages.has(p.toLowerCase().replace(/\/+$/, "")),
      canonical: (p) => p.toLowerCase().replace(/\/+$/, ""),
    };
    expect(parseBeacon(body("/CONTACT//", ""), spelled)?.path).toBe("/contact");
  });

  it("decodes the path and treats a referrer on the site as none", () => {
    expect(parseBeacon(body("/%C3%BCber-uns", "https://nebulaforge.studio/"), options)).toEqual({
      path: "/über-uns",
      referrerHost: "",
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
    });
  });

  it("refuses paths that are not the site's pages, other hosts, and anything but the beacon's shape", () => {
    for (const refused of [
      body("/inbox"),
      body("/wp-login.php"),
      body("//evil.example/contact"),
      body("https://evil.example/contact"),
      body("/contact#x"),
      body("\\\\evil.example"),
      body("/%E0%A4%A"),
      JSON.stringify({ u: "/contact", r: "", x: 1 }),
      JSON.stringify({ u: "/contact" }),
      JSON.stringify({ u: 1, r: "" }),
      JSON.stringify(["/contact", ""]),
      "null",
      "not json",
      body("/contact", "x".repeat(3000)),
    ]) {
      expect(parseBeacon(refused, options), refused.slice(0, 60)).toBeNull();
    }
    expect(parseBeacon(undefined, options)).toBeNull();
    expect(parseBeacon({ u: "/contact", r: "" }, options)).toBeNull();
  });

  it("never throws, and whatever it keeps is a page of the site with bounded, printable values (any body)", () => {
    const bodies = fc.oneof(
      fc.string({ unit: "binary", maxLength: 3000 }),
      fc.json(),
      fc
        .record({
          u: fc.oneof(fc.webPath(), fc.webUrl({ withQueryParameters: true }), fc.string()),
          r: fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.string()),
        })
        .map((value) => JSON.stringify(value)),
      fc
        .record({
          path: fc.constantFrom(...pages),
          query: fc.dictionary(
            fc.oneof(fc.constantFrom("utm_source", "utm_medium", "utm_campaign"), fc.string()),
            fc.string({ unit: "binary" }),
          ),
        })
        .map(({ path, query }) =>
          JSON.stringify({ u: `${path}?${new URLSearchParams(query).toString()}`, r: "" }),
        ),
    );
    fc.assert(
      fc.property(bodies, (input) => {
        const view = parseBeacon(input, options);
        if (view === null) return;
        expect(pages.has(view.path)).toBe(true);
        expect(view.path.length).toBeLessThanOrEqual(LABEL_MAX.path);
        expect(view.referrerHost.length).toBeLessThanOrEqual(LABEL_MAX.host);
        for (const value of [view.utmSource, view.utmMedium, view.utmCampaign]) {
          expect(value.length).toBeLessThanOrEqual(LABEL_MAX.utm);
          expect(value).not.toMatch(/\p{C}/u);
        }
        expect(view.referrerHost).toMatch(/^[a-z0-9.-]*$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("label lengths", () => {
  it("cuts a long UTM value at its limit, never inside a character, and keeps no over-long host", () => {
    const campaign = `${"a".repeat(LABEL_MAX.utm - 1)}\u{1F600}tail`;
    const view = parseBeacon(
      JSON.stringify({
        u: `/contact?utm_campaign=${encodeURIComponent(campaign)}&utm_source=${"s".repeat(500)}`,
        r: `https://${Array.from({ length: 5 }, () => "a".repeat(60)).join(".")}.example/`,
      }),
      options,
    );
    expect(view?.utmCampaign).toBe("a".repeat(LABEL_MAX.utm - 1));
    expect(view?.utmSource).toBe("s".repeat(LABEL_MAX.utm));
    expect(view?.referrerHost).toBe("");
  });
});

describe("referrerHost", () => {
  it("keeps only an http(s) host", () => {
    expect(referrerHost("https://news.ycombinator.com/item?id=1", "example.com")).toBe(
      "news.ycombinator.com",
    );
    expect(referrerHost("android-app://com.google.android.gm/", "example.com")).toBe("");
    expect(referrerHost("javascript:alert(1)", "example.com")).toBe("");
    expect(referrerHost("https://user:pass@Www.Example.org:8443/x", "site.test")).toBe(
      "example.org",
    );
  });
});

describe("who is not counted", () => {
  const headers =
    (values: Record<string, string>) =>
    (name: string): string | undefined =>
      values[name.toLowerCase()];

  it("Do-Not-Track, Global Privacy Control, prefetches and prerenders", () => {
    expect(declined(headers({ dnt: "1" }))).toBe(true);
    expect(declined(headers({ "sec-gpc": "1" }))).toBe(true);
    expect(declined(headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(declined(headers({ purpose: "prefetch" }))).toBe(true);
    expect(declined(headers({ dnt: "0" }))).toBe(false);
    expect(declined(headers({}))).toBe(false);
  });

  it("any header values: declined only with one of those signals", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom("dnt", "sec-gpc", "sec-purpose", "purpose", "accept", "x-any"),
          fc.string({ unit: "binary", maxLength: 40 }),
        ),
        (values) => {
          const signal =
            values.dnt?.trim() === "1" ||
            values["sec-gpc"]?.trim() === "1" ||
            /prefetch|prerender/i.test(`${values["sec-purpose"] ?? ""} ${values.purpose ?? ""}`);
          expect(declined(headers(values))).toBe(signal);
        },
      ),
    );
  });

  it("bots, crawlers, headless browsers and scripts", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "curl/8.5.0",
      "python-requests/2.32.3",
      "",
    ]) {
      expect(isBot(agent), agent).toBe(true);
    }
    for (const agent of [CHROME, IPHONE, IPAD]) expect(isBot(agent), agent).toBe(false);
  });
});

describe("device and browser", () => {
  it("classes the common browsers", () => {
    expect([deviceOf(CHROME), browserOf(CHROME)]).toEqual(["desktop", "Chrome"]);
    expect([deviceOf(IPHONE), browserOf(IPHONE)]).toEqual(["phone", "Safari"]);
    expect([deviceOf(IPAD), browserOf(IPAD)]).toEqual(["tablet", "Safari"]);
    const edge = `${CHROME} Edg/131.0.0.0`;
    expect(browserOf(edge)).toBe("Edge");
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    expect(browserOf(firefox)).toBe("Firefox");
  });
});
