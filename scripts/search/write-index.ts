import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import * as pagefind from "pagefind";
import type { SearchablePage } from "../../app/content/search/sections";

export interface SearchDocument extends SearchablePage {
  /** The page's prerendered HTML. */
  html: string;
}

export interface IndexReport {
  pages: number;
  /** The fragments kept, in bytes (gzip, as Pagefind writes them). */
  indexBytes: number;
}

/** Parts of a page that are not its content: menus, breadcrumbs, forms, pictures. */
const EXCLUDED = ["nav", "form", "svg", "[aria-hidden=true]", "script", "style"];

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A page as Pagefind reads it: its `<main>`, with the registry's title and section
 * as metadata (ignored as text, captured as meta), in a document of its own.
 */
export function indexedHtml(document: SearchDocument): string {
  const found = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(document.html);
  if (!found) throw new Error(`${document.path}: the prerendered page has no <main>`);
  // Pagefind joins the text of neighbouring elements ("Genre" and "Puzzle" of a <dt> and
  // its <dd> became "GenrePuzzle"): a space after each element's end keeps words apart.
  const main = [
    found[0],
    found[1]!.replace(
      /<\/(?!(?:a|b|i|em|strong|mark|abbr|code|small|sub|sup)>)([a-z][a-z0-9]*)>/gi,
      "</$1> ",
    ),
  ];
  return (
    `<!doctype html><html lang="en"><head><title>${escapeHtml(document.title)}</title></head><body>` +
    `<main data-pagefind-body>` +
    `<p data-pagefind-ignore data-pagefind-meta="title">${escapeHtml(document.title)}</p>` +
    `<p data-pagefind-ignore data-pagefind-meta="section">${escapeHtml(document.section)}</p>` +
    `${main[1]}</main></body></html>`
  );
}

/**
 * Writes the index of `documents` to `outputPath` (replacing it) and measures it.
 * Only Pagefind's fragments are kept (each page's text, title and section, as
 * Pagefind extracted them from the prerendered HTML): the server searches them
 * (server/search-index.ts, app/lib/site-search.ts). Its browser runtime
 * (scripts, WebAssembly, the word index) is not used: decision 0024 says why.
 */
export async function writeSearchIndex(
  documents: readonly SearchDocument[],
  outputPath: string,
): Promise<IndexReport> {
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: "en",
    excludeSelectors: EXCLUDED,
  });
  if (!index) throw new Error(`Pagefind did not start: ${errors.join("; ")}`);
  try {
    for (const document of documents) {
      const added = await index.addHTMLFile({
        url: document.path,
        content: indexedHtml(document),
      });
      if (added.errors.length > 0) throw new Error(`${document.path}: ${added.errors.join("; ")}`);
    }
    rmSync(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(written.errors.join("; "));
  } finally {
    await pagefind.close();
  }
  for (const name of readdirSync(outputPath))
    if (name !== "fragment") rmSync(join(outputPath, name), { recursive: true, force: true });
  const fragments = join(outputPath, "fragment");
  const indexBytes = readdirSync(fragments)
    .map((name) => statSync(join(fragments, name)).size)
    .reduce((total, bytes) => total + bytes, 0);
  return { pages: documents.length, indexBytes };
}
