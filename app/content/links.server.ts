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
  const problems: string[] = [];
  const resolves = (target: string) => {
    const path = target.split(/[?#]/)[0]!;
    if (path === "" || isPage(path)) return true;
    const file = join(publicDir, decodeURIComponent(path));
    return existsSync(file) && statSync(file).isFile();
  };
  const visit = (value: unknown, where: string, field: string) => {
    if (typeof value === "string") {
      const targets = /^\/(?!\/)\S*$/.test(value)
        ? [value]
        : [...value.matchAll(/\]\((\/(?!\/)[^)\s]*)/g)].map((match) => match[1]!);
      for (const target of targets) {
        if (!resolves(target))
          problems.push(
            `${where}: ${field}: links to ${target}, which is not a page or a file of the site`,
          );
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, where, `${field}[${index}]`));
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "file" || key === "slug") continue;
        visit(item, where, field ? `${field}.${key}` : key);
      }
    }
  };
  for (const [name, definition] of Object.entries(collections) as [
    string,
    CollectionDefinition,
  ][]) {
    const value = content[name as keyof Content];
    if (definition.kind === "file") visit(value, `content/${definition.path}`, "");
    else for (const entry of value as unknown as { file: string }[]) visit(entry, entry.file, "");
  }
  return problems;
}
