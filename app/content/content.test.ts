import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_SLUG_LENGTH, type CollectionDefinition } from "./collection";
import { collections } from "./collections";
import { brokenContentLinks } from "./links.server";
import { ContentError, loadContent } from "./load.server";
import { findPage } from "./pages";

/**
 * The content under content/ is what the build validates (load.server.ts), and
 * every collection refuses a broken file with the file and the field named.
 * The broken files are made from each collection's own schema, so a new
 * collection is covered without editing this test.
 */
const isPage = (path: string) => findPage(path)?.path === path;

describe("the content", () => {
  it("is valid: every file matches its collection's schema", () => {
    expect(() => loadContent()).not.toThrow();
  });

  it("links only to pages and files of the site", () => {
    expect(brokenContentLinks(loadContent(), isPage)).toEqual([]);
  });
});

type JsonSchema = {
  type?: string;
  widget?: string;
  link?: boolean;
  format?: string;
  enum?: string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};

/** Paths (into a file's data) of the first field of each kind the schema has. */
function fieldsOfInterest(schema: JsonSchema, data: unknown) {
  const found: { required?: string[]; date?: string[]; choice?: string[]; link?: string[] } = {};
  const walk = (node: JsonSchema, value: unknown, path: string[]) => {
    if (node.type === "object" && node.properties && value && typeof value === "object") {
      for (const [key, child] of Object.entries(node.properties)) {
        const childValue = (value as Record<string, unknown>)[key];
        if (childValue === undefined) continue;
        if (!found.required && node.required?.includes(key)) found.required = [...path, key];
        walk(child, childValue, [...path, key]);
      }
    } else if (node.type === "array" && node.items && Array.isArray(value) && value.length > 0) {
      walk(node.items, value[0], [...path, "0"]);
    } else if (typeof value === "string") {
      if (!found.date && node.format === "date") found.date = path;
      if (!found.choice && node.enum) found.choice = path;
      if (!found.link && node.link && value.startsWith("/")) found.link = path;
    }
  };
  walk(schema, data, []);
  return found;
}

function setAt(data: Record<string, unknown>, path: string[], value: unknown) {
  let node: Record<string, unknown> = data;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

const fieldName = (path: string[]) =>
  path.reduce(
    (out, key) => (/^\d+$/.test(key) ? `${out}[${key}]` : out ? `${out}.${key}` : key),
    "",
  );

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe.each(Object.entries(collections) as [string, CollectionDefinition][])(
  "a broken file of %s",
  (_name, definition) => {
    const relativeFile =
      definition.kind === "file"
        ? definition.path
        : `${definition.path}/${readdirSync(join("content", definition.path)).sort()[0]}`;
    const text = readFileSync(join("content", relativeFile), "utf8");
    const front =
      definition.format === "markdown" ? /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text) : null;
    const data = parseYaml(front ? front[1]! : text) as Record<string, unknown>;
    const schema = z.toJSONSchema(definition.schema, { io: "input" }) as JsonSchema;
    const fields = fieldsOfInterest(schema, data);

    /** Loads a copy of content/ with this collection's file changed; returns the problems. */
    const problemsWith = (path: string[], value: unknown) => {
      const dir = mkdtempSync(join(tmpdir(), "content-test-"));
      scratch.push(dir);
      cpSync("content", dir, { recursive: true });
      const changed = structuredClone(data);
      setAt(changed, path, value);
      const serialised = stringifyYaml(changed);
      writeFileSync(
        join(dir, relativeFile),
        front ? `---\n${serialised}---\n${front[2]}` : serialised,
      );
      try {
        const content = loadContent(dir);
        return brokenContentLinks(content, isPage);
      } catch (error) {
        if (error instanceof ContentError) return [...error.problems];
        throw error;
      }
    };
    const where = `content/${relativeFile}`;

    it("has a required field to break", () => {
      expect(fields.required).toBeDefined();
    });

    if (fields.required)
      it("is refused when a required field is missing", () => {
        const problems = problemsWith(fields.required!, undefined);
        expect(
          problems.some((p) => p.startsWith(`${where}: ${fieldName(fields.required!)}:`)),
          problems.join("\n"),
        ).toBe(true);
      });

    if (fields.date)
      it("is refused when a date is not a date", () => {
        const problems = problemsWith(fields.date!, "next spring");
        expect(problems).toContain(
          `${where}: ${fieldName(fields.date!)}: must be a date written YYYY-MM-DD`,
        );
      });

    if (fields.choice)
      it("is refused when a choice is not one of its options", () => {
        const problems = problemsWith(fields.choice!, "not-an-option");
        expect(
          problems.some((p) => p.startsWith(`${where}: ${fieldName(fields.choice!)}:`)),
          problems.join("\n"),
        ).toBe(true);
      });

    if (fields.link)
      it("is refused when a link goes to a page that does not exist", () => {
        const problems = problemsWith(fields.link!, "/no-such-page");
        expect(problems).toContain(
          `${where}: ${fieldName(fields.link!)}: links to /no-such-page, which is not a page or a file of the site`,
        );
      });
  },
);

describe("a folder entry's file name (its address)", () => {
  /** The problems of a copy of content/ with the first news post renamed to `name`. */
  const problemsWithName = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), "content-test-"));
    scratch.push(dir);
    cpSync("content", dir, { recursive: true });
    const first = readdirSync(join(dir, "news")).sort()[0]!;
    cpSync(join(dir, "news", first), join(dir, "news", `${name}.md`));
    rmSync(join(dir, "news", first));
    try {
      loadContent(dir);
      return [];
    } catch (error) {
      if (error instanceof ContentError) return [...error.problems];
      throw error;
    }
  };

  it(`is refused beyond ${MAX_SLUG_LENGTH} characters, naming the file and the limit`, () => {
    const name = `a${"-b".repeat(MAX_SLUG_LENGTH / 2)}`;
    expect(problemsWithName(name)).toEqual([
      `content/news/${name}.md: the file name is the page's address and may have at most ${MAX_SLUG_LENGTH} characters (this one has ${MAX_SLUG_LENGTH + 1}): rename the file`,
    ]);
  });

  it(`is accepted at ${MAX_SLUG_LENGTH} characters`, () => {
    expect(problemsWithName(`ab${"-b".repeat(MAX_SLUG_LENGTH / 2 - 1)}`)).toEqual([]);
  });
});
