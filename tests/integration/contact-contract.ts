import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startMailCatcher, type CaughtMail } from "../setup/mail-catcher";
import { freshDatabase, startPostgres, type TestPostgres } from "../setup/postgres";
import {
  buildDir,
  post,
  resetTables,
  startSite,
  validInquiry,
  waitFor,
  type Engine,
  type TestSite,
} from "./support";

/**
 * One contract for the contact inquiry, run against a real SQLite file
 * (contact.sqlite.test.ts) and a real PostgreSQL (contact.postgres.test.ts: a
 * throwaway cluster, or a database on DATABASE_URL's server), one test file
 * each so that Vitest runs them side by side. Everything goes through the real
 * Express app and the real server build.
 */

function rowsOf(site: TestSite) {
  return site.runtime.store.list();
}

export function contactContract(engine: Engine) {
  describe(`the contact inquiry on ${engine}`, () => {
    let postgres: TestPostgres | undefined;
    const databaseUrl = async () => (postgres ? freshDatabase(postgres.url) : undefined);

    beforeAll(async () => {
      if (engine === "postgres") postgres = await startPostgres();
    }, 120_000);
    afterAll(async () => {
      await postgres?.stop();
    });

    describe("the action", () => {
      let site: TestSite;
      beforeAll(async () => {
        site = await startSite({ databaseUrl: await databaseUrl() });
      });
      afterAll(() => site.close());
      beforeEach(() => resetTables(site));

      it("stores exactly one row with every field and a timestamp from the database", async () => {
        const before = Date.now();
        const response = await post(site, validInquiry);
        const after = Date.now();
        expect(response.status).toBe(200);
        expect(response.text).toContain("Form Submitted Successfully!");

        const rows = await rowsOf(site);
        expect(rows).toHaveLength(1);
        const [row] = rows;
        expect(row).toEqual({
          id: expect.any(Number),
          fullName: "Ada Lovelace",
          email: "ada@example.com",
          phone: "+91 80 4718 2290",
          company: "Analytical Engines Ltd",
          country: "IN",
          inquiryType: "simulation",
          subject: "Flight trainer for a drone academy",
          message: "We need a VR drone trainer for 40 cadets, delivered before March.",
          budget: "50k-100k",
          timeline: "3-6-months",
          serviceType: "simulation-defence",
          consent: true,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        });
        const created = Date.parse(row!.createdAt);
        expect(created).toBeGreaterThanOrEqual(before - 1000);
        expect(created).toBeLessThanOrEqual(after + 1000);
      });

      it("stores a post from the form's island (multipart, JSON answer) the same way", async () => {
        const response = await post(
          site,
          { ...validInquiry, consent: undefined, idempotencyKey: "fetcherKey-0123456789" },
          { as: "island" },
        );
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(JSON.parse(response.text)).toMatchObject({ status: "success" });
        const rows = await rowsOf(site);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.consent).toBe(false);
      });

      it("keeps unicode and HTML-looking text exactly, and never echoes it unescaped", async () => {
        const message = '<script>alert("x")</script> नमस्ते, 你好 & "quotes"';
        const response = await post(site, { ...validInquiry, fullName: "अनन्या शर्मा", message });
        expect(response.status).toBe(200);
        const [row] = await rowsOf(site);
        expect(row!.fullName).toBe("अनन्या शर्मा");
        expect(row!.message).toBe(message);
        expect(response.text).not.toContain('<script>alert("x")</script>');
      });

      it("answers invalid input with 400, the errors and the values, and stores nothing", async () => {
        const response = await post(site, {
          ...validInquiry,
          fullName: "",
          email: "not-an-email",
          inquiryType: "free-money",
        });
        expect(response.status).toBe(400);
        expect(response.text).toContain("Please enter your full name.");
        expect(response.text).toContain("Please enter a valid email address");
        expect(response.text).toContain("Please choose what your inquiry is about.");
        // Values kept: the page is rendered with what was sent.
        expect(response.text).toContain('value="not-an-email"');
        expect(response.text).toContain('aria-invalid="true"');
        expect(await rowsOf(site)).toHaveLength(0);
      });

      it("answers the island's invalid post with JSON: the errors by field and the values posted", async () => {
        const response = await post(
          site,
          {
            ...validInquiry,
            fullName: "",
            email: "not-an-email",
            website: "",
            idempotencyKey: "k3Jd9Qm2Lx8Vb7Nc-invalid",
          },
          { as: "island" },
        );
        expect(response.status).toBe(400);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        const answer = JSON.parse(response.text) as {
          status: string;
          errors: Record<string, string[]>;
          values: Record<string, string>;
        };
        expect(answer.status).toBe("invalid");
        expect(Object.keys(answer.errors).sort()).toEqual(["email", "fullName"]);
        expect(answer.errors.fullName).toEqual(["Please enter your full name."]);
        // The fields as posted, nothing else (no honeypot, no key).
        expect(answer.values).toMatchObject({
          email: "not-an-email",
          subject: validInquiry.subject,
        });
        expect(answer.values).not.toHaveProperty("fullName");
        expect(answer.values).not.toHaveProperty("website");
        expect(answer.values).not.toHaveProperty("idempotencyKey");
        expect(await rowsOf(site)).toHaveLength(0);
      });

      it("answers a body over 32 KB with 413 and stores nothing", async () => {
        const response = await post(site, { ...validInquiry, message: "x".repeat(33 * 1024) });
        expect(response.status).toBe(413);
        expect(response.text).toMatch(/too large/);
        expect(await rowsOf(site)).toHaveLength(0);
      });

      it("answers a post from a foreign origin with 400 and stores nothing", async () => {
        for (const as of ["document", "island"] as const) {
          const response = await post(site, validInquiry, { as, origin: "https://evil.example" });
          expect(response.status).toBe(400);
        }
        // Logged by entry.server's handleError: one JSON line each, no stack.
        const refused = site
          .logs()
          .split("\n")
          .filter((line) => line.includes("router.refused"));
        expect(refused).toHaveLength(2);
        for (const line of refused) {
          expect(JSON.parse(line)).toMatchObject({
            status: 400,
            path: expect.stringMatching(/^\/contact/),
          });
          expect(line).not.toContain("stack");
        }
        expect(await rowsOf(site)).toHaveLength(0);
      });

      it("accepts the public origin from SITE_URL (behind a TLS proxy) and the server's own", async () => {
        const publicOrigin = await post(site, validInquiry, {
          origin: "https://www.nebulaforge.studio",
        });
        expect(publicOrigin.status).toBe(200);
        const noOrigin = await post(site, { ...validInquiry, subject: "Second" }, { origin: null });
        expect(noOrigin.status).toBe(200);
        expect(await rowsOf(site)).toHaveLength(2);
      });

      it("answers a filled honeypot as if stored, stores nothing and logs it without personal data", async () => {
        const response = await post(site, {
          ...validInquiry,
          email: "bot-42@spam.example",
          website: "https://spam.example",
        });
        expect(response.status).toBe(200);
        expect(response.text).toContain("Form Submitted Successfully!");
        expect(await rowsOf(site)).toHaveLength(0);
        expect(site.logs()).toContain("contact.honeypot");
        expect(site.logs()).not.toContain("bot-42@spam.example");
      });

      it("stores one row for a repeated idempotency key", async () => {
        const fields = { ...validInquiry, idempotencyKey: "k3Jd9Qm2Lx8Vb7Nc-repeat" };
        const [first, second] = await Promise.all([
          post(site, fields, { as: "island" }),
          post(site, fields, { as: "island" }),
        ]);
        const third = await post(site, fields);
        expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
        expect(await rowsOf(site)).toHaveLength(1);
      });

      it("stores one row when a form without a key is posted again (reloading the result page)", async () => {
        await post(site, validInquiry);
        await post(site, validInquiry);
        expect(await rowsOf(site)).toHaveLength(1);
        await post(site, { ...validInquiry, message: `${validInquiry.message} Also: PS5.` });
        expect(await rowsOf(site)).toHaveLength(2);
      });

      it("stores 50 concurrent posts as 50 rows", async () => {
        const responses = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            post(
              site,
              {
                ...validInquiry,
                subject: `Concurrent ${i}`,
                idempotencyKey: `concurrent-key-${i}-abcdef`,
              },
              { as: i % 2 ? "island" : "document" },
            ),
          ),
        );
        expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
        const rows = await rowsOf(site);
        expect(rows).toHaveLength(50);
        expect(new Set(rows.map((r) => r.subject)).size).toBe(50);
      });

      it("keeps personal data out of the logs", async () => {
        await post(site, {
          ...validInquiry,
          email: "private.person@example.org",
          fullName: "Zed Private",
        });
        await post(site, { ...validInquiry, email: "broken", fullName: "Zed Private" });
        expect(site.logs()).toContain("contact.stored");
        expect(site.logs()).not.toMatch(/private\.person|Zed Private|drone trainer/);
      });

      it("reports a healthy database on /healthz", async () => {
        const response = await fetch(`${site.url}/healthz`);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ status: "ok" });
      });
    });

    describe("rate limiting", () => {
      let site: TestSite;
      beforeAll(async () => {
        site = await startSite({
          databaseUrl: await databaseUrl(),
          env: {
            RATE_LIMIT_ENABLED: "true",
            RATE_LIMIT_MAX: "3",
            RATE_LIMIT_WINDOW_SECONDS: "600",
            TRUST_PROXY: "loopback",
          },
        });
      });
      afterAll(() => site.close());

      it("answers 429 with a clear message after the limit, per client address, storing nothing more", async () => {
        const from = (address: string) => ({ headers: { "X-Forwarded-For": address } });
        // Invalid posts do not count: only accepted inquiries do.
        for (let i = 0; i < 5; i++) {
          expect(
            (await post(site, { ...validInquiry, email: "x" }, from("203.0.113.7"))).status,
          ).toBe(400);
        }
        for (let i = 0; i < 3; i++) {
          const ok = await post(
            site,
            { ...validInquiry, subject: `Within the limit ${i}` },
            from("203.0.113.7"),
          );
          expect(ok.status).toBe(200);
        }
        const limited = await post(
          site,
          { ...validInquiry, subject: "One too many" },
          from("203.0.113.7"),
        );
        expect(limited.status).toBe(429);
        expect(limited.text).toContain("You have sent several inquiries in a short time");
        expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(limited.text).toContain('value="One too many"');

        const data = await post(
          site,
          { ...validInquiry, subject: "Via fetcher" },
          { as: "island", ...from("203.0.113.7") },
        );
        expect(data.status).toBe(429);
        expect(JSON.parse(data.text)).toMatchObject({
          status: "rate-limited",
          retryAfterSeconds: expect.any(Number),
          errors: { "": [expect.stringContaining("You have sent several inquiries")] },
          values: { subject: "Via fetcher" },
        });
        expect(Number(data.headers.get("retry-after"))).toBeGreaterThan(0);

        // Another client (TRUST_PROXY honoured: the address comes from X-Forwarded-For).
        const other = await post(
          site,
          { ...validInquiry, subject: "Someone else" },
          from("198.51.100.20"),
        );
        expect(other.status).toBe(200);

        const subjects = (await rowsOf(site)).map((row) => row.subject);
        expect(subjects).toHaveLength(4);
        expect(subjects).not.toContain("One too many");
        expect(subjects).not.toContain("Via fetcher");
        if (engine === "postgres") {
          // The shared store keeps hashes, never addresses.
          const keys = await site.runtime.database.db
            .selectFrom("rate_limits")
            .select("key")
            .execute();
          expect(keys.length).toBeGreaterThan(0);
          expect(JSON.stringify(keys)).not.toContain("203.0.113.7");
        }
      });
    });

    describe("when the database is unavailable", () => {
      it("answers 503, stores nothing, and /healthz says unavailable", async () => {
        const site = await startSite({ databaseUrl: await databaseUrl() });
        try {
          // Close the database under the running server (a lost connection, a broken disk).
          await site.runtime.database.close();
          const response = await post(site, validInquiry);
          expect(response.status).toBe(503);
          expect(response.text).toContain("We could not save your inquiry just now");
          expect(response.text).toContain('value="Ada Lovelace"');
          const data = await post(site, validInquiry, { as: "island" });
          expect(data.status).toBe(503);
          const health = await fetch(`${site.url}/healthz`);
          expect(health.status).toBe(503);
          expect(site.logs()).toContain("contact.store_failed");
        } finally {
          await site.close();
        }
      });

      // Only a throwaway cluster can be stopped and started again (not a DATABASE_URL
      // server), and SQLite has no server to stop: the test exists only where it applies.
      if (engine === "postgres" && !process.env.DATABASE_URL) {
        it("answers 503 while PostgreSQL is down and stores again once it is back", async () => {
          if (postgres?.kind !== "cluster") throw new Error("expected a throwaway cluster");
          const site = await startSite({ databaseUrl: await databaseUrl() });
          try {
            postgres.pause();
            expect((await post(site, validInquiry)).status).toBe(503);
            postgres.resume();
            const back = await waitFor(
              async () =>
                (await post(site, { ...validInquiry, subject: "After the outage" })).status === 200,
              { what: "the database to come back", timeout: 20_000, interval: 250 },
            );
            expect(back).toBe(true);
            const rows = await rowsOf(site);
            expect(rows.map((row) => row.subject)).toEqual(["After the outage"]);
          } finally {
            await site.close();
          }
        }, 60_000);
      }
    });

    describe("the studio's CLI (bundled, run while the site runs)", () => {
      let site: TestSite;
      let work: string;
      const cli = join(buildDir, "cli", "inquiries.js");

      async function inquiries(...args: string[]) {
        const env: NodeJS.ProcessEnv = {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: site.config.DATA_DIR,
        };
        if (site.config.DATABASE_URL) env.DATABASE_URL = site.config.DATABASE_URL;
        try {
          const { stdout, stderr } = await promisify(execFile)("node", [cli, ...args], { env });
          return { code: 0, stdout, stderr };
        } catch (error) {
          const failed = error as { code: number; stdout: string; stderr: string };
          return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
        }
      }

      beforeAll(async () => {
        if (!existsSync(cli))
          throw new Error(`No CLI bundle at ${cli}: run "npm run build" first.`);
        site = await startSite({ databaseUrl: await databaseUrl() });
        work = mkdtempSync(join(tmpdir(), "studio-cli-test-"));
      });
      afterAll(async () => {
        await site.close();
        rmSync(work, { recursive: true, force: true });
      });
      beforeEach(() => resetTables(site));

      it("lists inquiries with their server timestamps, and --since filters", async () => {
        await post(site, { ...validInquiry, subject: "First project" });
        await post(site, {
          ...validInquiry,
          subject: "Second project",
          email: "grace@example.com",
        });
        const [first] = await rowsOf(site);
        const list = await inquiries("list");
        expect(list.code).toBe(0);
        expect(list.stdout).toContain("First project");
        expect(list.stdout).toContain("grace@example.com");
        expect(list.stdout).toContain(first!.createdAt.slice(0, 19).replace("T", " "));
        expect(list.stderr).toContain("2 inquiries");

        const future = await inquiries("list", "--since", "2999-01-01");
        expect(future.stdout).toContain("No inquiries.");
        const full = await inquiries("list", "--full");
        expect(full.stdout).toContain(validInquiry.message);
        expect(full.stdout).toContain("Defence and tactical training");
      });

      it("exports CSV with commas, quotes and line breaks quoted, and JSON", async () => {
        const tricky = {
          ...validInquiry,
          fullName: 'Ada "The Countess" Lovelace',
          company: "Babbage, Lovelace & Co",
          subject: '=HYPERLINK("http://evil.example")',
          message: 'Line one, with a comma\nLine two with "quotes"\r\nLine three',
        };
        await post(site, tricky);
        const out = join(work, "inquiries.csv");
        const exported = await inquiries("export", "--format", "csv", "--out", out);
        expect(exported.code).toBe(0);
        expect(exported.stderr).toContain("Exported 1 inquiry");
        const csv = readFileSync(out, "utf8");
        const [header, ...records] = parseCsv(csv);
        // The field table's order (app/contact/fields.ts), after the id and the time.
        expect(header).toEqual([
          "id",
          "createdAt",
          "fullName",
          "email",
          "phone",
          "company",
          "country",
          "inquiryType",
          "serviceType",
          "budget",
          "timeline",
          "subject",
          "message",
          "consent",
        ]);
        expect(records).toHaveLength(1);
        const record = Object.fromEntries(header!.map((name, i) => [name, records[0]![i]]));
        expect(record.fullName).toBe('Ada "The Countess" Lovelace');
        expect(record.company).toBe("Babbage, Lovelace & Co");
        expect(record.message).toBe('Line one, with a comma\nLine two with "quotes"\r\nLine three');
        expect(record.subject).toBe('\'=HYPERLINK("http://evil.example")');
        expect(record.phone).toBe("+91 80 4718 2290");
        expect(record.consent).toBe("true");
        expect(csv).toContain('"Ada ""The Countess"" Lovelace"');

        const json = await inquiries("export", "--format", "json");
        const parsed = JSON.parse(json.stdout) as Array<Record<string, unknown>>;
        expect(parsed).toHaveLength(1);
        expect(parsed[0]).toMatchObject({
          fullName: 'Ada "The Countess" Lovelace',
          message: tricky.message,
        });
      });

      it("deletes every inquiry from an address, whatever its case, and nothing else", async () => {
        await post(site, { ...validInquiry, subject: "Mine 1", email: "Ada@Example.com" });
        await post(site, { ...validInquiry, subject: "Mine 2", email: "ada@example.com" });
        await post(site, {
          ...validInquiry,
          subject: "Someone else's",
          email: "grace@example.com",
        });
        const dry = await inquiries("delete", "--email", "ADA@example.com", "--dry-run");
        expect(dry.stdout).toContain("Would delete 2 inquiries");
        expect(await rowsOf(site)).toHaveLength(3);
        const deleted = await inquiries("delete", "--email", "ADA@example.com");
        expect(deleted.code).toBe(0);
        expect(deleted.stdout).toContain("Deleted 2 inquiries");
        expect((await rowsOf(site)).map((row) => row.subject)).toEqual(["Someone else's"]);
      });

      it("purges inquiries older than the retention period", async () => {
        await post(site, { ...validInquiry, subject: "Old one" });
        await post(site, { ...validInquiry, subject: "Older one" });
        await post(site, { ...validInquiry, subject: "Recent one" });
        const { db, engine: kind } = site.runtime.database;
        const setAge = (subject: string, days: number) => {
          const when = new Date(Date.now() - days * 86_400_000).toISOString();
          return kind === "postgres"
            ? sql`update contact_submissions set created_at = ${when}::timestamptz where subject = ${subject}`.execute(
                db,
              )
            : sql`update contact_submissions set created_at = ${when} where subject = ${subject}`.execute(
                db,
              );
        };
        await setAge("Old one", 800);
        await setAge("Older one", 2000);
        const purged = await inquiries("purge");
        expect(purged.code).toBe(0);
        expect(purged.stdout).toContain("Deleted 2 inquiries");
        expect(purged.stdout).toContain("older than 730 days");
        expect((await rowsOf(site)).map((row) => row.subject)).toEqual(["Recent one"]);
        const explicit = await inquiries("purge", "--older-than", "1");
        expect(explicit.stdout).toContain("Deleted 0 inquiries");
      });

      it("explains wrong usage with exit code 2", async () => {
        const bad = await inquiries("export", "--format", "xml");
        expect(bad.code).toBe(2);
        expect(bad.stderr).toContain("export needs --format csv or --format json.");
        const unknown = await inquiries("frobnicate");
        expect(unknown.code).toBe(2);
        const help = await inquiries("help");
        expect(help.stdout).toContain("730");
      });
    });

    describe("notifications", () => {
      let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
      let smtpPort: number;
      let mails: CaughtMail[];
      let hook: Server;
      let hookUrl: string;
      let hookRequests: { headers: IncomingMessage["headers"]; body: string }[];
      /** Status codes the webhook answers with, in turn; 200 once they run out. */
      let hookScript: number[];

      beforeAll(async () => {
        smtp = await startMailCatcher((mail) => mails.push(mail));
        smtpPort = smtp.port;

        hook = createServer((req, res) => {
          let body = "";
          req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
          req.on("end", () => {
            hookRequests.push({ headers: req.headers, body });
            res.statusCode = hookScript.shift() ?? 200;
            res.end();
          });
        });
        await new Promise<void>((done) => hook.listen(0, "127.0.0.1", () => done()));
        hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/inquiries`;
      });
      afterAll(async () => {
        await smtp.close();
        await new Promise<void>((done) => hook.close(() => done()));
      });
      beforeEach(() => {
        mails = [];
        hookRequests = [];
        hookScript = [];
      });

      const notifyEnv = (extra: Record<string, string> = {}) => ({
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtpPort),
        NOTIFY_EMAIL_TO: "inquiries@nebulaforge.studio",
        NOTIFY_EMAIL_FROM: "Website <website@nebulaforge.studio>",
        NOTIFY_WEBHOOK_URL: hookUrl,
        NOTIFY_WEBHOOK_SECRET: "s3cret",
        NOTIFY_RETRY_BASE_SECONDS: "0.05",
        NOTIFY_POLL_SECONDS: "0.1",
        ...extra,
      });

      let site: TestSite | undefined;
      afterEach(async () => {
        await site?.close();
        site = undefined;
      });

      it("e-mails the studio and calls the webhook with the inquiry", async () => {
        site = await startSite({ databaseUrl: await databaseUrl(), env: notifyEnv() });
        const response = await post(site, { ...validInquiry, subject: "Notify me" });
        expect(response.status).toBe(200);

        const mail = await waitFor(() => mails[0], { what: "the e-mail" });
        expect(mail.to).toEqual(["inquiries@nebulaforge.studio"]);
        expect(mail.data).toContain("Subject: New inquiry: Notify me");
        expect(mail.data).toMatch(/Reply-To: "?Ada Lovelace"? <ada@example\.com>/);
        expect(mail.data).toContain("Defence and tactical training");
        expect(mail.data).toContain("40 cadets");

        const call = await waitFor(() => hookRequests[0], { what: "the webhook" });
        const payload = JSON.parse(call.body) as {
          event: string;
          text: string;
          inquiry: Record<string, unknown>;
        };
        expect(payload.event).toBe("inquiry.created");
        expect(payload.inquiry).toMatchObject({
          fullName: "Ada Lovelace",
          email: "ada@example.com",
          subject: "Notify me",
        });
        expect(payload.text).toContain("Ada Lovelace");
        const signature = createHmac("sha256", "s3cret").update(call.body).digest("hex");
        expect(call.headers["x-signature-256"]).toBe(`sha256=${signature}`);

        await waitFor(async () => (await site!.runtime.outbox.counts()).delivered === 2, {
          what: "both marked delivered",
        });
        expect(site.logs()).not.toContain("ada@example.com");
      });

      it("a failing receiver does not fail the submission, and is retried until it answers", async () => {
        hookScript = [500, 503];
        site = await startSite({
          databaseUrl: await databaseUrl(),
          env: notifyEnv({ NOTIFY_EMAIL_TO: "" }),
        });
        const response = await post(site, { ...validInquiry, subject: "Retry me" });
        expect(response.status).toBe(200);
        expect(await rowsOf(site)).toHaveLength(1);

        await waitFor(async () => (await site!.runtime.outbox.counts()).delivered === 1, {
          what: "the webhook to be delivered after retries",
        });
        expect(hookRequests).toHaveLength(3);
        const [row] = await site.runtime.database.db
          .selectFrom("notification_outbox")
          .selectAll()
          .execute();
        expect(row).toMatchObject({ channel: "webhook", attempts: 3, last_error: null });
        expect(site.logs()).toContain("notification.failed");
      });

      it("gives up after the maximum attempts but keeps the inquiry", async () => {
        hookScript = [500, 500, 500, 500];
        site = await startSite({
          databaseUrl: await databaseUrl(),
          env: notifyEnv({ NOTIFY_EMAIL_TO: "", NOTIFY_MAX_ATTEMPTS: "2" }),
        });
        expect((await post(site, validInquiry)).status).toBe(200);
        await waitFor(async () => (await site!.runtime.outbox.counts()).gaveUp === 1, {
          what: "giving up",
        });
        expect(hookRequests).toHaveLength(2);
        expect(await rowsOf(site)).toHaveLength(1);
      });

      it("sends what is still pending when the server starts again", async () => {
        const url = await databaseUrl();
        // First run: the webhook is down for good (well, for this process).
        hookScript = Array(20).fill(503);
        const first = await startSite({
          databaseUrl: url,
          env: notifyEnv({ NOTIFY_EMAIL_TO: "", NOTIFY_RETRY_BASE_SECONDS: "3600" }),
        });
        const dataDir = first.config.DATA_DIR;
        expect((await post(first, { ...validInquiry, subject: "Across restarts" })).status).toBe(
          200,
        );
        await waitFor(() => hookRequests.length >= 1, { what: "the first attempt" });
        // Make the retry due now, as time passing would.
        await first.runtime.database.db
          .updateTable("notification_outbox")
          .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
          .execute();
        await first.runtime.dispatcher.stop();
        await first.runtime.database.close();
        hookScript = [];
        hookRequests = [];

        // Second run on the same database: the pending webhook goes out at start.
        site = await startSite({
          databaseUrl: url,
          env: { ...notifyEnv({ NOTIFY_EMAIL_TO: "" }), ...(url ? {} : { DATA_DIR: dataDir }) },
        });
        const call = await waitFor(() => hookRequests[0], { what: "the webhook after restart" });
        expect(JSON.parse(call.body).inquiry.subject).toBe("Across restarts");
        await first.close();
      });
    });
  });
}

/** A small RFC 4180 reader, to check the export from the outside. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
