/**
 * Checks of the built site, run by `npm test` after the build:
 *  1. weight: first-load JavaScript <= 100 KB and CSS <= 20 KB after brotli on
 *     every registered route (HTML size reported);
 *  2. links: every internal link, image, video and asset of every page resolves
 *     (to a registered page in its exact spelling, a built file, or a section id);
 *  3. HTML validity: every prerendered page passes html-validate;
 *  4. hydration after the first paint: every page has the starter of
 *     app/lib/deferred-hydration.server.ts and no module preload in its head
 *     (a React Router upgrade that changes <Scripts> shows up here);
 *  5. the page's HTML once: no page's hydration data repeats its
 *     server-rendered HTML (app/lib/hydration-data.server.ts).
 * Prints a table per route; exits 1 on any breach.
 */
import { readFileSync } from "node:fs";
import { HtmlValidate } from "html-validate";
import { inquiryTypes } from "../../app/content/contact/options";
import { findPage } from "../../app/content/pages";
import { HYDRATION_STARTER_MARK } from "../../app/lib/deferred-hydration.server";
import { staticHtmlInHydrationData } from "../../app/lib/hydration-data.server";
import { assetFile, brotliSize, builtPages, fileExists, firstLoadAssets } from "./built-site";

const JS_BUDGET = 100 * 1024;
const CSS_BUDGET = 20 * 1024;
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

// 1. Weight
const rows: string[][] = [];
for (const page of site) {
  const { scripts, styles } = firstLoadAssets(page.html);
  const js = scripts.reduce((sum, url) => sum + compressed(url), 0);
  const css = styles.reduce((sum, url) => sum + compressed(url), 0);
  const html = brotliSize(page.html);
  rows.push([page.path, String(scripts.length), kb(js), kb(css), kb(page.html.length), kb(html)]);
  if (js > JS_BUDGET)
    failures.push(`${page.path}: first-load JS ${kb(js)} KB > ${kb(JS_BUDGET)} KB`);
  if (css > CSS_BUDGET) failures.push(`${page.path}: CSS ${kb(css)} KB > ${kb(CSS_BUDGET)} KB`);
}
const header = ["route", "scripts", "JS br KB", "CSS br KB", "HTML KB", "HTML br KB"];
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
const validInquiryTypes = new Set<string>(inquiryTypes.map((type) => type.value));
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

// 3. HTML validity
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

// 4. Hydration after the first paint
for (const page of site) {
  if (!page.html.includes(HYDRATION_STARTER_MARK))
    failures.push(`${page.path}: no hydration starter (the page hydrates before its first paint)`);
  if (page.html.includes('<link rel="modulepreload"'))
    failures.push(`${page.path}: module preloads in the head compete with the first paint`);
}
console.log(`Hydration after the first paint: ${site.length} pages checked`);

// 5. The page's HTML once
for (const page of site) {
  const repeated = staticHtmlInHydrationData(page.html);
  if (repeated === undefined)
    failures.push(`${page.path}: no hydration data of the known shape (React Router changed it?)`);
  else if (repeated > 0)
    failures.push(`${page.path}: its hydration data repeats ${repeated} characters of its HTML`);
}
console.log(`The page's HTML once: ${site.length} pages checked`);

if (failures.length > 0) {
  console.error(`\n${failures.length} problem(s):\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("\nStatic checks passed.");
