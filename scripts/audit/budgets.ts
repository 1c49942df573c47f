/**
 * Bytes of a first visit, in KB, for the routes DESIGN.md names (its budget is
 * 100 KB, /contact included: its form's island loads after the first paint,
 * decision 0018). Checked on every run by the page's end-to-end load
 * (tests/e2e/pages.spec.ts, at phone width) and by Lighthouse's byte weight.
 */
export const firstVisitBudgetKb: Readonly<Record<string, number>> = {
  "/": 100,
  "/about": 100,
  "/services": 100,
  "/careers": 100,
  "/products/gaming": 100,
  "/contact": 100,
};
