import { content } from "~/content/load.server";
import { jsonFeed } from "~/content/news/feeds";
import { newsFeed } from "~/content/news/news.server";

/** /news/feed.json: the news as JSON Feed 1.1, prerendered with the pages. */
export function loader() {
  return new Response(jsonFeed(newsFeed(content())), {
    headers: { "Content-Type": "application/feed+json; charset=utf-8" },
  });
}
