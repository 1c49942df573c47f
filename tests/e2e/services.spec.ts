import { expect, test } from "@playwright/test";
import { serviceCategories } from "../../app/content/services/categories";
import { serviceDetails } from "../../app/content/services/details";
import { servicesOverview } from "../../app/content/services/overview";
import { servicePages } from "../../app/content/services/pages";
import { legacyRedirects } from "../../app/content/redirects";
import { site } from "../../app/content/site.server";
import { disclosure, expectExpanded } from "./menus";

/** The h1 each page of the section must carry, from its content record. */
const headings = new Map<string, string>([
  ["/services", `${servicesOverview.hero.title} ${servicesOverview.hero.highlight}`],
  ...serviceCategories.map(
    (category) => [category.path, `${category.hero.title} ${category.hero.highlight}`] as const,
  ),
  ...serviceDetails.map((detail) => [detail.path, detail.title] as const),
]);

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/** The text of an HTML fragment: tags and React's text separators removed, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

test.describe("the services section, as prerendered HTML", { tag: "@any-width" }, () => {
  test("registers all 26 pages of the section", () => {
    expect(servicePages).toHaveLength(26);
    expect(headings.size).toBe(26);
  });

  for (const page of servicePages) {
    test(`${page.path} answers 200 with its own h1 and title`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
      expect(h1s, "exactly one h1").toHaveLength(1);
      expect(textOf(h1s[0]?.[1] ?? "")).toBe(headings.get(page.path));
      const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
      expect(textOf(title)).toBe(`${page.title} | ${site().name}`);
      expect(html).toContain(
        `<link rel="canonical" href="https://www.nebulaforge.studio${page.path}"`,
      );
    });
  }

  test("every page of the section has a title of its own", async ({ request }) => {
    const titles = await Promise.all(
      servicePages.map(async (page) => {
        const html = await (await request.get(page.path)).text();
        return /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
      }),
    );
    expect(new Set(titles).size).toBe(servicePages.length);
  });

  for (const redirect of legacyRedirects) {
    test(`${redirect.from} answers 301 to ${redirect.to}`, async ({ request, baseURL }) => {
      const response = await request.get(redirect.from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = response.headers()["location"] ?? "";
      expect(new URL(location, baseURL).pathname).toBe(redirect.to);
    });
  }

  test("only the overview cycles its hero background every 12 s", async ({ request }) => {
    const cycle = async (path: string) =>
      /data-hero-cycle="(\d+)"/.exec(await (await request.get(path)).text())?.[1];
    expect(await cycle("/services")).toBe("12");
    expect(await cycle("/services/ai")).toBe("10");
    expect(await cycle("/services/ai/iot")).toBe("10");
  });
});

test.describe("the services pages in the browser", () => {
  test(
    "the hero glows drift through 10 s (12 s on the overview) at ten frames a second",
    { tag: "@any-width" },
    async ({ page }) => {
      const glowAnimation = async (path: string) => {
        await page.goto(path);
        return page
          .locator("[data-hero-cycle] > .glow")
          .first()
          .evaluate((glow) => {
            const style = getComputedStyle(glow);
            return `${style.animationName} ${style.animationDuration} ${style.animationTimingFunction}`;
          });
      };
      expect(await glowAnimation("/services")).toBe("hero-drift 12s steps(12)");
      expect(await glowAnimation("/services/ai")).toBe("hero-drift 10s steps(10)");
    },
  );

  test("the overview links its three core cards to the practice pages", async ({ page }) => {
    await page.goto("/services");
    const core = page.locator("#core-services");
    for (const [name, href] of [
      ["Game Development", "/services/game-development"],
      ["Simulation Development", "/services/simulations"],
      ["AI Development", "/services/ai"],
    ] as const) {
      await expect(core.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.locator("#why-choose li")).toHaveCount(4);
    await expect(page.locator("#industries li")).toHaveCount(7);
    await core.getByRole("link", { name: "AI Development", exact: true }).click();
    await expect(page).toHaveURL("/services/ai");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      headings.get("/services/ai") ?? "",
    );
  });

  test("the practice pages show 12, 10 and 10 expertise cards and a numbered process", async ({
    page,
  }) => {
    for (const [path, cards] of [
      ["/services/game-development", 12],
      ["/services/simulations", 10],
      ["/services/ai", 10],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("#expertise article"), path).toHaveCount(cards);
      await expect(page.locator("#process ol > li").first()).toContainText("01");
    }
    await page.goto("/services/game-development");
    const platforms = page.locator("#platforms h3");
    await expect(platforms).toHaveText([
      "PC & Console",
      "Mobile",
      "AR/VR",
      "Web",
      "Metaverse",
      "Multiplayer",
    ]);
    const highlights = page.locator("#highlights");
    await expect(highlights).toContainText("200K+");
    await expect(highlights.getByRole("link", { name: "HyperFlight Arena" })).toHaveAttribute(
      "href",
      "/Hyper",
    );
    await expect(
      highlights.getByRole("link", { name: "Dreadful Riddles: Maze of Fear" }),
    ).toHaveAttribute("href", "/DreadfulRiddlesMaze");
  });

  test("a detail page has the shared layout and a Contact Us Today link", async ({ page }) => {
    await page.goto("/services/simulations/industrial");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Industrial Simulation & Automation",
    );
    for (const name of ["Why Choose Us", "Use Cases & Applications", "Explore Related Services"]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main")).toContainText("35% efficiency boost");
    await expect(
      page.getByRole("heading", { level: 2, name: "Ready to Get Started?" }),
    ).toBeVisible();
    const contact = page.getByRole("link", { name: "Contact Us Today" });
    await expect(contact).toHaveAttribute("href", "/contact");
    await page
      .locator("#related")
      .getByRole("link", { name: /AI Workflow Automation/ })
      .click();
    await expect(page).toHaveURL("/services/ai/automation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Workflow Automation");
  });

  test(
    "desktop: Services > AI Development > AI Automation opens the page",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/services");
      const nav = page.getByRole("navigation", { name: "Main", exact: true });
      const aiDevelopment = nav.getByRole("link", { name: "AI Development", exact: true });
      await nav.getByRole("link", { name: "Services", exact: true }).hover();
      await expect(aiDevelopment).toBeVisible();
      await aiDevelopment.hover();
      const automation = nav.getByRole("link", { name: "AI Automation", exact: true });
      await expect(automation).toBeVisible();
      await automation.click();
      await expect(page).toHaveURL("/services/ai/automation");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Workflow Automation");
      await expect(page).toHaveTitle(`AI Workflow Automation | ${site().name}`);
    },
  );

  test(
    "mobile: the menu opens, Services pages expand, a detail link lands and closes the menu",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/services");
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await disclosure(page, "Menu").click();
      await expect(menu).toBeVisible();
      await disclosure(menu, "Services pages").click();
      await menu.getByRole("link", { name: "Predictive Analytics", exact: true }).click();
      await expect(page).toHaveURL("/services/ai/predictive-analytics");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Predictive Analytics & Forecasting",
      );
      await expect(menu).toBeHidden();
      await expectExpanded(disclosure(page, "Menu"), false);
    },
  );
});
