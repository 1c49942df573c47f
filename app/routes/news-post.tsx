import { articleTags, feedLinkTags } from "~/components/sections/news/head-links";
import { NewsArticle } from "~/components/sections/news/news-article";
import { missingPage } from "~/content/company/errors.server";
import { content } from "~/content/load.server";
import {
  articleProperties,
  blogPostingJsonLd,
  feedHeadLinks,
  findNewsPost,
  newsPostView,
} from "~/content/news/news.server";
import { newsPostSlug } from "~/content/news/pages";
import { pageData, sharedRoutePage } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/news-post";

/** /news/<slug>: one route (/news/:slug, id news-post) for every file of content/news/. */
export function loader({ url, context }: Route.LoaderArgs) {
  const loaded = content();
  const post = findNewsPost(loaded, newsPostSlug(sharedRoutePage(url, context).path) ?? "");
  if (!post) throw missingPage(context);
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
