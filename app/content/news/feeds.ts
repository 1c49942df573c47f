/**
 * The news feeds: RSS 2.0 (https://www.rssboard.org/rss-specification) and
 * JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), from one description
 * of the feed. Pure functions: news.server.ts builds the input from the
 * content, the resource routes serve the result, feeds.test.ts checks both.
 */

export interface FeedItem {
  /** Absolute URL of the post; also its id (it never changes). */
  url: string;
  title: string;
  summary: string;
  /** The post as HTML with absolute links (markdown.server.ts with `origin`). */
  html: string;
  /** The day it was published, YYYY-MM-DD. */
  date: string;
  author: string;
  tags: readonly string[];
  /** Absolute URL of its image. */
  image: string;
}

export interface Feed {
  title: string;
  description: string;
  /** Absolute URL of the news page. */
  homePage: string;
  rssUrl: string;
  jsonUrl: string;
  /** Absolute URLs of the studio's icon (512 px) and favicon. */
  icon: string;
  favicon: string;
  /** The publisher, named in JSON Feed's top-level authors. */
  publisher: { name: string; url: string };
  language: string;
  /** Newest first. */
  items: readonly FeedItem[];
}

/** A post's day as an instant: the start of the day in UTC. */
const instant = (day: string) => new Date(`${day}T00:00:00Z`);

/** RFC 822 date-time (RSS 2.0), e.g. "Wed, 07 Oct 2026 00:00:00 GMT". */
export function rfc822(day: string): string {
  return instant(day).toUTCString();
}

/** RFC 3339 date-time (JSON Feed), e.g. "2026-10-07T00:00:00Z". */
export function rfc3339(day: string): string {
  return instant(day).toISOString().replace(".000Z", "Z");
}

const xmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
/** Text made safe inside XML or HTML, in an element or a quoted attribute. */
export const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

/** An RSS 2.0 document (with the Atom self link, content:encoded and dc:creator). */
export function rssFeed(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      "    <item>",
      `      <title>${xmlEscape(item.title)}</title>`,
      `      <link>${xmlEscape(item.url)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(item.url)}</guid>`,
      `      <pubDate>${rfc822(item.date)}</pubDate>`,
      `      <dc:creator>${xmlEscape(item.author)}</dc:creator>`,
      ...item.tags.map((tag) => `      <category>${xmlEscape(tag)}</category>`),
      `      <description>${xmlEscape(item.summary)}</description>`,
      `      <content:encoded>${xmlEscape(item.html)}</content:encoded>`,
      "    </item>",
    ].join("\n"),
  );
  const newest = feed.items[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xmlEscape(feed.title)}</title>`,
    `    <link>${xmlEscape(feed.homePage)}</link>`,
    `    <description>${xmlEscape(feed.description)}</description>`,
    `    <language>${xmlEscape(feed.language)}</language>`,
    // The newest post's date, not the build's: the feed changes only when the news does.
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.date)}</lastBuildDate>`] : []),
    `    <atom:link href="${xmlEscape(feed.rssUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** A JSON Feed 1.1 document. */
export function jsonFeed(feed: Feed): string {
  const document = {
    version: "https://jsonfeed.org/version/1.1",
    title: feed.title,
    home_page_url: feed.homePage,
    feed_url: feed.jsonUrl,
    description: feed.description,
    icon: feed.icon,
    favicon: feed.favicon,
    authors: [feed.publisher],
    language: feed.language,
    items: feed.items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      summary: item.summary,
      content_html: item.html,
      image: item.image,
      date_published: rfc3339(item.date),
      authors: [{ name: item.author }],
      ...(item.tags.length > 0 ? { tags: [...item.tags] } : {}),
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
