import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { findPage } from "../pages";
import { content, contentDirectory } from "../load.server";
import { collections } from "../collections";
import { siteUrl } from "../../lib/site-url.server";
import { entryLines, redirectTable, type RedirectTable } from "./rules";

const built = new WeakMap<object, RedirectTable>();

/**
 * The editor's redirects (content/redirects.yaml), checked against the published
 * pages and flattened: what the Node server applies (server/redirects.ts), what
 * nginx's generated configuration says (scripts/write-nginx-redirects.ts), and
 * what the build refuses when a problem is listed.
 */
export function siteRedirects(): RedirectTable {
  const loaded = content();
  let table = built.get(loaded);
  if (!table) {
    const relative = collections.redirects.path;
    const file = join(contentDirectory(), relative);
    const lines = existsSync(file) ? entryLines(readFileSync(file, "utf8")) : [];
    table = redirectTable(
      loaded.redirects.redirects,
      (path) => findPage(path)?.path,
      `content/${relative}`,
      lines,
      new URL(siteUrl()).hostname,
    );
    built.set(loaded, table);
  }
  return table;
}
