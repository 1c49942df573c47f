import { expect, type Page } from "@playwright/test";

/**
 * Reading and checking the news feeds as their specifications define them:
 * RSS 2.0 (parsed by the browser's XML parser, so a document that is not
 * well-formed fails) and JSON Feed 1.1. Used by news.spec.ts against the
 * production build and by admin.spec.ts after a build with a post the editor wrote.
 */

/** RFC 822 date-time as RSS 2.0 wants it. */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|UT|[+-]\d{4})$/;
/** RFC 3339 date-time as JSON Feed wants it. */
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export interface RssItem {
  title: string | null;
  link: string | null;
  guid: string | null;
  pubDate: string | null;
}

/** An RSS 2.0 document's channel and items, checked for what RSS 2.0 requires; `page` is any open page (its parser is used). */
export async function readRss(page: Page, xml: string) {
  const feed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, "application/xml");
    const child = (parent: Element, name: string) =>
      [...parent.children].find((element) => element.tagName === name)?.textContent ?? null;
    const rss = document.documentElement;
    const channel = rss.querySelector(":scope > channel");
    return {
      error: document.querySelector("parsererror")?.textContent ?? null,
      root: rss.tagName,
      version: rss.getAttribute("version"),
      channel: channel && {
        title: child(channel, "title"),
        link: child(channel, "link"),
        description: child(channel, "description"),
      },
      items: [...(channel?.querySelectorAll(":scope > item") ?? [])].map((item) => ({
        title: child(item, "title"),
        link: child(item, "link"),
        guid: child(item, "guid"),
        pubDate: child(item, "pubDate"),
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed).toMatchObject({ root: "rss", version: "2.0" });
  for (const item of feed.items) {
    expect(item.title).toBeTruthy();
    expect(item.guid).toBe(item.link);
    expect(item.pubDate).toMatch(RFC_822);
  }
  return { channel: feed.channel!, items: feed.items as RssItem[] };
}

export type JsonFeedItem = Record<string, unknown> & { url: string; date_published: string };

/** A JSON Feed 1.1 document, checked for what JSON Feed 1.1 requires and what the site promises of it. */
export function readJsonFeed(
  feed: Record<string, unknown>,
): Record<string, unknown> & { items: JsonFeedItem[] } {
  expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
  expect(typeof feed.title).toBe("string");
  expect(Array.isArray(feed.items)).toBe(true);
  const items = feed.items as JsonFeedItem[];
  for (const item of items) {
    expect(typeof item.id).toBe("string");
    expect(item.id).toBe(item.url);
    expect(typeof item.title).toBe("string");
    expect(typeof item.content_html).toBe("string");
    // Readers show the HTML elsewhere: every link and image is absolute.
    expect(item.content_html as string).not.toMatch(/(?:href|src)="\/(?!\/)/);
    expect(item.date_published).toMatch(RFC_3339);
  }
  return { ...feed, items };
}
