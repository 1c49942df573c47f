/**
 * The form the editor at /admin writes a content file in, reproduced in Node so that
 * content/ can be stored in it (a save then changes only the lines the person changed)
 * and a test can hold every file to it (docs/decisions/0016-cms.md, revision of issue 41).
 *
 * Decap CMS 3.16.3's prebuilt bundle carries its own serialisers, which cannot be
 * imported from it; these are the same libraries at the versions it bundles, called
 * with the same options, as in decap-cms-core's `formats/yaml.ts` and
 * `formats/frontmatter.ts` (read in the bundle: the `!timestamp` tag, `createNode`,
 * the key sort, yaml 1.x's defaults `lineWidth: 80, minContentWidth: 20`):
 *  - YAML (`yaml` 1.10.2, aliased `yaml-v1` here because the site uses yaml 2): parsed
 *    with `parseDocument` and one custom tag (ISO timestamps as dates), written with
 *    `createNode` and `Document#toString`, the top-level keys sorted into the order of
 *    the collection's fields (keys the fields do not name keep their place);
 *  - front matter (`gray-matter` 4.0.3): the YAML above between `---` lines, then the
 *    body; without a final line break when the body has none (the formatter's `toFile`);
 *  - the Markdown body as the rich-text widget writes it (server/editor/markdown-body.ts,
 *    the widget's own serialisers run in Node): `*` bullets, the end trimmed;
 *  - then decap-cms-core's `entryToRaw` (3.19.1, read in the bundle) adds a final line
 *    break to whatever the formatter wrote, so every saved file ends with one.
 */
import matter from "gray-matter";
import YAML from "yaml-v1";
import type { Pair, Schema, YAMLMap } from "yaml-v1/types";
import { editorMarkdown } from "./markdown-body";

/** Decap's `!timestamp` tag: an ISO date-time with `Z` is read as a Date and written back as ISO. */
const timestampTag = {
  identify: (value: unknown) => value instanceof Date,
  default: true,
  tag: "!timestamp",
  test: /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2}(\.[0-9]+)?)Z$/,
  resolve: (text: string) => new Date(text),
  // Word for word Decap's (no content file holds a date-time: dates are YYYY-MM-DD, read as text).
  stringify: (value: unknown) => (value as Date).toISOString(),
};

export class ContentFormatError extends Error {}

/** Decap's `sortKeys`: by position in `order`; a key it does not name compares equal to any other. */
function byFieldOrder(order: readonly string[]) {
  return (a: Pair, b: Pair): number => {
    const indexA = order.indexOf(String(a.key));
    const indexB = order.indexOf(String(b.key));
    if (indexA === -1 || indexB === -1) return 0;
    return indexA - indexB;
  };
}

/** A YAML text as the editor reads it (its `yaml` formatter's `fromFile`). */
export function parseEditorYaml(text: string): unknown {
  const source = text && text.trim().endsWith("---") ? text.trim().slice(0, -3) : text;
  // The custom tag is the shape yaml 1.x accepts at run time (Decap's own); its typings
  // describe a default tag's `resolve` differently.
  const document = YAML.parseDocument(source, {
    customTags: [timestampTag as unknown as Schema.Tag],
    prettyErrors: true,
  });
  if (document.errors.length > 0)
    throw new ContentFormatError(document.errors.map((e) => e.message).join("\n"));
  return document.toJSON() as unknown;
}

/** Data as the editor writes it in a YAML file (its `yaml` formatter's `toFile`). */
export function stringifyEditorYaml(data: object, fieldOrder: readonly string[] = []): string {
  const contents = YAML.createNode(data) as YAMLMap;
  contents.items.sort(byFieldOrder(fieldOrder));
  const document = new YAML.Document();
  document.contents = contents;
  return document.toString();
}

const engines = {
  yaml: {
    parse: (input: string) => parseEditorYaml(input) as object,
    stringify: (data: object, options?: { sortedKeys?: string[] }) =>
      stringifyEditorYaml(data, options?.sortedKeys ?? []),
  },
};
const frontMatter = { language: "yaml", delimiters: "---", engines } as const;

/** A Markdown file with YAML front matter as the editor reads it: the fields, and `body` when there is text. */
export function parseEditorFrontMatter(text: string): Record<string, unknown> {
  const file = matter(text, frontMatter);
  return { ...file.data, ...(file.content.trim() ? { body: file.content } : {}) };
}

/** Fields and `body` as the editor writes them (its `frontmatter` formatter's `toFile`). */
export function stringifyEditorFrontMatter(
  data: Record<string, unknown>,
  fieldOrder: readonly string[] = [],
): string {
  const { body = "", ...fields } = data;
  if (typeof body !== "string") throw new ContentFormatError("body must be text");
  // gray-matter passes options it does not know (sortedKeys) on to the engine, as Decap relies on.
  const file = matter.stringify(body, fields, {
    ...frontMatter,
    sortedKeys: fieldOrder,
  } as matter.GrayMatterOption<string, typeof frontMatter> & { sortedKeys: readonly string[] });
  return !body.endsWith("\n") && file.endsWith("\n") ? file.slice(0, -1) : file;
}

/** decap-cms-core's `entryToRaw`: the formatter's text, with a final line break when it has none. */
function entryToRaw(text: string): string {
  return text.endsWith("\n") ? text : `${text}\n`;
}

/**
 * An entry as the editor saves it: its front matter and, when it has one, its body as the
 * rich-text widget writes it: any change in the body makes the widget write all of it
 * (issue 41 saw every `-` bullet become `*`); a body nobody touched is saved as it was read,
 * and a body in the widget's form is the same either way.
 */
export function saveEditorEntry(
  entry: Record<string, unknown>,
  fieldOrder: readonly string[] = [],
): string {
  const { body } = entry;
  return entryToRaw(
    stringifyEditorFrontMatter(
      typeof body === "string" ? { ...entry, body: editorMarkdown(body) } : entry,
      fieldOrder,
    ),
  );
}

/** A content file's text as the editor would write it back unchanged: `format` is the collection's. */
export function editorForm(
  text: string,
  format: "yaml" | "markdown",
  fieldOrder: readonly string[],
): string {
  if (format === "markdown") return saveEditorEntry(parseEditorFrontMatter(text), fieldOrder);
  const data = parseEditorYaml(text);
  if (data === null || typeof data !== "object")
    throw new ContentFormatError("a content file must hold a mapping or a list");
  return entryToRaw(stringifyEditorYaml(data, fieldOrder));
}
