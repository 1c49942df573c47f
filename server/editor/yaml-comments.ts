/**
 * The comments of a content file's YAML (a YAML file, or a Markdown file's front matter).
 * The editor at /admin drops every comment at its first save of a file, so content/ holds
 * none: what a comment would say belongs in the field's hint (app/content/schema) or the
 * collection's description, which the editor shows, or in docs/content.md.
 */
import { isNode, parseDocument, visit } from "yaml";

export interface YamlComment {
  /** The comment's first line in the file (1-based). */
  line: number;
  text: string;
}

export function yamlComments(source: string, format: "yaml" | "markdown"): YamlComment[] {
  let yaml = source.replace(/^\uFEFF/, "");
  let offset = 0;
  if (format === "markdown") {
    const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(yaml);
    if (!match) return [];
    yaml = match[1]!;
    offset = 1;
  }
  // The parser knows where comments are (it keeps them on the node that follows or precedes
  // them), not on which line; the line is found in the text, in order, after the last one found.
  const texts: string[] = [];
  const document = parseDocument(yaml);
  const add = (text: string | null | undefined) => {
    if (text) texts.push(...text.split("\n").filter((line) => line.trim() !== ""));
  };
  add(document.commentBefore);
  visit(document, (_key, node) => {
    if (isNode(node)) {
      add(node.commentBefore);
      add(node.comment);
    }
  });
  add(document.comment);
  const lines = yaml.split(/\r?\n/);
  const commentOf = (line: string) => /(?:^|\s)#(.*)$/.exec(line)?.[1]?.trim();
  let from = 0;
  return texts.map((text) => {
    const index = lines.findIndex((line, i) => i >= from && commentOf(line) === text.trim());
    if (index >= 0) from = index + 1;
    return { line: (index >= 0 ? index + 1 : from) + offset, text: text.trim() };
  });
}
