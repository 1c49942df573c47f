import { spawn, type ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { sql } from "kysely";
import type { InquiryFields } from "../../app/contact/fields";
import { openDatabase } from "../../db/database";
import { InquiryStore } from "../../db/inquiry-store";
import { StaffStore } from "../../db/staff-store";

/**
 * The studio's inbox end to end in Chromium, with a virtual authenticator (the
 * DevTools protocol's WebAuthn domain): an invitation from the CLI, passkey
 * registration (named), sign-in, every action, sign-out, a passkey added for a
 * second device after a proof with the first, renamed and removed from the
 * list (the last one only with its warning ticked), the new device signing
 * in; and the actions again without JavaScript, as plain form posts, with a
 * sign-in link.
 *
 * Passkeys need a host name: the spec starts its own server (the built one)
 * on http://localhost:PORT with SITE_URL set to that address (the relying
 * party), and a fresh SQLite folder.
 */
const buildDir = resolve(process.env.BUILD_DIR ?? "build");

interface InboxServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  env: NodeJS.ProcessEnv;
}

async function startServer(port: number): Promise<InboxServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-inbox-e2e-"));
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
    email: "ada@example.com",
    phone: "+44 20 7946 0018",
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

async function seed(server: InboxServer) {
  const handle = openDatabase({ dataDir: server.dataDir });
  try {
    const store = new InquiryStore(handle);
    await store.create(inquiry({}), "e2e-1");
    await store.create(
      inquiry({
        fullName: '<img src=x onerror="window.__owned=1">Grace',
        email: "grace@example.com",
        company: "=cmd|' /C calc'!A0",
        inquiryType: "game",
        subject: "<script>window.__owned=2</script>A horror game port",
        message: "Please port our game. javascript:alert(1)",
      }),
      "e2e-2",
    );
    await store.create(
      inquiry({
        fullName: "Priya Raman",
        email: "priya@lumen-learning.example",
        company: "Lumen Learning",
        country: "IN",
        inquiryType: "ai",
        subject: "An AI tutor for our language courses",
        message:
          "We would like a chatbot that helps students practise conversation between lessons.",
      }),
      "e2e-3",
    );
    await store.create(
      inquiry({
        fullName: "Marco Rossi",
        email: "marco@ferro-robotics.example",
        company: "Ferro Robotics",
        country: "IT",
        inquiryType: "simulation",
        subject: "Training simulator for a welding robot cell",
        message: "Our operators need a safe way to learn the new cell before it ships in spring.",
      }),
      "e2e-4",
    );
  } finally {
    await handle.close();
  }
}

/** `npm run inquiries -- invite ADDRESS --name NAME`, as the operator runs it: prints the link. */
function invite(server: InboxServer, address: string, name: string): string {
  const cli = join(buildDir, "cli", "inquiries.js");
  const out = execFileSync("node", [cli, "invite", address, "--name", name], {
    env: server.env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const link = /http:\/\/localhost:\d+\/inbox\/invite\?token=[\w-]+/.exec(out)?.[0];
  if (!link) throw new Error(`no invitation link in: ${out}`);
  return link;
}

/**
 * A device with a passkey store (a platform authenticator that verifies its
 * user), added to the page over the DevTools protocol; the id removes it.
 */
async function addDevice(cdp: CDPSession) {
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
}

const screenshots = process.env.INBOX_SCREENSHOTS;

/** With INBOX_SCREENSHOTS set: the whole page in that folder, as inbox-NAME-WIDTH.png. */
async function screenshot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(screenshots, `inbox-${name}-${width}.png`), fullPage: true });
}

test.describe.serial("the studio's inbox", () => {
  let server: InboxServer;
  let context: BrowserContext;
  let page: Page;
  let webAuthn: CDPSession;
  let firstDevice: string;
  let invitation: string;

  test.beforeAll(async ({ browser }, info) => {
    // Beside the suite's server (E2E_PORT), one port per worker and project.
    const base = Number(process.env.E2E_PORT ?? 3210) + 80;
    server = await startServer(
      base + info.parallelIndex * 2 + (info.project.name === "mobile" ? 1 : 0),
    );
    await seed(server);
    context = await browser.newContext({
      ...info.project.use,
      baseURL: server.url,
    });
    page = await context.newPage();
    page.on("pageerror", (error) => {
      throw error;
    });
  });
  test.afterAll(async () => {
    await context?.close();
    server?.process.kill("SIGTERM");
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("an invitation registers a passkey and signs in", async () => {
    webAuthn = await context.newCDPSession(page);
    await webAuthn.send("WebAuthn.enable");
    firstDevice = await addDevice(webAuthn);
    invitation = invite(server, "sales@studio.example", "Sam Carter");
    await page.goto(invitation);
    await expect(page.getByRole("heading", { name: "Welcome to the studio inbox" })).toBeVisible();
    await page.getByLabel("Name the passkey (optional)").fill("Work laptop");
    await page.getByRole("button", { name: "Create my passkey" }).click();
    await page.waitForURL(`${server.url}/inbox`);
    await expect(page.getByRole("heading", { name: "All inquiries" })).toBeVisible();
    await expect(page.getByText("4 inquiries")).toBeVisible();
    // Stored markup is text: it shows, and runs nothing.
    await expect(
      page.getByText("<script>window.__owned=2</script>A horror game port"),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
    await noAxeViolations(page);
  });

  test("the site's health: a warning on every page until a backup runs, then the last backup", async () => {
    await page.goto("/inbox");
    const banner = page.getByRole("complementary", { name: "Site health" });
    await expect(banner).toContainText("No backup has been recorded.");
    if (screenshots) {
      const width = page.viewportSize()!.width;
      await page.screenshot({ path: join(screenshots, `inbox-banner-${width}.png`) });
    }
    await banner.getByRole("link", { name: "See the site’s health" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Site health" })).toBeVisible();
    await expect(page.getByText("Backups need attention")).toBeVisible();

    // The operator's command, as the timer runs it.
    const out = execFileSync(
      "node",
      [join(buildDir, "cli", "inquiries.js"), "backup", "--reason", "scheduled"],
      {
        env: { ...server.env, BACKUP_DIR: join(server.dataDir, "backups") },
        encoding: "utf8",
      },
    );
    expect(out).toMatch(/^backup: wrote .*-sqlite-scheduled\.backup \(.+, sha256 [0-9a-f]{64}\)$/m);
    await page.reload();
    await expect(page.getByText("Backups are on schedule.")).toBeVisible();
    const last = page.getByRole("definition").filter({ hasText: "scheduled" }).first();
    await expect(last).toContainText("just now");
    await expect(last).toContainText(/\d+(\.\d)? KB, scheduled/);
    await expect(page.getByRole("cell", { name: "Backup (scheduled)" })).toBeVisible();
    await expect(page.getByText("Not set up on this server")).toBeVisible();
    await noAxeViolations(page);
    if (screenshots) {
      const width = page.viewportSize()!.width;
      await page.screenshot({ path: join(screenshots, `inbox-site-${width}.png`), fullPage: true });
    }
    await page.getByRole("link", { name: "All", exact: false }).first().click();
    await expect(page.getByRole("complementary", { name: "Site health" })).toHaveCount(0);
  });

  test("the invitation works once; another browser is not signed in", async ({ browser }) => {
    const other = await browser.newContext({ baseURL: server.url });
    const second = await other.newPage();
    const handle = openDatabase({ dataDir: server.dataDir });
    try {
      const people = await new StaffStore(handle).list();
      expect(people.find((p) => p.email === "sales@studio.example")?.passkeys).toBe(1);
    } finally {
      await handle.close();
    }
    await second.goto(invitation);
    await expect(
      second.getByRole("heading", { name: "This invitation does not work" }),
    ).toBeVisible();
    await second.goto("/inbox");
    await expect(second).toHaveURL(/\/inbox\/sign-in$/);
    await other.close();
  });

  test("filters, searches, and works an inquiry: status, assignment, note, reply, history", async () => {
    // Invited, never signed up: listed apart on the Account page, and nobody can give them inquiries.
    invite(server, "pat@studio.example", "Pat Pending");
    await page.goto("/inbox/account");
    const pending = page.getByRole("heading", { name: "Invited, not signed up yet" });
    await expect(pending).toBeVisible();
    await expect(page.getByText("Pat Pending")).toBeVisible();
    await expect(page.getByText("invitation pending", { exact: false })).toBeVisible();
    await page.goto("/inbox");
    await page
      .getByLabel("Search name, e-mail, company, subject and message")
      .fill("flight trainer");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByText("1 inquiry", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: /A flight trainer for forty cadets/ }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "A flight trainer for forty cadets" }),
    ).toBeVisible();
    // Contacts are tappable.
    await expect(page.getByRole("link", { name: "+44 20 7946 0018" })).toHaveAttribute(
      "href",
      "tel:+442079460018",
    );
    await expect(page.getByRole("link", { name: "ada@example.com" })).toHaveAttribute(
      "href",
      "mailto:ada@example.com",
    );
    // What to do comes first: before the message on a phone, beside it on a desk.
    const work = await page.getByRole("heading", { name: "Work it" }).boundingBox();
    const fields = await page.getByRole("heading", { name: "Inquiry", exact: true }).boundingBox();
    if (page.viewportSize()!.width < 1024) expect(work!.y).toBeLessThan(fields!.y);
    else expect(work!.x).toBeGreaterThan(fields!.x);

    await expect(page.getByLabel("Assigned to").locator("option")).toHaveText([
      "Nobody",
      "Sam Carter",
    ]);
    // The case that lost the status: both changed, one save, both kept.
    await page.getByLabel("Status").selectOption("in-progress");
    await page.getByLabel("Assigned to").selectOption({ label: "Sam Carter" });
    await page.getByRole("button", { name: "Save status and assignee" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toContainText(
      "Status: In progress; assigned to Sam Carter.",
    );
    await expect(
      page.getByRole("main").locator("header").getByText("In progress", { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText("Sam Carter changed the status from New to In progress."),
    ).toBeVisible();
    await expect(page.getByText("Sam Carter took the inquiry on.")).toBeVisible();
    await expect(page.getByRole("link", { name: /In progress\s*1/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Mine\s*1/ })).toBeVisible();

    await page
      .getByLabel("New note (seen by staff only)")
      .fill("Called back: they want a quote by Friday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Called back: they want a quote by Friday.")).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Note added.");

    const reply = page.getByRole("link", { name: "Reply by e-mail" });
    await expect(reply).toHaveAttribute(
      "href",
      "mailto:ada%40example.com?subject=Re%3A%20A%20flight%20trainer%20for%20forty%20cadets",
    );
    await page.getByRole("button", { name: "Mark as replied" }).click();
    await expect(page.getByRole("status")).toHaveText("Marked as replied.");
    await expect(
      page.getByText("Sam Carter changed the status from In progress to Replied."),
    ).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveValue("replied");
    await noAxeViolations(page);
    await screenshot(page, "inquiry");
  });

  test("exports the current filter as CSV and JSON, with formulas defused", async () => {
    await page.goto("/inbox?inquiryType=game");
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const text = await (await csv.createReadStream()).toArray();
    const body = Buffer.concat(text as Buffer[]).toString("utf8");
    expect(body.split("\r\n")).toHaveLength(3);
    // A formula stays defused; a phone number is written as typed; names, not codes.
    expect(body).toContain(",'=cmd|' /C calc'!A0,");
    expect(body).toContain(",+44 20 7946 0018,");
    expect(body.split("\r\n")[0]).toMatch(
      /^Number,Received \(Kolkata time\),Status,Assigned to,Name,/,
    );
    expect(body).toContain(",United Kingdom,");
    expect(csv.suggestedFilename()).toMatch(/^inquiries-game-\d{4}-\d{2}-\d{2}\.csv$/);
    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export JSON" }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^inquiries-game-\d{4}-\d{2}-\d{2}\.json$/);
  });

  test("erases an inquiry after confirmation; the audit log keeps that it happened", async () => {
    await page.goto("/inbox?inquiryType=game");
    await page.getByRole("link", { name: /A horror game port/ }).click();
    await page.getByLabel(/Yes, erase inquiry/).check();
    await page.getByRole("button", { name: "Erase inquiry" }).click();
    await page.waitForURL(/\/inbox\?erased=1$/);
    await expect(page.getByText("The inquiry and its notes are erased.")).toBeVisible();
    await expect(page.getByText("3 inquiries", { exact: true })).toBeVisible();
    if (screenshots) {
      await page.goto("/inbox");
      await screenshot(page, "list");
    }
    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(
      page.getByText(/erased the inquiry on request/).filter({ visible: true }),
    ).toHaveCount(1);
    await expect(
      page.getByText("changed the status from New to In progress").filter({ visible: true }),
    ).toHaveCount(1);
    await expect(page.getByText("Sam Carter").filter({ visible: true }).first()).toBeVisible();
    // Every tab in sight on a phone too: the bar wraps.
    const account = await page.getByRole("link", { name: "Account" }).boundingBox();
    expect(account!.x + account!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await noAxeViolations(page);
    await screenshot(page, "audit");
    await expect(page.getByText("Grace")).toHaveCount(0);
  });

  test("searches word forms and marks what matched; finds an address, a part of a name", async () => {
    await page.goto("/inbox");
    const search = page.getByLabel("Search name, e-mail, company, subject and message");
    /** Searches, and waits for the page of that search (the form is drawn anew for each). */
    const searchFor = async (text: string) => {
      await search.fill(text);
      await page.getByRole("button", { name: "Show" }).click();
      await page.waitForURL((url) => url.searchParams.get("q") === text.trim());
    };
    await searchFor("simulations");
    await expect(page.getByText("1 inquiry", { exact: true })).toBeVisible();
    // "simulations" finds the subject's "simulator" (stemming), marked.
    const marco = page.getByRole("link", { name: /Training simulator for a welding robot cell/ });
    await expect(marco.locator("mark")).toHaveText(["simulator"]);
    await noAxeViolations(page);
    await screenshot(page, "search");

    await searchFor("PRIYA@lumen-learning.example");
    await expect(page.getByRole("status")).toHaveText("1 inquiry");
    await expect(page.locator("mark")).toHaveText(["priya@lumen-learning.example"]);

    await searchFor("ross");
    await expect(page.getByRole("status")).toHaveText("1 inquiry");
    await expect(page.locator("mark")).toHaveText(["Ross"]);

    // FTS5's syntax is text: these look for their words.
    for (const [attempt, found] of [
      ['"', "0 inquiries"],
      ["NEAR(flight trainer)", "0 inquiries"],
      ["flight OR zebra", "0 inquiries"],
      ["-flight", "1 inquiry"],
    ]) {
      await searchFor(attempt!);
      await expect(page.getByRole("status"), attempt).toHaveText(found!);
    }
  });

  test("pages through the list with links, back and forward too, with and without a filter", async () => {
    const handle = openDatabase({ dataDir: server.dataDir });
    try {
      const store = new InquiryStore(handle);
      for (let n = 1; n <= 55; n++) {
        await store.create(
          inquiry({
            fullName: `Visitor ${n}`,
            email: `visitor${n}@example.com`,
            subject: `Paging inquiry ${String(n).padStart(2, "0")}`,
          }),
          `e2e-paging-${n}`,
        );
      }
    } finally {
      await handle.close();
    }
    const subjects = page.locator("main ol > li").getByText(/^Paging inquiry \d+$/);
    await page.goto("/inbox");
    await expect(page.getByText("58 inquiries", { exact: true })).toBeVisible();
    await expect(page.locator("main ol > li")).toHaveCount(25);
    await expect(subjects.first()).toHaveText("Paging inquiry 55");
    await expect(page.getByRole("link", { name: "Newer" })).toHaveCount(0);
    // Plain links with the cursor in the URL: they work without JavaScript.
    await expect(page.getByRole("link", { name: "Older" })).toHaveAttribute(
      "href",
      /^\/inbox\?after=\d{4}-\d\d-\d\dT\d\d%3A\d\d%3A[\d.]+Z_\d+$/,
    );

    await page.getByRole("link", { name: "Older" }).click();
    await expect(subjects.first()).toHaveText("Paging inquiry 30");
    await expect(page.locator("main ol > li")).toHaveCount(25);
    await screenshot(page, "paging");
    await page.getByRole("link", { name: "Older" }).click();
    await expect(subjects.first()).toHaveText("Paging inquiry 05");
    await expect(page.locator("main ol > li")).toHaveCount(8);
    await expect(page.getByRole("link", { name: "Older" })).toHaveCount(0);

    await page.goBack();
    await expect(subjects.first()).toHaveText("Paging inquiry 30");
    await page.goForward();
    await expect(subjects.first()).toHaveText("Paging inquiry 05");
    await page.getByRole("link", { name: "Newer" }).click();
    await expect(subjects.first()).toHaveText("Paging inquiry 30");
    await page.getByRole("link", { name: "Newest" }).click();
    await expect(subjects.first()).toHaveText("Paging inquiry 55");
    await expect(page).toHaveURL(`${server.url}/inbox`);

    // A filter stays on every page: 57 are new (the flight trainer was replied).
    await page.goto("/inbox?status=new");
    await expect(page.getByText("57 inquiries", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL(/\/inbox\?status=new&after=/);
    await page.getByRole("link", { name: "Older" }).click();
    await expect(page.locator("main ol > li")).toHaveCount(7);
    await noAxeViolations(page);

    // A page link cut short is refused with a way back, not an error page.
    await page.goto("/inbox?after=2026-11-30T09:1");
    await expect(page.getByText("This link to a page of the list is not valid")).toBeVisible();
    await page.getByRole("link", { name: "Back to the inbox" }).click();
    await expect(page.getByRole("heading", { name: "All inquiries" })).toBeVisible();
  });

  test("signs out, and signs in again with the passkey", async () => {
    await page.goto("/inbox/account");
    await expect(page.getByRole("heading", { name: "Account" })).toBeVisible();
    await expect(page.getByText("You have 1 passkey.", { exact: false })).toBeVisible();
    await noAxeViolations(page);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL(/\/inbox\/sign-in\?signed-out=1$/);
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await page.goto("/inbox");
    await expect(page).toHaveURL(/\/inbox\/sign-in$/);
    await noAxeViolations(page);
    await screenshot(page, "sign-in");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(`${server.url}/inbox`);
    await expect(page.getByRole("heading", { name: "All inquiries" })).toBeVisible();
  });

  test("adds a passkey with a fresh proof, renames and removes one; the new device signs in", async () => {
    await page.goto("/inbox/account");
    await expect(page.getByRole("heading", { level: 3, name: "Work laptop" })).toBeVisible();
    await expect(page.getByText("You have 1 passkey.", { exact: false })).toBeVisible();
    await page.getByLabel("Name the passkey (optional)").fill("Travel laptop");
    // Step 1: the proof, with the passkey this person already has (the first device).
    await page
      .getByRole("button", { name: "1. Confirm it is you with a passkey you have" })
      .click();
    const create = page.getByRole("button", { name: "2. Create the new passkey" });
    await expect(create).toBeVisible();
    // The first device leaves; the second is the one in the browser from now on.
    await webAuthn.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: firstDevice });
    const secondDevice = await addDevice(webAuthn);
    await create.click();
    await page.waitForURL(/\/inbox\/account\?added=1$/);
    await expect(page.getByText("Passkey added.")).toBeVisible();
    await expect(page.getByText("You have 2 passkeys.", { exact: false })).toBeVisible();
    const travel = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 3, name: "Travel laptop" }),
    });
    await expect(travel.getByText("On one device or security key only")).toBeVisible();
    await expect(travel.getByText(/last used never/)).toBeVisible();
    const { credentials } = await webAuthn.send("WebAuthn.getCredentials", {
      authenticatorId: secondDevice,
    });
    expect(credentials).toHaveLength(1);
    await noAxeViolations(page);
    if (screenshots) {
      const width = page.viewportSize()!.width;
      await page.screenshot({
        path: join(screenshots, `inbox-account-${width}.png`),
        fullPage: true,
      });
    }

    // The first device is gone: rename its passkey, then remove it.
    const old = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 3, name: "Work laptop" }),
    });
    await old.getByLabel("New name for “Work laptop”").fill("Old work laptop");
    await old.getByRole("button", { name: "Rename" }).click();
    await expect(page.getByText("The passkey is now called “Old work laptop”.")).toBeVisible();
    await page.getByRole("button", { name: "Remove “Old work laptop”" }).click();
    await expect(page.getByText("The passkey “Old work laptop” is removed.")).toBeVisible();
    await expect(page.getByText("You have 1 passkey.", { exact: false })).toBeVisible();
    // The last one is not removed without the warning ticked.
    await expect(page.getByText("This is my only passkey.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Remove “Travel laptop”" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Travel laptop" })).toBeVisible();
    await noAxeViolations(page);
    if (screenshots) {
      const width = page.viewportSize()!.width;
      await page.screenshot({ path: join(screenshots, `inbox-account-last-${width}.png`) });
    }

    await page.getByRole("link", { name: "Audit log" }).click();
    const said = (text: RegExp) => page.getByText(text).filter({ visible: true });
    await expect(said(/added the passkey/)).toHaveCount(2);
    await expect(said(/renamed the passkey "Work laptop" to/)).toHaveCount(1);
    await expect(said(/removed the passkey "Old work laptop"/)).toHaveCount(1);

    await page.goto("/inbox/account");
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL(/\/inbox\/sign-in\?signed-out=1$/);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(`${server.url}/inbox`);
    await expect(page.getByRole("heading", { name: "All inquiries" })).toBeVisible();
  });

  test("flags what has waited past the one-business-day promise, with the clock moved", async () => {
    await page.goto("/inbox");
    const late = page.getByRole("region", { name: "Waiting longer than one business day" });
    await expect(late).toHaveCount(0);
    // Marco's inquiry arrived ten days ago (on the studio's clock, that spans working days).
    const handle = openDatabase({ dataDir: server.dataDir });
    try {
      const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3_600_000).toISOString();
      await sql`update contact_submissions set created_at = ${tenDaysAgo}
        where email = 'marco@ferro-robotics.example'`.execute(handle.db);
    } finally {
      await handle.close();
    }
    await page.reload();
    await expect(late).toBeVisible();
    await expect(late.getByRole("link")).toHaveCount(1);
    await expect(late.getByRole("link")).toContainText(
      "Training simulator for a welding robot cell",
    );
    await expect(late.getByRole("link")).toContainText(
      /waiting over \d+ business days, unassigned/,
    );
    await noAxeViolations(page);
    if (screenshots) {
      const width = page.viewportSize()!.width;
      await page.screenshot({ path: join(screenshots, `inbox-late-${width}.png`) });
    }
    await late.getByRole("link").click();
    await expect(page.getByText("Past the promise", { exact: true })).toBeVisible();
    await expect(page.getByText(/waiting over \d+ business days/)).toBeVisible();
    // A day to come back to it: set, said, in the history.
    await page.getByLabel("Follow up on").fill("2026-12-01");
    await page.getByRole("button", { name: "Save follow-up date" }).click();
    await expect(page.getByRole("status")).toHaveText("Follow-up date saved.");
    await expect(page.getByText("Set for 1 Dec 2026.", { exact: false })).toBeVisible();
    await expect(page.getByText("Sam Carter set the follow-up date to 1 Dec 2026.")).toBeVisible();
    // Answered, it no longer waits.
    await page.getByLabel("Status").selectOption("replied");
    await page.getByRole("button", { name: "Save status and assignee" }).click();
    await expect(page.getByRole("status")).toContainText("Status: Replied");
    await expect(page.getByText("Past the promise", { exact: true })).toHaveCount(0);
    await page.goto("/inbox");
    await expect(late).toHaveCount(0);
  });

  test("without JavaScript: a sign-in link, then every action as a plain form post", async ({
    browser,
  }) => {
    const plain = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    const noScript = await plain.newPage();
    const handle = openDatabase({ dataDir: server.dataDir });
    let link: string;
    try {
      const staff = new StaffStore(handle);
      const person = await staff.byEmail("sales@studio.example");
      link = await staff.createLink(person!.id, "sign-in", 60_000);
    } finally {
      await handle.close();
    }
    await noScript.goto(`/inbox/link?token=${link}`);
    await noScript.getByRole("button", { name: "Sign in" }).click();
    await expect(noScript).toHaveURL(`${server.url}/inbox`);
    await noScript.goto("/inbox/site");
    await expect(noScript.getByRole("heading", { level: 1, name: "Site health" })).toBeVisible();
    await expect(noScript.getByText("Backups are on schedule.")).toBeVisible();
    await noScript.goto("/inbox");
    // Paging is plain links: the next page, and back to the newest.
    await noScript.getByRole("link", { name: "Older" }).click();
    await expect(noScript).toHaveURL(/\/inbox\?after=/);
    await expect(noScript.getByText("Paging inquiry 30")).toBeVisible();
    await noScript.getByRole("link", { name: "Newest" }).click();
    await expect(noScript.getByText("Paging inquiry 55")).toBeVisible();
    await noScript.getByText("More filters").click();
    await noScript.getByLabel("Status").selectOption("replied");
    await noScript.getByRole("button", { name: "Show" }).click();
    await noScript.getByRole("link", { name: /A flight trainer/ }).click();
    await noScript.getByLabel("Status").selectOption("archived");
    await noScript.getByRole("button", { name: "Save status and assignee" }).click();
    await expect(
      noScript.getByText("Sam Carter changed the status from Replied to Archived."),
    ).toBeVisible();
    await noScript.getByLabel("New note (seen by staff only)").fill("Archived without JavaScript.");
    await noScript.getByRole("button", { name: "Add note" }).click();
    await expect(noScript.getByText("Archived without JavaScript.")).toBeVisible();
    await noScript.getByLabel("Assigned to").selectOption({ label: "Nobody" });
    await noScript.getByRole("button", { name: "Save status and assignee" }).click();
    await expect(
      noScript.getByText("Sam Carter took the inquiry off everyone's list."),
    ).toBeVisible();
    // Archived stayed archived when the assignee changed.
    await expect(noScript.getByLabel("Status")).toHaveValue("archived");
    // A passkey is renamed with a plain form post too.
    await noScript.goto("/inbox/account");
    await noScript.getByLabel("New name for “Travel laptop”").fill("Desk laptop");
    await noScript.getByRole("button", { name: "Rename" }).click();
    await expect(noScript.getByRole("heading", { level: 3, name: "Desk laptop" })).toBeVisible();
    // The same link does not sign in twice.
    await noScript.goto(`/inbox/link?token=${link}`);
    await expect(noScript.getByRole("heading", { name: "This link does not work" })).toBeVisible();
    await noScript.goto("/inbox/account");
    await noScript.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(noScript).toHaveURL(/\/inbox\/sign-in\?signed-out=1$/);
    await plain.close();
    // Everywhere: the JavaScript browser's session ended too.
    await page.goto("/inbox");
    await expect(page).toHaveURL(/\/inbox\/sign-in$/);
  });
});
