/**
 * Hydration starts after the first paint. docs/decisions/0006.
 *
 * React Router's `<Scripts>` writes `<link rel="modulepreload">` for every
 * module of the page into the head and one inline module script that imports
 * the route modules statically, publishes the manifest and imports the entry.
 * The browser then fetches ~100 KB of JavaScript while it is still working
 * towards the first paint, and a phone on a slow connection shares its
 * bandwidth and main thread between the two. Every page is complete HTML
 * without JavaScript (links are links, the contact form posts), so this
 * rewrite moves all of it behind the first frame:
 *
 *  - the module preloads leave the head;
 *  - the inline script becomes a starter that waits for the document to be
 *    parsed and its first contentful paint, then adds the preloads (all fetches in
 *    parallel, no waterfall), imports the route modules, publishes the
 *    manifest exactly as before and imports the entry.
 *
 * A document whose scripts do not have the expected shape (a React Router
 * upgrade changed them) keeps them, with the preloads at low priority; the
 * built-site check (scripts/audit/static-checks.ts) fails on a page without
 * the starter, so that does not go unnoticed.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /import \* as (\w+) from "([^"]+)";/g;
const ENTRY_IMPORT = /import\("([^"]+)"\);\s*$/;

/** What the starter script begins with: scripts/audit/static-checks.ts looks for it. */
export const HYDRATION_STARTER_MARK = "/* hydration starts after the first paint */";

/**
 * Each preload starts a request from the main thread (a millisecond or two on
 * a busy phone); ten of them in one task made a task long enough to count as
 * blocking time, so they go out a few per task.
 */
const PRELOADS_PER_TASK = 3;

/**
 * The starter waits for the first contentful paint, not the first frame: text
 * waits up to ~100 ms for its font (`font-display: optional`), so the first
 * frame can paint the background only, and scripts requested then competed with
 * the fonts and the hero image for the connection. (Lighthouse counted them into
 * the first paint: 0.76 s in most runs, 1.3 s in the others.) A page that paints
 * nothing contentful in this long (a tab hidden while loading paints nothing)
 * starts anyway; where the browser has no paint timing, one painted frame counts.
 */
const CONTENTFUL_PAINT_WAIT_MS = 3000;

/** The starter's code: `modules` are preloaded, then `body` runs with the route modules bound. */
function starter(modules: string[], imports: [name: string, url: string][], body: string) {
  const names = imports.map(([name]) => name).join(", ");
  const urls = JSON.stringify(imports.map(([, url]) => url));
  return `${HYDRATION_STARTER_MARK}
const modules = ${JSON.stringify(modules)};
let started = false;
const start = async () => {
  if (started) return;
  started = true;
  for (let i = 0; i < modules.length; i += ${PRELOADS_PER_TASK}) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    for (const href of modules.slice(i, i + ${PRELOADS_PER_TASK})) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
  }
  const [${names}] = await Promise.all(${urls}.map((url) => import(url)));
${body.trim()}
};
const afterPaint = () => {
  if (document.visibilityState === "hidden") return start();
  if (typeof PerformanceObserver !== "function" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, ${CONTENTFUL_PAINT_WAIT_MS});
};
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint, { once: true });
else afterPaint();
`;
}

/** Rewrites a whole HTML document so that hydration starts after the first paint. */
export function deferHydration(html: string): string {
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  let rewritten = false;
  const out = html.replace(MODULE_SCRIPT, (script, open: string, body: string) => {
    if (rewritten || !body.includes("window.__reactRouterManifest")) return script;
    const entry = ENTRY_IMPORT.exec(body);
    if (!entry) return script;
    const imports = [...body.matchAll(STATIC_IMPORT)].map(
      (m) => [m[1]!, m[2]!] as [string, string],
    );
    const rest = body.replace(STATIC_IMPORT, "").replace(/^\s*;/, "");
    rewritten = true;
    return `${open}${starter(modules, imports, rest)}</script>`;
  });
  if (!rewritten)
    return html.replaceAll(
      '<link rel="modulepreload"',
      '<link rel="modulepreload" fetchpriority="low"',
    );
  return out.replace(MODULE_PRELOAD, "");
}
