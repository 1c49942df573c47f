import { data } from "react-router";
import { articleTags, feedLinkTags } from "~/components/sections/news/head-links";
import { NewsArticle } from "~/components/sections/news/news-article";
import { content } from "~/content/load.server";
import {
  articleProperties,
  blogPostingJsonLd,
  feedHeadLinks,
  findNewsPost,
  newsPostView,
} from "~/content/news/news.server";
import { newsPostSlug } from "~/content/news/pages";
import { pageFor } from "~/content/pages";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/news-post";

/** /news/<slug>, one route per file of content/news/ (route ids news-post-<slug>). */
export function loader({ url }: Route.LoaderArgs) {
  const loaded = content();
  const post = findNewsPost(loaded, newsPostSlug(pageFor(url.pathname).path) ?? "");
  if (!post) throw data(null, { status: 404 });
  return {
    ...pageData(url, newsPostView(loaded, post), {
      type: "article",
      jsonLd: [blogPostingJsonLd(post)],
    }),
    article: articleProperties(post),
    feeds: feedHeadLinks(loaded),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  ...articleTags(loaderData?.article),
  ...feedLinkTags(loaderData?.feeds),
];

export default function NewsPostPage({ loaderData }: Route.ComponentProps) {
  return <NewsArticle post={loaderData.content} />;
}
