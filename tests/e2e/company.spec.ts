import { expect, test } from "@playwright/test";
import { site } from "../../app/content/site.server";

/** The four company pages, their h1 and their document title. */
const companyRoutes = [
  { path: "/about", h1: "Game developers who learned to build", title: "About Us" },
  { path: "/careers", h1: "Build games, simulators and AI", title: "Careers" },
  { path: "/PrivacyPolicy", h1: "Privacy Policy", title: "Privacy Policy" },
  { path: "/TermsofService", h1: "Terms of Service", title: "Terms of Service" },
];

const positionTitles = [
  "Gameplay Programmer",
  "3D Environment Artist",
  "AI/ML Engineer",
  "Game Designer",
  "Unreal Engine Developer",
  "VR/AR Developer",
  "UI/UX Designer",
  "QA Tester",
  "Technical Artist",
];

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
        expect(html, route.path).toMatch(new RegExp(`<h1[^>]*>${route.h1}`));
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

  test("the about page tells the studio's journey from 2019", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(
      main.getByRole("heading", { level: 2, name: "Why the forge exists" }),
    ).toBeVisible();
    const journey = main.locator("#journey");
    await expect(journey.getByRole("listitem").first()).toContainText("2019");
    await expect(journey.getByRole("listitem").first()).toContainText("Founded in Bengaluru");
    await expect(journey.getByRole("listitem")).toHaveCount(9);
    await expect(main.locator("#values h3")).toHaveCount(5);
  });
});

test.describe("careers", () => {
  test("lists the nine positions, each with its own Apply Now link to the careers form", async ({
    page,
  }) => {
    await page.goto("/careers");
    const main = page.getByRole("main");
    const positions = main.locator("#open-positions article");
    await expect(positions).toHaveCount(9);
    await expect(positions.locator("h3")).toHaveText(positionTitles);

    const applyLinks = main.getByRole("link", { name: /^Apply Now/ });
    await expect(applyLinks).toHaveCount(9);
    for (const title of positionTitles) {
      const link = main.getByRole("link", {
        name: `Apply Now for ${title} (opens in a new tab)`,
        exact: true,
      });
      await expect(link).toHaveCount(1);
    }

    const resumeLinks = main.getByRole("link", { name: /^Send Us Your Resume/ });
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
      page.getByRole("link", { name: /^Apply Now for Technical Artist/ }).click(),
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
      for (const posting of postings) {
        expect(posting.directApply).toBe(false);
        expect(posting.datePosted).toMatch(/^2025-\d{2}-\d{2}$/);
        expect(posting.hiringOrganization).toMatchObject({ name: site().name });
      }
    },
  );
});

test.describe("legal pages", () => {
  for (const { path, updated } of [
    { path: "/PrivacyPolicy", updated: "Last updated: September 29, 2025" },
    { path: "/TermsofService", updated: "Last updated: September 26, 2025" },
  ]) {
    test(
      `${path} has six sections, a table of contents and its date`,
      { tag: "@any-width" },
      async ({ page }) => {
        await page.goto(path);
        const main = page.getByRole("main");
        await expect(main.getByText(updated)).toBeVisible();
        const sections = main.locator("article > section");
        await expect(sections).toHaveCount(6);
        await expect(main.locator("article h2")).toHaveCount(6);
        await expect(main.locator("h2")).toHaveCount(6);

        const toc = main.getByRole("navigation", { name: "On this page" });
        const tocLinks = toc.locator('a[href^="#"]');
        await expect(tocLinks).toHaveCount(6);
        const ids = await sections.evaluateAll((elements) => elements.map((element) => element.id));
        expect(
          await tocLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
        ).toEqual(ids.map((id) => `#${id}`));

        const last = ids[5] ?? "";
        await tocLinks.nth(5).click();
        await expect(page).toHaveURL(new RegExp(`#${last}$`));
        await expect(page.locator(`#${last} h2`)).toBeInViewport();
      },
    );
  }

  test("the footer's Cookies link leads to the cookies section of the privacy policy", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookies", exact: true }).click();
    await expect(page).toHaveURL(/\/PrivacyPolicy#cookies$/);
    const cookies = page.locator("section#cookies");
    await expect(cookies.getByRole("heading", { level: 2 })).toContainText("Cookies");
    await expect(cookies).toContainText("sets no cookies at all");
    await expect(cookies.getByRole("heading", { level: 2 })).toBeInViewport();
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
});
