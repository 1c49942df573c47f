/**
 * Checks of the built site, run by `npm test` after the build:
 *  1. weight (docs/decisions/0009, 0018): no page loads React Router (no
 *     module preload, no module script in <head>, no React Router context);
 *     every page at most 3 KB of script after brotli before an island loads;
 *     an island (the contact form's) at most 100 KB; CSS at most 15 KB
 *     everywhere. Prints the table per route (JS, CSS, HTML) and per island;
 *  2. links: every internal link, image, video and asset of every page resolves
 *     (to a registered page in its exact spelling, a built file, or a section id);
 *  3. room reserved: every picture and video states its width and height, so
 *     that nothing moves when it arrives (the layout's part of "no layout
 *     shift", the same on any machine; Lighthouse measures the rest);
 *  4. HTML validity: every prerendered page passes html-validate.
 * Exits 1 on any breach.
 *
 * A release runs these on every publish (scripts/release/release.ts), so what is
 * dear per page is done once per distinct input: a page's validation is kept in
 * the build cache (scripts/build-cache.ts) under the hash of its HTML, the rules
 * and html-validate's version (a content-only publish validates the pages it
 * changed), an inline script's size is computed once per text, and a page's own
 * compressed size is its `.br` file as served (scripts/precompress.ts).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { HtmlValidate, version as htmlValidateVersion, type ConfigData } from "html-validate";
import { VIEW_ENDPOINT } from "../../app/browser/count-view";
import { inquiryTypeOptions } from "../../app/content/contact/options";
import { pages } from "../../app/content/pages";
import { pathKey } from "../../app/lib/paths";
import {
  assetFile,
  brotliSize,
  builtPages,
  fileExists,
  firstLoadAssets,
  islandFiles,
} from "./built-site";
import { BuildCache, cacheKey, codeKey } from "../build-cache";

/** Script of a page before any island loads (DESIGN.md, "Budgets"). */
const PAGE_JS_BUDGET = 3 * 1024;
/** An island's script in all, once loaded (the contact form: React, React DOM and the form). */
const ISLAND_JS_BUDGET = 100 * 1024;
const CSS_BUDGET = 15 * 1024;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const site = builtPages();
const failures: string[] = [];
const sizeCache = new Map<string, number>();
/** Inline scripts repeat across pages: each text compressed once. */
const inlineSizes = new Map<string, number>();
const inlineSize = (text: string) => {
  let size = inlineSizes.get(text);
  if (size === undefined) {
    size = brotliSize(text);
    inlineSizes.set(text, size);
  }
  return size;
};
/** A page's compressed size as the server sends it: its `.br` sibling, when the build wrote one. */
const servedSize = (page: { file: string; html: string }) =>
  existsSync(`${page.file}.br`) ? statSync(`${page.file}.br`).size : brotliSize(page.html);
const compressed = (url: string) => {
  let size = sizeCache.get(url);
  if (size === undefined) {
    size = brotliSize(readFileSync(assetFile(url)));
    sizeCache.set(url, size);
  }
  return size;
};

// 1. Weight
const rows: string[][] = [];
const islands = new Map<string, string[]>();
for (const page of site) {
  const assets = firstLoadAssets(page.html);
  const { scripts, inlineScripts, styles } = assets;
  const js =
    scripts.reduce((sum, url) => sum + compressed(url), 0) +
    inlineScripts.reduce((sum, text) => sum + inlineSize(text), 0);
  const css = styles.reduce((sum, url) => sum + compressed(url), 0);
  rows.push([
    page.path,
    assets.islands.length > 0 ? "yes" : "no",
    String(scripts.length + inlineScripts.length),
    kb(js),
    kb(css),
    kb(page.html.length),
    kb(servedSize(page)),
  ]);
  for (const url of assets.islands) islands.set(url, [...(islands.get(url) ?? []), page.path]);
  const preloads = page.html.match(/rel="modulepreload"/g)?.length ?? 0;
  if (preloads > 0) failures.push(`${page.path}: ${preloads} module preload(s)`);
  if (assets.moduleScriptsInHead > 0)
    failures.push(`${page.path}: a module script or preload in <head>`);
  if (assets.routerContext) failures.push(`${page.path}: carries React Router's context`);
  if (js > PAGE_JS_BUDGET)
    failures.push(`${page.path}: JS before an island ${kb(js)} KB > ${kb(PAGE_JS_BUDGET)} KB`);
  if (css > CSS_BUDGET) failures.push(`${page.path}: CSS ${kb(css)} KB > ${kb(CSS_BUDGET)} KB`);
}
const header = ["route", "island", "scripts", "JS br KB", "CSS br KB", "HTML KB", "HTML .br KB"];
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i]!.length)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
    .join("  ");
console.log(
  "First-load weight per route, before any island (scripts and styles: brotli, quality 11; HTML: its .br file)",
);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  "\nIslands (brotli, quality 11): the scripts each loads after the first paint, its chunks included",
);
for (const [url, paths] of islands) {
  const files = islandFiles(url);
  const size = files.reduce((sum, file) => sum + compressed(file), 0);
  console.log(`${url}  ${kb(size)} KB in ${files.length} files  (${paths.join(", ")})`);
  if (size > ISLAND_JS_BUDGET)
    failures.push(`island ${url}: ${kb(size)} KB > ${kb(ISLAND_JS_BUDGET)} KB`);
}

// 2. Links
const ids = new Map(
  site.map((page) => [
    page.path,
    new Set([...page.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)),
  ]),
);
// The registry, read once: findPage looks for changed content files on every call
// outside production, which over every link of hundreds of pages took most of a minute.
const registered = new Map(pages().map((page) => [pathKey(page.path), page]));
const validInquiryTypes = new Set<string>(inquiryTypeOptions().map((type) => type.value));
let linkCount = 0;
for (const page of site) {
  const urls = new Set<string>();
  for (const match of page.html.matchAll(/\s(?:href|src|poster)="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of page.html.matchAll(/\s(?:srcSet|srcset|imagesrcset)="([^"]+)"/g)) {
    for (const candidate of match[1]!.split(",")) urls.add(candidate.trim().split(/\s+/)[0]!);
  }
  for (const raw of urls) {
    const url = raw.replaceAll("&amp;", "&");
    if (/^(https?:|mailto:|tel:|data:)/.test(url)) continue;
    linkCount++;
    const [pathAndQuery, hash] = url.split("#") as [string, string | undefined];
    const [path, query] = pathAndQuery.split("?") as [string, string | undefined];
    const targetPath = path === "" ? page.path : path;
    // The <noscript> page view (app/components/layout/no-script-view.tsx): not a page, and it names this one.
    if (path === VIEW_ENDPOINT) {
      const named = new URLSearchParams(query ?? "").get("p");
      if (named !== page.path)
        failures.push(`${page.path}: its view without JavaScript names ${named}`);
      continue;
    }
    if (fileExists(targetPath)) continue;
    const target = registered.get(pathKey(targetPath));
    if (!target || target.path !== targetPath) {
      failures.push(`${page.path}: broken link ${url}`);
      continue;
    }
    if (hash && !ids.get(target.path)?.has(hash))
      failures.push(`${page.path}: ${url} points at a missing section id`);
    const inquiryType = query ? new URLSearchParams(query).get("inquiryType") : null;
    if (inquiryType && !validInquiryTypes.has(inquiryType)) {
      failures.push(`${page.path}: ${url} preselects an unknown inquiry type`);
    }
  }
}
console.log(`\nLinks: ${linkCount} internal references checked on ${site.length} pages`);
const uncounted = site.filter(
  (page) => page.html.split(`<noscript><img src="${VIEW_ENDPOINT}?p=`).length !== 2,
);
for (const page of uncounted)
  failures.push(`${page.path}: not exactly one view without JavaScript (<noscript> image)`);
console.log(
  `Views without JavaScript: ${site.length - uncounted.length} of ${site.length} pages count them`,
);

// 3. Room reserved for every picture and video
let mediaCount = 0;
for (const page of site) {
  for (const match of page.html.matchAll(/<(img|video)\s[^>]*>/g)) {
    mediaCount++;
    if (!/\swidth="\d+"/.test(match[0]) || !/\sheight="\d+"/.test(match[0]))
      failures.push(
        `${page.path}: <${match[1]}> without width and height: ${match[0].slice(0, 120)}`,
      );
  }
}
console.log(`Media: ${mediaCount} pictures and videos, each with its width and height`);

// 4. HTML validity
const rules: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React's output style (charSet, hidden=""), valid HTML:
    "attr-case": "off",
    "attribute-empty-style": "off",
    "attribute-boolean-style": "off",
    "void-style": "off",
    "no-trailing-whitespace": "off",
    // The stagger delay is a CSS variable set per card (style-src allows it).
    "no-inline-style": "off",
    // Tailwind arbitrary classes such as [animation-direction:reverse].
    "valid-id": ["error", { relaxed: true }],
    "no-redundant-role": "off",
    "long-title": "off",
  },
};
const validator = new HtmlValidate(rules);
const cache = new BuildCache();
interface HtmlError {
  ruleId: string;
  message: string;
  line: number;
}
/** This script's code is part of the key: a change to what counts as an error revalidates every page. */
const validationCode = codeKey("scripts/audit/static-checks.ts");
/** A stored result as written: a list of errors (anything else is validated again). */
const isErrorList = (bytes: Buffer) => {
  try {
    return Array.isArray(JSON.parse(bytes.toString("utf8")));
  } catch {
    return false;
  }
};
let htmlErrors = 0;
for (const page of site) {
  const key = cacheKey(
    "html-validity",
    validationCode,
    htmlValidateVersion,
    process.versions.node,
    JSON.stringify(rules),
    page.html,
  );
  const errors = JSON.parse(
    (
      await cache.get(
        "html-validity",
        key,
        async () => {
          const report = await validator.validateString(page.html, page.file);
          const found: HtmlError[] = report.results.flatMap((result) =>
            result.messages
              .filter((message) => message.severity === 2)
              .map(({ ruleId, message, line }) => ({ ruleId, message, line })),
          );
          return Buffer.from(JSON.stringify(found));
        },
        isErrorList,
      )
    ).toString("utf8"),
  ) as HtmlError[];
  for (const error of errors) {
    htmlErrors++;
    failures.push(`${page.path}: HTML ${error.ruleId}: ${error.message} (line ${error.line})`);
  }
}
console.log(
  `HTML validity: ${site.length} pages, ${htmlErrors} errors (build cache: ${cache.summary()})`,
);

if (failures.length > 0) {
  console.error(`\n${failures.length} problem(s):\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("\nStatic checks passed.");
