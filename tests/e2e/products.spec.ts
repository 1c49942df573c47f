import { expect, test } from "@playwright/test";

/**
 * The products section (issue 5): overview, catalogue, AI and simulation
 * products and the seven game pages, against the production build.
 */
const games = [
  {
    path: "/Hyper",
    title: "HyperFlight Arena",
    genre: "Multiplayer Aerial Combat",
    platforms: "PC & Mobile",
    releaseDate: "October 2025",
  },
  {
    path: "/SanityEchoPrison",
    title: "Sanity's Echo: Prison of the Mind",
    genre: "Psychological Horror",
    platforms: "PC",
    releaseDate: "Oct 2025",
  },
  {
    path: "/DreadfulRiddlesMaze",
    title: "Dreadful Riddles: Maze of Fear",
    genre: "Puzzle Horror",
    platforms: "PC",
    releaseDate: "Dec 2025",
  },
  {
    path: "/CurseOfTheHollowVillage",
    title: "Dreadful Riddles Part 2: Curse of the Hollow Village",
    genre: "Puzzle Horror",
    platforms: "PC",
    releaseDate: "Jan 2026",
  },
  {
    path: "/ForgottenAsylum",
    title: "Sanity's Echo: The Forgotten Asylum",
    genre: "Psychological Horror",
    platforms: "PC & Console",
    releaseDate: "March 2026",
  },
  {
    path: "/Blackvale",
    title: "Dreadful Realms: Curse of Blackvale",
    genre: "Survival Horror",
    platforms: "PC & Console",
    releaseDate: "April 2026",
  },
  {
    path: "/GenesisRetribution",
    title: "Project Genesis – Retribution",
    genre: "Sci-fi Action Shooter",
    platforms: "PC & Console",
    releaseDate: "April 2026",
  },
];

const routes = [
  "/products",
  "/products/gaming",
  "/products/ai",
  "/products/simulations",
  ...games.map((game) => game.path),
];

test(
  "all eleven product routes answer 200 with prerendered HTML",
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
      expect(html, game.path).toMatch(/<link rel="preload" as="image"[^>]*type="image\/avif"/);
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
        ["Genre", game.genre],
        ["Platforms", game.platforms],
        ["Release date", game.releaseDate],
      ] as const) {
        await expect(facts.locator("dt", { hasText: term }).locator("+ dd")).toHaveText(value);
      }
      await expect(
        page.getByRole("img", { name: `Key art for ${game.title}` }).first(),
      ).toHaveAttribute("fetchpriority", "high");
      await expect(page.getByRole("heading", { level: 2, name: "Key features" })).toBeVisible();
    },
  );
}

test(
  "Wishlist Now opens the game's store page in a new tab",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/Blackvale");
    const wishlist = page.getByRole("link", { name: /^Wishlist Now/ }).first();
    await expect(wishlist).toHaveAttribute("target", "_blank");
    await expect(wishlist).toHaveAttribute("rel", "noopener noreferrer");
    const href = await wishlist.getAttribute("href");
    const url = new URL(href ?? "");
    expect(url.origin).toBe("https://store.steampowered.com");
    expect(url.searchParams.get("term")).toBe("Dreadful Realms: Curse of Blackvale");
  },
);

test(
  "Blackvale shows its target audience in the dark red style",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/Blackvale");
    const audience = page.locator("section#target-audience");
    await expect(audience.getByRole("heading", { level: 2 })).toHaveText("Target audience");
    await expect(audience.getByRole("listitem")).toHaveCount(4);
    await expect(page.locator("section#target-users")).toHaveCount(0);
    const background = await page
      .locator("[data-tone]")
      .evaluate((element) => getComputedStyle(element).backgroundImage);
    // --color-blood-900 (#2a0505) opens the page's gradient.
    expect(background).toContain("rgb(42, 5, 5)");
  },
);

test("HyperFlight Arena shows its target users", { tag: "@any-width" }, async ({ page }) => {
  await page.goto("/Hyper");
  const targets = page.locator("section#target-users");
  await expect(targets.getByRole("heading", { level: 2 })).toHaveText("Target users");
  await expect(targets.locator("dd")).toHaveText(["20K", "200K+", "1M"]);
  await expect(targets.locator("dt").nth(1)).toContainText("multiplayer launch");
  await expect(targets.locator("dt").nth(2)).toContainText("first year");
  await expect(page.locator("section#target-audience")).toHaveCount(0);
  await expect(page.locator("[data-tone]")).toHaveAttribute("data-tone", "ember");
});

test.describe("the gaming catalogue", () => {
  test(
    "splits the games into 2025 Releases and the 2026 Launch Slate",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/products/gaming");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Gaming Universe");
      const titles = (id: string) => page.locator(`section#${id} article h3`);
      await expect(titles("releases-2025")).toHaveText(games.slice(0, 3).map((game) => game.title));
      await expect(titles("releases-2026")).toHaveText(games.slice(3).map((game) => game.title));
      await expect(titles("pipeline")).toHaveCount(6);
      await expect(titles("vision")).toHaveCount(3);
      await expect(page.locator("section#pipeline")).toContainText("Q2 2026");
      await expect(page.locator("section#vision")).toContainText("Q1 2027");
    },
  );

  test("a card's Download link leads to its game page", async ({ page }) => {
    await page.goto("/products/gaming");
    const download = page.getByRole("link", { name: "Download Dreadful Riddles: Maze of Fear" });
    await download.scrollIntoViewIfNeeded();
    await download.click();
    await expect(page).toHaveURL(/\/DreadfulRiddlesMaze$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Dreadful Riddles: Maze of Fear",
    );
  });

  test(
    "a game page leads to another and back, each shown whole",
    { tag: "@any-width" },
    async ({ page, request }) => {
      const sectionCount = async (path: string) =>
        ((await (await request.get(path)).text()).match(/<section\b/g) ?? []).length;
      const [hyperSections, sanitySections] = await Promise.all([
        sectionCount("/Hyper"),
        sectionCount("/SanityEchoPrison"),
      ]);
      await page.goto("/Hyper");
      const sections = page.locator("main section");
      await expect(sections).toHaveCount(hyperSections);

      const link = page.locator('main a[href="/SanityEchoPrison"]').first();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(/\/SanityEchoPrison$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(games[1]!.title);
      await expect(sections).toHaveCount(sanitySections);

      await page.goBack();
      await expect(page).toHaveURL(/\/Hyper$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(games[0]!.title);
      await expect(sections).toHaveCount(hyperSections);
      await expect(page.locator("footer")).toContainText("Nebula Forge");
    },
  );

  test("videos have posters and start playing once scrolled into view", async ({ page }) => {
    await page.goto("/products/gaming");
    const videos = page.locator("video");
    await expect(videos).toHaveCount(4);
    for (const video of await videos.all()) {
      // Nothing loads up front; the poster comes as the video nears the viewport.
      await expect(video).toHaveAttribute("preload", "none");
    }
    for (const video of await videos.all()) {
      await video.scrollIntoViewIfNeeded();
      await expect(video).toHaveAttribute("poster", /^\/art\/.+\.webp$/);
    }
    const first = videos.first();
    await first.scrollIntoViewIfNeeded();
    // The observer turns autoplay on when the loop comes near the viewport.
    await expect.poll(() => first.evaluate((video: HTMLVideoElement) => video.autoplay)).toBe(true);
  });
});

test.describe("with prefers-reduced-motion", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  test("catalogue videos stay paused on their posters after scrolling into view", async ({
    page,
  }) => {
    await page.goto("/products/gaming");
    const videos = await page.locator("video").all();
    expect(videos).toHaveLength(4);
    for (const video of videos) {
      await video.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      const state = await video.evaluate((element: HTMLVideoElement) => ({
        paused: element.paused,
        autoplay: element.autoplay,
        time: element.currentTime,
      }));
      expect(state).toEqual({ paused: true, autoplay: false, time: 0 });
      // The key art stays in view instead of the loop.
      await expect(video).toHaveAttribute("poster", /^\/art\/.+\.webp$/);
    }
  });
});

test("the overview links its categories and its Explore All Products button", async ({ page }) => {
  await page.goto("/products");
  const categories = page.locator("section#product-categories");
  for (const [name, path] of [
    ["Gaming", "/products/gaming"],
    ["Simulations", "/products/simulations"],
    ["AI Solutions", "/products/ai"],
  ] as const) {
    await expect(categories.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
  }
  await expect(page.locator("section#industries li")).toHaveCount(7);
  const partner = page.locator('section[aria-labelledby="partner-heading"]');
  await expect(partner.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/contact?inquiryType=partnership",
  );
  await partner.getByRole("link", { name: "Explore All Products" }).click();
  await expect(page).toHaveURL(/#product-categories$/);
  await expect(categories.getByRole("heading", { level: 2 })).toBeInViewport();
});

test("the AI page links its calls to action and lists the five steps", async ({ page }) => {
  await page.goto("/products/ai");
  await expect(page.getByRole("link", { name: "Explore AI Solutions" })).toHaveAttribute(
    "href",
    "#portfolio",
  );
  await expect(page.getByRole("link", { name: "Schedule Free Demo" })).toHaveAttribute(
    "href",
    "/contact?inquiryType=demo",
  );
  await expect(page.getByRole("link", { name: "Start Your AI Project" })).toHaveAttribute(
    "href",
    "/contact?inquiryType=ai",
  );
  await expect(page.locator("section#portfolio article")).toHaveCount(5);
  await expect(page.locator("section#process ol > li h3")).toHaveText([
    "Step 1: Consultation & Needs Analysis",
    "Step 2: Solution Design & Prototyping",
    "Step 3: Development & Integration",
    "Step 4: Testing & Optimization",
    "Step 5: Deployment & Support",
  ]);
});

test("the simulations page shows six products and a Request Demo", async ({ page }) => {
  await page.goto("/products/simulations");
  await expect(page.locator("section#simulation-products article")).toHaveCount(6);
  await expect(page.locator("section#technologies li")).toHaveCount(5);
  await expect(page.locator("section#industries li")).toHaveCount(6);
  await expect(page.getByRole("link", { name: "Request Demo" }).first()).toHaveAttribute(
    "href",
    "/contact?inquiryType=demo",
  );
});
