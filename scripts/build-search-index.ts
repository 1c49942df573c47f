/**
 * Build step, after the prerender: the site search's index, written to
 * <build>/search/ (not public). Pagefind reads the prerendered HTML of every page
 * search covers (app/content/search/sections.ts), the `<main>` of each, filed
 * under the title and section the page registry gives it, and writes each page's
 * text as a fragment; the Node server searches those (server/search-index.ts),
 * for the search page's script (/search/results) and for /search?q= without
 * JavaScript alike. Prints the index's size and what a first search downloads:
 * the search page's script and one answer (the largest of a few searches).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { pages } from "../app/content/pages";
import { searchablePages } from "../app/content/search/sections";
import { searchPages } from "../app/lib/site-search";
import { loadSearchIndex } from "../server/search-index";
import { writeSearchIndex } from "./search/write-index";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(buildDir, "client");
const documents = searchablePages(pages()).map((page) => ({
  ...page,
  html: readFileSync(join(clientDir, decodeURIComponent(page.path.slice(1)), "index.html"), "utf8"),
}));
const report = await writeSearchIndex(documents, join(buildDir, "search"));

const brotli = (text: string | Buffer) => brotliCompressSync(text).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const indexed = loadSearchIndex(join(buildDir, "search"));
const answers = ["simulation", "game", "unreal engine", "defence training", "ai"].map((query) => ({
  query,
  bytes: brotli(JSON.stringify({ query, results: searchPages(indexed, query) })),
}));
const largest = answers.reduce((a, b) => (b.bytes > a.bytes ? b : a));
const searchPage = readFileSync(join(clientDir, "search", "index.html"), "utf8");
const script = /data-search-page="([^"]+)"/.exec(searchPage)?.[1];
if (!script) throw new Error("/search names no script (data-search-page)");
const scriptBytes = brotli(readFileSync(join(clientDir, script)));
console.log(
  `search index: ${report.pages} pages, ${kb(report.indexBytes)} on disk; a first search loads ` +
    `${kb(scriptBytes + largest.bytes)} (the search page's script ${kb(scriptBytes)}, ` +
    `an answer up to ${kb(largest.bytes)} for "${largest.query}", brotli)`,
);
