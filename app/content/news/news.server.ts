import type { FeedHeadLink } from "~/components/sections/news/head-links";
import { newsSharePath } from "~/lib/image-variants";
import { renderMarkdown, renderMarkdownLede } from "~/lib/markdown.server";
import { publicMedia, type ImageView, type MediaResolver } from "~/lib/media.server";
import { absoluteUrl, siteUrl } from "~/lib/site-url.server";
import { STUDIO_LOGO_IMAGE } from "../art";
import type { Content } from "../load.server";
import { site } from "../site.server";
import { xmlEscape, type Feed } from "./feeds";
import {
  fillIn,
  newsFeeds,
  newsListPath,
  newsPageCount,
  newsPostPath,
  NEWS_PATH,
  postsOnPage,
  type NewsPost,
} from "./pages";

/**
 * What the news pages, the home page's latest news and the feeds show, built
 * from the content for the route loaders (components get these as props and
 * never read content themselves).
 */

type NewsContent = Pick<Content, "news" | "newsPage">;

export interface LinkView {
  href: string;
  label: string;
}

/** One post as a card (the news list, the home page, "more news"). */
export interface NewsCardView {
  href: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD, for <time dateTime>. */
  date: string;
  /** "October 7, 2026". */
  dateLabel: string;
  /** The post's first tag, shown above its title. */
  topic?: string;
  image: ImageView;
  imageAlt: string;
}

export interface NewsListView {
  eyebrow: string;
  title: string;
  intro: string;
  empty: string;
  cards: NewsCardView[];
  pagination: {
    label: string;
    status: string;
    page: number;
    pages: number;
    newer?: LinkView;
    older?: LinkView;
  };
  feeds: { label: string; links: (LinkView & { type: string })[] };
}

export interface NewsPostView {
  title: string;
  eyebrow: string;
  summary: string;
  date: string;
  dateLabel: string;
  byline: string;
  author: string;
  hero: ImageView;
  heroAlt: string;
  /** The body as HTML (markdown.server.ts): up to its first paragraph (the picture follows it on phones), then the rest. */
  body: { lede: string; rest: string };
  tags: { label: string; items: string[] };
  back: LinkView;
  more: { title: string; cards: NewsCardView[] };
}

export interface LatestNewsView {
  eyebrow: string;
  title: string;
  intro: string;
  link: LinkView;
  cards: NewsCardView[];
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2026-10-07" as "October 7, 2026". */
export function formatNewsDate(day: string): string {
  return dateFormat.format(new Date(`${day}T00:00:00Z`));
}

function card(post: NewsPost, media: MediaResolver): NewsCardView {
  return {
    href: newsPostPath(post.slug),
    title: post.title,
    summary: post.summary,
    date: post.date,
    dateLabel: formatNewsDate(post.date),
    ...(post.tags?.[0] ? { topic: post.tags[0] } : {}),
    image: media.image(post.hero),
    imageAlt: post.heroAlt,
  };
}

/** The feeds, as the news pages link them (head and page). */
export function newsFeedLinks(content: NewsContent): (LinkView & { type: string })[] {
  const { feeds } = content.newsPage;
  const [rss, json] = newsFeeds;
  return [
    { href: rss.path, label: feeds.rss, type: "application/rss+xml" },
    { href: json.path, label: feeds.json, type: "application/feed+json" },
  ];
}

/** `<link rel="alternate">` to both feeds, for the head of the news pages. */
export function feedHeadLinks(content: NewsContent): FeedHeadLink[] {
  return newsFeedLinks(content).map((link) => ({
    href: absoluteUrl(link.href),
    type: link.type,
    title: content.newsPage.feeds.title,
  }));
}

/** Open Graph's article properties of a post. */
export function articleProperties(post: NewsPost) {
  return { published: post.date, author: post.author, tags: post.tags ?? [] };
}

/** List page `page` of the news (1 is /news). */
export function newsListView(
  content: NewsContent,
  page: number,
  media: MediaResolver = publicMedia(),
): NewsListView {
  const { list, pagination, feeds } = content.newsPage;
  const pages = newsPageCount(content.news.length);
  return {
    eyebrow: list.eyebrow,
    title: page === 1 ? list.title : fillIn(list.laterTitle, { page }),
    intro: list.intro,
    empty: list.empty,
    cards: postsOnPage(content.news, page).map((post) => card(post, media)),
    pagination: {
      label: pagination.label,
      status: fillIn(pagination.status, { page, pages }),
      page,
      pages,
      ...(page > 1 ? { newer: { href: newsListPath(page - 1), label: pagination.newer } } : {}),
      ...(page < pages ? { older: { href: newsListPath(page + 1), label: pagination.older } } : {}),
    },
    feeds: { label: feeds.label, links: newsFeedLinks(content) },
  };
}

/** The post whose slug is `slug`, if there is one. */
export function findNewsPost(content: NewsContent, slug: string): NewsPost | undefined {
  return content.news.find((entry) => entry.slug === slug);
}

/** A post's page. */
export function newsPostView(
  content: NewsContent,
  post: NewsPost,
  media: MediaResolver = publicMedia(),
): NewsPostView {
  const copy = content.newsPage.post;
  return {
    title: post.title,
    eyebrow: post.tags?.[0] ?? copy.eyebrow,
    summary: post.summary,
    date: post.date,
    dateLabel: formatNewsDate(post.date),
    byline: copy.byline,
    author: post.author,
    hero: media.image(post.hero),
    heroAlt: post.heroAlt,
    body: renderMarkdownLede(post.body, { media }),
    tags: { label: copy.tagsLabel, items: post.tags ?? [] },
    back: { href: NEWS_PATH, label: copy.back },
    more: {
      title: copy.moreTitle,
      cards: content.news
        .filter((entry) => entry.slug !== post.slug)
        .slice(0, 3)
        .map((entry) => card(entry, media)),
    },
  };
}

/** The home page's block: the three newest posts. */
export function latestNewsView(
  content: NewsContent,
  media: MediaResolver = publicMedia(),
): LatestNewsView {
  const { home } = content.newsPage;
  return {
    eyebrow: home.eyebrow,
    title: home.title,
    intro: home.intro,
    link: { href: NEWS_PATH, label: home.link },
    cards: content.news.slice(0, 3).map((post) => card(post, media)),
  };
}

/** schema.org BlogPosting of a post (Google's Article structured data). */
export function blogPostingJsonLd(post: NewsPost, origin = siteUrl()): Record<string, unknown> {
  const url = `${origin}${newsPostPath(post.slug)}`;
  const studio = site();
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    image: [`${origin}${newsSharePath(post.slug)}`, `${origin}${post.hero}`],
    datePublished: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      name: studio.name,
      url: `${origin}/`,
      logo: { "@type": "ImageObject", url: `${origin}${STUDIO_LOGO_IMAGE}` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    ...(post.tags?.length ? { keywords: post.tags.join(", ") } : {}),
    inLanguage: "en",
  };
}

/** A post's hero image at the top of its feed entry. */
function heroHtml(post: NewsPost, media: MediaResolver): string {
  const hero = media.image(post.hero);
  const size = hero.width && hero.height ? ` width="${hero.width}" height="${hero.height}"` : "";
  return `<p><img src="${xmlEscape(absoluteUrl(hero.src))}" alt="${xmlEscape(post.heroAlt)}"${size}></p>`;
}

/** Both feeds' contents: every post, newest first, with absolute links. */
export function newsFeed(content: NewsContent, media: MediaResolver = publicMedia()): Feed {
  const origin = siteUrl();
  const studio = site();
  const [rss, json] = newsFeeds;
  return {
    title: content.newsPage.feeds.title,
    description: content.newsPage.feeds.description,
    homePage: absoluteUrl(NEWS_PATH),
    rssUrl: absoluteUrl(rss.path),
    jsonUrl: absoluteUrl(json.path),
    icon: absoluteUrl(STUDIO_LOGO_IMAGE),
    favicon: absoluteUrl("/icons/icon-192.png"),
    publisher: { name: studio.name, url: absoluteUrl("/") },
    language: "en",
    items: content.news.map((post) => ({
      url: absoluteUrl(newsPostPath(post.slug)),
      title: post.title,
      summary: post.summary,
      html: `${heroHtml(post, media)}\n${renderMarkdown(post.body, { media, origin }).html}`,
      date: post.date,
      author: post.author,
      tags: post.tags ?? [],
      image: absoluteUrl(newsSharePath(post.slug)),
    })),
  };
}
