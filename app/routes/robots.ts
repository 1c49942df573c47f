import { absoluteUrl } from "~/lib/site-url.server";

/**
 * /robots.txt, pointing at the sitemap. Built with ALLOW_INDEXING=false (a
 * staging copy), it asks every crawler to stay away instead.
 */
export function loader() {
  const allow = process.env.ALLOW_INDEXING !== "false";
  const body = allow
    ? `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`
    : "User-agent: *\nDisallow: /\n";
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
