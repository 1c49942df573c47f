/**
 * Whether two texts of one content file mean the same to the site: the data its loader
 * reads (app/content/load.server.ts) is the same, and a Markdown body, where its text
 * differs, draws the same HTML through the site's one Markdown renderer
 * (app/lib/markdown.server.ts). The normalising script writes a file only when this holds
 * (scripts/cms/normalise-content.ts), and the editor's round-trip tests use it.
 */
import { isDeepStrictEqual } from "node:util";
import { parseContentText } from "../../app/content/load.server";
import { renderMarkdown, type MarkdownOptions } from "../../app/lib/markdown.server";

export function sameMeaning(
  before: string,
  after: string,
  format: "yaml" | "markdown",
  markdownOptions: MarkdownOptions = {},
): boolean {
  const a = parseContentText(before, format);
  const b = parseContentText(after, format);
  if (format === "yaml") return isDeepStrictEqual(a, b);
  const { body: bodyA, ...fieldsA } = a as { body: string };
  const { body: bodyB, ...fieldsB } = b as { body: string };
  return (
    isDeepStrictEqual(fieldsA, fieldsB) &&
    (bodyA === bodyB ||
      renderMarkdown(bodyA, markdownOptions).html === renderMarkdown(bodyB, markdownOptions).html)
  );
}
