import { describe, expect, it } from "vitest";
import { content } from "../load.server";
import { jsonFeed, rfc3339, rfc822, rssFeed, type Feed } from "./feeds";
import { newsFeed } from "./news.server";
import { newsPostPath } from "./pages";

/** RFC 822 date-time as RSS 2.0 wants it (four-digit year, as recommended). */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
/** RFC 3339 date-time as JSON Feed wants it. */
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const item = (day: string, title: string) => ({
  url: `https://www.example.test/news/${day}`,
  title,
  summary: `What happened on ${day} & why <it> matters.`,
  html: `<p>On ${day}: <a href="https://www.example.test/about">about</a></p>`,
  date: day,
  author: "Meera Iyer",
  tags: ["Games", "R&D"],
  image: `https://www.example.test/og/news/${day}.jpg`,
});

const feed: Feed = {
  title: "Studio news",
  description: "Announcements & releases",
  homePage: "https://www.example.test/news",
  rssUrl: "https://www.example.test/news/rss.xml",
  jsonUrl: "https://www.example.test/news/feed.json",
  icon: "https://www.example.test/icons/logo-512.png",
  favicon: "https://www.example.test/icons/icon-192.png",
  publisher: { name: "Studio", url: "https://www.example.test/" },
  language: "en",
  items: [item("2026-11-12", 'Newest: "quoted"'), item("2026-09-01", "Older")],
};

/** The text of every `<name>` element directly in `xml` (no nesting of the same name). */
const elements = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([\\s\\S]*?)</${name}>`, "g"))].map(
    (match) => match[1]!,
  );

describe("dates", () => {
  it("writes a day as RFC 822 for RSS and RFC 3339 for JSON Feed", () => {
    expect(rfc822("2026-10-07")).toBe("Wed, 07 Oct 2026 00:00:00 GMT");
    expect(rfc822("2026-10-07")).toMatch(RFC_822);
    expect(rfc3339("2026-10-07")).toBe("2026-10-07T00:00:00Z");
    expect(rfc3339("2026-10-07")).toMatch(RFC_3339);
  });
});

describe("rssFeed", () => {
  const xml = rssFeed(feed);
  const [channel] = elements(xml, "channel");
  const items = elements(xml, "item");

  it("is an RSS 2.0 document with the channel's required elements", () => {
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
    const head = channel!.split("<item>")[0]!;
    expect(elements(head, "title")).toEqual(["Studio news"]);
    expect(elements(head, "link")).toEqual(["https://www.example.test/news"]);
    expect(elements(head, "description")).toEqual(["Announcements &amp; releases"]);
    expect(head).toContain(
      '<atom:link href="https://www.example.test/news/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(elements(head, "lastBuildDate")).toEqual([rfc822("2026-11-12")]);
  });

  it("has one item per post, newest first, each with title, link, guid and an RFC 822 date", () => {
    expect(items).toHaveLength(feed.items.length);
    items.forEach((entry, index) => {
      const source = feed.items[index]!;
      expect(elements(entry, "link")).toEqual([source.url]);
      expect(entry).toContain(`<guid isPermaLink="true">${source.url}</guid>`);
      const [pubDate] = elements(entry, "pubDate");
      expect(pubDate).toMatch(RFC_822);
      expect(elements(entry, "title")).toHaveLength(1);
      expect(elements(entry, "category")).toEqual(["Games", "R&amp;D"]);
      expect(elements(entry, "dc:creator")).toEqual(["Meera Iyer"]);
    });
    expect(elements(items[0]!, "title")).toEqual(["Newest: &quot;quoted&quot;"]);
  });

  it("escapes text and carries the post's HTML as escaped text", () => {
    expect(elements(items[0]!, "description")).toEqual([
      "What happened on 2026-11-12 &amp; why &lt;it&gt; matters.",
    ]);
    const [encoded] = elements(items[0]!, "content:encoded");
    expect(encoded).toContain("&lt;a href=&quot;https://www.example.test/about&quot;&gt;");
    expect(encoded).not.toContain("<");
  });
});

describe("jsonFeed", () => {
  const document = JSON.parse(jsonFeed(feed)) as Record<string, unknown> & {
    items: Record<string, unknown>[];
  };

  it("is a JSON Feed 1.1 with its top-level fields", () => {
    expect(document).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      title: "Studio news",
      home_page_url: "https://www.example.test/news",
      feed_url: "https://www.example.test/news/feed.json",
      language: "en",
      authors: [{ name: "Studio", url: "https://www.example.test/" }],
    });
  });

  it("has one item per post with id, url, content_html and an RFC 3339 date", () => {
    expect(document.items).toHaveLength(feed.items.length);
    document.items.forEach((entry, index) => {
      const source = feed.items[index]!;
      expect(entry).toMatchObject({
        id: source.url,
        url: source.url,
        title: source.title,
        content_html: source.html,
        summary: source.summary,
        image: source.image,
        authors: [{ name: "Meera Iyer" }],
        tags: ["Games", "R&D"],
      });
      expect(typeof entry.id).toBe("string");
      expect(entry.date_published).toMatch(RFC_3339);
    });
  });
});

describe("the site's feeds", () => {
  const site = newsFeed(content());

  it("carry every post, newest first, with absolute links in their HTML", () => {
    expect(site.items.map((entry) => entry.url)).toEqual(
      content().news.map((post) => `https://www.nebulaforge.studio${newsPostPath(post.slug)}`),
    );
    for (const entry of site.items) {
      expect(entry.html).not.toMatch(/(?:href|src|poster)="\/(?!\/)/);
      expect(entry.html).toMatch(/^<p><img src="https:\/\//);
    }
    const dates = site.items.map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
