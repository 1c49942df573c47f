import { expect, test } from "@playwright/test";
import { formatLegalDate } from "../../app/content/company/legal.server";
import { renderMarkdownSections } from "../../app/lib/markdown.server";
import { content } from "../../app/content/load.server";
import { site } from "../../app/content/site.server";

/**
 * The company pages (about, careers, the legal pages) as the content files
 * make them: every expectation reads content/, so editing a page or adding a
 * position changes what is expected, not the test.
 */
const { about, careers, jobs, legal, legalLabels } = content();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The company pages, their h1 and their document title. */
const companyRoutes = [
  { path: "/about", h1: about.hero.title, title: about.page.title },
  { path: "/careers", h1: careers.hero.title, title: careers.page.title },
  ...legal.map((document) => ({ path: document.path, h1: document.title, title: document.title })),
];

/** The open positions, in the order the page lists them (oldest posting first). */
const positionTitles = jobs.map((job) => job.title);
const { applyLabel } = careers.openings;

const metaDescription = (html: string) =>
  /<meta name="description" content="([^"]+)"/.exec(html)?.[1];

test.describe("company pages", () => {
  test(
    "answer 200 with prerendered HTML, a title and a description of their own",
    { tag: "@any-width" },
    async ({ request }) => {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const route of companyRoutes) {
        const response = await request.get(route.path);
        expect(response.status(), route.path).toBe(200);
        const html = await response.text();
        // The heading is in the HTML before any JavaScript runs.
        expect(html, route.path).toMatch(new RegExp(`<h1[^>]*>${escape(route.h1)}`));
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
        expect(title, route.path).toBe(`${route.title} | ${site().name}`);
        const description = metaDescription(html);
        expect(description?.length ?? 0, route.path).toBeGreaterThanOrEqual(70);
        expect(html, route.path).toContain(
          `<link rel="canonical" href="https://www.nebulaforge.studio${route.path}"/>`,
        );
        titles.add(title ?? "");
        descriptions.add(description ?? "");
      }
      expect(titles.size).toBe(companyRoutes.length);
      expect(descriptions.size).toBe(companyRoutes.length);
    },
  );

  test("the about page tells the studio's story and its journey from the founding", async ({
    page,
  }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(main.getByText(about.body.split("\n")[0]!.slice(0, 60))).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: about.purpose.title })).toBeVisible();
    const journey = main.locator("#journey");
    const [first] = about.journey.milestones;
    await expect(journey.getByRole("listitem").first()).toContainText(String(site().foundingYear));
    await expect(journey.getByRole("listitem").first()).toContainText(first!.title);
    await expect(journey.getByRole("listitem")).toHaveCount(about.journey.milestones.length);
    await expect(main.locator("#values h3")).toHaveCount(about.values.items.length);
  });
});

test.describe("careers", () => {
  test("lists every open position, each with its own Apply Now link to the careers form", async ({
    page,
  }) => {
    await page.goto("/careers");
    const main = page.getByRole("main");
    const positions = main.locator("#open-positions article");
    await expect(positions).toHaveCount(jobs.length);
    await expect(positions.locator("h3")).toHaveText(positionTitles);
    for (const job of jobs)
      await expect(main.locator(`article[id="${job.slug}"] h3`)).toHaveText(job.title);

    const applyLinks = main.getByRole("link", { name: new RegExp(`^${escape(applyLabel)}`) });
    await expect(applyLinks).toHaveCount(jobs.length);
    for (const title of positionTitles) {
      const link = main.getByRole("link", {
        name: `${applyLabel} for ${title} (opens in a new tab)`,
        exact: true,
      });
      await expect(link).toHaveCount(1);
    }

    const resumeLinks = main.getByRole("link", {
      name: new RegExp(`^${escape(careers.hero.resumeLabel)}`),
    });
    expect(await resumeLinks.count()).toBeGreaterThanOrEqual(1);

    for (const link of [...(await applyLinks.all()), ...(await resumeLinks.all())]) {
      await expect(link).toHaveAttribute("href", site().careersFormUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      const rel = (await link.getAttribute("rel")) ?? "";
      expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    }
  });

  test("Apply Now opens the careers form in a new tab", async ({ page, context }) => {
    // The form lives on another host; answer it locally so the test needs no network.
    await context.route(`${site().careersFormUrl}**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Careers form</title>" }),
    );
    await page.goto("/careers");
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page
        .getByRole("link", { name: `${applyLabel} for ${positionTitles.at(-1)!}`, exact: false })
        .click(),
    ]);
    await expect(popup).toHaveURL(site().careersFormUrl);
    expect(page.url()).toMatch(/\/careers$/);
  });

  test(
    "describes every position as a JobPosting in its structured data",
    { tag: "@any-width" },
    async ({ request }) => {
      const html = await (await request.get("/careers")).text();
      const postings = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>)
        .filter((data) => data["@type"] === "JobPosting");
      expect(postings.map((posting) => posting.title)).toEqual(positionTitles);
      for (const [index, posting] of postings.entries()) {
        expect(posting.directApply).toBe(false);
        expect(posting.datePosted).toBe(jobs[index]!.postedOn);
        expect(posting.hiringOrganization).toMatchObject({ name: site().name });
      }
    },
  );
});

test.describe("legal pages", () => {
  for (const document of legal) {
    const { path } = document;
    const sectionIds = renderMarkdownSections(document.body).sections.map((section) => section.id);
    test(
      `${path} has its sections, a table of contents and its date`,
      { tag: "@any-width" },
      async ({ page }) => {
        await page.goto(path);
        const main = page.getByRole("main");
        await expect(
          main.getByText(`${legalLabels.updated} ${formatLegalDate(document.lastUpdated)}`),
        ).toBeVisible();
        const sections = main.locator("article > section");
        await expect(sections).toHaveCount(sectionIds.length);
        await expect(main.locator("article h2")).toHaveCount(sectionIds.length);
        await expect(main.locator("h2")).toHaveCount(sectionIds.length);

        const toc = main.getByRole("navigation", { name: legalLabels.contents });
        const tocLinks = toc.locator('a[href^="#"]');
        await expect(tocLinks).toHaveCount(sectionIds.length);
        const ids = await sections.evaluateAll((elements) => elements.map((element) => element.id));
        expect(ids).toEqual(sectionIds);
        expect(
          await tocLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
        ).toEqual(ids.map((id) => `#${id}`));

        const last = ids.at(-1) ?? "";
        await tocLinks.last().click();
        await expect(page).toHaveURL(new RegExp(`#${last}$`));
        await expect(page.locator(`#${last} h2`)).toBeInViewport();
      },
    );
  }

  const privacy = legal.find((document) => document.path === "/PrivacyPolicy")!;
  const cookies = renderMarkdownSections(privacy.body).sections.find(
    (section) => section.id === "cookies",
  )!;

  test("the footer's Cookies link leads to the cookies section of the privacy policy", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookies", exact: true }).click();
    await expect(page).toHaveURL(/\/PrivacyPolicy#cookies$/);
    const section = page.locator("section#cookies");
    await expect(section.getByRole("heading", { level: 2 })).toContainText(cookies.title);
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test(
    "the cookies section is reachable by its address without JavaScript",
    { tag: "@any-width" },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/PrivacyPolicy#cookies");
      await expect(page.locator("section#cookies h2")).toBeInViewport();
      await context.close();
    },
  );

  test("the lists of a section keep their bullets and the links their colour", async ({ page }) => {
    await page.goto("/PrivacyPolicy");
    const item = page.locator("article section li").first();
    const bullet = await item.evaluate((element) => {
      const style = getComputedStyle(element, "::before");
      return { content: style.content, width: style.width, position: style.position };
    });
    expect(bullet).toEqual({ content: '""', width: "6px", position: "absolute" });
    const link = page.locator("article section a").first();
    await expect(link).toHaveCSS("text-decoration-line", "underline");
  });
});
