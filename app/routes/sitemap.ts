import { pages } from "~/content/pages";
import { absoluteUrl } from "~/lib/site-url.server";

/** /sitemap.xml: every registered page, from the same registry as the route table. */
export function loader() {
  const lastmod = new Date().toISOString().slice(0, 10);
  const urls = pages()
    .map(
      (page) =>
        `  <url>\n    <loc>${absoluteUrl(page.path)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
