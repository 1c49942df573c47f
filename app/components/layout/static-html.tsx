/**
 * A block of server-rendered HTML (a page body, the footer). React hydrates
 * it without re-creating it; links inside navigate client-side through
 * useStaticLinkNavigation. In the document's own hydration data `html` is a
 * placeholder (lib/hydration-data.server.ts): React never applies `innerHTML`
 * while hydrating, and sets it only when a navigation brings another page's
 * HTML. suppressHydrationWarning keeps the development build from reporting
 * the placeholder as a mismatch.
 */
export function StaticHtml({ html }: { html: string }) {
  return (
    <div
      className="contents"
      data-static-html=""
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/** The default export of a route whose loader returns `staticPage(...)`. */
export function StaticPageBody({ loaderData }: { loaderData: { html: string } }) {
  return <StaticHtml html={loaderData.html} />;
}
