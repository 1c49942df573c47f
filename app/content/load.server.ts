import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { parse as parseYaml, YAMLParseError } from "yaml";
import type { z } from "zod";
import {
  MAX_SLUG_LENGTH,
  type CollectionDefinition,
  type CollectionValue,
  type FolderCollection,
} from "./collection";
import { collections } from "./collections";
import { isPublished, studioToday } from "./news/schedule";

/**
 * Reads and validates every file under content/ against its collection's
 * schema (collections.ts). A bad file stops the build, the dev server and the
 * tests with a message per problem naming the file, the field and what is
 * wrong: "content/games/hyperflight-arena.yaml: platforms[1]: must not be empty".
 *
 * Content is read on the server only (loaders, the route table, the build's
 * scripts); pages get it through their loaders. In production it is read once;
 * anywhere else it is read again when a file changes, so what an editor saves
 * in /admin shows on the next page load without a restart.
 */

export type Content = { [K in keyof typeof collections]: CollectionValue<(typeof collections)[K]> };

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
  }
}

/** content/ beside the project, or CONTENT_DIR (the production server points it into its build). */
export function contentDirectory(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), "content");
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const extensions = { yaml: [".yaml", ".yml"], markdown: [".md"] } as const;

/** Where a file is, as editors and error messages name it: "content/games/x.yaml". */
function displayPath(dir: string, file: string): string {
  return ["content", ...relative(dir, file).split(sep)].join("/");
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) =>
      typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key),
    "",
  );
}

/** The raw data of one file: its YAML, or its front matter plus `body`. */
function readData(file: string, format: "yaml" | "markdown"): unknown {
  return parseContentText(readFileSync(file, "utf8"), format);
}

/** The raw data of a content file's text, as the site reads it (the editor's normaliser compares these). */
export function parseContentText(source: string, format: "yaml" | "markdown"): unknown {
  const text = source.replace(/^\uFEFF/, "");
  if (format === "yaml") return parseYaml(text, { uniqueKeys: true }) as unknown;
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error("must start with front matter between two --- lines");
  const front = parseYaml(match[1]!, { uniqueKeys: true }) as unknown;
  if (front === null || typeof front !== "object" || Array.isArray(front))
    throw new Error("its front matter must be a set of fields");
  return { ...front, body: match[2]!.trim() };
}

function validate<S extends z.ZodType>(
  dir: string,
  file: string,
  definition: CollectionDefinition<S>,
  problems: string[],
): z.infer<S> | undefined {
  const where = displayPath(dir, file);
  let data: unknown;
  try {
    data = readData(file, definition.format);
  } catch (error) {
    const detail =
      error instanceof YAMLParseError && error.linePos
        ? `line ${error.linePos[0].line}: ${error.message.split("\n")[0]}`
        : error instanceof Error
          ? error.message
          : String(error);
    problems.push(`${where}: ${detail}`);
    return undefined;
  }
  const result = definition.schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = fieldPath(issue.path);
    problems.push(`${where}: ${field ? `${field}: ` : ""}${issue.message}`);
  }
  return undefined;
}

function sortEntries(
  entries: { slug: string; [key: string]: unknown }[],
  definition: FolderCollection,
) {
  const key = definition.sortBy;
  const direction = definition.order === "descending" ? -1 : 1;
  return entries.sort((a, b) => {
    if (key) {
      const x = a[key] as number | string;
      const y = b[key] as number | string;
      if (x < y) return -direction;
      if (x > y) return direction;
    }
    return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
  });
}

function loadFolder(dir: string, definition: FolderCollection, problems: string[]) {
  const folder = join(dir, definition.path);
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => !name.startsWith("."));
  } catch {
    problems.push(`content/${definition.path}: the folder is missing`);
    return [];
  }
  const allowed: readonly string[] = extensions[definition.format];
  const entries: { slug: string; file: string; [key: string]: unknown }[] = [];
  for (const name of names.sort()) {
    const file = join(folder, name);
    const extension = extname(name);
    if (!allowed.includes(extension)) {
      problems.push(`${displayPath(dir, file)}: not a ${allowed.join(" or ")} file`);
      continue;
    }
    const slug = name.slice(0, -extension.length);
    if (!SLUG.test(slug)) {
      problems.push(
        `${displayPath(dir, file)}: the file name must be lower-case words joined by hyphens ("${slug}" is not)`,
      );
      continue;
    }
    if (slug.length > MAX_SLUG_LENGTH) {
      problems.push(
        `${displayPath(dir, file)}: the file name is the page's address and may have at most ${MAX_SLUG_LENGTH} characters (this one has ${slug.length}): rename the file`,
      );
      continue;
    }
    const data = validate(dir, file, definition, problems);
    if (data !== undefined)
      entries.push({ ...(data as object), slug, file: displayPath(dir, file) });
  }
  return sortEntries(entries, definition);
}

/** Reads and validates every collection under `dir`; throws ContentError listing every problem. */
export function loadContent(dir = contentDirectory()): Content {
  const problems: string[] = [];
  const loaded: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(collections) as [
    string,
    CollectionDefinition,
  ][]) {
    loaded[name] =
      definition.kind === "file"
        ? validate(dir, join(dir, definition.path), definition, problems)
        : loadFolder(dir, definition, problems);
  }
  if (problems.length > 0) throw new ContentError(problems);
  return loaded as Content;
}

/** Files and modification times under `dir`: changes when anything is saved, added or removed. */
function signature(dir: string): string {
  const parts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else parts.push(`${full}:${statSync(full).mtimeMs}`);
    }
  };
  walk(dir);
  return parts.join("|");
}

let cached: { dir: string; signature: string; content: Content } | undefined;
let published: { from: Content; today: string; content: Content } | undefined;

/** Every file as loaded, scheduled posts included (what the build validates). */
export function allContent(): Content {
  const dir = contentDirectory();
  if (cached?.dir === dir && process.env.NODE_ENV === "production") return cached.content;
  const current = signature(dir);
  if (cached?.dir === dir && cached.signature === current) return cached.content;
  cached = { dir, signature: current, content: loadContent(dir) };
  return cached.content;
}

/**
 * The site's content as published today: news posts dated after today (in the
 * studio's time zone, news/schedule.ts) are left out until their day. Production
 * reads the files once; development, the build and the tests look for changed
 * files on every call (about a millisecond).
 */
export function content(): Content {
  const all = allContent();
  const today = studioToday();
  if (published?.from !== all || published.today !== today) {
    published = { from: all, today, content: contentOn(all, today) };
  }
  return published.content;
}

/** The content as it is published on `day`: the news posts dated that day or before. */
export function contentOn(all: Content, day: string): Content {
  return { ...all, news: all.news.filter((post) => isPublished(post, day)) };
}
