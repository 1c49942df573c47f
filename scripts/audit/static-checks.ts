/**
 * Checks of the built site, run by `npm test` after the build:
 *  1. weight (docs/decisions/0009): a page whose route does not declare
 *     `handle.hydrate` loads no React and no React Router (no module preload,
 *     no React Router context) and at most 3 KB of script after brotli; a page
 *     that hydrates at most 110 KB in at most 7 module preloads (vite.config.ts
 *     groups its chunks: each is a request ahead of its first paint); CSS at
 *     most 15 KB everywhere. Prints the table per route (JS, CSS, HTML);
 *  2. links: every internal link, image, video and asset of every page resolves
 *     (to a registered page in its exact spelling, a built file, or a section id);
 *  3. room reserved: every picture and video states its width and height, so
 *     that nothing moves when it arrives (the layout's part of "no layout
 *     shift", the same on any machine; Lighthouse measures the rest);
 *  4. HTML validity: every prerendered page passes html-validate.
 * Exits 1 on any breach.
 */
import { readFileSync } from "node:fs";
import { HtmlValidate } from "html-validate";
import { inquiryTypeOptions } from "../../app/content/contact/options";
import { findPage } from "../../app/content/pages";
import {
  assetFile,
  brotliSize,
  builtPages,
  fileExists,
  firstLoadAssets,
  pagesWithHydration,
} from "./built-site";

const STATIC_PAGE_JS_BUDGET = 3 * 1024;
const HYDRATING_PAGE_JS_BUDGET = 110 * 1024;
const CSS_BUDGET = 15 * 1024;
/** Client entry, bundler runtime, framework, root route, the page chunk, the route and its client action. */
const HYDRATING_PAGE_PRELOADS = 7;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const site = builtPages();
const failures: string[] = [];
const sizeCache = new Map<string, number>();
const compressed = (url: string) => {
  let size = sizeCache.get(url);
  if (size === undefined) {
    size = brotliSize(readFileSync(assetFile(url)));
    sizeCache.set(url, size);
  }
  return size;
};

// Which pages declare that they hydrate: the `handle` of their route module, as built.
const declaresHydration = new Map(
  (await pagesWithHydration()).map((page) => [page.path, page.hydrates]),
);

// 1. Weight
const rows: string[][] = [];
for (const page of site) {
  const { scripts, inlineScripts, styles, hydrates } = firstLoadAssets(page.html);
  const js =
    scripts.reduce((sum, url) => sum + compressed(url), 0) +
    inlineScripts.reduce((sum, text) => sum + brotliSize(text), 0);
  const css = styles.reduce((sum, url) => sum + compressed(url), 0);
  const declared = declaresHydration.get(page.path) === true;
  rows.push([
    page.path,
    hydrates ? "yes" : "no",
    String(scripts.length + inlineScripts.length),
    kb(js),
    kb(css),
    kb(page.html.length),
    kb(brotliSize(page.html)),
  ]);
  if (hydrates !== declared)
    failures.push(
      `${page.path}: ${hydrates ? "hydrates" : "does not hydrate"} but its route ${declared ? "declares" : "does not declare"} handle.hydrate`,
    );
  const preloads = page.html.match(/rel="modulepreload"/g)?.length ?? 0;
  if (!declared && preloads > 0)
    failures.push(`${page.path}: preloads modules though it does not hydrate`);
  if (preloads > HYDRATING_PAGE_PRELOADS)
    failures.push(`${page.path}: ${preloads} module preloads > ${HYDRATING_PAGE_PRELOADS}`);
  const jsBudget = declared ? HYDRATING_PAGE_JS_BUDGET : STATIC_PAGE_JS_BUDGET;
  if (js > jsBudget) failures.push(`${page.path}: first-load JS ${kb(js)} KB > ${kb(jsBudget)} KB`);
  if (css > CSS_BUDGET) failures.push(`${page.path}: CSS ${kb(css)} KB > ${kb(CSS_BUDGET)} KB`);
}
const header = ["route", "hydrates", "scripts", "JS br KB", "CSS br KB", "HTML KB", "HTML br KB"];
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i]!.length)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
    .join("  ");
console.log("First-load weight per route (brotli, quality 11)");
console.log(line(header));
for (const row of rows) console.log(line(row));

// 2. Links
const ids = new Map(
  site.map((page) => [
    page.path,
    new Set([...page.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)),
  ]),
);
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
    if (fileExists(targetPath)) continue;
    const target = findPage(targetPath);
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
const validator = new HtmlValidate({
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
});
let htmlErrors = 0;
for (const page of site) {
  const report = await validator.validateString(page.html, page.file);
  for (const result of report.results) {
    for (const message of result.messages) {
      if (message.severity !== 2) continue;
      htmlErrors++;
      failures.push(
        `${page.path}: HTML ${message.ruleId}: ${message.message} (line ${message.line})`,
      );
    }
  }
}
console.log(`HTML validity: ${site.length} pages, ${htmlErrors} errors`);

if (failures.length > 0) {
  console.error(`\n${failures.length} problem(s):\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("\nStatic checks passed.");
