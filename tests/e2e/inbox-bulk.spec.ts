import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type { InquiryFields } from "../../app/contact/fields";
import { inquiryFormView } from "../../app/content/contact/form";
import { content } from "../../app/content/load.server";
import { openDatabase } from "../../db/database";
import { InquiryStore } from "../../db/inquiry-store";

/**
 * The inbox's bulk actions and blocked senders in Chromium (decision 0028), at
 * 390 and 1280 px with axe: a staff member signed in with a passkey (a
 * virtual authenticator) selects inquiries by keyboard and by "all on this
 * page", archives, marks as spam, assigns, is told clearly when nothing is
 * selected; blocks a domain from an inquiry's page, and a new inquiry from
 * that domain, sent through the real contact form (which thanks its sender as
 * usual), lands in Spam; then unblocks it. The bulk form works without
 * JavaScript too.
 *
 * Like inbox.spec.ts, it starts its own built server on http://localhost
 * (passkeys need a host name) with a fresh SQLite folder.
 */
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const screenshots = process.env.INBOX_SCREENSHOTS;

interface InboxServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  env: NodeJS.ProcessEnv;
}

async function startServer(port: number): Promise<InboxServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-inbox-bulk-e2e-"));
  const url = `http://localhost:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_ENABLED: "false",
  };
  const child = spawn("node", [join(buildDir, "server", "main.js")], { env, stdio: "inherit" });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, dataDir, process: child, env };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error(`the inbox's server did not start on ${url}`);
}

function inquiry(overrides: Partial<InquiryFields>): InquiryFields {
  return {
    fullName: "Ada Lovelace",
    email: "ada@analytical.example",
    phone: "",
    company: "Analytical Engines",
    country: "GB",
    inquiryType: "simulation",
    subject: "A flight trainer for forty cadets",
    message: "We need a VR drone trainer for forty cadets, delivered before March.",
    budget: "",
    timeline: "",
    serviceType: "",
    consent: true,
    ...overrides,
  };
}

const seeded = [
  inquiry({}),
  inquiry({
    fullName: "Rank Booster",
    email: "offers@seo-boost.example",
    company: "",
    inquiryType: "other",
    subject: "Page one of Google in 30 days",
    message: "We guarantee page one rankings. Reply for our price list.",
  }),
  inquiry({
    fullName: "Link Seller",
    email: "links@seo-boost.example",
    company: "",
    inquiryType: "other",
    subject: "Guest posts on 500 sites",
    message: "Buy guest posts with do-follow links, bulk discounts available.",
  }),
  inquiry({
    fullName: "Marco Rossi",
    email: "marco@ferro-robotics.example",
    company: "Ferro Robotics",
    country: "IT",
    subject: "Training simulator for a welding robot cell",
    message: "Our operators need a safe way to learn the new cell before it ships in spring.",
  }),
];

async function seed(server: InboxServer) {
  const handle = openDatabase({ dataDir: server.dataDir });
  try {
    const store = new InquiryStore(handle);
    for (const [n, fields] of seeded.entries()) await store.create(fields, `bulk-e2e-${n}`);
  } finally {
    await handle.close();
  }
}

function invite(server: InboxServer, address: string, name: string): string {
  const out = execFileSync(
    "node",
    [join(buildDir, "cli", "inquiries.js"), "invite", address, "--name", name],
    { env: server.env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  const link = /http:\/\/localhost:\d+\/inbox\/invite\?token=[\w-]+/.exec(out)?.[0];
  if (!link) throw new Error(`no invitation link in: ${out}`);
  return link;
}

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
}

async function screenshot(page: Page, name: string, fullPage = true) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(screenshots, `inbox-${name}-${width}.png`), fullPage });
}

const row = (page: Page, subject: string) =>
  page.getByRole("checkbox", { name: new RegExp(subject) });
/** The line the page says after an action (a status message, read out by screen readers). */
const said = (page: Page, text: string) =>
  expect(page.getByRole("status").filter({ hasText: text })).toHaveText(text);

test.describe.serial("the inbox's bulk actions and blocked senders", () => {
  let server: InboxServer;
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }, info) => {
    // Beside inbox.spec.ts's servers (E2E_PORT + 80 to 83) and inbox-replies.spec.ts's (+ 90 to 97).
    const base = Number(process.env.E2E_PORT ?? 3210) + 100;
    server = await startServer(
      base + info.parallelIndex * 2 + (info.project.name === "mobile" ? 1 : 0),
    );
    await seed(server);
    context = await browser.newContext({ ...info.project.use, baseURL: server.url });
    page = await context.newPage();
    page.on("pageerror", (error) => {
      throw error;
    });
    const webAuthn = await context.newCDPSession(page);
    await webAuthn.send("WebAuthn.enable");
    await webAuthn.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(invite(server, "sales@studio.example", "Sam Carter"));
    await page.getByRole("button", { name: "Create my passkey" }).click();
    await page.waitForURL(`${server.url}/inbox`);
  });
  test.afterAll(async () => {
    await context?.close();
    server?.process.kill("SIGTERM");
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("nothing selected: a clear message, nothing changed", async () => {
    await page.goto("/inbox");
    await expect(page.getByText("4 inquiries")).toBeVisible();
    await page.getByRole("button", { name: "Archive" }).click();
    await expect(page.getByRole("alert")).toHaveText("Select at least one inquiry first.");
    // Every row's badge still says New.
    await expect(page.locator("main ol").getByText("New", { exact: true })).toHaveCount(4);
  });

  test("archives two inquiries chosen with the keyboard; each one's history and the audit log say so", async () => {
    await page.goto("/inbox");
    const bar = page.getByRole("group", { name: "With the selected inquiries" });
    await expect(bar).toBeVisible();
    // The keyboard reaches each row's box, and Space ticks it.
    await row(page, "A flight trainer").focus();
    await page.keyboard.press("Space");
    await expect(row(page, "A flight trainer")).toBeChecked();
    await row(page, "Training simulator").focus();
    await page.keyboard.press("Space");
    await expect(bar.getByText("2 inquiries selected")).toBeVisible();
    // Scrolled to the end of the list, the bar's actions are still on screen (it sticks to the top).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar.getByRole("button", { name: "Archive" })).toBeInViewport();
    await expect(bar.getByRole("button", { name: "Assign", exact: true })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await noAxeViolations(page);
    await screenshot(page, "bulk-selected", false);
    await bar.getByRole("button", { name: "Archive" }).click();
    await said(page, "2 inquiries archived.");
    // A new page of the list starts with nothing selected.
    await expect(row(page, "A flight trainer")).not.toBeChecked();
    await page.getByRole("link", { name: /Training simulator/ }).click();
    await expect(
      page.getByText("Sam Carter changed the status from New to Archived."),
    ).toBeVisible();
    await page.goto("/inbox/audit");
    await expect(
      page.getByText("archived 2 inquiries at once").filter({ visible: true }),
    ).toBeVisible();
  });

  test('marks a whole page as spam with "select all", and assigns', async () => {
    await page.goto("/inbox?status=new");
    await expect(page.getByText("2 inquiries")).toBeVisible();
    await page.getByRole("checkbox", { name: "Select all 2 on this page" }).check();
    await expect(row(page, "Page one of Google")).toBeChecked();
    await expect(row(page, "Guest posts")).toBeChecked();
    await page.getByRole("button", { name: "Mark as spam" }).click();
    await said(page, "2 inquiries marked as spam.");
    // Back on the same filter: nothing new is left.
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByText("No inquiries match.")).toBeVisible();

    await page.goto("/inbox?status=spam");
    await row(page, "Guest posts").check();
    await page.getByLabel("Assign to").selectOption({ label: "Sam Carter" });
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await said(page, "1 inquiry assigned to Sam Carter.");
    const item = (subject: string) => page.getByRole("listitem").filter({ hasText: subject });
    await expect(item("Guest posts")).toContainText("Assigned to Sam Carter");
    await expect(item("Page one of Google")).toContainText("Unassigned");
    await screenshot(page, "bulk-done");
    await noAxeViolations(page);
  });

  test("blocks a domain from an inquiry; a new inquiry from it lands in Spam, and the sender is thanked as usual", async ({
    browser,
  }, info) => {
    await page.goto("/inbox?status=spam");
    await page.getByRole("link", { name: /Page one of Google/ }).click();
    const block = page.getByRole("region", { name: "Block this sender" });
    await expect(block).toBeVisible();
    await block.getByLabel("Why (optional, seen by staff)").fill("SEO offers every week");
    await block.getByRole("button", { name: "Block all of seo-boost.example" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Blocked senders" })).toBeVisible();
    await said(
      page,
      "Blocked the domain seo-boost.example. Later inquiries from it go straight to Spam.",
    );
    await expect(page.getByText("Domain: seo-boost.example")).toBeVisible();
    await expect(
      page.getByText(/Blocked by Sam Carter, .*\. Why: SEO offers every week/),
    ).toBeVisible();
    await noAxeViolations(page);
    await screenshot(page, "blocked");
    await page.getByRole("link", { name: /Back to inquiry #\d+/ }).click();
    await expect(
      page.getByText("Sam Carter blocked the domain seo-boost.example (SEO offers every week)."),
    ).toBeVisible();

    // A visitor from that domain, on the public contact form (without JavaScript: a document post).
    const visitor = await browser.newContext({
      ...info.project.use,
      baseURL: server.url,
      javaScriptEnabled: false,
    });
    const contact = await visitor.newPage();
    const form = inquiryFormView(content());
    const field = (name: keyof typeof form.fields) =>
      contact.locator("#inquiry-form").getByLabel(form.fields[name].label);
    await contact.goto("/contact");
    await field("fullName").fill("Rank Booster");
    await field("email").fill("sales@mail.seo-boost.example");
    await field("inquiryType").selectOption({ index: 1 });
    await field("subject").fill("Backlinks that move you up");
    await contact
      .locator("#inquiry-form")
      .getByRole("textbox", { name: new RegExp(`^${form.fields.message.label}`) })
      .fill("Cheap backlinks from high-authority sites, delivered in a week.");
    await contact.locator("#inquiry-form").getByRole("checkbox").check();
    const [answer] = await Promise.all([
      contact.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/contact",
      ),
      contact
        .locator("#inquiry-form")
        .getByRole("button", { name: content().contact.form.submit })
        .click(),
    ]);
    expect(answer.status()).toBe(200);
    await expect(contact.getByText(content().contact.form.success.title)).toBeVisible();
    await visitor.close();

    await page.goto("/inbox?status=spam");
    await expect(page.getByRole("link", { name: /Backlinks that move you up/ })).toBeVisible();
    await page.goto("/inbox?status=new");
    await expect(page.getByText("No inquiries match.")).toBeVisible();
    await page.goto("/inbox?status=spam");
    await page.getByRole("link", { name: /Backlinks that move you up/ }).click();
    await expect(
      page.getByText(
        "The inbox put it in Spam as it arrived: the domain seo-boost.example is blocked.",
      ),
    ).toBeVisible();
    await noAxeViolations(page);
    await screenshot(page, "inquiry-blocked");

    // Unblocked, the domain's inquiries arrive as new ones again.
    await page.goto("/inbox/blocked");
    await page.getByRole("button", { name: "Unblock the domain seo-boost.example" }).click();
    await said(page, "Unblocked. Its inquiries arrive as new ones again.");
    await expect(page.getByRole("heading", { name: "Nothing is blocked" })).toBeVisible();
  });

  test("a free-mail domain as a whole only with the box ticked", async () => {
    await page.goto("/inbox/blocked");
    await page.getByRole("radio", { name: "A whole domain" }).check();
    await page.getByLabel("Address or domain").fill("gmail.com");
    await page.getByRole("button", { name: "Block", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("gmail.com is a free-mail provider");
    await expect(page.getByRole("heading", { name: "Nothing is blocked" })).toBeVisible();
  });

  test('without JavaScript: "select all on this page" and Archive are a plain form post', async ({
    browser,
  }, info) => {
    const cookies = await context.cookies();
    const plain = await browser.newContext({
      ...info.project.use,
      baseURL: server.url,
      javaScriptEnabled: false,
    });
    await plain.addCookies(cookies);
    const noScript = await plain.newPage();
    await noScript.goto("/inbox?status=spam");
    await expect(noScript.getByText("3 inquiries")).toBeVisible();
    await noScript.getByRole("checkbox", { name: "Select all 3 on this page" }).check();
    await noScript.getByRole("button", { name: "Archive" }).click();
    await expect(noScript.getByRole("status").filter({ hasText: "archived" })).toHaveText(
      "3 inquiries archived.",
    );
    await expect(noScript).toHaveURL(/status=spam/);
    await expect(noScript.getByText("No inquiries match.")).toBeVisible();
    await plain.close();
  });

  test("blocks the senders of two inquiries from the list, after a confirmation that shows what", async () => {
    await page.goto("/inbox?status=archived");
    await row(page, "Page one of Google in 30 days").check();
    await row(page, "Guest posts on 500 sites").check();
    await page.getByRole("button", { name: "Block senders…" }).click();
    const confirm = page.getByRole("region", {
      name: "Block the senders of 2 selected inquiries?",
    });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("heading")).toBeFocused();
    await expect(confirm).toContainText("offers@seo-boost.example (1 inquiry)");
    await expect(confirm).toContainText("seo-boost.example (2 inquiries)");
    await noAxeViolations(page);
    await screenshot(page, "bulk-block");
    await confirm.getByRole("radio", { name: /Their whole domains/ }).check();
    await confirm.getByLabel("Why (optional, seen by staff)").fill("Sells links");
    await confirm.getByRole("button", { name: "Block them" }).click();
    await said(
      page,
      "Blocked 1 domain: later inquiries from it go straight to Spam. 2 inquiries moved to Spam.",
    );
    await page.goto("/inbox/blocked");
    await expect(page.getByText("Domain: seo-boost.example")).toBeVisible();
    await expect(page.getByText(/Why: Sells links/)).toBeVisible();
    await page.getByRole("button", { name: "Unblock the domain seo-boost.example" }).click();
    await said(page, "Unblocked. Its inquiries arrive as new ones again.");
  });
});
