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
  /**
   * Route id: unique, unless several pages share one route (`routePath`), as the
   * news posts do. Several routes may share one module.
   */
  id: string;
  /**
   * The route's path pattern when the pages of a growing collection share one
   * route ("/news/:slug"): the route table stays the same size however many posts
   * there are (React Router matches every request against every route, so a route
   * per post made each request and each prerendered page cost more as the archive
   * grew: docs/decisions/0023-publish-in-a-minute.md). Absent: the route's path is
   * `path`.
   */
  routePath?: string;
  /** Document title, without the studio suffix. */
  title: string;
  /** Meta description: one or two sentences, 70 to 170 characters. */
  description: string;
  /** Short label used in breadcrumbs. */
  label: string;
  /** Share image (path under `public/`); defaults to the studio card. */
  image?: string;
}
