import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NewsList } from "~/components/sections/news/news-list";
import { newsSharePath } from "~/lib/image-variants";
import { renderMarkdown } from "~/lib/markdown.server";
import type { MediaResolver } from "~/lib/media.server";
import { content } from "../load.server";
import { findPage, pages } from "../pages";
import {
  blogPostingJsonLd,
  findNewsPost,
  latestNewsView,
  newsListView,
  newsPostView,
} from "./news.server";
import {
  NEWS_PER_PAGE,
  newsListPageNumber,
  newsListPath,
  newsPageCount,
  newsPages,
  newsPostPath,
  type NewsPost,
} from "./pages";

const media: MediaResolver = {
  image: (src) => ({ src, width: 1600, height: 900, sources: [] }),
  video: (src) => ({ sources: [{ src, type: "video/mp4" }] }),
};

/** `count` posts, newest first (as the loader sorts them), one a day back from 2026-11-30. */
function generatedPosts(count: number): NewsPost[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 10, 30 - index)).toISOString().slice(0, 10);
    return {
      slug: `post-${index + 1}`,
      file: `content/news/post-${index + 1}.md`,
      title: `Generated post ${index + 1}`,
      date: day,
      author: "Test Author",
      summary: `Summary of generated post ${index + 1}, long enough to be a real summary of a post.`,
      hero: "/art/beyonders-1600.webp",
      heroAlt: "Concept art",
      body: `Opening of post ${index + 1}.\n\n## Part ${index + 1}\n\nText.`,
    };
  });
}

const copy = content().newsPage;
const withPosts = (count: number) => ({ news: generatedPosts(count), newsPage: copy });

describe("the news list's pages", () => {
  it("has one page per 12 posts, and a page even with no post", () => {
    expect(newsPageCount(0)).toBe(1);
    expect(newsPageCount(NEWS_PER_PAGE)).toBe(1);
    expect(newsPageCount(NEWS_PER_PAGE + 1)).toBe(2);
    expect(newsPageCount(NEWS_PER_PAGE * 3)).toBe(3);
  });

  it("registers /news, then /news/page/2 and on, and a page per post", () => {
    const count = NEWS_PER_PAGE * 2 + 5;
    const entries = newsPages(withPosts(count));
    const lists = entries.filter((entry) => entry.module === "routes/news.tsx");
    expect(lists.map((entry) => entry.path)).toEqual(["/news", "/news/page/2", "/news/page/3"]);
    const posts = entries.filter((entry) => entry.module === "routes/news-post.tsx");
    expect(posts.map((entry) => entry.path)).toEqual(
      generatedPosts(count).map((post) => newsPostPath(post.slug)),
    );
    for (const entry of entries) {
      expect(entry.description.length, entry.path).toBeGreaterThanOrEqual(70);
      expect(entry.description.length, entry.path).toBeLessThanOrEqual(170);
    }
    // However many posts and list pages, three routes: /news, /news/page/:page, /news/:slug.
    expect([
      ...new Set(entries.map((entry) => `${entry.id} ${entry.routePath ?? entry.path}`)),
    ]).toEqual(["news /news", "news-page /news/page/:page", "news-post /news/:slug"]);
    expect(new Set(entries.map((entry) => entry.title)).size).toBe(entries.length);
    expect(posts[0]?.image).toBe(newsSharePath("post-1"));
  });

  it("reads a list page's number back from its path", () => {
    for (const page of [1, 2, 17]) expect(newsListPageNumber(newsListPath(page))).toBe(page);
    expect(newsListPageNumber("/news/page/1")).toBe(1);
    for (const path of ["/news/page/0", "/news/page/x", "/news/post-1", "/about"])
      expect(newsListPageNumber(path)).toBeUndefined();
  });

  it("shows 12 posts a page, newest first, with newer and older links between pages", () => {
    const posts = generatedPosts(NEWS_PER_PAGE * 2 + 5);
    const news = { news: posts, newsPage: copy };
    const first = newsListView(news, 1, media);
    const middle = newsListView(news, 2, media);
    const last = newsListView(news, 3, media);
    expect(first.cards.map((card) => card.title)).toEqual(
      posts.slice(0, NEWS_PER_PAGE).map((post) => post.title),
    );
    expect(middle.cards[0]?.title).toBe(posts[NEWS_PER_PAGE]!.title);
    expect(last.cards).toHaveLength(5);
    expect(first.pagination).toMatchObject({ page: 1, pages: 3 });
    expect(first.pagination.newer).toBeUndefined();
    expect(first.pagination.older?.href).toBe("/news/page/2");
    expect(middle.pagination.newer?.href).toBe("/news");
    expect(middle.pagination.older?.href).toBe("/news/page/3");
    expect(last.pagination.older).toBeUndefined();
    expect(middle.pagination.status).toBe("Page 2 of 3");
    expect(middle.title).not.toBe(first.title);
  });

  it("renders accessible previous and next links, and none on a single page", () => {
    const news = withPosts(NEWS_PER_PAGE + 1);
    const html = renderToStaticMarkup(<NewsList view={newsListView(news, 2, media)} />);
    expect(html).toContain(`<nav aria-label="${copy.pagination.label}"`);
    expect(html).toMatch(
      new RegExp(`<a href="/news" rel="prev"[^>]*>.*${copy.pagination.newer}</a>`),
    );
    expect(html).not.toContain('rel="next"');
    expect(html.match(/<h2 /g)).toHaveLength(1);

    const single = renderToStaticMarkup(<NewsList view={newsListView(withPosts(3), 1, media)} />);
    expect(single).not.toContain("<nav");
    expect(single.match(/<article/g)).toHaveLength(3);

    const empty = renderToStaticMarkup(<NewsList view={newsListView(withPosts(0), 1, media)} />);
    expect(empty).toContain(copy.list.empty);
  });
});

describe("a post's page", () => {
  const news = withPosts(5);
  const post = news.news[2]!;
  const view = newsPostView(news, post, media);

  it("has its title, date, author, hero and rendered body, split after its first paragraph", () => {
    expect(view).toMatchObject({
      title: post.title,
      date: post.date,
      dateLabel: "November 28, 2026",
      author: post.author,
      heroAlt: post.heroAlt,
      back: { href: "/news" },
    });
    expect(view.body.rest).toMatch(/^<h2 id="part-3">Part 3<\/h2>/);
    expect(view.body.lede).toBe("<p>Opening of post 3.</p>\n");
    expect(`${view.body.lede}${view.body.rest}`).toBe(renderMarkdown(post.body, { media }).html);
  });

  it("offers the three newest other posts", () => {
    expect(view.more.cards.map((card) => card.href)).toEqual(
      ["post-1", "post-2", "post-4"].map(newsPostPath),
    );
  });

  it("is described as a schema.org BlogPosting", () => {
    const data = blogPostingJsonLd(post, "https://www.example.test");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.summary,
      datePublished: post.date,
      author: { "@type": "Person", name: post.author },
      mainEntityOfPage: { "@id": `https://www.example.test${newsPostPath(post.slug)}` },
      url: `https://www.example.test${newsPostPath(post.slug)}`,
    });
    expect((data.headline as string).length).toBeLessThanOrEqual(110);
    expect(data.image).toEqual([
      `https://www.example.test${newsSharePath(post.slug)}`,
      "https://www.example.test/art/beyonders-1600.webp",
    ]);
    expect(data.publisher).toMatchObject({
      "@type": "Organization",
      logo: { url: expect.stringMatching(/^https:/) },
    });
  });
});

describe("the home page's latest news", () => {
  it("shows the three newest posts and links to the rest", () => {
    const view = latestNewsView(withPosts(7), media);
    expect(view.cards.map((card) => card.title)).toEqual([
      "Generated post 1",
      "Generated post 2",
      "Generated post 3",
    ]);
    expect(view.link.href).toBe("/news");
    expect(latestNewsView(withPosts(1), media).cards).toHaveLength(1);
  });
});

describe("the site's news", () => {
  it("registers a page for every post and every list page", () => {
    const { news } = content();
    for (const post of news) {
      const page = findPage(newsPostPath(post.slug));
      expect(page?.title, post.file).toBe(post.title);
      expect(page?.description, post.file).toBe(post.summary);
      expect(findNewsPost(content(), post.slug)).toBe(post);
    }
    const lists = pages().filter((page) => newsListPageNumber(page.path) !== undefined);
    expect(lists).toHaveLength(newsPageCount(news.length));
  });

  it("is sorted newest first", () => {
    const dates = content().news.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
