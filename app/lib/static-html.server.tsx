import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { pageData } from "./page-data.server";

type SeoOptions = Parameters<typeof pageData>[2];

/**
 * Renders a static view to HTML on the server. Links render as plain anchors
 * (<Link> needs a router, hence the MemoryRouter); the client turns clicks on
 * them into client-side navigations (useStaticLinkNavigation).
 */
export function renderStaticHtml(element: ReactElement, path = "/"): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

/**
 * What a content page's loader returns: its SEO block and its body rendered to
 * HTML. The view component runs only here, at build time for prerendered
 * pages, so neither the copy nor the markup code reaches the JavaScript bundle
 * (docs/decisions/0004-static-page-bodies.md).
 */
export function staticPage<T>(
  url: URL,
  content: T,
  render: (content: T) => ReactElement,
  options?: SeoOptions,
) {
  const { seo } = pageData(url, content, options);
  return { seo, html: renderStaticHtml(render(content), url.pathname) };
}
