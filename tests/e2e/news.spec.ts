import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { content } from "../../app/content/load.server";
import { fillIn, newsPageCount, newsPostPath, NEWS_PER_PAGE } from "../../app/content/news/pages";
import { newsSharePath } from "../../app/lib/image-variants";
import { readJsonFeed, readRss } from "./feeds";

/**
 * The news section (issue 17): /news and its pages, the posts, the home page's
 * latest news, the footer link, the share images and both feeds, against the
 * production build. Everything is read from content/ (never a count or a
 * sentence written here), so a new post changes nothing in this file.
 */
const origin = "https://www.nebulaforge.studio";
const { news: posts, newsPage: copy } = content();
const newest = posts[0]!;
const videoPost = posts.find((post) => /!\[[^\]]+\]\([^)\s]+\.(mp4|webm)\b/.test(post.body));

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));

test.describe("the news list", () => {
  test("shows the newest posts first, a page at most, each linking to its post", async ({
    page,
  }) => {
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.list.title);
    const cards = page.locator("main article");
    await expect(cards.locator("h2")).toHaveText(
      posts.slice(0, NEWS_PER_PAGE).map((post) => post.title),
    );
    await expect(cards.locator("time").first()).toHaveAttribute("datetime", newest.date);
    const link = cards.first().getByRole("link", { name: newest.title });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${newsPostPath(newest.slug)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
  });

  test(
    "pages past 12 posts with real pages and previous and next links",
    { tag: "@any-width" },
    async ({ page, request }) => {
      const pages = newsPageCount(posts.length);
      const nav = page.getByRole("navigation", { name: copy.pagination.label });
      await page.goto("/news");
      // With one page there are no page links and no page 2; with more, every page is
      // reached by its "older" link and shows the next 12 posts, back by "newer".
      expect((await request.get(`/news/page/${pages + 1}`)).status()).toBe(404);
      if (pages === 1) {
        await expect(nav).toHaveCount(0);
        return;
      }
      const seen: string[] = [];
      for (let number = 1; number <= pages; number++) {
        seen.push(...(await page.locator("main article h2").allTextContents()));
        await expect(
          nav.getByText(fillIn(copy.pagination.status, { page: number, pages })),
        ).toBeVisible();
        const older = nav.getByRole("link", { name: copy.pagination.older });
        if (number === pages) {
          await expect(older).toHaveCount(0);
          break;
        }
        await expect(older).toHaveAttribute("rel", "next");
        await older.click();
        await expect(page).toHaveURL(new RegExp(`/news/page/${number + 1}$`));
        await expect(nav.getByRole("link", { name: copy.pagination.newer })).toHaveAttribute(
          "rel",
          "prev",
        );
      }
      expect(seen).toEqual(posts.map((post) => post.title));
    },
  );

  test(
    "links both feeds from the page and from its head",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/news");
      for (const [type, href, label] of [
        ["application/rss+xml", "/news/rss.xml", copy.feeds.rss],
        ["application/feed+json", "/news/feed.json", copy.feeds.json],
      ] as const) {
        await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveAttribute(
          "href",
          `${origin}${href}`,
        );
        await expect(page.getByRole("link", { name: label })).toHaveAttribute("href", href);
      }
    },
  );
});

test.describe("a post", () => {
  test("shows its title, date, author, hero, body and a way back", async ({ page }) => {
    await page.goto(newsPostPath(newest.slug));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(newest.title);
    await expect(main.locator(`time[datetime="${newest.date}"]`).first()).toBeVisible();
    await expect(main.getByText(newest.author).first()).toBeVisible();
    const hero = main.getByRole("img", { name: newest.heroAlt });
    await expect(hero).toBeVisible();
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // The body: its Markdown headings are h2 with ids, its links go somewhere.
    const headings = main.locator("article h2[id]");
    expect(await headings.count()).toBeGreaterThan(0);
    const back = main.getByRole("link", { name: copy.post.back }).last();
    await back.scrollIntoViewIfNeeded();
    await back.click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test(
    "every post is prerendered with its share image, article tags and BlogPosting",
    { tag: "@any-width" },
    async ({ page, request }) => {
      for (const post of posts) {
        const path = newsPostPath(post.slug);
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<h1 class=`);
        expect(html, path).toContain('<meta property="og:type" content="article"/>');
        expect(html, path).toContain(
          `<meta property="og:image" content="${origin}${newsSharePath(post.slug)}"/>`,
        );
        expect(html, path).toContain(
          `<meta property="article:published_time" content="${post.date}"/>`,
        );

        const image = await request.get(newsSharePath(post.slug));
        expect(image.status(), newsSharePath(post.slug)).toBe(200);
        expect(image.headers()["content-type"]).toBe("image/jpeg");
        const { width, height } = await sharp(await image.body()).metadata();
        expect({ width, height }).toEqual({ width: 1200, height: 630 });
      }
      await page.goto(newsPostPath(newest.slug));
      const posting = (await jsonLd(page)).find(
        (data: { "@type"?: string }) => data["@type"] === "BlogPosting",
      );
      expect(posting).toMatchObject({
        headline: newest.title,
        description: newest.summary,
        datePublished: newest.date,
        author: { "@type": "Person", name: newest.author },
        url: `${origin}${newsPostPath(newest.slug)}`,
        mainEntityOfPage: { "@id": `${origin}${newsPostPath(newest.slug)}` },
        publisher: { "@type": "Organization" },
      });
    },
  );

  test("an unknown post is the not-found page", { tag: "@any-width" }, async ({ request }) => {
    expect((await request.get("/news/no-such-post")).status()).toBe(404);
  });

  test("a video loop in a post plays near the viewport", async ({ page }) => {
    expect(videoPost, "a post shows a video loop").toBeDefined();
    await page.goto(newsPostPath(videoPost!.slug));
    const video = page.locator("main article video[data-autoplay]").first();
    await expect(video).toHaveAttribute("muted", "");
    await expect(video).toHaveAttribute("loop", "");
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.autoplay))
      .toBe(true);
  });
});

test.describe("a post under reduced motion", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  test("keeps its video loop paused on its poster", { tag: "@any-width" }, async ({ page }) => {
    await page.goto(newsPostPath(videoPost!.slug));
    const video = page.locator("main article video[data-autoplay]").first();
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute("poster", /\.(webp|avif|jpe?g|png)$/);
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      paused: element.paused,
      autoplay: element.autoplay,
    }));
    expect(state).toEqual({ paused: true, autoplay: false });
  });
});

test.describe("elsewhere on the site", () => {
  test("the home page shows the three newest posts before its closing call", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section#latest-news");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(copy.home.title);
    await expect(section.locator("article h3")).toHaveText(
      posts.slice(0, 3).map((post) => post.title),
    );
    // The block sits right before the closing call to action.
    expect(
      await section.evaluate(
        (element) => element.nextElementSibling?.getAttribute("aria-labelledby") ?? null,
      ),
    ).toBe("cta-heading");
    const all = section.getByRole("link", { name: copy.home.link });
    await all.scrollIntoViewIfNeeded();
    await all.click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test("the footer links to the news", async ({ page }) => {
    const link = content()
      .layout.footer.groups.flatMap((group) => group.links)
      .find((entry) => entry.href === "/news");
    expect(link, "a footer link to /news").toBeDefined();
    await page.goto("/about");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: link!.label, exact: true }),
    ).toHaveAttribute("href", "/news");
  });

  test("the sitemap lists every post and news page", { tag: "@any-width" }, async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const post of posts)
      expect(xml).toContain(`<loc>${origin}${newsPostPath(post.slug)}</loc>`);
    expect(xml).toContain(`<loc>${origin}/news</loc>`);
  });
});

test.describe("the feeds", () => {
  test(
    "/news/rss.xml is valid RSS 2.0 with every post",
    { tag: "@any-width" },
    async ({ page, request }) => {
      const response = await request.get("/news/rss.xml");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/xml/);
      await page.goto("/news");
      const feed = await readRss(page, await response.text());
      expect(feed.channel).toEqual({
        title: copy.feeds.title,
        link: `${origin}/news`,
        description: copy.feeds.description,
      });
      expect(feed.items.map((item) => item.link)).toEqual(
        posts.map((post) => `${origin}${newsPostPath(post.slug)}`),
      );
      feed.items.forEach((item, index) => {
        expect(item.title).toBe(posts[index]!.title);
        expect(new Date(item.pubDate!).toISOString().slice(0, 10)).toBe(posts[index]!.date);
      });
    },
  );

  test(
    "/news/feed.json is a valid JSON Feed 1.1 with every post",
    { tag: "@any-width" },
    async ({ request }) => {
      const response = await request.get("/news/feed.json");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/json/);
      const feed = readJsonFeed((await response.json()) as Record<string, unknown>);
      expect(feed.title).toBe(copy.feeds.title);
      expect(feed.home_page_url).toBe(`${origin}/news`);
      expect(feed.feed_url).toBe(`${origin}/news/feed.json`);
      expect(feed.items.map((item) => item.url)).toEqual(
        posts.map((post) => `${origin}${newsPostPath(post.slug)}`),
      );
      feed.items.forEach((item, index) => {
        expect(item.title).toBe(posts[index]!.title);
        expect(item.date_published.slice(0, 10)).toBe(posts[index]!.date);
      });
    },
  );
});
