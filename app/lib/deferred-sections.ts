/**
 * The sections that skip rendering during load until they are marked
 * `data-rendered` (docs/decisions/0006): those after the hero of a page body,
 * and those of a game page (inside its tone wrapper). app.css holds the same
 * selectors with `:not([data-rendered])`; useIdleSectionRendering marks them;
 * the end-to-end tests and the screenshot script use them too.
 */
export const DEFERRED_SECTION_SELECTORS = [
  "main [data-static-html] > section + section",
  "main [data-static-html] > [data-tone] > section",
] as const;

/** The deferred sections not yet marked. */
export const UNMARKED_SECTIONS = DEFERRED_SECTION_SELECTORS.map(
  (selector) => `${selector}:not([data-rendered])`,
).join(", ");

/**
 * A stylesheet that renders every section at once, for tools that look at the
 * whole page at a moment (axe, a full-page screenshot).
 */
export const RENDER_ALL_SECTIONS_CSS = `${DEFERRED_SECTION_SELECTORS.join(", ")} { content-visibility: visible !important; }`;
