import { expect, test, type Locator } from "@playwright/test";
import { platformLabel } from "../../app/components/sections/products/format";
import { artKeyOfPath } from "../../app/content/art";
import { content } from "../../app/content/load.server";
import { productPages } from "../../app/content/products/pages";
import { gamingCatalogueView } from "../../app/content/products/views.server";

/**
 * The products section: overview, catalogue, AI and simulation products and a
 * page per game, against the production build. What the pages show is read
 * from the content (content/games, content/pages, ...), so a new game or an
 * edited sentence is checked without editing this file.
 */
const loaded = content();
const { games, gamePage: copy } = loaded;
const routes = productPages(loaded).map((page) => page.path);
const byPath = (path: string) => games.find((game) => game.path === path)!;

/** A loop's poster is the key-art file its card's picture chose: shown once, downloaded once. */
async function expectPosterIsShownArt(video: Locator) {
  const art = video.locator("xpath=preceding-sibling::picture/img");
  await expect
    .poll(() => art.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/art\/[\w-]+-\d+\.(avif|webp)$/);
  const shown = await art.evaluate((img: HTMLImageElement) => img.currentSrc);
  await expect(video).toHaveAttribute("poster", shown);
}

test(
  "every product route answers 200 with prerendered HTML",
  { tag: "@any-width" },
  async ({ request }) => {
    for (const path of routes) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      // Exactly one h1, already in the HTML the server sends (no client rendering needed).
      expect(html.match(/<h1[\s>]/g)?.length, path).toBe(1);
    }
    for (const game of games) {
      const html = await (await request.get(game.path)).text();
      expect(html, game.path).toContain('"@type":"VideoGame"');
      // Generated key art is preloaded as AVIF, an upload as it is, on the wide screens
      // whose hero shows it (on phones it follows the text and loads after the first paint).
      if (artKeyOfPath(game.image))
        expect(html, game.path).toMatch(
          /<link rel="preload" as="image"[^>]*type="image\/avif" media="\(min-width: 1024px\)"/,
        );
      else
        expect(html, game.path).toContain(
          `<link rel="preload" as="image" href="${game.image}" media="(min-width: 1024px)"`,
        );
    }
  },
);

for (const game of games) {
  test(
    `${game.path} shows the title, genre, platforms and release date`,
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto(game.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(game.title);
      const facts = page.locator("dl").first();
      for (const [term, value] of [
        [copy.facts.genre, game.genre],
        [copy.facts.platforms, platformLabel(game.platforms)],
        [copy.facts.releaseDate, game.releaseDate],
      ] as const) {
        await expect(facts.locator("dt", { hasText: term }).locator("+ dd")).toHaveText(value);
      }
      // The key art: lazy (it follows the text on phones), preloaded where the hero shows it.
      const art = page.getByRole("img", { name: `Key art for ${game.title}` }).first();
      await expect(art).toBeVisible();
      await expect(art).toHaveAttribute("loading", "lazy");
      await expect(page.getByRole("heading", { level: 2, name: copy.featuresTitle })).toBeVisible();
      await expect(page.locator("section#features li p")).toHaveText([...game.features]);
    },
  );
}

test(
  "the wishlist button opens the game's store page in a new tab",
  { tag: "@any-width" },
  async ({ page }) => {
    const blackvale = byPath("/Blackvale");
    await page.goto(blackvale.path);
    const wishlist = page.getByRole("link", { name: new RegExp(`^${copy.wishlistLabel}`) });
    await expect(wishlist).toHaveCount(2);
    for (const link of await wishlist.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", blackvale.storeUrl);
    }
  },
);

test(
  "Blackvale shows its target audience in the dark red style",
  { tag: "@any-width" },
  async ({ page }) => {
    const blackvale = byPath("/Blackvale");
    await page.goto(blackvale.path);
    const audience = page.locator("section#target-audience");
    await expect(audience.getByRole("heading", { level: 2 })).toHaveText(copy.targetAudience.title);
    await expect(audience.getByRole("listitem")).toHaveText([...(blackvale.targetAudience ?? [])]);
    await expect(page.locator("section#target-users")).toHaveCount(0);
    await expect(page.locator("[data-tone]")).toHaveAttribute("data-tone", "blood");
    const background = await page
      .locator("[data-tone]")
      .evaluate((element) => getComputedStyle(element).backgroundImage);
    // --color-blood-900 (#2a0505) opens the page's gradient.
    expect(background).toContain("rgb(42, 5, 5)");
  },
);

test("HyperFlight Arena shows its target users", { tag: "@any-width" }, async ({ page }) => {
  const hyper = byPath("/Hyper");
  await page.goto(hyper.path);
  const targets = page.locator("section#target-users");
  await expect(targets.getByRole("heading", { level: 2 })).toHaveText(copy.targetUsers.title);
  await expect(targets.locator("dd")).toHaveText((hyper.targetUsers ?? []).map((t) => t.value));
  await expect(targets.locator("dt")).toHaveText((hyper.targetUsers ?? []).map((t) => t.label));
  await expect(page.locator("section#target-audience")).toHaveCount(0);
  await expect(page.locator("[data-tone]")).toHaveAttribute("data-tone", "ember");
});

test.describe("the gaming catalogue", () => {
  const catalogue = gamingCatalogueView(loaded);
  const withVideo = games.filter((game) => game.video);

  test(
    "lists each year's games in its section, then the pipeline and the long-term vision",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/products/gaming");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        loaded.productsGamingPage.hero.title,
      );
      const titles = (id: string) => page.locator(`section#${id} article h3`);
      for (const section of catalogue.releases) {
        await expect(page.locator(`section#${section.id} h2`)).toHaveText(section.title);
        await expect(titles(section.id)).toHaveText(section.games.map((game) => game.title));
      }
      await expect(page.locator("section#releases-2025 h2")).toHaveText("2025 Releases");
      await expect(page.locator("section#releases-2026 h2")).toHaveText("2026 Launch Slate");
      await expect(titles("pipeline")).toHaveText(catalogue.pipeline.items.map((i) => i.title));
      await expect(titles("vision")).toHaveText(catalogue.vision.items.map((i) => i.title));
      for (const item of [...catalogue.pipeline.items, ...catalogue.vision.items])
        await expect(page.locator("article", { hasText: item.title })).toContainText(item.quarter);
    },
  );

  test("a card's Download link leads to its game page", async ({ page }) => {
    const game = games.at(-1)!;
    await page.goto("/products/gaming");
    const download = page.getByRole("link", { name: `${copy.card.download} ${game.title}` });
    await download.scrollIntoViewIfNeeded();
    await download.click();
    await expect(page).toHaveURL(new RegExp(`${game.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(game.title);
  });

  test(
    "a game page leads to another and back, each shown whole",
    { tag: "@any-width" },
    async ({ page, request }) => {
      const [first, second] = [games[0]!, games[1]!];
      const sectionCount = async (path: string) =>
        ((await (await request.get(path)).text()).match(/<section\b/g) ?? []).length;
      const [firstSections, secondSections] = await Promise.all([
        sectionCount(first.path),
        sectionCount(second.path),
      ]);
      await page.goto(first.path);
      const sections = page.locator("main section");
      await expect(sections).toHaveCount(firstSections);

      const link = page.locator(`main a[href="${second.path}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${second.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
      await expect(sections).toHaveCount(secondSections);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${first.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
      await expect(sections).toHaveCount(firstSections);
      await expect(page.locator("footer")).toContainText(loaded.site.shortName);
    },
  );

  test("videos have posters and start playing once scrolled into view", async ({ page }) => {
    expect(withVideo.length).toBeGreaterThan(0);
    await page.goto("/products/gaming");
    const videos = page.locator("video");
    await expect(videos).toHaveCount(withVideo.length);
    for (const video of await videos.all()) {
      // Nothing loads up front; the poster comes as the video nears the viewport.
      await expect(video).toHaveAttribute("preload", "none");
    }
    for (const video of await videos.all()) {
      await video.scrollIntoViewIfNeeded();
      await expectPosterIsShownArt(video);
    }
    const first = videos.first();
    await first.scrollIntoViewIfNeeded();
    // The observer turns autoplay on when the loop comes near the viewport.
    await expect.poll(() => first.evaluate((video: HTMLVideoElement) => video.autoplay)).toBe(true);
  });

  test.describe("with prefers-reduced-motion", () => {
    test.use({ contextOptions: { reducedMotion: "reduce" } });

    test("catalogue videos stay paused on their posters after scrolling into view", async ({
      page,
    }) => {
      await page.goto("/products/gaming");
      const videos = await page.locator("video").all();
      expect(videos).toHaveLength(withVideo.length);
      for (const video of videos) {
        await video.scrollIntoViewIfNeeded();
        // The key art stays in view instead of the loop: the poster is set when the
        // loop comes near the viewport, so the enhancement has seen it by then.
        await expectPosterIsShownArt(video);
        const state = await video.evaluate((element: HTMLVideoElement) => ({
          paused: element.paused,
          autoplay: element.autoplay,
          time: element.currentTime,
        }));
        expect(state).toEqual({ paused: true, autoplay: false, time: 0 });
      }
    });
  });
});

test("the overview links its categories and its Explore All Products button", async ({ page }) => {
  const overview = loaded.productsPage;
  await page.goto("/products");
  const categories = page.locator("section#product-categories");
  for (const category of overview.categories.items) {
    await expect(
      categories.getByRole("link", { name: category.title, exact: true }),
    ).toHaveAttribute("href", category.href);
  }
  await expect(page.locator("section#industries li h3")).toHaveText(
    overview.industries.items.map((item) => item.title),
  );
  const partner = page.locator('section[aria-labelledby="partner-heading"]');
  await expect(partner.getByRole("link", { name: overview.partner.contact.label })).toHaveAttribute(
    "href",
    overview.partner.contact.href,
  );
  await partner.getByRole("link", { name: overview.partner.exploreLabel }).click();
  await expect(page).toHaveURL(/#product-categories$/);
  await expect(categories.getByRole("heading", { level: 2 })).toBeInViewport();
});

test("the AI page links its calls to action and numbers its steps", async ({ page }) => {
  const ai = loaded.productsAiPage;
  await page.goto("/products/ai");
  await expect(page.getByRole("link", { name: ai.hero.exploreLabel })).toHaveAttribute(
    "href",
    "#portfolio",
  );
  for (const action of [ai.hero.demo, ai.closing.action])
    await expect(page.getByRole("link", { name: action.label }).first()).toHaveAttribute(
      "href",
      action.href,
    );
  await expect(page.locator("section#portfolio article h3")).toHaveText(
    loaded.aiSolutions.map((solution) => solution.title),
  );
  await expect(page.locator("section#process ol > li h3")).toHaveText(
    ai.process.steps.map((step, index) => `Step ${index + 1}: ${step.title}`),
  );
});

test("the simulations page shows its products and a Request Demo", async ({ page }) => {
  const simulations = loaded.productsSimulationsPage;
  await page.goto("/products/simulations");
  await expect(page.locator("section#simulation-products article h3")).toHaveText(
    loaded.simulationProducts.map((product) => product.title),
  );
  await expect(page.locator("section#technologies li h3")).toHaveText(
    simulations.technologies.items.map((item) => item.title),
  );
  await expect(page.locator("section#industries li h3")).toHaveText(
    simulations.industries.items.map((item) => item.title),
  );
  await expect(
    page.getByRole("link", { name: simulations.hero.demo.label }).first(),
  ).toHaveAttribute("href", simulations.hero.demo.href);
});
