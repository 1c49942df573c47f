/**
 * A block of server-rendered HTML (a page body, the footer). React hydrates
 * it without re-creating it; links inside navigate client-side through
 * useStaticLinkNavigation.
 */
export function StaticHtml({ html }: { html: string }) {
  return (
    <div className="contents" data-static-html="" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** The default export of a route whose loader returns `staticPage(...)`. */
export function StaticPageBody({ loaderData }: { loaderData: { html: string } }) {
  return <StaticHtml html={loaderData.html} />;
}
