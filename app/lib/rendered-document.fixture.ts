/**
 * A document as entry.server receives it from React Router 7 (a prerendered
 * page, abridged), for the tests of the rewrites in finished-document.server.ts.
 */
// The shape React Router 7's <Scripts> renders.
const moduleScript = [
  '<script type="module" async="">;',
  'import * as route0 from "/assets/root-A1.js";',
  'import * as route1 from "/assets/about-B2.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C3.js"},"version":"d0"};',
  '  window.__reactRouterRouteModules = {"root":route0,"about":route1};',
  "",
  'import("/assets/entry.client-C3.js");</script>',
].join("\n");

/** The page's HTML, as the DOM has it and as the loader returned it. */
export const pageHtml =
  "<section><h1>About</h1><p>Fish & chips – “quoted” <b>bold</b></p></section>";
export const footerHtml = '<footer><a href="/">Home</a></footer>';

/** Loader data as turbo-stream flattens it: objects are {"_<key index>": <value index>}. */
export const hydrationValues = [
  { _1: 2, _3: -5, _4: -5 },
  "loaderData",
  { _5: 6, _7: 8 },
  "actionData",
  "errors",
  "root",
  { _9: 10 },
  "about",
  { _11: 12, _13: 14 },
  "footerHtml",
  footerHtml,
  "seo",
  { _15: 16 },
  "html",
  pageHtml,
  "title",
  "About us",
];

/** React Router's data script: a JSON string, with <, > and & escaped. */
export function hydrationDataScript(values: unknown[]) {
  const argument = JSON.stringify(`${JSON.stringify(values)}\n`).replace(
    /[<>&]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `<script>window.__reactRouterContext.streamController.enqueue(${argument});</script>`;
}

export const renderedDocument = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-C3.js"/><link rel="modulepreload" href="/assets/chunk-D4.js"/>',
  '<link rel="modulepreload" href="/assets/root-A1.js"/><link rel="modulepreload" href="/assets/about-B2.js"/>',
  `</head><body>${pageHtml}<p>Café – “quoted”</p>`,
  '<p>An example in the copy: &lt;link rel="modulepreload"&gt;</p>',
  '<script>window.__reactRouterContext = {"stream":null};</script>',
  moduleScript,
  footerHtml,
  hydrationDataScript(hydrationValues),
  "</body></html>",
].join("");
