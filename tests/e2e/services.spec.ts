import { expect, test } from "@playwright/test";
import { content } from "../../app/content/load.server";
import { pages } from "../../app/content/pages";
import { siteRedirects } from "../../app/content/redirects/table.server";
import { servicesSubmenu } from "../../app/content/services/menu";
import { servicesModel } from "../../app/content/services/model";
import { site } from "../../app/content/site.server";
import { disclosure, expectExpanded } from "./menus";

/** The section as the content describes it (content/services, content/service-categories, ...). */
const loaded = content();
const model = servicesModel(loaded);
const overview = loaded.servicesPage;
const shared = loaded.serviceDetailPage;
const servicePages = pages().filter((page) => /^\/services(\/|$)/.test(page.path));

const category = (path: string) => {
  const found = model.categoryAt(path);
  if (!found) throw new Error(`no category file for ${path}`);
  return found;
};
const service = (path: string) => {
  const found = model.serviceAt(path);
  if (!found) throw new Error(`no service file for ${path}`);
  return found;
};
/** A service's label in the Services menu. */
const menuLabel = (path: string) =>
  servicesSubmenu(loaded)
    .flatMap((group) => group.children)
    .find((child) => child.href === path)?.label ?? "";

/** The h1 each page of the section must carry, from its content. */
const headings = new Map<string, string>([
  ["/services", `${overview.hero.title} ${overview.hero.highlight}`],
  ...model.categories.map(
    (entry) => [entry.path, `${entry.hero.title} ${entry.hero.highlight}`] as const,
  ),
  ...model.services.map((entry) => [entry.path, entry.title] as const),
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
  test("registers the overview, every category file and every service file as a page", () => {
    expect(servicePages.map((page) => page.path).sort()).toEqual([...headings.keys()].sort());
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

  for (const redirect of [...siteRedirects().rules.values()].flatMap((rule) =>
    rule.status === 410 ? [] : [rule],
  )) {
    test(`${redirect.from} answers ${redirect.status} to ${redirect.to}`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(redirect.from, { maxRedirects: 0 });
      expect(response.status()).toBe(redirect.status);
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

  test("the overview links a card to each category page", async ({ page }) => {
    await page.goto("/services");
    const core = page.locator("#core-services");
    for (const entry of model.categories) {
      await expect(core.getByRole("link", { name: entry.label, exact: true })).toHaveAttribute(
        "href",
        entry.path,
      );
    }
    await expect(page.locator("#why-choose li")).toHaveCount(overview.whyChoose.items.length);
    await expect(page.locator("#industries li")).toHaveCount(overview.industries.items.length);
    const ai = category("/services/ai");
    await core.getByRole("link", { name: ai.label, exact: true }).click();
    await expect(page).toHaveURL(ai.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings.get(ai.path) ?? "");
  });

  test("the category pages show their expertise cards, services and a numbered process", async ({
    page,
  }) => {
    for (const entry of model.categories) {
      await page.goto(entry.path);
      await expect(page.locator("#expertise article"), entry.path).toHaveCount(
        entry.expertise.items.length,
      );
      await expect(page.locator("#process ol > li").first()).toContainText("01");
      await expect(
        page.getByRole("navigation", { name: entry.servicesHeading }).getByRole("link"),
      ).toHaveText(model.delivered(entry).map((record) => record.title));
    }
    const game = category("/services/game-development");
    await page.goto(game.path);
    await expect(page.locator("#platforms h3")).toHaveText(
      game.platforms?.items.map((item) => item.title) ?? [],
    );
    const highlights = page.locator("#highlights");
    await expect(highlights).toContainText(game.highlights?.stat.value ?? "");
    for (const item of game.highlights?.items ?? []) {
      await expect(highlights.getByRole("link", { name: item.title })).toHaveAttribute(
        "href",
        item.href,
      );
    }
  });

  test("a service page has the shared layout and a Contact Us Today link", async ({ page }) => {
    const industrial = service("/services/simulations/industrial");
    await page.goto(industrial.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(industrial.title);
    for (const name of [
      shared.overview.title,
      shared.whyChooseUs,
      shared.useCases.title,
      shared.related.title,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main")).toContainText("35% efficiency boost");
    await expect(page.getByRole("main")).toContainText(industrial.description);
    await expect(page.getByRole("heading", { level: 2, name: shared.cta.title })).toBeVisible();
    const contact = page.getByRole("link", { name: shared.cta.action.label });
    await expect(contact).toHaveAttribute("href", shared.cta.action.href);
    const automation = service("/services/ai/automation");
    await page
      .locator("#related")
      .getByRole("link", { name: new RegExp(automation.title) })
      .click();
    await expect(page).toHaveURL(automation.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(automation.title);
  });

  test(
    "a service page carries its Service structured data",
    { tag: "@any-width" },
    async ({ request }) => {
      const ps5 = service("/services/ai/ps5");
      const html = await (await request.get(ps5.path)).text();
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ]
        .map((match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>)
        .filter((block) => block["@type"] === "Service");
      expect(blocks).toEqual([
        expect.objectContaining({
          name: ps5.title,
          description: ps5.subtitle,
          serviceType: ps5.kicker,
          url: `https://www.nebulaforge.studio${ps5.path}`,
        }),
      ]);
    },
  );

  test(
    "desktop: Services > AI Development > AI Automation opens the page",
    { tag: "@desktop" },
    async ({ page }) => {
      const target = service("/services/ai/automation");
      await page.goto("/services");
      const nav = page.getByRole("navigation", { name: "Main", exact: true });
      const aiDevelopment = nav.getByRole("link", {
        name: category("/services/ai").label,
        exact: true,
      });
      await nav.getByRole("link", { name: "Services", exact: true }).hover();
      await expect(aiDevelopment).toBeVisible();
      await aiDevelopment.hover();
      const automation = nav.getByRole("link", { name: menuLabel(target.path), exact: true });
      await expect(automation).toBeVisible();
      await automation.click();
      await expect(page).toHaveURL(target.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
      await expect(page).toHaveTitle(`${target.title} | ${site().name}`);
    },
  );

  test(
    "mobile: the menu opens, Services pages expand, a detail link lands and closes the menu",
    { tag: "@mobile" },
    async ({ page }) => {
      const target = service("/services/ai/predictive-analytics");
      await page.goto("/services");
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await disclosure(page, "Menu").click();
      await expect(menu).toBeVisible();
      await disclosure(menu, "Services pages").click();
      await menu.getByRole("link", { name: menuLabel(target.path), exact: true }).click();
      await expect(page).toHaveURL(target.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
      await expect(menu).toBeHidden();
      await expectExpanded(disclosure(page, "Menu"), false);
    },
  );
});
