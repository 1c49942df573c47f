import { expect, test } from "@playwright/test";
import { content } from "../../app/content/load.server";
import { disclosure, expectExpanded, gotoEnhanced } from "./menus";

/** The home page's and the not-found page's words, from content/pages/. */
const { home, errorPages } = content();

test.describe("home and not-found", () => {
  test(
    "the home page answers 200 with its heading already in the HTML",
    { tag: "@any-width" },
    async ({ request }) => {
      const response = await request.get("/");
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${home.hero.title}`));
      expect(html).toContain(`<title>${home.page.title}</title>`);
    },
  );

  test("an unknown path answers 404 with the not-found page and logs the path", async ({
    page,
    request,
  }) => {
    for (const path of ["/nope", "/a/b/c", "/about/extra"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(errorPages.notFound.title);
    await expect.poll(() => errors.some((e) => e.includes("/this-page-does-not-exist"))).toBe(true);
    await page.getByRole("link", { name: errorPages.notFound.home.label }).click();
    await expect(page).toHaveURL(errorPages.notFound.home.href);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(home.hero.title);
  });

  test("the home page links to services, contact and the portfolio", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    for (const link of [home.hero.primary, home.hero.secondary, home.projects.portfolio])
      await expect(main.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    for (const card of home.services.cards)
      await expect(main.locator(`#services a[href="${card.href}"]`)).toHaveCount(1);
    const testimonials = main.locator("#testimonials figure");
    await expect(testimonials).toHaveCount(content().testimonials.length);
    await expect(testimonials.first()).toContainText(content().testimonials[0]!.quote);
  });
});

test.describe("the header", () => {
  test("changes its look once the page is scrolled more than 50 px", async ({ page }) => {
    await gotoEnhanced(page, "/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    // The scroll event is handled before the second frame after the scroll.
    await page.evaluate(
      () =>
        new Promise((done) => {
          window.scrollTo(0, 40);
          requestAnimationFrame(() => requestAnimationFrame(done));
        }),
    );
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });
});

test.describe("desktop navigation", { tag: "@desktop" }, () => {
  test("opens on hover, shows the nested list on hover of a heading, closes on leave", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const unity = nav.getByRole("link", { name: "Unity Development" });
    await expect(unity).toBeHidden();
    await nav.getByRole("link", { name: "Services", exact: true }).hover();
    await expect(nav.getByRole("link", { name: "Game Development" })).toBeVisible();
    await expect(unity).toBeHidden();
    await nav.getByRole("link", { name: "Game Development" }).hover();
    await expect(unity).toBeVisible();
    await nav.getByRole("link", { name: "AI Development" }).hover();
    await expect(unity).toBeHidden();
    await nav.getByRole("link", { name: "AI Automation" }).click();
    await expect(page).toHaveURL("/services/ai/automation");
    await page.mouse.move(640, 700);
    await expect(nav.getByRole("link", { name: "Game Development" })).toBeHidden();
  });

  test("reports the open dropdown as expanded once the script runs", async ({ page }) => {
    await gotoEnhanced(page, "/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const chevron = disclosure(nav, "Services menu");
    await expectExpanded(chevron, false);
    await nav.getByRole("link", { name: "Services", exact: true }).hover();
    await expectExpanded(chevron, true);
    await page.mouse.move(640, 700);
    await expectExpanded(chevron, false);
  });

  test("works by keyboard: focus opens, Tab reaches the links, Escape closes", async ({ page }) => {
    await gotoEnhanced(page, "/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const services = nav.getByRole("link", { name: "Services", exact: true });
    await services.focus();
    await expect(nav.getByRole("link", { name: "Game Development" })).toBeVisible();
    await expectExpanded(disclosure(nav, "Services menu"), true);
    await page.keyboard.press("Tab"); // the chevron
    await page.keyboard.press("Tab"); // Game Development: its nested list opens
    await expect(nav.getByRole("link", { name: "Game Development" })).toBeFocused();
    await expect(nav.getByRole("link", { name: "Unity Development" })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Unity Development" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Game Development" })).toBeHidden();
    await expect(services).toBeFocused();
    // Tabbing past the last item closes the dropdown too.
    const products = nav.getByRole("link", { name: "Products", exact: true });
    await products.focus();
    await expect(nav.getByRole("link", { name: "Gaming" })).toBeVisible();
    await nav.getByRole("link", { name: "About Us" }).focus();
    await expect(nav.getByRole("link", { name: "Gaming" })).toBeHidden();
  });

  test("works by touch: the chevron opens and an outside tap closes", async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await gotoEnhanced(page, "/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await disclosure(nav, "Products menu").tap();
    await expect(nav.getByRole("link", { name: "Gaming" })).toBeVisible();
    await page.locator("h1").tap();
    await expect(nav.getByRole("link", { name: "Gaming" })).toBeHidden();
    await disclosure(nav, "Services menu").tap();
    await disclosure(nav, "Simulation Development services").tap();
    await nav.getByRole("link", { name: "Defence" }).tap();
    await expect(page).toHaveURL("/services/simulations/defence");
    await context.close();
  });
});

test.describe("mobile navigation", { tag: "@mobile" }, () => {
  test("the toggle opens a collapsible list with expandable sections; a link closes it", async ({
    page,
  }) => {
    await gotoEnhanced(page, "/");
    const toggle = disclosure(page, "Menu");
    await expectExpanded(toggle, false);
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expectExpanded(toggle, true);
    await expect(menu).toBeVisible();
    const section = disclosure(menu, "Products pages");
    await expectExpanded(section, false);
    await expect(menu.getByRole("link", { name: "Gaming" })).toBeHidden();
    await section.click();
    await expectExpanded(section, true);
    // One section at a time: opening Services closes Products.
    await disclosure(menu, "Services pages").click();
    await expect(menu.getByRole("link", { name: "Gaming" })).toBeHidden();
    await section.click();
    await menu.getByRole("link", { name: "Gaming" }).click();
    await expect(page).toHaveURL("/products/gaming");
    await expect(menu).toBeHidden();
    await expectExpanded(disclosure(page, "Menu"), false);
  });

  test("a menu opened before the enhancement arrives stays open when it does", async ({ page }) => {
    // The enhancement loads after the first paint: a visitor can open the native
    // menu first, and the script must take the page's state, not reset it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/enhance-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/services");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await disclosure(page, "Menu").click();
    await expect(menu).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-enhanced");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("the toggle and Escape close the menu again", async ({ page }) => {
    await gotoEnhanced(page, "/");
    const toggle = disclosure(page, "Menu");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test("the menus expose their names and expanded states to assistive technology", async ({
  page,
}, testInfo) => {
  await gotoEnhanced(page, "/");
  const mobile = testInfo.project.name === "mobile";
  const names = mobile ? ["Menu"] : ["Services menu", "Products menu"];
  const cdp = await page.context().newCDPSession(page);
  const disclosures = async () => {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: {
        role?: { value: string };
        name?: { value: string };
        properties?: { name: string; value: { value: unknown } }[];
      }[];
    };
    return new Map(
      nodes
        .filter((node) => node.role?.value === "DisclosureTriangle")
        .map((node) => [
          node.name?.value,
          node.properties?.find((property) => property.name === "expanded")?.value.value,
        ]),
    );
  };
  const before = await disclosures();
  for (const name of names) expect(before.get(name), name).toBe(false);
  if (mobile) await disclosure(page, "Menu").click();
  else await page.getByRole("link", { name: "Services", exact: true }).first().hover();
  await expect.poll(async () => (await disclosures()).get(names[0])).toBe(true);
  if (mobile) {
    const open = await disclosures();
    expect(open.get("Services pages")).toBe(false);
    expect(open.get("Products pages")).toBe(false);
  }
});
