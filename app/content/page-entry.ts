/**
 * One registered page of the site. Every section of the content exports its
 * entries; `pages.ts` joins them into the one list that feeds the route table
 * (`app/routes.ts`), the prerender list, the sitemap and the navigation checks.
 */
export interface PageEntry {
  /** URL path in the spec's spelling, e.g. "/PrivacyPolicy". */
  path: string;
  /** Route module, relative to `app/`, e.g. "routes/service-detail.tsx". */
  module: string;
  /** Unique route id (several paths may share one module). */
  id: string;
  /** Document title, without the studio suffix. */
  title: string;
  /** Meta description: one or two sentences, 70 to 170 characters. */
  description: string;
  /** Short label used in breadcrumbs. */
  label: string;
  /** Share image (path under `public/`); defaults to the studio card. */
  image?: string;
}
