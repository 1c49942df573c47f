import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import Database from "libsql";
import { optionValues } from "../../app/contact/copy";
import { inquiryFormView } from "../../app/content/contact/form";
import { content } from "../../app/content/load.server";

/**
 * Insights end to end (issue 39): a visitor follows a campaign link, reads a page,
 * sends an inquiry; staff sign in with a passkey (a virtual authenticator, as
 * inbox.spec.ts) and find the visit on /inbox/insights and its source on the
 * inquiry's page. Its own server (the built one) on a fresh SQLite folder.
 * Then the count without JavaScript: a page's <noscript> image, never requested
 * by a browser that runs the script's beacon.
 */
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const form = inquiryFormView(content());
const label = Object.fromEntries(
  Object.entries(form.fields).map(([name, copy]) => [name, copy.label]),
) as Record<keyof typeof form.fields, string>;
const choice = (name: keyof typeof form.fields) => optionValues(form.fields[name]).at(-1)!;

interface Server {
  url: string;
  dataDir: string;
  process: ChildProcess;
  env: NodeJS.ProcessEnv;
}

async function startServer(port: number): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-insights-e2e-"));
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
  throw new Error(`the server did not start on ${url}`);
}

const viewCounted = (page: Page, path: string) =>
  page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === "/api/event" && r.request().postData()?.includes(path) === true,
  );

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
}

async function screenshot(page: Page, name: string) {
  const folder = process.env.INBOX_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(folder, `insights-${name}-${width}.png`), fullPage: true });
}

test("a campaign visit's inquiry shows on the dashboard and on its page", async ({
  browser,
}, info) => {
  test.setTimeout(90_000);
  const base = Number(process.env.E2E_PORT ?? 3210) + 70;
  const server = await startServer(base + (info.project.name === "mobile" ? 1 : 0));
  const context = await browser.newContext({ ...info.project.use, baseURL: server.url });
  const page = await context.newPage();
  try {
    // The visitor: a newsletter's link, then the contact page.
    const landing = "/services?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-launch";
    await Promise.all([viewCounted(page, "/services"), page.goto(landing)]);
    await Promise.all([viewCounted(page, "/contact"), page.goto("/contact")]);
    const inquiryForm = page.locator("#inquiry-form");
    await inquiryForm.getByLabel(label.fullName).fill("Grace Hopper");
    await inquiryForm.getByLabel(label.email).fill("grace@example.com");
    await inquiryForm.getByLabel(label.inquiryType).selectOption(choice("inquiryType"));
    await inquiryForm.getByLabel(label.subject).fill("A fleet logistics simulation");
    await inquiryForm
      .getByRole("textbox", { name: new RegExp(`^${label.message}`) })
      .fill("We would like a simulation of our delivery fleet for planning next year.");
    await inquiryForm.getByRole("checkbox").check();
    const [posted] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/contact",
      ),
      inquiryForm.getByRole("button", { name: content().contact.form.submit }).click(),
    ]);
    expect(posted.status()).toBe(200);

    // Staff: an invitation, a passkey, the inbox.
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const out = execFileSync(
      "node",
      [join(buildDir, "cli", "inquiries.js"), "invite", "sales@studio.example"],
      { env: server.env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
    const invitation = /http:\/\/localhost:\d+\/inbox\/invite\?token=[\w-]+/.exec(out)![0];
    await page.goto(invitation);
    await page.getByRole("button", { name: "Create my passkey" }).click();
    await page.waitForURL(`${server.url}/inbox`);

    await page.getByRole("link", { name: "Insights" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    const campaigns = page.getByRole("region", { name: "Campaigns" });
    await expect(campaigns.getByRole("row", { name: /autumn-launch 1 1 100\.0 %/ })).toBeVisible();
    const entries = page.getByRole("region", { name: "Entry pages" });
    await expect(entries.getByRole("row", { name: /\/services 1 1 100\.0 %/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Top pages" })).toContainText("/contact");
    await noAxeViolations(page);
    await screenshot(page, "dashboard");

    await page.goto("/inbox");
    await page.getByRole("link", { name: "A fleet logistics simulation" }).click();
    await expect(page.locator("[data-inquiry-source]")).toHaveText(
      "Came from the campaign “autumn-launch” (newsletter / email) via a direct visit (typed, bookmarked or from an app), entered on /services, 2 pages seen.",
    );
    await noAxeViolations(page);
    await screenshot(page, "inquiry");
  } finally {
    await context.close();
    server.process.kill("SIGTERM");
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});

/** The views stored so far, as [path, utm_campaign] sorted (the server's SQLite file, read only). */
function storedViews(dataDir: string): string[][] {
  const db = new Database(join(dataDir, "studio.db"), { readonly: true });
  try {
    const rows = db.prepare("select path, utm_campaign from insight_events").all() as {
      path: string;
      utm_campaign: string;
    }[];
    return rows.map((row) => [row.path, row.utm_campaign]).sort();
  } finally {
    db.close();
  }
}

test(
  "a page seen without JavaScript is counted once by its image, a page with it once by the script",
  { tag: "@any-width" },
  async ({ browser }, info) => {
    test.skip(Boolean(process.env.DATABASE_URL), "reads the server's SQLite file");
    const server = await startServer(Number(process.env.E2E_PORT ?? 3210) + 72);
    const noScript = await browser.newContext({
      ...info.project.use,
      baseURL: server.url,
      javaScriptEnabled: false,
    });
    const withScript = await browser.newContext({ ...info.project.use, baseURL: server.url });
    /** Every request of /api/event a page makes: "GET ?p=…" or "POST". */
    const viewRequests = (page: Page) => {
      const seen: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname === "/api/event") seen.push(`${request.method()} ${url.search}`.trim());
      });
      return seen;
    };
    try {
      const plain = await noScript.newPage();
      const plainRequests = viewRequests(plain);
      await Promise.all([
        plain.waitForResponse(
          (r) => new URL(r.url()).pathname === "/api/event" && r.request().method() === "GET",
        ),
        plain.goto("/services/simulations?utm_source=print&utm_campaign=expo-flyer"),
      ]);

      const scripted = await withScript.newPage();
      const scriptedRequests = viewRequests(scripted);
      await Promise.all([viewCounted(scripted, "/about"), scripted.goto("/about")]);
      // The script runs: the <noscript> image is not even parsed, let alone requested.
      await expect(scripted.locator("noscript")).toHaveCount(1);

      const expected = [
        ["/about", ""],
        ["/services/simulations", "expo-flyer"],
      ];
      await expect.poll(() => storedViews(server.dataDir), { timeout: 10_000 }).toEqual(expected);
      await Promise.all([noScript.close(), withScript.close()]);
      // A second count would be written within the recorder's second: none comes.
      await new Promise((done) => setTimeout(done, 1500));
      expect(storedViews(server.dataDir)).toEqual(expected);
      expect(plainRequests).toEqual(["GET ?p=%2Fservices%2Fsimulations"]);
      expect(scriptedRequests).toEqual(["POST"]);
    } finally {
      server.process.kill("SIGTERM");
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  },
);
