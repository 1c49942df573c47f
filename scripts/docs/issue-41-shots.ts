/**
 * Screenshots of the inbox's rough edges named in issue 41, for the issue's before-and-after note.
 *
 *   nice -n 19 npx tsx scripts/docs/issue-41-shots.ts --label after
 *   nice -n 19 npx tsx scripts/docs/issue-41-shots.ts --label before --root /work/wt-before
 *
 * BEFORE is 151a7aa: the inbox as it was before issue 41's work (02557fc) with only the next
 * commit's fix to migration 0005, without which 02557fc cannot create a fresh SQLite database
 * ("calling the transaction method for a Transaction is not supported"). Check it out beside this
 * one (`git worktree add --detach ../wt-before 151a7aa`, `npm ci`, `npm run build` there).
 *
 * --root is a built checkout (`npm run build`; BUILD_DIR inside it, default "build") whose
 * server, CLI and stores are used; it defaults to this one. For each width (390 and 1280 px) the
 * script starts that checkout's server on 127.0.0.1 (--port, default E2E_PORT or 5230) with a
 * fresh SQLite folder, seeds three inquiries (once it has migrated) through the checkout's own
 * InquiryStore, invites two colleagues with the CLI (one signs up with a passkey from Chromium's
 * virtual authenticator, one never does), and then, as that colleague:
 *
 *   1. on the first inquiry chooses "In progress", picks an assignee and presses the button
 *      beside the assignee ("Assign" before, "Save status and assignee" after): the whole page;
 *   2. adds a note and marks the status Replied: the History section;
 *   3. the audit log: the whole page;
 *   4. (390 px only) the inquiry's page loaded again: the whole page, tab bar included;
 *   5. the account page: the whole page;
 *   6. (1280 px run only) a full and a filtered CSV export, saved as text with their file names.
 *
 * Files go to --out (default docs/images/issue-41) as N-NAME-LABEL-WIDTH.png and 6-csv-LABEL.csv.
 * A PNG over 300 KB is taken again as its first 2400 px, and the script says so.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { chromium, devices, type Browser, type Locator, type Page } from "@playwright/test";
import type { InquiryFields } from "../../app/contact/fields";
import type * as DatabaseModule from "../../db/database";
import type * as InquiryStoreModule from "../../db/inquiry-store";

const { values: options } = parseArgs({
  options: {
    label: { type: "string" },
    root: { type: "string", default: "." },
    out: { type: "string", default: "docs/images/issue-41" },
    port: { type: "string", default: process.env.E2E_PORT ?? "5230" },
  },
});
if (options.label !== "before" && options.label !== "after") {
  throw new Error("--label must be before or after");
}
const label = options.label;
const root = resolve(options.root);
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const out = resolve(options.out);
const port = Number(options.port);
const siteUrl = `http://localhost:${port}`;
const largestPng = 300 * 1024;

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Three inquiries as the contact form stores them: real-looking people, options from the form. */
const inquiries: InquiryFields[] = [
  {
    fullName: "Hannah Becker",
    email: "hannah.becker@aerotrain.example",
    phone: "+49 30 901820",
    company: "AeroTrain GmbH",
    country: "DE",
    inquiryType: "simulation",
    serviceType: "simulation-education",
    budget: "100k-250k",
    timeline: "3-6-months",
    subject: "A VR flight trainer for forty cadets",
    message:
      "We train forty drone pilot cadets a year and want a VR trainer for take-off, landing and emergency drills, ready before the spring intake.",
    consent: true,
  },
  {
    fullName: "Priya Raman",
    email: "priya@lumen-learning.example",
    phone: "+91 80 4710 2233",
    company: "Lumen Learning",
    country: "IN",
    inquiryType: "ai",
    serviceType: "ai-chatbots",
    budget: "25k-50k",
    timeline: "within-3-months",
    subject: "An AI tutor for our language courses",
    message:
      "We would like a chatbot that helps students practise conversation between lessons, in English and Hindi.",
    consent: true,
  },
  {
    fullName: "Marco Rossi",
    email: "marco@ferro-robotics.example",
    phone: "+39 02 8736 4410",
    company: "Ferro Robotics",
    country: "IT",
    inquiryType: "simulation",
    serviceType: "simulation-industrial",
    budget: "50k-100k",
    timeline: "6-12-months",
    subject: "Training simulator for a welding robot cell",
    message:
      "Our operators need a safe way to learn the new welding cell before it ships in spring; we can share the CAD models.",
    consent: true,
  },
];

interface Server {
  process: ChildProcess;
  dataDir: string;
  env: NodeJS.ProcessEnv;
}

async function startServer(): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), `studio-issue-41-${label}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: siteUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_ENABLED: "false",
    STUDIO_TIME_ZONE: "Asia/Kolkata",
  };
  const child = spawn("node", [join(buildDir, "server", "main.js")], { env, stdio: "inherit" });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${siteUrl}/healthz`)).ok) {
        // The server has migrated the database; the rows go in as the contact form writes them.
        await seed(dataDir);
        return { process: child, dataDir, env };
      }
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill("SIGTERM");
  throw new Error(`the server in ${buildDir} did not start on ${siteUrl}`);
}

async function stopServer(server: Server) {
  const exited = new Promise((done) => server.process.once("exit", done));
  server.process.kill("SIGTERM");
  await exited;
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** The checkout's own stores, so the rows are exactly what its contact form would write. */
async function seed(dataDir: string) {
  const moduleUrl = (path: string) => pathToFileURL(join(root, path)).href;
  const { openDatabase } = (await import(moduleUrl("db/database.ts"))) as typeof DatabaseModule;
  const { InquiryStore } = (await import(
    moduleUrl("db/inquiry-store.ts")
  )) as typeof InquiryStoreModule;
  const handle = openDatabase({ dataDir });
  try {
    const store = new InquiryStore(handle);
    for (const [index, fields] of inquiries.entries()) {
      await store.create(fields, `issue-41-${index + 1}`);
    }
  } finally {
    await handle.close();
  }
}

function cli(server: Server, args: string[]): string {
  return execFileSync("node", [join(buildDir, "cli", "inquiries.js"), ...args], {
    env: server.env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function invite(server: Server, address: string, name: string): string {
  const printed = cli(server, ["invite", address, "--name", name]);
  const link = /http:\/\/localhost:\d+\/inbox\/invite\?token=[\w-]+/.exec(printed)?.[0];
  if (!link) throw new Error(`no invitation link in: ${printed}`);
  return link;
}

async function shoot(page: Page, name: string, target?: Locator) {
  const width = page.viewportSize()!.width;
  const path = join(out, `${name}-${label}-${width}.png`);
  if (target) await target.screenshot({ path, type: "png" });
  else await page.screenshot({ path, type: "png", fullPage: true });
  if (statSync(path).size > largestPng && !target) {
    await page.screenshot({
      path,
      type: "png",
      fullPage: true,
      clip: { x: 0, y: 0, width, height: 2400 },
    });
    console.log(`${path}: over 300 KB whole, kept the first 2400 px`);
  }
  console.log(`${path} ${Math.round(statSync(path).size / 1024)} KB`);
}

/** Waits for the page to settle after a form post (the route's data reloaded, nothing pending). */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
}

async function exportCsv(page: Page, url: string) {
  await page.goto(url);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const chunks = (await (await download.createReadStream()).toArray()) as Buffer[];
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
}

async function run(browser: Browser, width: 390 | 1280) {
  const server = await startServer();
  const context = await browser.newContext(
    width === 390
      ? { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 }
      : { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
  );
  try {
    // No site-health banner in the shots: a backup has run, as the timer runs it.
    cli({ ...server, env: { ...server.env, BACKUP_DIR: join(server.dataDir, "backups") } }, [
      "backup",
      "--reason",
      "scheduled",
    ]);
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
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
    const invitation = invite(server, "sam.carter@studio.example", "Sam Carter");
    invite(server, "pat.lee@studio.example", "Pat Lee");
    await page.goto(`${siteUrl}${new URL(invitation).pathname}${new URL(invitation).search}`);
    await page.getByLabel("Name the passkey (optional)").fill("Work laptop");
    await page.getByRole("button", { name: "Create my passkey" }).click();
    await page.waitForURL(`${siteUrl}/inbox`);

    // 1. The lost status: choose "In progress", pick an assignee, press the assignee's button.
    await page.getByRole("link", { name: /A VR flight trainer for forty cadets/ }).click();
    await page.getByRole("heading", { level: 1, name: inquiries[0]!.subject }).waitFor();
    const inquiryUrl = page.url();
    await page.getByLabel("Status").selectOption("in-progress");
    const assignee = page.getByLabel("Assigned to");
    const samValue = await assignee
      .locator("option")
      .filter({ hasText: /Sam Carter|sam\.carter@studio\.example/ })
      .getAttribute("value");
    await assignee.selectOption(samValue!);
    await page.getByRole("button", { name: /^(Assign|Save status and assignee)$/ }).click();
    const history = page.getByRole("region", { name: "History" });
    await history
      .getByText(/Sam Carter|sam\.carter@studio\.example/)
      .first()
      .waitFor();
    await settled(page);
    await shoot(page, "1-lost-status");

    // 2. History in words or codes, times in UTC or the studio's zone.
    await page
      .getByLabel("New note (seen by staff only)")
      .fill("Called back: they want a quote by Friday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Called back: they want a quote by Friday.").first().waitFor();
    await settled(page);
    await page.getByRole("button", { name: "Mark as replied" }).click();
    await history
      .getByText(/replied/i)
      .first()
      .waitFor();
    await settled(page);
    await shoot(page, "2-history", history);

    // 6. The CSV, full and filtered (once: it does not depend on the width).
    if (width === 1280) {
      const full = await exportCsv(page, `${siteUrl}/inbox`);
      const filtered = await exportCsv(page, `${siteUrl}/inbox?inquiryType=simulation`);
      writeFileSync(join(out, `6-csv-${label}.csv`), full.text);
      writeFileSync(
        join(out, `6-csv-names-${label}.txt`),
        `all inquiries: ${full.name}\ninquiryType=simulation: ${filtered.name}\n`,
      );
      console.log(`CSV file names: ${full.name} (all), ${filtered.name} (simulation)`);
    }

    // 3. The audit log (the export and the sign-in are in it).
    await page.goto(`${siteUrl}/inbox/audit`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await shoot(page, "3-audit");

    // 4. The phone: the tab bar, and where the actions come on an inquiry's page.
    if (width === 390) {
      await page.goto(inquiryUrl);
      await page.getByRole("heading", { level: 1, name: inquiries[0]!.subject }).waitFor();
      await shoot(page, "4-phone-inquiry");
    }

    // 5. The account page: passkeys counted, people named, the invitation nobody accepted.
    await page.goto(`${siteUrl}/inbox/account`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await shoot(page, "5-account");
  } finally {
    await context.close();
    await stopServer(server);
  }
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
try {
  await run(browser, 390);
  await run(browser, 1280);
} finally {
  await browser.close();
}
