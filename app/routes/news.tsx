import { feedLinkTags } from "~/components/sections/news/head-links";
import { NewsList } from "~/components/sections/news/news-list";
import { content } from "~/content/load.server";
import { feedHeadLinks, newsListView } from "~/content/news/news.server";
import { newsListPageNumber } from "~/content/news/pages";
import { pageData, sharedRoutePage } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/news";

/** /news and /news/page/<n> share this module (routes news and news-page, /news/page/:page). */
export function loader({ url, context }: Route.LoaderArgs) {
  const loaded = content();
  const page = newsListPageNumber(sharedRoutePage(url, context).path) ?? 1;
  return { ...pageData(url, newsListView(loaded, page)), feeds: feedHeadLinks(loaded) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  ...feedLinkTags(loaderData?.feeds),
];

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  return <NewsList view={loaderData.content} />;
}
