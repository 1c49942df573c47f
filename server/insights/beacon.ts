/**
 * What a page-view beacon may say, and what the server keeps of it
 * (docs/decisions/0025-insights.md). Pure functions: the endpoint
 * (server/insights/collect.ts) hands them the body and the headers.
 *
 * The body is `{"u": "<path and query>", "r": "<document.referrer>"}` and
 * nothing else; anything else is refused. A page seen without JavaScript asks
 * for `/api/event?p=<its path>` instead (an image in `<noscript>`,
 * app/components/layout/no-script-view.tsx): parseNoScriptView. Only the path, the referrer's host
 * and the utm_source / utm_medium / utm_campaign values are kept; the rest of
 * the query and the referrer's path never leave this module.
 */

export const BEACON_MAX_BYTES = 2048;

/**
 * The longest label each kept field may be (UTF-16 units), so that no stored
 * label is longer whatever a visitor sends: a longer path is refused, a longer
 * host is kept as none, a longer UTM value is cut. Device and browser are fixed
 * words (deviceOf, browserOf).
 */
export const LABEL_MAX = { path: 256, host: 253, utm: 100 } as const;

export interface PageView {
  path: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

export type Device = "phone" | "tablet" | "desktop";

export interface ParseOptions {
  /** The site's own host (SITE_URL's): a referrer there is an internal move, kept as "". */
  siteHost: string;
  /** Whether `path` is one of the site's public pages. */
  isPage: (path: string) => boolean;
  /**
   * The page's own spelling of a path it answers ("/SeRvIcEs//" is "/services"), so
   * that one page is counted under one name; by default the path as sent.
   */
  canonical?: (path: string) => string;
}

// Printable characters only: no controls, no separators a log or a CSV could misread.
const PRINTABLE = /^[^\p{C}]*$/u;

/** The page view a beacon's body describes, or null when it is not one of the site's. */
export function parseBeacon(body: unknown, options: ParseOptions): PageView | null {
  if (typeof body !== "string" || body.length > BEACON_MAX_BYTES) return null;
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const keys = Object.keys(data);
  if (keys.length !== 2 || !keys.includes("u") || !keys.includes("r")) return null;
  const { u, r } = data as { u: unknown; r: unknown };
  if (typeof u !== "string" || typeof r !== "string") return null;
  if (!u.startsWith("/") || u.startsWith("//") || u.includes("\\") || u.includes("#")) return null;

  let url: URL;
  try {
    url = new URL(u, "https://site.invalid");
  } catch {
    return null;
  }
  if (url.host !== "site.invalid") return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (path.length > LABEL_MAX.path || !PRINTABLE.test(path) || !options.isPage(path)) return null;

  const utm = (name: string) => {
    // Cut at the limit, never inside a character (a lone surrogate is not printable).
    const value = (url.searchParams.get(name) ?? "")
      .trim()
      .slice(0, LABEL_MAX.utm)
      .replace(/[\uD800-\uDBFF]$/, "");
    return PRINTABLE.test(value) ? value : "";
  };
  return {
    path: options.canonical?.(path) ?? path,
    referrerHost: referrerHost(r, options.siteHost),
    utmSource: utm("utm_source"),
    utmMedium: utm("utm_medium"),
    utmCampaign: utm("utm_campaign"),
  };
}

/**
 * The view a `<noscript>` image's request describes: its query is exactly
 * `p=<the page's path>`. The UTM values come from the page's own address when
 * the browser sends it as the image's Referer (same site, same path); the
 * page's referrer is not known to an image, so the view has none.
 */
export function parseNoScriptView(
  search: string,
  referer: string | undefined,
  options: ParseOptions & { pageHosts: readonly string[] },
): PageView | null {
  if (search.length > BEACON_MAX_BYTES) return null;
  const params = new URLSearchParams(search);
  const keys = [...params.keys()];
  if (keys.length !== 1 || keys[0] !== "p") return null;
  const path = params.get("p")!;
  if (path.includes("?")) return null;
  return parseBeacon(
    JSON.stringify({ u: path + pageQuery(path, referer, options.pageHosts), r: "" }),
    options,
  );
}

/** The query of the page's address, when `referer` is that page on one of the site's hosts. */
function pageQuery(path: string, referer: string | undefined, hosts: readonly string[]): string {
  if (!referer || referer.length > BEACON_MAX_BYTES) return "";
  try {
    const page = new URL(referer);
    const samePath = new URL(path, page.origin).pathname === page.pathname;
    const sameHost = hosts.some((host) => host.toLowerCase() === page.host.toLowerCase());
    return samePath && sameHost ? page.search : "";
  } catch {
    return "";
  }
}

/** The referrer's host, lower case, without "www."; "" for none, the site itself or anything odd. */
export function referrerHost(referrer: string, siteHost: string): string {
  if (referrer === "" || referrer.length > BEACON_MAX_BYTES) return "";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (host === "" || host.length > LABEL_MAX.host || !/^[a-z0-9.-]+$/.test(host)) return "";
  return host === siteHost.toLowerCase().replace(/^www\./, "") ? "" : host;
}

/** Headers that mean "do not count me": Do-Not-Track, Global Privacy Control, a prefetch. */
export function declined(header: (name: string) => string | undefined): boolean {
  if (header("dnt")?.trim() === "1") return true;
  if (header("sec-gpc")?.trim() === "1") return true;
  const purpose = `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""}`.toLowerCase();
  return purpose.includes("prefetch") || purpose.includes("prerender");
}

const BOT =
  /bot|crawl|spider|slurp|scrap|fetch|preview|monitor|lighthouse|pagespeed|headless|phantom|selenium|puppeteer|playwright|curl|wget|python|java\/|go-http|node|axios|okhttp|httpclient|facebookexternalhit|embedly|bingpreview|whatsapp|telegram/i;

/** A user agent that is a program, not a person's browser (or none at all). */
export function isBot(userAgent: string): boolean {
  return userAgent.length < 20 || BOT.test(userAgent);
}

export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return "tablet";
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "phone";
  return "desktop";
}

export function browserOf(userAgent: string): string {
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return "Edge";
  if (/OPR\/|Opera/.test(userAgent)) return "Opera";
  if (/SamsungBrowser\//.test(userAgent)) return "Samsung Internet";
  if (/Firefox\/|FxiOS\//.test(userAgent)) return "Firefox";
  if (/Chrome\/|CriOS\//.test(userAgent)) return "Chrome";
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) return "Safari";
  return "Other";
}
