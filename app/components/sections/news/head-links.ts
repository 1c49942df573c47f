import type { MetaDescriptor } from "react-router";

export interface FeedHeadLink {
  /** Absolute URL of the feed. */
  href: string;
  type: string;
  title: string;
}

/** `<link rel="alternate">` to the news feeds, for the head of the news pages. */
export function feedLinkTags(feeds: readonly FeedHeadLink[] | undefined): MetaDescriptor[] {
  return (feeds ?? []).map((feed) => ({
    tagName: "link",
    rel: "alternate",
    type: feed.type,
    title: feed.title,
    href: feed.href,
  }));
}

/** Open Graph's article properties of a post. */
export function articleTags(
  article: { published: string; author: string; tags: readonly string[] } | undefined,
): MetaDescriptor[] {
  if (!article) return [];
  return [
    { property: "article:published_time", content: article.published },
    { property: "article:author", content: article.author },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}
