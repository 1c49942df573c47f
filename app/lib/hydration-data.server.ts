/**
 * A page body and the footer are server-rendered HTML that React hydrates
 * without re-creating (StaticHtml, docs/decisions/0004). React Router also
 * sends every loader's data to the browser for hydration, in an inline script
 * at the end of the document, so the page body reached the browser twice: as
 * the DOM and as a string of escaped HTML (on /products/gaming, 85 KB of the
 * document's 165 KB). The browser parsed and ran that script and React Router
 * decoded it just before hydrating, on the main thread, to set an
 * `innerHTML` that React never applies during hydration.
 *
 * This rewrite replaces those strings in the document's hydration data with
 * IN_DOCUMENT. StaticHtml hydrates against the DOM as before; React only sets
 * an element's `innerHTML` when the string changes, which happens when a
 * client-side navigation brings another page's HTML (from its `.data` file,
 * which keeps the HTML). docs/decisions/0008.
 *
 * The data is turbo-stream's flat JSON array (objects are `{"_<key index>":
 * <value index>}`). A document whose data has another shape is left as it is;
 * the built-site check (scripts/audit/static-checks.ts) fails on a page whose
 * hydration data still carries its HTML, so an upgrade cannot undo this
 * silently.
 */

/** The loader data keys holding server-rendered HTML (staticPage's `html`, the root's `footerHtml`). */
const STATIC_HTML_KEYS = new Set(["html", "footerHtml"]);

/** What the hydration data holds instead of HTML that is already in the document. */
export const IN_DOCUMENT = "<!-- in the document -->";

/** React Router's first chunk of hydration data: a JSON string in an inline script. */
const DATA_SCRIPT =
  /(<script\b[^>]*>window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);<\/script>)/;

/** The escapes React Router applies so that the data cannot close its script. */
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

function forScript(json: string): string {
  return json.replace(/[&><\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character]!);
}

type Parsed = { values: unknown[]; rest: string; match: RegExpExecArray };

function parseHydrationData(html: string): Parsed | undefined {
  const match = DATA_SCRIPT.exec(html);
  if (!match) return undefined;
  try {
    const chunk = JSON.parse(match[2]!) as unknown;
    if (typeof chunk !== "string") return undefined;
    const end = chunk.indexOf("\n");
    const values = JSON.parse(end === -1 ? chunk : chunk.slice(0, end)) as unknown;
    if (!Array.isArray(values)) return undefined;
    return { values, rest: end === -1 ? "" : chunk.slice(end), match };
  } catch {
    return undefined;
  }
}

/** The indices of the strings stored under one of STATIC_HTML_KEYS. */
function staticHtmlIndices(values: unknown[]): number[] {
  const keys = new Set(
    values.flatMap((value, index) =>
      typeof value === "string" && STATIC_HTML_KEYS.has(value) ? [`_${index}`] : [],
    ),
  );
  const indices: number[] = [];
  for (const value of values) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) continue;
    for (const [key, index] of Object.entries(value)) {
      if (keys.has(key) && typeof index === "number" && typeof values[index] === "string")
        indices.push(index);
    }
  }
  return indices;
}

/** Rewrites a document so that its hydration data does not repeat its server-rendered HTML. */
export function omitStaticHtmlFromHydrationData(html: string): string {
  const parsed = parseHydrationData(html);
  if (!parsed) return html;
  const { values, rest, match } = parsed;
  const indices = staticHtmlIndices(values).filter((index) => values[index] !== IN_DOCUMENT);
  if (indices.length === 0) return html;
  for (const index of indices) values[index] = IN_DOCUMENT;
  const script = `${match[1]}${forScript(JSON.stringify(JSON.stringify(values) + rest))}${match[3]}`;
  return html.slice(0, match.index) + script + html.slice(match.index + match[0].length);
}

/**
 * Characters of server-rendered HTML still in a document's hydration data, for
 * the built-site check; undefined when the document has no hydration data of
 * the known shape.
 */
export function staticHtmlInHydrationData(html: string): number | undefined {
  const parsed = parseHydrationData(html);
  if (!parsed) return undefined;
  return staticHtmlIndices(parsed.values)
    .map((index) => parsed.values[index] as string)
    .filter((value) => value !== IN_DOCUMENT)
    .reduce((sum, value) => sum + value.length, 0);
}
