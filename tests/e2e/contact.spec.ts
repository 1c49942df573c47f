import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import Database from "libsql";
import { VIEW_ENDPOINT } from "../../app/browser/count-view";
import { fill, optionValues } from "../../app/contact/copy";
import { inquiryFormView } from "../../app/content/contact/form";
import { content } from "../../app/content/load.server";

/**
 * The contact inquiry in Chromium, against the production build served by the
 * real server (playwright.config.ts starts it on a throwaway SQLite folder,
 * rate limiting off): the form's React island (decision 0018: it loads after the
 * first paint, on interaction or when idle, and hydrates without a visible
 * change), states and toasts of spec sections 4 and 8, validation, a post
 * before hydration, the form without JavaScript, preselection, a stale island.
 * Every label, message and option comes from the content (content/pages/contact.yaml,
 * content/forms/inquiry.yaml; the unit tests hold the spec's toasts word for word).
 */
const loaded = content();
const page_ = loaded.contact;
const inquiry = inquiryFormView(loaded);
const messages = inquiry.toasts;
const label = Object.fromEntries(
  Object.entries(inquiry.fields).map(([name, copy]) => [name, copy.label]),
) as Record<keyof typeof inquiry.fields, string>;
/** A value each select offers: its last option, so that none is the empty first choice. */
const choice = (name: keyof typeof inquiry.fields) => optionValues(inquiry.fields[name]).at(-1)!;
const errorText = {
  required: (name: keyof typeof inquiry.fields) =>
    fill(inquiry.messages.required, { noun: inquiry.fields[name].noun! }),
  chooseInquiryType: inquiry.fields.inquiryType.choose ?? inquiry.messages.choose,
};

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `studio-e2e-data-${port}`);

function unique(label: string) {
  return `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The inquiry form's section: every locator below is scoped to it. */
const form = (page: Page) => page.locator("#inquiry-form");
const field = (page: Page, label: string) => form(page).getByLabel(label);
const message = (page: Page) =>
  form(page).getByRole("textbox", { name: new RegExp(`^${label.message}`) });
const consent = (page: Page) => form(page).getByRole("checkbox");
const submit = (page: Page, name: string | RegExp = page_.form.submit) =>
  form(page).getByRole("button", { name });

const messageText = "We need a VR drone trainer for 40 cadets, delivered before March.";

const chosen = {
  country: choice("country"),
  inquiryType: choice("inquiryType"),
  serviceType: choice("serviceType"),
  budget: choice("budget"),
  timeline: choice("timeline"),
};

/**
 * Counts the posts the page sends from now on: the form's apart from the page
 * view's beacon (app/browser/count-view.ts), which is sent after the load event
 * and says nothing about the form.
 */
function countFormPosts(page: Page) {
  const counted = { posts: 0, views: 0 };
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    if (new URL(request.url()).pathname === VIEW_ENDPOINT) counted.views++;
    else counted.posts++;
  });
  return counted;
}

/** Clicks submit and returns the answer to the post of /contact (a document post: no island). */
async function submitAsDocument(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/contact",
    ),
    submit(page).click(),
  ]);
  return response;
}

async function fillValid(page: Page, subject: string) {
  await field(page, label.fullName).fill("Ada Lovelace");
  await field(page, label.email).fill("ada@example.com");
  await field(page, label.phone).fill("+44 20 7946 0000");
  await field(page, label.company).fill("Analytical Engines Ltd");
  await field(page, label.country).selectOption(chosen.country);
  await field(page, label.inquiryType).selectOption(chosen.inquiryType);
  await field(page, label.serviceType).selectOption(chosen.serviceType);
  await field(page, label.budget).selectOption(chosen.budget);
  await field(page, label.timeline).selectOption(chosen.timeline);
  await field(page, label.subject).fill(subject);
  await message(page).fill(messageText);
  await consent(page).check();
}

const textFields = [label.fullName, label.phone, label.company, label.subject];
const selects = [label.country, label.inquiryType, label.serviceType, label.budget, label.timeline];

/** The element the island hydrates; it carries `data-hydrated` once React has. */
const island = (page: Page) => page.locator("#inquiry-island");
/** The island's script, as built (a hashed asset). */
const islandScript = /\/assets\/inquiry-island-[\w-]+\.js$/;

/** Waits until the island has hydrated (it marks its container; the idempotency key is set). */
async function expectHydrated(page: Page) {
  // Hydration, not a timing goal: on a loaded two-core runner it has taken over 5 s.
  await expect(island(page)).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
  await expect(page.locator('input[name="idempotencyKey"]')).not.toHaveValue("");
}

/** Opens the page and waits for the island (it loads when the browser is idle after the load event). */
async function openForm(page: Page, path = "/contact") {
  await page.goto(path);
  await expectHydrated(page);
}

/** "Idle after the load event" never comes: only an interaction inside the form loads the island. */
function neverIdle(page: Page) {
  return page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/** Holds the island's script back until `release` is called. */
async function holdIsland(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(islandScript, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  return { release, requested };
}

/** The island's posts: answered by the route's action with JSON. */
const isIslandPost = (url: URL) => url.pathname === "/contact";

function storedRows(subject: string) {
  if (process.env.DATABASE_URL) return undefined;
  const file = join(dataDir, "studio.db");
  if (!existsSync(file)) throw new Error(`no database at ${file}`);
  const db = new Database(file);
  try {
    return db.prepare("select * from contact_submissions where subject = ?").all(subject) as Record<
      string,
      unknown
    >[];
  } finally {
    db.close();
  }
}

test.describe("contact inquiry", () => {
  test("the prerendered page holds the hero, the info block and the form", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(page_.hero.highlight);
    await expect(page.getByRole("heading", { name: page_.info.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: page_.form.title })).toBeVisible();
    // Nothing preselected, nothing typed.
    for (const label of textFields) await expect(field(page, label)).toHaveValue("");
    for (const label of selects) await expect(field(page, label)).toHaveValue("");
    await expect(consent(page)).not.toBeChecked();
  });

  test("submit: loading toast and disabled button, then the success toast and empty fields", async ({
    page,
  }) => {
    const subject = unique("Drone academy trainer");
    await openForm(page);
    // Hold the answer back until the submitting state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isIslandPost, async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      expect(route.request().headers()["accept"]).toBe("application/json");
      await held;
      await route.continue();
    });
    await fillValid(page, subject);
    const keyInput = form(page).locator('input[name="idempotencyKey"]');
    const key = await keyInput.inputValue();
    await submit(page).click();

    await expect(page.getByText(messages.loading)).toBeVisible();
    await expect(submit(page, page_.form.submitting)).toBeDisabled();
    release();

    await expect(page.getByText(messages.success).first()).toBeVisible();
    await expect(page.getByText(messages.loading)).toHaveCount(0);
    for (const label of textFields) await expect(field(page, label)).toHaveValue("");
    for (const label of selects) await expect(field(page, label)).toHaveValue("");
    await expect(message(page)).toHaveValue("");
    await expect(consent(page)).not.toBeChecked();
    await expect(submit(page)).toBeEnabled();
    // The next inquiry gets a key of its own.
    await expect(keyInput).not.toHaveValue(key);
    await expect(keyInput).not.toHaveValue("");

    const rows = storedRows(subject);
    if (rows) {
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        full_name: "Ada Lovelace",
        email: "ada@example.com",
        country: chosen.country,
        inquiry_type: chosen.inquiryType,
        service_type: chosen.serviceType,
        consent: 1,
      });
      expect(String(rows[0]!.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  for (const failure of ["server error", "network error"] as const) {
    test(
      `a ${failure} keeps every value, shows the failure toast and logs the error`,
      { tag: "@any-width" },
      async ({ page }) => {
        const errors: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        const subject = unique("Kept values");
        await openForm(page);
        await page.route(isIslandPost, (route) =>
          route.request().method() !== "POST"
            ? route.fallback()
            : failure === "server error"
              ? route.fulfill({
                  status: 500,
                  contentType: "text/plain",
                  body: "Internal Server Error",
                })
              : route.abort("connectionreset"),
        );
        await fillValid(page, subject);
        await submit(page).click();

        await expect(page.getByText(messages.failure)).toBeVisible();
        await expect(page.getByText(messages.loading)).toHaveCount(0);
        await expect(submit(page)).toBeEnabled();
        await expect(field(page, label.fullName)).toHaveValue("Ada Lovelace");
        await expect(field(page, label.subject)).toHaveValue(subject);
        await expect(field(page, label.inquiryType)).toHaveValue(chosen.inquiryType);
        await expect(field(page, label.budget)).toHaveValue(chosen.budget);
        await expect(message(page)).toHaveValue(messageText);
        await expect(consent(page)).toBeChecked();
        expect(errors.some((text) => text.includes("Contact form submission failed"))).toBe(true);
        expect(storedRows(subject) ?? []).toHaveLength(0);
      },
    );
  }

  test("invalid input: errors next to the fields, focus on the first invalid one, nothing sent", async ({
    page,
  }) => {
    // Counted from the first request: the page view's beacon is sent meanwhile, the form nothing.
    const sent = countFormPosts(page);
    await openForm(page);
    await field(page, label.email).fill("not-an-email");
    await field(page, label.subject).fill("Hello");
    await submit(page).click();

    const name = field(page, label.fullName);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    const nameError = page.getByText(errorText.required("fullName"));
    await expect(nameError).toBeVisible();
    const describedBy = await name.getAttribute("aria-describedby");
    expect(describedBy?.split(" ")).toContain(await nameError.getAttribute("id"));

    await expect(page.getByText(inquiry.messages.email)).toBeVisible();
    await expect(page.getByText(errorText.chooseInquiryType)).toBeVisible();
    await expect(page.getByText(errorText.required("message"))).toBeVisible();
    await expect(field(page, label.subject)).not.toHaveAttribute("aria-invalid", "true");
    expect(sent.posts).toBe(0);
    expect(sent.views).toBe(1);

    // Fixing a field clears its error as you type.
    await name.fill("Ada");
    await expect(nameError).toHaveCount(0);
  });

  test("one click on submit validates even while the cursor is still in a field", async ({
    page,
  }) => {
    await openForm(page);
    await field(page, label.email).fill("not-an-email");
    // Focus is still in the email field: the click must not be lost to a layout shift.
    await submit(page).click();
    await expect(field(page, label.fullName)).toBeFocused();
    await expect(form(page).getByText(errorText.required("subject"))).toBeVisible();
  });

  test(
    "?inquiryType= preselects the inquiry type; unknown values are ignored",
    { tag: "@any-width" },
    async ({ page }) => {
      await openForm(page, `/contact?inquiryType=${chosen.inquiryType}`);
      await expect(field(page, label.inquiryType)).toHaveValue(chosen.inquiryType);
      await openForm(page, "/contact?inquiryType=free-money");
      await expect(field(page, label.inquiryType)).toHaveValue("");
    },
  );

  test(
    "a stale island (its script gone after a deploy) reloads the page once",
    { tag: "@any-width" },
    async ({ page }) => {
      // The island's script fails for the first document and loads for the reloaded one.
      let documents = 0;
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents++;
      });
      const fetched = { failed: 0, served: 0 };
      await page.route(islandScript, async (route) => {
        if (documents <= 1) {
          fetched.failed++;
          return route.abort("failed");
        }
        fetched.served++;
        return route.continue();
      });
      await page.goto("/contact");
      await expect.poll(() => documents, { timeout: 10_000 }).toBe(2);
      await expectHydrated(page);
      expect(fetched).toEqual({ failed: 1, served: 1 });
      // The island loaded: the reload guard is cleared for a later deploy, no loop.
      await expect
        .poll(() =>
          page.evaluate(() => sessionStorage.getItem("nebula-forge:reloaded-for-stale-island")),
        )
        .toBeNull();
      expect(documents).toBe(2);
    },
  );
});

test.describe("the contact form's island", () => {
  test("the document has no module preload and no module script in <head>", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
    expect(head).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(head).not.toMatch(/<script[^>]+type="module"/);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouterContext");
    // The island is named in the page, loaded later: never a script tag of its own.
    expect(html).toMatch(/data-island="\/assets\/inquiry-island-[\w-]+\.js"/);
    expect(html).not.toMatch(/<script[^>]+src="[^"]*inquiry-island/);
  });

  test("a first visit requests no script before the first paint, the island only after it", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await openForm(page);
    const early = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== "css")
        .filter((entry) => entry.startTime < paint && /\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(early).toEqual([]);
    // The enhancement, then the island's entry, then the chunks it imports.
    const [enhance, entry, ...chunks] = scripts;
    expect(enhance).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);
    expect(entry).toMatch(islandScript);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(chunk).toMatch(/^\/assets\/island-chunk-\w+\.js$/);
  });

  test("focusing a field loads the island, which hydrates without any visible change", async ({
    page,
  }) => {
    await neverIdle(page);
    const held = await holdIsland(page);
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
    expect(held.requested).toEqual([]);

    await field(page, label.fullName).focus();
    await expect.poll(() => held.requested.length).toBe(1);
    // A screen taller than the page, so that the form is drawn in one piece (a
    // picture taken in scrolled slices differs at the seams by a shade of grey).
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 4000 });
    const before = await form(page).screenshot({ animations: "disabled" });
    held.release();
    await expectHydrated(page);
    const after = await form(page).screenshot({ animations: "disabled" });
    expect(after.equals(before), "the form looks the same after hydration").toBe(true);
    await expect(field(page, label.fullName)).toBeFocused();
  });

  test("values typed before hydration are kept, and the form then validates them", async ({
    page,
  }) => {
    await neverIdle(page);
    const held = await holdIsland(page);
    await page.goto("/contact");
    await fillValid(page, "Typed before hydration");
    await field(page, label.email).fill("not-an-email");
    expect(held.requested).toHaveLength(1);
    held.release();
    await expectHydrated(page);

    await expect(field(page, label.fullName)).toHaveValue("Ada Lovelace");
    await expect(field(page, label.subject)).toHaveValue("Typed before hydration");
    await expect(field(page, label.inquiryType)).toHaveValue(chosen.inquiryType);
    await expect(message(page)).toHaveValue(messageText);
    await expect(consent(page)).toBeChecked();
    // The island owns the form now: the bad e-mail address is caught in the browser.
    const sent = countFormPosts(page);
    await submit(page).click();
    await expect(field(page, label.email)).toBeFocused();
    await expect(page.getByText(inquiry.messages.email)).toBeVisible();
    expect(sent.posts).toBe(0);
  });

  test(
    "a page that refused a post hydrates with its errors and values; a stored inquiry then empties it",
    { tag: "@any-width" },
    async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (entry) => {
        if (entry.type() === "error") errors.push(entry.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await neverIdle(page);
      const held = await holdIsland(page);
      const subject = unique("Refused, then fixed");
      await page.goto("/contact");
      await fillValid(page, subject);
      await field(page, label.fullName).fill("");
      const response = await submitAsDocument(page);
      expect(response.status()).toBe(400);
      const nameError = page.getByText(errorText.required("fullName"));
      await expect(nameError).toBeVisible();
      await expect(field(page, label.subject)).toHaveValue(subject);
      await expect(field(page, label.inquiryType)).toHaveValue(chosen.inquiryType);
      await expect(consent(page)).toBeChecked();

      // The island hydrates this page as drawn: same errors, same values, no mismatch
      // (from here on, no console error at all; the 400 itself was logged as one).
      errors.length = 0;
      held.release();
      // A focus before the enhancement listens for it would not load the island.
      await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
      await field(page, label.fullName).focus();
      await expectHydrated(page);
      await expect(nameError).toBeVisible();
      await expect(field(page, label.fullName)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label.subject)).toHaveValue(subject);
      // The server's errors follow the typing, as the island's own do.
      await field(page, label.fullName).fill("Ada Lovelace");
      await expect(nameError).toHaveCount(0);

      await submit(page).click();
      await expect(page.getByText(messages.success).first()).toBeVisible();
      // Empty, not back to the values the refused page was drawn with.
      for (const label of textFields) await expect(field(page, label)).toHaveValue("");
      for (const label of selects) await expect(field(page, label)).toHaveValue("");
      await expect(message(page)).toHaveValue("");
      await expect(consent(page)).not.toBeChecked();
      const rows = storedRows(subject);
      if (rows) expect(rows).toHaveLength(1);
      expect(errors).toEqual([]);
    },
  );

  test(
    "a submit before hydration is an ordinary post: one inquiry stored, the result page shown",
    { tag: "@any-width" },
    async ({ page }) => {
      await neverIdle(page);
      await holdIsland(page); // never released
      const subject = unique("Before hydration");
      await page.goto("/contact");
      await fillValid(page, subject);
      const response = await submitAsDocument(page);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      await expect(page.getByText(page_.form.success.title)).toBeVisible();
      await expect(field(page, label.fullName)).toHaveValue("");
      const rows = storedRows(subject);
      if (rows) expect(rows).toHaveLength(1);
    },
  );
});

test.describe("contact inquiry without JavaScript", { tag: "@any-width" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to /contact and the page shows the success message", async ({ page }) => {
    const subject = unique("No-JS inquiry");
    await page.goto("/contact");
    await fillValid(page, subject);
    const response = await submitAsDocument(page);
    expect(response.status()).toBe(200);
    await expect(page.getByText(messages.success)).toBeVisible();
    await expect(field(page, label.fullName)).toHaveValue("");
    const rows = storedRows(subject);
    if (rows) expect(rows).toHaveLength(1);

    // Reloading the result page posts the same form again: nothing new is stored.
    await page.reload();
    await expect(page.getByText(messages.success)).toBeVisible();
    const again = storedRows(subject);
    if (again) expect(again).toHaveLength(1);
  });
});
