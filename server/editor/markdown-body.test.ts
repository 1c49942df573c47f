import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../app/lib/markdown.server";
import { publicMedia } from "../../app/lib/media.server";
import {
  editorMarkdown,
  markdownToSlate,
  normaliseInEditor,
  slateToMarkdown,
} from "./markdown-body";
import { UNICODE_WORDS } from "../../tests/setup/unicode-words";

/** What the site draws from a body (app/lib/markdown.server.ts): the meaning the editor must keep. */
const media = publicMedia();
const html = (markdown: string) => renderMarkdown(markdown, { media }).html;

describe("a Markdown body as the editor's rich-text widget writes it", () => {
  it("turns every bullet into *, and leaves the rest of what content/ uses as it is", () => {
    const body = [
      "## Why we are growing {#growing}",
      'Black Meridian: *Ground Zero* and **Beyonders** ship in December; read [our story](/about "About us").',
      "- **Engineering:** Gameplay Programmer",
      "- **Art:** 3D Environment Artist",
      '![A village under a green moon](/art/curse-of-the-hollow-village-1200.webp "Curse of the Hollow Village")',
      "1. **Apply** through the careers form.\n2. **An intro call** with the hiring lead.",
    ].join("\n\n");
    const saved = editorMarkdown(body);
    expect(saved).toBe(
      body.replace(
        "- **Engineering:** Gameplay Programmer\n\n- **Art:**",
        "* **Engineering:** Gameplay Programmer\n* **Art:**",
      ),
    );
    expect(html(saved)).toBe(html(body.replace("Programmer\n\n- **Art", "Programmer\n- **Art")));
  });

  it("writes emphasis with *, rules as - - -, setext headings and indented code in their other form, with the same HTML", () => {
    const cases: [string, string][] = [
      ["Text with _under_ and __strong__", "Text with *under* and **strong**"],
      ["+ one\n+ two", "* one\n* two"],
      ["Para\n\n***\n\nPara", "Para\n\n- - -\n\nPara"],
      ["Heading\n=======", "# Heading"],
      ["    indented code", "```\nindented code\n```"],
      ["Line one  \nline two", "Line one\\\nline two"],
      ["Trailing spaces and lines   \n\n\n", "Trailing spaces and lines"],
    ];
    for (const [written, saved] of cases) {
      expect(editorMarkdown(written)).toBe(saved);
      expect(html(saved)).toBe(html(written));
    }
  });

  // Constructs the widget does not write back with the same meaning. None is in content/
  // (every body there is in the widget's form, content-format.test.ts); docs/content.md
  // tells editors to avoid them.
  it("makes a loose list tight, a nested list loose, two lists or quotes in a row one, and splits pictures written on adjacent lines", () => {
    const cases: [string, string][] = [
      ["- one\n\n- two", "* one\n* two"],
      ["- outer\n  - inner\n- next", "* outer\n\n  * inner\n* next"],
      ["![a](/a.png)\n![b](/b.png)", "![a](/a.png)\n\n![b](/b.png)"],
      ["- one\n\n* two", "* one\n* two"],
      ["> one\n\n> two", "> one\n>\n> two"],
    ];
    for (const [written, saved] of cases) {
      expect(editorMarkdown(written)).toBe(saved);
      expect(html(saved)).not.toBe(html(written));
    }
  });

  it("keeps what the site shows as text (raw HTML, an escaped marker) as it is", () => {
    for (const body of ["<div>raw</div>", "\\*not emphasis\\*", "\\# not a heading", "a <b> c"])
      expect(editorMarkdown(body)).toBe(body);
  });

  it("normalises in the Slate editor as the widget does: adjacent lists of one kind become one", () => {
    // Two lists side by side, as pasting or deleting the paragraph between them leaves them.
    const value = [...markdownToSlate("- a"), ...markdownToSlate("- b")];
    expect(value).toHaveLength(2);
    expect(slateToMarkdown(normaliseInEditor(value))).toBe("* a\n* b");
    expect(slateToMarkdown(value)).not.toBe("* a\n* b");
  });

  // Bodies as people write them in content/: paragraphs of any text (unicode, astral
  // characters, combining marks, right-to-left scripts, no-break spaces, punctuation),
  // emphasis, links, headings with an address, tight lists of either bullet, numbered
  // lists, block quotes, fenced code and a picture alone in its paragraph.
  const word = fc.oneof(
    fc.stringMatching(/^[A-Za-z][a-z]{0,9}$/),
    fc.constantFrom(
      "Bengaluru,",
      ...UNICODE_WORDS,
      "AI/ML",
      "3D",
      "2026:",
      "(beta)",
      "it's",
      "—",
      "&",
      "#1",
      "50%",
    ),
  );
  const words = fc.array(word, { minLength: 1, maxLength: 14 }).map((w) => w.join(" "));
  const inline = fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: words },
        words.map((w) => `*${w}*`),
        words.map((w) => `**${w}**`),
        words.map((w) => `[${w}](/careers#open-positions)`),
        words.map((w) => `[${w}](https://example.com/a "${w}")`),
        fc.stringMatching(/^[a-z]{1,8}$/).map((w) => `\`${w}\``),
      ),
      { minLength: 1, maxLength: 6 },
    )
    .map((parts) => parts.join(" "));
  const list = (marker: (i: number) => string) =>
    fc
      .array(inline, { minLength: 1, maxLength: 5 })
      .map((items) => items.map((item, i) => `${marker(i)} ${item}`).join("\n"));
  const block = fc.oneof(
    { weight: 4, arbitrary: inline },
    fc
      .tuple(fc.integer({ min: 1, max: 4 }), words)
      .map(([level, w]) => `${"#".repeat(level)} ${w}`),
    words.map((w) => `## ${w} {#section-one}`),
    list(() => "-"),
    list(() => "*"),
    list((i) => `${i + 1}.`),
    inline.map((p) => `> ${p}`),
    fc.stringMatching(/^[a-z =();]{1,30}$/).map((code) => `\`\`\`ts\n${code}\n\`\`\``),
    words.map((w) => `![${w}](/art/hyperflight-arena-1200.webp "${w}")`),
  );
  // Two lists in a row (a different bullet, or a number after a bullet), or two quotes, are one once saved.
  const isContainer = (text: string) => /^([-*>]|\d+\.) /.test(text);
  const body = fc
    .array(block, { minLength: 1, maxLength: 8 })
    .filter(
      (blocks) => !blocks.some((b, i) => i > 0 && isContainer(b) && isContainer(blocks[i - 1]!)),
    )
    .map((blocks) => blocks.join("\n\n"));

  it("draws the same HTML on the site after the editor writes it, and is then left as it is", () => {
    fc.assert(
      fc.property(body, (markdown) => {
        const saved = editorMarkdown(markdown);
        expect(html(saved)).toBe(html(markdown));
        // A second save, normalised in Slate or not, changes nothing.
        expect(editorMarkdown(saved)).toBe(saved);
        expect(slateToMarkdown(markdownToSlate(saved))).toBe(saved);
      }),
      // The widget parses and writes a body four times a run (about 40 ms here).
      { numRuns: 120 },
    );
  }, 60_000);
});
