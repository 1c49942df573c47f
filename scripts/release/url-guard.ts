/**
 * No live URL is dropped by accident (issue 40). A page that the live site (or
 * the committed list, deploy/public-urls.txt) has and the new build has not must
 * be answered by a redirect or marked gone in content/redirects.yaml; otherwise
 * the release stops here and names the URLs. `npm test` checks the committed list
 * against the page registry (app/content/public-urls.test.ts).
 *
 *   tsx scripts/release/url-guard.ts --write   rewrites deploy/public-urls.txt
 *                                              from the page registry
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathKey } from "../../app/lib/paths";

/** The committed list of public URLs (paths, one a line), for `npm test`. */
export const PUBLIC_URLS_FILE = join("deploy", "public-urls.txt");
/** What the build writes beside its pages: the old addresses its redirects answer. */
export const REDIRECTS_FILE = "redirects.json";

/** Paths of `before` that `after` no longer has and no redirect (or gone entry) answers. */
export function droppedUrls(
  before: readonly string[],
  after: readonly string[],
  redirected: readonly string[],
): string[] {
  const kept = new Set([...after, ...redirected].map(pathKey));
  return [...new Set(before)].filter((path) => !kept.has(pathKey(path))).sort();
}

/** What the editor or developer reads when URLs would be dropped: which, and how to fix it. */
export function urlGuardMessage(dropped: readonly string[], against: string): string {
  return [
    `${dropped.length} public ${dropped.length === 1 ? "address would" : "addresses would"} stop answering (compared with ${against}):`,
    ...dropped.map((path) => `  ${path}`),
    "For each, add an entry to content/redirects.yaml (in /admin: Redirects):",
    "  - from: <the old address>   to: <its new page>   type: permanent   (the page moved or was renamed)",
    "  - from: <the old address>   type: gone                            (removed on purpose: visitors get 410 Gone)",
    "or restore the page.",
  ].join("\n");
}

/** The paths of a build's sitemap (every public page). */
export function sitemapPaths(clientDir: string): string[] {
  const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** The old addresses a build's redirects answer (written by scripts/write-nginx-redirects.ts). */
export function redirectedPaths(buildDir: string): string[] {
  const file = join(buildDir, REDIRECTS_FILE);
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, "utf8")) as { from: string }[]).map((rule) => rule.from);
}

/** The committed list's paths (blank lines and # comments skipped). */
export function listedPaths(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

/**
 * The release's check: the live release's pages (its sitemap) and the old addresses
 * its redirects answer, or the committed
 * list on a first release, against the new build's pages and redirects. Throws
 * with the message above; returns what it compared.
 */
export function guardPublicUrls(liveRelease: string | null, newRelease: string): string {
  const build = join(newRelease, "build");
  const liveSitemap = liveRelease ? join(liveRelease, "build", "client") : null;
  const [before, against] =
    liveSitemap && existsSync(join(liveSitemap, "sitemap.xml"))
      ? // Its old addresses too: dropping a redirect or a gone entry breaks them as well.
        [
          [...sitemapPaths(liveSitemap), ...redirectedPaths(join(liveRelease!, "build"))],
          "the live release",
        ]
      : [listedPaths(readFileSync(join(newRelease, PUBLIC_URLS_FILE), "utf8")), PUBLIC_URLS_FILE];
  const dropped = droppedUrls(before, sitemapPaths(join(build, "client")), redirectedPaths(build));
  if (dropped.length > 0) throw new Error(urlGuardMessage(dropped, against));
  return `all ${before.length} public addresses of ${against} still answer`;
}

async function writeList() {
  const { pages } = await import("../../app/content/pages");
  const header = [
    "# The site's public addresses (one a line), as the page registry lists them.",
    "# npm test refuses a change that drops one of them without a redirect or a gone",
    "# entry in content/redirects.yaml. Refresh: tsx scripts/release/url-guard.ts --write",
  ];
  writeFileSync(
    PUBLIC_URLS_FILE,
    `${[...header, ...pages().map((page) => page.path)].join("\n")}\n`,
  );
  console.log(`wrote ${pages().length} addresses to ${PUBLIC_URLS_FILE}`);
}

if (process.argv[1]?.endsWith("url-guard.ts") && process.argv.includes("--write"))
  await writeList();
