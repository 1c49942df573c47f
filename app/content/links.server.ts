import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { CollectionDefinition } from "./collection";
import { collections } from "./collections";
import type { Content } from "./load.server";

/**
 * Every path the content links to (a link field, a link or image in Markdown)
 * must be a page of the site, in its exact spelling, or a file under public/.
 * Run by the build (react-router.config.ts) and the content tests; the built-site
 * check (scripts/audit/static-checks.ts) then checks every link of every page,
 * section ids included.
 */
export function brokenContentLinks(
  content: Content,
  isPage: (path: string) => boolean,
  publicDir = "public",
): string[] {
  const resolves = (target: string) => {
    const path = target.split(/[?#]/)[0]!;
    if (path === "" || isPage(path)) return true;
    const file = join(publicDir, decodeURIComponent(path));
    return existsSync(file) && statSync(file).isFile();
  };
  return contentLinks(content)
    .filter((link) => !resolves(link.target))
    .map(
      (link) =>
        `${link.where}: ${link.field}: links to ${link.target}, which is not a page or a file of the site`,
    );
}

/** A path the content links to (or draws, for a picture), and where it says so. */
export interface ContentLink {
  target: string;
  /** The file: content/news/x.md. */
  where: string;
  /** The field, as the schema names it: body, hero, sections[2].cta.href. */
  field: string;
}

/** Every site path in a collection's value: a link field, or a link or image in Markdown. */
function linksIn(value: unknown, where: string, field: string, into: ContentLink[]) {
  if (typeof value === "string") {
    const targets = /^\/(?!\/)\S*$/.test(value)
      ? [value]
      : [...value.matchAll(/\]\((\/(?!\/)[^)\s]*)/g)].map((match) => match[1]!);
    for (const target of targets) into.push({ target, where, field });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => linksIn(item, where, `${field}[${index}]`, into));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "file" || key === "slug") continue;
      linksIn(item, where, field ? `${field}.${key}` : key, into);
    }
  }
}

/** Every site path one entry (a news post, say) links to or draws. */
export function entryLinks(entry: { file: string }): ContentLink[] {
  const links: ContentLink[] = [];
  linksIn(entry, entry.file, "", links);
  return links;
}

/** Every site path the content links to or draws, with its file and field. */
export function contentLinks(content: Content): ContentLink[] {
  const links: ContentLink[] = [];
  for (const [name, definition] of Object.entries(collections) as [
    string,
    CollectionDefinition,
  ][]) {
    // Redirects name old addresses that are no pages by design: app/content/redirects/ checks them.
    if (name === "redirects") continue;
    const value = content[name as keyof Content];
    if (definition.kind === "file") linksIn(value, `content/${definition.path}`, "", links);
    else
      for (const entry of value as unknown as { file: string }[])
        linksIn(entry, entry.file, "", links);
  }
  return links;
}
