import MarkdownIt, { type Token } from "markdown-it";
import { absoluteUrlFromOrigin } from "./url";
import { publicMedia, type ImageView, type MediaResolver, type VideoView } from "./media.server";

/**
 * Markdown from content files (news posts, legal pages, long descriptions) to
 * HTML, for a page or for a feed. One module, so that every page draws
 * Markdown the same way:
 *
 *  - **No raw HTML.** HTML written in the Markdown shows as text; links go
 *    through markdown-it's own check (no javascript: or data: URLs).
 *  - **Headings** get an id from their text ("## Our values" is
 *    `id="our-values"`, made unique within the text), or the one written
 *    after them (`## Cookies {#cookies}`, for addresses other pages link to), and start at
 *    `minHeadingLevel` (default 2: the page's title is its one h1), so an
 *    editor's "# Heading" is an h2. `headings` lists them (a table of contents).
 *  - **Links** to other sites open in a new tab with `rel="noopener noreferrer"`
 *    and say so to screen readers, like `ButtonLink`; paths of the site stay as they are.
 *  - **Pictures** (`![what it shows](/images/news/x.png "optional caption")`)
 *    get their size and smaller variants (media.server.ts), are lazy, and a
 *    picture alone in its paragraph becomes a `<figure>` with the caption.
 *  - **Video loops**: a "picture" whose file is a video
 *    (`![what it shows](/video/hyperflight-arena.mp4)`) is a muted loop over
 *    its poster, marked `data-autoplay` so app/browser/enhance.ts plays it near
 *    the viewport and never under reduced motion; the poster carries the
 *    description, the video itself is hidden from screen readers (as `ArtVideo`).
 *
 * With `origin` (feeds), links and media are absolute, pictures are plain
 * `<img>` and videos have controls: no page script or stylesheet is assumed.
 *
 * The HTML carries layout classes only for the loop (poster and video share a
 * box); the text's look comes from the element that shows it (the news area's
 * `Prose`). Server-only: pages get the HTML from their loader.
 */

export interface MarkdownOptions {
  /** The level of "# Heading"; deeper headings follow (capped at 6). Default 2. */
  minHeadingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Sizes and variants of pictures and videos; default: the files under public/. */
  media?: MediaResolver;
  /** For feeds: make every path absolute on this origin (e.g. https://www.nebulaforge.studio). */
  origin?: string;
  /** The `sizes` of pictures in the text. Default: the width of a post's column. */
  sizes?: string;
}

export interface MarkdownHeading {
  level: number;
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: MarkdownHeading[];
}

const DEFAULT_SIZES = "(min-width: 768px) 45rem, calc(100vw - 2.5rem)";
const VIDEO_FILE = /\.(mp4|webm)(?:[?#].*)?$/i;
const EXTERNAL = /^https?:\/\//i;

// A type, not an interface: markdown-it takes any object with string keys as its env.
type Env = {
  options: Required<Omit<MarkdownOptions, "origin">> & { origin?: string };
  headings: MarkdownHeading[];
  ids: Map<string, number>;
};

const attr = (token: Token, name: string) => String(token.attrGet(name) ?? "");

const escape = (text: string) => markdown.utils.escapeHtml(text);

/** "Our values & goals" -> "our-values-goals". */
export function headingId(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "section";
}

const EXPLICIT_ID = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;

function uniqueId(env: Env, text: string): string {
  const base = headingId(text);
  const seen = env.ids.get(base) ?? 0;
  env.ids.set(base, seen + 1);
  return seen === 0 ? base : `${base}-${seen + 1}`;
}

const inlineText = (children: readonly Token[] | null) =>
  (children ?? [])
    .filter((child) => child.type === "text" || child.type === "code_inline")
    .map((child) => child.content)
    .join("")
    .trim();

/** A path of the site, made absolute in feeds. */
function url(env: Env, path: string): string {
  return env.options.origin && path.startsWith("/") && !path.startsWith("//")
    ? absoluteUrlFromOrigin(env.options.origin, path)
    : path;
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** Headings (level and id), pictures alone in a paragraph, links to other sites. */
markdown.core.ruler.push("studio", (state) => {
  const env = state.env as Env;
  const { tokens } = state;
  tokens.forEach((token, index) => {
    const inline = tokens[index + 1];
    if (token.type === "heading_open" && inline?.type === "inline") {
      const level = Math.min(6, Math.max(Number(token.tag.slice(1)), env.options.minHeadingLevel));
      const close = tokens[index + 2]!;
      token.tag = close.tag = `h${level}`;
      const explicit = EXPLICIT_ID.exec(inline.content);
      if (explicit) {
        const last = inline.children?.at(-1);
        if (last?.type === "text") last.content = last.content.replace(EXPLICIT_ID, "");
      }
      const text = inlineText(inline.children);
      const id = explicit ? explicit[1]! : uniqueId(env, text);
      token.attrSet("id", id);
      env.headings.push({ level, id, text });
    }
    if (token.type === "paragraph_open" && inline?.type === "inline") {
      const content = (inline.children ?? []).filter(
        (child) =>
          !(child.type === "softbreak" || (child.type === "text" && !child.content.trim())),
      );
      if (content.length === 1 && content[0]!.type === "image") {
        token.hidden = tokens[index + 2]!.hidden = true;
        content[0]!.meta = { block: true };
      }
    }
    if (token.type !== "inline") return;
    const open: Token[] = [];
    for (const child of token.children ?? []) {
      if (child.type === "link_open") {
        open.push(child);
        const href = attr(child, "href");
        if (EXTERNAL.test(href) && !env.options.origin) {
          child.attrSet("target", "_blank");
          child.attrSet("rel", "noopener noreferrer");
          child.meta = { external: true };
        } else child.attrSet("href", url(env, href));
      } else if (child.type === "link_close") {
        child.meta = open.pop()?.meta ?? null;
      }
    }
  });
});

markdown.renderer.rules.link_close = (tokens, index) =>
  (tokens[index]!.meta as { external?: boolean } | null)?.external
    ? '<span class="sr-only"> (opens in a new tab)</span></a>'
    : "</a>";

function sizeAttributes(view: { width?: number; height?: number }): string {
  return view.width && view.height ? ` width="${view.width}" height="${view.height}"` : "";
}

function pictureHtml(env: Env, view: ImageView, alt: string, className = ""): string {
  const classes = className ? ` class="${className}"` : "";
  if (env.options.origin)
    return `<img src="${escape(url(env, view.src))}" alt="${escape(alt)}"${sizeAttributes(view)}>`;
  const img = `<img src="${escape(view.src)}" alt="${escape(alt)}"${sizeAttributes(view)} loading="lazy" decoding="async"${classes}>`;
  if (view.sources.length === 0) return img;
  const sources = view.sources
    .map(
      (source) =>
        `<source type="${source.type}" srcset="${escape(source.srcSet)}" sizes="${escape(env.options.sizes)}">`,
    )
    .join("");
  return `<picture>${sources}${img}</picture>`;
}

/**
 * A picture on a line of its own, in a frame of its proportions that shows it
 * only after the first paint (`after-first-paint`, app.css: nothing but the
 * stylesheet loads before it; the frame keeps the picture's place). Feeds, and
 * pictures whose size is unknown, get the picture itself.
 */
function framedPictureHtml(env: Env, view: ImageView, alt: string): string {
  const picture = pictureHtml(env, view, alt, "h-full w-full object-cover");
  if (env.options.origin || !view.width || !view.height) return pictureHtml(env, view, alt);
  return `<span class="after-first-paint block" style="aspect-ratio:${view.width}/${view.height}">${picture}</span>`;
}

function videoHtml(env: Env, view: VideoView, alt: string): string {
  const sources = view.sources
    .map((source) => `<source src="${escape(url(env, source.src))}" type="${source.type}">`)
    .join("");
  const size = sizeAttributes(view.poster ?? {});
  if (env.options.origin) {
    const poster = view.poster ? ` poster="${escape(url(env, view.poster.src))}"` : "";
    const first = view.sources[0];
    const fallback = first ? `<a href="${escape(url(env, first.src))}">${escape(alt)}</a>` : "";
    return `<video controls muted loop playsinline preload="none"${poster}${size}>${sources}${fallback}</video>`;
  }
  const loop = `muted loop playsinline data-autoplay=""${size}`;
  if (!view.poster)
    return `<video ${loop} preload="metadata" aria-label="${escape(alt)}" class="aspect-video w-full object-cover">${sources}</video>`;
  return (
    `<span class="after-first-paint relative block aspect-video overflow-hidden">` +
    pictureHtml(env, view.poster, alt, "h-full w-full object-cover") +
    `<video ${loop} preload="none" aria-hidden="true" data-poster="${escape(view.poster.src)}" class="absolute inset-0 h-full w-full object-cover">${sources}</video>` +
    `</span>`
  );
}

markdown.renderer.rules.image = (tokens, index, options, envValue, self) => {
  const env = envValue as Env;
  const token = tokens[index]!;
  const src = attr(token, "src");
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  const caption = attr(token, "title");
  const block = (token.meta as { block?: boolean } | null)?.block === true;
  const media = VIDEO_FILE.test(src)
    ? videoHtml(env, env.options.media.video(src), alt)
    : block
      ? framedPictureHtml(env, env.options.media.image(src), alt)
      : pictureHtml(env, env.options.media.image(src), alt);
  if (!block) return media;
  return `<figure>${media}${caption ? `<figcaption>${escape(caption)}</figcaption>` : ""}</figure>\n`;
};

function environment(options: MarkdownOptions): Env {
  return {
    options: {
      minHeadingLevel: options.minHeadingLevel ?? 2,
      media: options.media ?? publicMedia(),
      sizes: options.sizes ?? DEFAULT_SIZES,
      ...(options.origin ? { origin: options.origin } : {}),
    },
    headings: [],
    ids: new Map(),
  };
}

/** Markdown to HTML (see the top of this file). */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): RenderedMarkdown {
  const env = environment(options);
  const html = markdown.render(source, env);
  return { html, headings: env.headings };
}

/**
 * A document split after its first paragraph (with any heading before it): the
 * opening (the lede) and the rest, as HTML. A document that has no paragraph
 * is all lede.
 */
export function renderMarkdownLede(
  source: string,
  options: MarkdownOptions = {},
): { lede: string; rest: string } {
  const env = environment(options);
  const tokens = markdown.parse(source, env);
  const end = tokens.findIndex((token) => token.type === "paragraph_close" && token.level === 0);
  const split = end < 0 ? tokens.length : end + 1;
  const render = (part: Token[]) => markdown.renderer.render(part, markdown.options, env);
  return { lede: render(tokens.slice(0, split)), rest: render(tokens.slice(split)) };
}

/** One paragraph's worth of Markdown (links, emphasis) as HTML, without the <p>. */
export function renderInlineMarkdown(source: string, options: MarkdownOptions = {}): string {
  return markdown.renderInline(source, environment(options));
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
 * A document split at its top-level headings (`##`, drawn as h2): what comes
 * before the first one, and each section with its id, title and body as HTML
 * (the page draws the headings itself, e.g. with a table of contents).
 */
export function renderMarkdownSections(
  source: string,
  options: MarkdownOptions = {},
): { intro: string; sections: MarkdownSection[] } {
  const env = environment(options);
  const tokens = markdown.parse(source, env);
  const render = (part: Token[]) => markdown.renderer.render(part, markdown.options, env);
  const sections: MarkdownSection[] = [];
  const intro: Token[] = [];
  let current: { id: string; title: string; tokens: Token[] } | undefined;
  const finish = () => {
    if (current)
      sections.push({ id: current.id, title: current.title, html: render(current.tokens) });
  };
  const top = `h${env.options.minHeadingLevel}`;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.type === "heading_open" && token.tag === top) {
      finish();
      current = {
        id: attr(token, "id"),
        title: inlineText(tokens[index + 1]!.children),
        tokens: [],
      };
      index += 2; // the heading's text and its closing tag
      continue;
    }
    (current ? current.tokens : intro).push(token);
  }
  finish();
  return { intro: render(intro), sections };
}
