/**
 * The sections that skip rendering during load until they are marked
 * `data-rendered` (docs/decisions/0006): those after the hero of a page body,
 * and those of a game page (inside its tone wrapper). app.css holds the same
 * selectors; useIdleSectionRendering marks them; the end-to-end tests and the
 * screenshot script use them too. Plain literals, so that the browser bundle
 * keeps only the one it uses (first-load JS is at its 100 KB budget).
 */
export const DEFERRED_SECTIONS =
  "main [data-static-html] > section + section, main [data-static-html] > [data-tone] > section";

/** The deferred sections not yet marked. */
export const UNMARKED_SECTIONS =
  "main [data-static-html] > section + section:not([data-rendered]), main [data-static-html] > [data-tone] > section:not([data-rendered])";

/**
 * A stylesheet that renders every deferred section at once, for tools that
 * look at the whole page at a moment (axe, a full-page screenshot).
 */
export const RENDER_ALL_SECTIONS_CSS =
  "main [data-static-html] > section + section, main [data-static-html] > [data-tone] > section { content-visibility: visible !important; }";
