import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseContentText } from "../../app/content/load.server";
import {
  ContentFormatError,
  editorForm,
  parseEditorFrontMatter,
  parseEditorYaml,
  saveEditorEntry,
  stringifyEditorFrontMatter,
  stringifyEditorYaml,
} from "./content-format";
import { editedFiles } from "./content-inventory";
import { sameMeaning } from "./content-meaning";
import { markdownToSlate, slateToMarkdown } from "./markdown-body";
import { yamlComments } from "./yaml-comments";
import { UNICODE_WORDS } from "../../tests/setup/unicode-words";

const { files, unclaimed } = editedFiles(process.cwd());

/** The lines of `after` that are not in `before`, and the reverse (a line diff's + and - counts). */
function changedLines(before: string, after: string): { added: string[]; removed: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  return {
    added: b.filter((line) => !a.includes(line)),
    removed: a.filter((line) => !b.includes(line)),
  };
}

describe("content/ is stored in the form the editor writes", () => {
  it("finds the content files, each in a collection the editor edits", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(unclaimed).toEqual([]);
  });

  it.each(files.map((file) => [file.path, file] as const))(
    "%s is unchanged by the editor's parse and write (run npx tsx scripts/cms/normalise-content.ts)",
    (_path, file) => {
      const text = readFileSync(file.path, "utf8");
      expect(editorForm(text, file.format, file.fieldOrder)).toBe(text);
    },
  );

  const markdownFiles = files.filter((file) => file.format === "markdown");

  it.each(markdownFiles.map((file) => [file.path, file] as const))(
    "%s: its body is written back unchanged by the editor's rich-text widget",
    (_path, file) => {
      const { body } = parseEditorFrontMatter(readFileSync(file.path, "utf8"));
      expect(typeof body).toBe("string");
      // Saved without its Slate editor normalising the value, as on a save that changes a
      // field other than the body (editorForm covers the normalised one). The widget trims
      // the end; the file's final line break comes back when the entry is saved (entryToRaw).
      expect(`${slateToMarkdown(markdownToSlate(body as string))}\n`).toBe(body);
    },
  );

  it.each(files.map((file) => [file.path, file] as const))(
    "%s: the editor reads the same data from it as the site does",
    (_path, file) => {
      const text = readFileSync(file.path, "utf8");
      const site = parseContentText(text, file.format);
      if (file.format === "yaml") {
        expect(parseEditorYaml(text)).toEqual(site);
        return;
      }
      const { body = "", ...fields } = parseEditorFrontMatter(text);
      // The site trims the body; the editor keeps it as the file has it.
      expect({ ...fields, body: String(body).trim() }).toEqual(site);
    },
  );

  it.each(files.map((file) => [file.path, file] as const))(
    "%s holds no YAML comment (the editor drops comments at its first save)",
    (_path, file) => {
      const comments = yamlComments(readFileSync(file.path, "utf8"), file.format);
      expect(
        comments.map(
          (c) =>
            `line ${c.line}: "# ${c.text}": the editor at /admin drops comments on every save; put what it says in the field's hint (app/content/schema) or docs/content.md`,
        ),
      ).toEqual([]);
    },
  );

  it("changing one post's title in the editor changes that line only, body included", () => {
    const posts = files.filter((file) => file.collection === "news");
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const text = readFileSync(post.path, "utf8");
      const entry = parseEditorFrontMatter(text);
      // Saved as if the widget had written the body (it does once anything in the body changes).
      const saved = saveEditorEntry(
        { ...entry, title: "A title nobody wrote before" },
        post.fieldOrder,
      );
      expect(changedLines(text, saved), post.path).toEqual({
        added: ["title: A title nobody wrote before"],
        removed: [text.split("\n").find((line) => line.startsWith("title:"))],
      });
    }
  });
});

describe("the editor's serialisers", () => {
  it("write the top-level keys in the order of the fields and fold long text at 80 columns", () => {
    const summary =
      "The war of Ground Zero takes to the air. Our next tactical game puts you in the cockpit above the squads.";
    const text = stringifyEditorYaml({ summary, tags: ["Games"], title: "Red Skies" }, [
      "title",
      "summary",
      "tags",
    ]);
    expect(text.split("\n")[0]).toBe("title: Red Skies");
    expect(Math.max(...text.split("\n").map((line) => line.length))).toBeLessThanOrEqual(80);
    expect(parseEditorYaml(text)).toEqual({ title: "Red Skies", summary, tags: ["Games"] });
  });

  it("refuse a file that is not YAML, naming the problem", () => {
    expect(() => parseEditorYaml("title: [unclosed")).toThrow(ContentFormatError);
    expect(() => editorForm("just: a: value", "yaml", [])).toThrow(ContentFormatError);
    expect(() => editorForm("- a list\n", "yaml", [])).not.toThrow();
    expect(() => editorForm("plain text", "yaml", [])).toThrow(
      "a content file must hold a mapping or a list",
    );
  });

  it("refuse a body that is not text", () => {
    expect(() => stringifyEditorFrontMatter({ title: "x", body: 3 })).toThrow(ContentFormatError);
  });

  // Values the editor's fields hold: any text (unicode graphemes, astral characters, combining
  // marks, right-to-left scripts, no-break spaces), text that YAML would read as something else
  // unquoted, text over several lines, and text long enough to be folded at 80 columns.
  const word = fc.constantFrom(
    "studio",
    "Bengaluru",
    ...UNICODE_WORDS,
    "x: y",
    "#tag",
    "- dash",
    "yes",
  );
  const text = fc.oneof(
    fc.string({ maxLength: 120 }),
    fc.string({ unit: "grapheme", maxLength: 120 }),
    fc.string({ unit: "binary", maxLength: 60 }),
    fc.constantFrom(
      "yes",
      "no",
      "on",
      "off",
      "null",
      "~",
      "true",
      "2026-09-16",
      "0x1F",
      "1e3",
      ".inf",
      "- x",
      "#",
      "#c",
      "a: b",
      ": ",
      "key: value # not a comment",
      "!tag",
      "&anchor",
      "*alias",
      "'single'",
      '"double"',
      "|",
      ">",
      "%YAML",
      "@handle",
      "[a, b]",
      "{a: 1}",
      "e\u0301",
      "שלום עולם",
      "مرحبا بالعالم",
      "a\u00a0b",
      "𝒜 🎮 𐍈",
    ),
    fc
      .array(fc.string({ unit: "grapheme", maxLength: 40 }), { minLength: 2, maxLength: 4 })
      .map((lines) => lines.join("\n")),
    fc.array(word, { minLength: 12, maxLength: 40 }).map((words) => words.join(" ")),
  );
  const key = fc.stringMatching(/^[a-z][a-zA-Z]{0,11}$/);
  const value = fc.oneof(
    text,
    fc.array(text, { maxLength: 4 }),
    fc.array(fc.dictionary(key, text, { minKeys: 1, maxKeys: 3 }), { maxLength: 3 }),
    fc.boolean(),
    fc.integer(),
  );
  const fields = fc.dictionary(key, value, { minKeys: 1, maxKeys: 6 });

  // Left out: a text of nothing but whitespace other than the ASCII space (U+0085, U+2028,
  // U+3000...). Decap's YAML writer leaves it unquoted and it reads back as null (or as
  // nothing); the collection's schema refuses the file when it is published, naming the
  // field, so nothing is lost silently. These properties are about what it writes otherwise.
  const blank = (v: unknown): boolean =>
    (typeof v === "string" && /^[\s\u0085\u180e]+$/u.test(v)) ||
    (Array.isArray(v) && v.some(blank)) ||
    (typeof v === "object" && v !== null && Object.values(v).some(blank));

  it("write YAML the site and the editor read back as the same data, and that the editor leaves as it is", () => {
    fc.assert(
      fc.property(fields, (data) => {
        fc.pre(!blank(data));
        const order = Object.keys(data).reverse();
        const written = stringifyEditorYaml(data, order);
        expect(parseContentText(written, "yaml")).toEqual(data);
        expect(parseEditorYaml(written)).toEqual(data);
        expect(editorForm(written, "yaml", order)).toBe(written);
      }),
      { numRuns: 400 },
    );
  });

  it("write front matter and a body the site and the editor read back as the same data", () => {
    // Bodies of paragraphs around a list (markdown-body.test.ts draws richer ones).
    const paragraph = fc
      .array(
        word.filter((w) => !w.startsWith("-")),
        { minLength: 1, maxLength: 30 },
      )
      .map((words) => words.join(" "));
    const list = fc
      .array(paragraph, { minLength: 1, maxLength: 4 })
      .map((items) => items.map((item) => `- ${item}`).join("\n"));
    const body = fc
      .tuple(
        fc.array(paragraph, { maxLength: 3 }),
        fc.option(list),
        fc.array(paragraph, { minLength: 1, maxLength: 2 }),
      )
      .map(([before, items, after]) =>
        [...before, ...(items ? [items] : []), ...after].join("\n\n"),
      );
    fc.assert(
      fc.property(fields, body, (data, markdown) => {
        fc.pre(!blank(data));
        // Left out too: front matter whose last line ends in spaces (a text of several lines,
        // last in the entry). gray-matter trims the YAML it writes, so the editor drops those
        // spaces; the schemas trim every text, so the site draws the same.
        const yaml = stringifyEditorYaml(data);
        fc.pre(yaml.trimEnd() === yaml.slice(0, -1));
        const written = saveEditorEntry({ ...data, body: markdown });
        const site = parseContentText(written, "markdown") as { body: string };
        const { body: saved, ...front } = site;
        expect(front).toEqual(data);
        const { body: editorBody, ...editorFront } = parseEditorFrontMatter(written);
        expect(editorFront).toEqual(data);
        // The editor keeps the file's final line break in the body; the site trims it.
        expect(String(editorBody).trim()).toBe(saved);
        expect(
          sameMeaning(stringifyEditorFrontMatter({ ...data, body: markdown }), written, "markdown"),
        ).toBe(true);
        expect(editorForm(written, "markdown", [])).toBe(written);
      }),
      // The widget writes the body each run (about 15 ms here).
      { numRuns: 200 },
    );
  }, 60_000);
});
