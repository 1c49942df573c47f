import { content } from "~/content/load.server";
import { rssFeed } from "~/content/news/feeds";
import { newsFeed } from "~/content/news/news.server";

/** /news/rss.xml: the news as RSS 2.0, prerendered with the pages. */
export function loader() {
  return new Response(rssFeed(newsFeed(content())), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
