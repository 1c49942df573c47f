import MarkdownIt, { type Token } from "markdown-it";

/**
 * Markdown from the content, rendered to HTML on the server (at build time for
 * prerendered pages): the browser receives HTML, never a Markdown parser.
 * Raw HTML in the Markdown is shown as text, and links are limited to safe
 * protocols (markdown-it's defaults). A heading may end in `{#address}` to set
 * its id (`## A section {#an-address}`); other headings get one
 * made from their text.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

const explicitId = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;

/** Lower-case words joined by hyphens: "Your rights: access" → "your-rights-access". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

md.core.ruler.push("heading_ids", (state) => {
  const { tokens } = state;
  tokens.forEach((token, index) => {
    if (token.type !== "heading_open") return;
    const inline = tokens[index + 1];
    if (!inline || inline.type !== "inline") return;
    const match = explicitId.exec(inline.content);
    if (match) {
      inline.content = inline.content.slice(0, match.index);
      const last = inline.children?.at(-1);
      if (last?.type === "text") last.content = last.content.replace(explicitId, "");
    }
    token.attrSet("id", match?.[1] ?? slugify(plainText(inline)));
  });
});

/** The text of an inline token, without its markup. */
function plainText(inline: Token): string {
  return (inline.children ?? [])
    .filter((child) => child.type === "text" || child.type === "code_inline")
    .map((child) => child.content)
    .join("")
    .trim();
}

/** A Markdown document as HTML. */
export function markdownHtml(source: string): string {
  return md.render(source);
}

/** One paragraph's worth of Markdown (links, emphasis) as HTML, without the <p>. */
export function inlineHtml(source: string): string {
  return md.renderInline(source);
}

export interface MarkdownSection {
  /** The heading's id: its {#address}, or made from its text. */
  id: string;
  /** The heading as plain text. */
  title: string;
  /** Everything under the heading, as HTML. */
  html: string;
}

/**
 * A document split at its `##` headings: what comes before the first one, and
 * each section with its id, title and body (the view draws the headings).
 */
export function markdownSections(source: string): { intro: string; sections: MarkdownSection[] } {
  const tokens = md.parse(source, {});
  const render = (part: Token[]) => md.renderer.render(part, md.options, {});
  const sections: MarkdownSection[] = [];
  const intro: Token[] = [];
  let current: { id: string; title: string; tokens: Token[] } | undefined;
  const finish = () => {
    if (current)
      sections.push({ id: current.id, title: current.title, html: render(current.tokens) });
  };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === "heading_open" && token.tag === "h2") {
      finish();
      const inline = tokens[index + 1]!;
      current = { id: String(token.attrGet("id") ?? ""), title: plainText(inline), tokens: [] };
      index += 2; // the heading's text and its closing tag
      continue;
    }
    if (current) current.tokens.push(token);
    else intro.push(token);
  }
  finish();
  return { intro: render(intro), sections };
}
