import { LineCounter, parseDocument } from "yaml";
import { pathKey } from "../../lib/paths";
import type { RedirectType } from "./schema";

/** One entry of content/redirects.yaml as the schema reads it. */
export interface RedirectEntry {
  from: string;
  to?: string | undefined;
  type: RedirectType;
}

/** What a request for an old address gets: a redirect (with its status) or 410 Gone. */
export type RedirectRule =
  { from: string; status: 301 | 302; to: string } | { from: string; status: 410 };

export interface RedirectTable {
  /** By `pathKey` of the old address. */
  rules: Map<string, RedirectRule>;
  /** Problems, each naming the file and line: the build stops on any. */
  problems: string[];
}

/** The longest old address accepted (no page of the site is longer). */
export const MAX_REDIRECT_PATH = 300;

/**
 * Paths the server answers itself, never an old address of a page: its own sections,
 * the files every site has at fixed places, and React Router's data requests.
 */
const RESERVED =
  /^\/(?:(?:admin|inbox|assets|pagefind|healthz|icons|og|img|art|video|api|\.well-known)(?:\/|$)|(?:robots\.txt|sitemap\.xml|favicon\.(?:ico|svg)|index\.html|__manifest|news\/(?:rss\.xml|feed\.json)|search\/results)$)|\.(?:data|html)$/i;

/**
 * A site path an old address may be: "/" then segments of ASCII letters, digits and
 * - . _ ~, no empty segment, no trailing slash, no query or fragment, no "." or ".."
 * segment, not one of the server's own paths. No percent-escapes: nginx matches the
 * decoded path and Node the raw one, so "/%61bout" would be /about to one and not the
 * other (every address this site ever published is plain ASCII).
 */
export function isRedirectablePath(path: string): boolean {
  if (path.length < 2 || path.length > MAX_REDIRECT_PATH || RESERVED.test(path)) return false;
  return (
    path.startsWith("/") &&
    path
      .slice(1)
      .split("/")
      .every(
        (segment) => /^[A-Za-z0-9\-._~]+$/.test(segment) && segment !== "." && segment !== "..",
      )
  );
}

/** An absolute https:// address another site may be sent to, or null. */
export function externalTarget(to: string): string | null {
  // Nothing nginx's configuration would read as its own ($ ; { }), one fragment at most.
  if (!/^https:\/\/[^\s"'<>\\$;{}`#]+(?:#[^\s"'<>\\$;{}`#]*)?$/.test(to)) return null;
  try {
    const url = new URL(to);
    return url.protocol === "https:" && url.hostname && !url.username && !url.password ? to : null;
  } catch {
    return null;
  }
}

/** One host, with or without "www." and the root's dot ("example.org." is "example.org"). */
function sameSite(host: string, siteHost: string): boolean {
  const bare = (name: string) =>
    name
      .toLowerCase()
      .replace(/\.+$/, "")
      .replace(/^www\./, "");
  return bare(host) === bare(siteHost);
}

/**
 * The line of each entry of the file's `redirects` list (1-based), for messages
 * that send the editor to the right place.
 */
export function entryLines(text: string): number[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const list = document.get("redirects", true) as
    { items?: { range?: [number, ...number[]] }[] } | undefined;
  return (list?.items ?? []).map((item) =>
    item.range ? lineCounter.linePos(item.range[0]).line : 0,
  );
}

/**
 * Checks the editor's redirects and flattens their chains. `pagePath` gives the
 * published page at a path in its own spelling (undefined when none); `file` and
 * `lines` name where each entry is written.
 */
export function redirectTable(
  entries: readonly RedirectEntry[],
  pagePath: (path: string) => string | undefined,
  file: string,
  lines: readonly number[] = [],
  siteHost?: string,
): RedirectTable {
  const problems: string[] = [];
  const where = (index: number) => `${file}${lines[index] ? `, line ${lines[index]}` : ""}`;
  const byKey = new Map<string, { entry: RedirectEntry; index: number }>();
  entries.forEach((entry, index) => {
    const from = entry.from.trim();
    if (!isRedirectablePath(from)) {
      problems.push(
        `${where(index)}: "${from}" is not an old address of the site (a path such as /services/old-name, without a query, a fragment or a trailing slash)`,
      );
      return;
    }
    const page = pagePath(from);
    if (page) {
      problems.push(
        `${where(index)}: ${from} is the published page ${page}: a redirect cannot replace a page (remove the redirect, or rename the page first)`,
      );
      return;
    }
    const key = pathKey(from);
    const earlier = byKey.get(key);
    if (earlier) {
      problems.push(`${where(index)}: ${from} is redirected already at ${where(earlier.index)}`);
      return;
    }
    const to = entry.to?.trim() ?? "";
    if (entry.type === "gone" && to) {
      problems.push(
        `${where(index)}: ${from} is marked gone, so it takes no new address (remove "${to}")`,
      );
      return;
    }
    if (entry.type !== "gone" && !to) {
      problems.push(`${where(index)}: ${from} needs a new address (or the kind Gone)`);
      return;
    }
    byKey.set(key, { entry: { ...entry, from, to }, index });
  });

  const rules = new Map<string, RedirectRule>();
  for (const [key, { entry, index }] of byKey) {
    if (entry.type === "gone") {
      rules.set(key, { from: entry.from, status: 410 });
      continue;
    }
    // Follow the chain to its end: a → b → c becomes a → c (kept permanent only if every step is).
    const seen = [entry.from];
    let to = entry.to!;
    let permanent = entry.type === "permanent";
    let outcome: RedirectRule | string;
    for (;;) {
      if (externalTarget(to) && siteHost && sameSite(new URL(to).hostname, siteHost)) {
        outcome = `${where(index)}: ${entry.from} goes to "${to}", the site's own full address: write its path (${new URL(to).pathname}) instead, so that the page is checked`;
        break;
      }
      if (externalTarget(to)) {
        outcome = { from: entry.from, status: permanent ? 301 : 302, to };
        break;
      }
      const [path = "", fragment, extra] = to.split("#", 3);
      if (extra !== undefined || (fragment !== undefined && !/^[A-Za-z0-9._~-]+$/.test(fragment))) {
        outcome = `${where(index)}: ${entry.from} goes to "${to}": what follows "#" names a place on the page, in letters, digits, "-", "_", "." or "~", once`;
        break;
      }
      if (!path.startsWith("/") || path.startsWith("//") || /[\s?\\]/.test(to)) {
        outcome = `${where(index)}: ${entry.from} goes to "${to}", which is neither a page of the site (a path such as /services/ai) nor an https:// address`;
        break;
      }
      const page = pagePath(path);
      if (page) {
        outcome = {
          from: entry.from,
          status: permanent ? 301 : 302,
          to: fragment === undefined ? page : `${page}#${fragment}`,
        };
        break;
      }
      const next = byKey.get(pathKey(path));
      if (!next) {
        outcome = `${where(index)}: ${entry.from} goes to ${path}, which is not a page of the site`;
        break;
      }
      if (seen.some((step) => pathKey(step) === pathKey(path))) {
        outcome = `${where(index)}: ${[...seen, path].join(" → ")} is a loop: change where one of them goes`;
        break;
      }
      seen.push(next.entry.from);
      if (next.entry.type === "gone") {
        outcome = { from: entry.from, status: 410 };
        break;
      }
      permanent &&= next.entry.type === "permanent";
      to = next.entry.to!;
    }
    if (typeof outcome === "string") problems.push(outcome);
    else rules.set(key, outcome);
  }
  return { rules, problems };
}

/** Where a request for `rule.from` goes, with the request's query string kept. */
export function redirectLocation(rule: RedirectRule & { to: string }, search: string): string {
  if (!search || search === "?") return rule.to;
  const [beforeFragment = "", fragment] = rule.to.split("#", 2);
  const joined = `${beforeFragment}${beforeFragment.includes("?") ? "&" : "?"}${search.replace(/^\?/, "")}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}
