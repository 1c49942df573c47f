import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactAction } from "../../app/contact/action.server";
import { freshDatabase, startPostgres, type TestPostgres } from "../../tests/setup/postgres";
import { validInquiry } from "../../tests/integration/support";
import { loadConfig } from "../config";
import { startContactRuntime, type ContactRuntime } from "../contact-runtime";

/**
 * The contact action attributes an inquiry to its sender's visit of the day
 * (db/insights-store.ts), except when the browser asks not to be tracked: with
 * Do-Not-Track or Global Privacy Control the sender is not looked up among the
 * day's visitors, even when that visitor's page views were counted earlier.
 * The real action, the real runtime, SQLite and PostgreSQL.
 */
const engines = ["sqlite", "postgres"] as const;
const AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ADDRESS = "198.51.100.60";

describe.each(engines)("an inquiry's source on %s", (engine) => {
  let postgres: TestPostgres | undefined;
  let dataDir: string;
  let runtime: ContactRuntime;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-attribution-"));
    if (engine === "postgres") postgres = await startPostgres();
    const config = loadConfig({
      NODE_ENV: "production",
      SITE_URL: "https://www.nebulaforge.studio",
      LOG_REQUESTS: "false",
      DATA_DIR: dataDir,
      RATE_LIMIT_ENABLED: "false",
      ...(postgres ? { DATABASE_URL: await freshDatabase(postgres.url) } : {}),
    });
    runtime = await startContactRuntime(config, pino({ level: "silent" }), { channels: [] });
  }, 120_000);
  afterAll(async () => {
    await runtime?.close();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A counted page view of the sender, then their inquiry with these headers. */
  async function inquireAfterAView(subject: string, headers: Record<string, string>) {
    runtime.insights.recorder.add(
      Date.now(),
      {
        path: "/services",
        referrerHost: "linkedin.com",
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: "q4",
      },
      { address: ADDRESS, userAgent: AGENT },
      null,
    );
    await runtime.insights.recorder.drain();
    const request = new Request("https://www.nebulaforge.studio/contact", {
      method: "POST",
      headers: { "User-Agent": AGENT, ...headers },
      body: new URLSearchParams({ ...validInquiry, subject }),
    });
    const answer = await contactAction(request, runtime.services, ADDRESS);
    expect(answer).toMatchObject({ status: 200 });
    const { rows } = await sql<{ id: number }>`
      select id from contact_submissions where subject = ${subject}`.execute(runtime.database.db);
    expect(rows).toHaveLength(1);
    return runtime.insights.store.sourceOf(Number(rows[0]!.id));
  }

  it("an inquiry is traced to the visit that led to it", async () => {
    expect(await inquireAfterAView("Traced inquiry", {})).toMatchObject({
      entryPath: "/services",
      referrerHost: "linkedin.com",
      utmCampaign: "q4",
    });
  });

  it("with Global Privacy Control or Do-Not-Track the inquiry is not attributed at all", async () => {
    expect(await inquireAfterAView("Sent with GPC", { "Sec-GPC": "1" })).toBeNull();
    expect(await inquireAfterAView("Sent with DNT", { DNT: "1" })).toBeNull();
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from inquiry_sources s join contact_submissions c
      on c.id = s.submission_id where c.subject like 'Sent with%'`.execute(runtime.database.db);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
