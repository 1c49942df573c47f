import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express, { type ErrorRequestHandler } from "express";
import fc from "fast-check";
import { sql } from "kysely";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inquiry, key } from "../tests/setup/inbox-database";
import { freshDatabase, startPostgres, type TestPostgres } from "../tests/setup/postgres";
import { collectRouter, ViewRecorder } from "../server/insights/collect";
import { MemoryRateLimitStore, RateLimiter } from "../server/rate-limit";
import { migrate, openDatabase, type DatabaseHandle } from "./database";
import { InquiryStore } from "./inquiry-store";
import { LIST_LENGTH } from "./insights-report";
import { OTHER_LABEL, ROLLUP_GRACE_MS, ROLLUP_TOP } from "./insights-rollup";
import { dayOf, InsightsStore, SALT_LIFETIME_MS, type StoredView } from "./insights-store";

/** Page views through the real endpoint into a real SQLite file and a real PostgreSQL. */
const engines = ["sqlite", "postgres"] as const;
const HOUR = 3_600_000;
const SITE = "www.nebulaforge.studio";
const PAGES = new Set(["/", "/contact", "/services", "/services/simulations/defence"]);
const AGENT =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 UniqueAgentMarker";
const ADDRESS = "203.0.113.77";
const COOKIE = "session=CookieMarker42";

describe.each(engines)("insights on %s", (engine) => {
  let postgres: TestPostgres | undefined;
  let handle: DatabaseHandle;
  let dataDir: string;
  let clock = Date.parse("2026-11-20T09:00:00Z");
  let store: InsightsStore;
  let recorder: ViewRecorder;
  let server: Server;
  let url: string;
  const logger = pino({ level: "silent" });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-insights-"));
    if (engine === "postgres") postgres = await startPostgres();
    const databaseUrl = postgres ? await freshDatabase(postgres.url) : undefined;
    handle = openDatabase({ databaseUrl, dataDir });
    await migrate(handle);
    store = new InsightsStore(handle, SITE, () => clock);
    recorder = new ViewRecorder(store, logger, { flushMs: 10 });
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(
      collectRouter({
        recorder,
        limiter: new RateLimiter(new MemoryRateLimitStore(() => clock), {
          max: 50,
          windowSeconds: 60,
          namespace: "insights",
          now: () => clock,
        }),
        logger,
        siteHost: SITE,
        isPage: (path) => PAGES.has(path),
        now: () => clock,
      }),
    );
    // As server/app.ts's last handler: the status, a fixed word, nothing of the request.
    app.use(((error: { status?: number }, _req, res, _next) => {
      res
        .status(error.status ?? 500)
        .type("text/plain")
        .send("Refused");
    }) satisfies ErrorRequestHandler);
    server = app.listen(0, "127.0.0.1");
    await new Promise((done) => server.once("listening", done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/event`;
  }, 120_000);
  afterAll(async () => {
    server?.close();
    await handle?.close();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await recorder.drain();
    await handle.db.deleteFrom("insight_events" as never).execute();
    await handle.db.deleteFrom("insight_days" as never).execute();
    clock += HOUR * 24 * 7;
  });

  const view = async (
    u: string,
    options: { r?: string; headers?: Record<string, string>; address?: string } = {},
  ) => {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "text/plain;charset=UTF-8",
        "User-Agent": AGENT,
        "X-Forwarded-For": options.address ?? ADDRESS,
        Cookie: COOKIE,
        ...options.headers,
      },
      body: JSON.stringify({ u, r: options.r ?? "" }),
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  };
  /** The request of a page's <noscript> image (app/components/layout/no-script-view.tsx). */
  const noScriptView = async (
    query: string,
    options: { referer?: string; headers?: Record<string, string>; method?: "GET" | "HEAD" } = {},
  ) => {
    const response = await fetch(`${url}?${query}`, {
      method: options.method ?? "GET",
      headers: {
        "User-Agent": AGENT,
        "X-Forwarded-For": ADDRESS,
        Cookie: COOKIE,
        ...(options.referer ? { Referer: options.referer } : {}),
        ...options.headers,
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("");
  };
  const events = async () => {
    await recorder.drain();
    return handle.db
      .selectFrom("insight_events" as never)
      .selectAll()
      .orderBy("id" as never)
      .execute() as Promise<Record<string, unknown>[]>;
  };
  /** Every row of every table of the database, as text. */
  const everything = async () => {
    await recorder.drain();
    const tables =
      engine === "sqlite"
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
            handle.db,
          )
        : await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
            handle.db,
          );
    const rows: unknown[] = [];
    for (const { name } of tables.rows) {
      rows.push(...(await sql`select * from ${sql.table(name)}`.execute(handle.db)).rows);
    }
    return JSON.stringify(rows);
  };

  it("stores a view: path, referrer host, UTM, device, browser and the day's visitor id", async () => {
    await view(
      "/services/simulations/defence?utm_source=linkedin&utm_medium=social&utm_campaign=itsec&ref=x",
      {
        r: "https://www.linkedin.com/feed/",
      },
    );
    const [row] = await events();
    expect(row).toMatchObject({
      day: dayOf(clock),
      path: "/services/simulations/defence",
      referrer_host: "linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "itsec",
      device: "desktop",
      browser: "Chrome",
    });
    expect(Number(row!.at)).toBe(clock);
    expect(String(row!.visitor_id)).toMatch(/^[\w-]{22}$/);
  });

  it("a page seen without JavaScript is counted by its <noscript> image, with the UTM values of its address", async () => {
    await noScriptView("p=%2Fservices%2Fsimulations%2Fdefence", {
      referer: `https://${SITE}/services/simulations/defence?utm_source=print&utm_medium=flyer&utm_campaign=expo&name=ada`,
    });
    // Without a Referer (a browser's stricter policy), the page alone.
    await noScriptView("p=%2Fcontact", { headers: { "Sec-Fetch-Site": "same-origin" } });
    const rows = await events();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      path: "/services/simulations/defence",
      referrer_host: "",
      utm_source: "print",
      utm_medium: "flyer",
      utm_campaign: "expo",
      device: "desktop",
      browser: "Chrome",
    });
    expect(rows[1]).toMatchObject({ path: "/contact", utm_campaign: "" });
    // The same visitor as with JavaScript: one id for the day.
    expect(rows[1]!.visitor_id).toBe(rows[0]!.visitor_id);
    expect(await everything()).not.toMatch(/ada|CookieMarker42|UniqueAgentMarker/);
  });

  it("a <noscript> image's request is refused unless it is exactly one of the site's pages", async () => {
    for (const query of [
      "",
      "p=%2Finbox",
      "p=%2F%2Fevil.example%2Fcontact",
      "p=https%3A%2F%2Fevil.example%2Fcontact",
      "p=%2Fcontact%3Futm_campaign%3DInjectedMarker",
      "p=%2Fcontact&p=%2F",
      "p=%2Fcontact&utm_campaign=ExtraMarker",
      "path=%2Fcontact",
    ]) {
      await noScriptView(query);
    }
    // Another page's (or another site's) address as Referer lends no UTM values.
    await noScriptView("p=%2Fcontact", {
      referer: `https://${SITE}/services?utm_campaign=OtherPageMarker`,
    });
    await noScriptView("p=%2Fcontact", {
      referer: "https://elsewhere.example/contact?utm_campaign=OtherSiteMarker",
    });
    // Another site's page embedding the image.
    await noScriptView("p=%2Fcontact", { headers: { "Sec-Fetch-Site": "cross-site" } });
    // HEAD is answered alike and never counted; DNT, GPC and bots as for the script.
    await noScriptView("p=%2Fcontact", { method: "HEAD" });
    await noScriptView("p=%2Fcontact", { headers: { DNT: "1" } });
    await noScriptView("p=%2Fcontact", { headers: { "Sec-GPC": "1" } });
    await noScriptView("p=%2Fcontact", {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
    });
    const rows = await events();
    expect(rows.map((row) => [row.path, row.utm_campaign])).toEqual([
      ["/contact", ""],
      ["/contact", ""],
    ]);
    expect(await everything()).not.toMatch(/Marker/);
  });

  it("any query and any Referer of a <noscript> image: 204, nothing echoed, only the site's pages kept", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }).map(encodeURIComponent),
          fc.string({ maxLength: 300 }).map((text) => `p=${encodeURIComponent(text)}`),
          fc
            .tuple(fc.oneof(fc.webPath(), fc.constantFrom(...PAGES)), fc.webQueryParameters())
            .map(([path, extra]) => `p=${encodeURIComponent(path)}${extra ? `&${extra}` : ""}`),
        ),
        fc.oneof(fc.constant(undefined), fc.webUrl({ withQueryParameters: true }), fc.string()),
        async (query, referer) => {
          let response: Response;
          try {
            response = await fetch(`${url}?${query}`, {
              headers: {
                "User-Agent": AGENT,
                ...(referer === undefined ? {} : { Referer: referer }),
              },
            });
          } catch {
            return; // a header value fetch itself refuses to send
          }
          expect(response.status).toBe(204);
          expect(await response.text()).toBe("");
        },
      ),
      { numRuns: 150 },
    );
    for (const row of await events()) expect(PAGES.has(String(row.path))).toBe(true);
  });

  it("no stored column holds the address, the user agent or a cookie", async () => {
    await view("/");
    await view("/contact", { r: "https://duckduckgo.com/" });
    expect(await events()).toHaveLength(2);
    const dump = await everything();
    for (const secret of [ADDRESS, "UniqueAgentMarker", "Macintosh", "CookieMarker42"]) {
      expect(dump).not.toContain(secret);
    }
  });

  it("Do-Not-Track, GPC, prefetches, bots and foreign paths are stored nowhere", async () => {
    const before = await everything();
    await view("/contact?utm_campaign=DntMarker", { headers: { DNT: "1" } });
    await view("/contact?utm_campaign=GpcMarker", { headers: { "Sec-GPC": "1" } });
    await view("/contact?utm_campaign=PrefetchMarker", {
      headers: { "Sec-Purpose": "prefetch;prerender" },
    });
    await view("/contact?utm_campaign=BotMarker", {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)" },
    });
    await view("/inbox?utm_campaign=InboxMarker");
    await view("/contact?utm_campaign=OriginMarker", {
      headers: { Origin: "https://elsewhere.example" },
    });
    const after = await everything();
    expect(await events()).toHaveLength(0);
    expect(after).toBe(before);
    expect(after).not.toMatch(/Marker/);
  });

  it("the same visitor is one id for a day and another the next day; the salt is gone after 48 hours", async () => {
    // One at a time: views in flight together may be written in any order.
    for (const [path, address] of [["/"], ["/contact"], ["/", "198.51.100.9"]] as const) {
      await view(path, { address });
      await recorder.drain();
    }
    const today = await events();
    const ids = today.map((row) => row.visitor_id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
    const salts = () =>
      handle.db
        .selectFrom("insight_salts" as never)
        .selectAll()
        .execute();
    const day = dayOf(clock);
    expect((await salts()).map((row) => (row as { day: string }).day)).toContain(day);

    clock += 24 * HOUR;
    await view("/");
    const tomorrow = (await events()).at(-1)!;
    expect(tomorrow.visitor_id).not.toBe(ids[0]);

    // The clock moves past 48 hours after the first salt was made: it is deleted.
    clock += 24 * HOUR + 1;
    expect(await store.purgeSalts()).toBeGreaterThanOrEqual(1);
    const left = (await salts()).map((row) => (row as { day: string }).day);
    expect(left).not.toContain(day);
    for (const row of await salts()) {
      expect(Number((row as { created_at: number }).created_at)).toBeGreaterThan(
        clock - SALT_LIFETIME_MS,
      );
    }
  });

  it("an inquiry records its visitor's first view of the day and the pages seen", async () => {
    await view(
      "/services/simulations/defence?utm_source=google&utm_medium=cpc&utm_campaign=defence-q4",
      {
        r: "https://www.google.com/",
      },
    );
    clock += 60_000;
    await view("/services");
    await view("/contact");
    await view("/contact");
    await recorder.drain();
    const inquiries = new InquiryStore(handle, []);
    const { id } = await inquiries.create(
      inquiry({ subject: "Defence training simulation" }),
      key(),
    );
    const source = await store.attributeInquiry(id!, { address: ADDRESS, userAgent: AGENT });
    expect(source).toMatchObject({
      entryPath: "/services/simulations/defence",
      referrerHost: "google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "defence-q4",
      pagesSeen: 3,
    });
    expect(await store.sourceOf(id!)).toEqual(source);
    // Another visitor's inquiry has no source.
    expect(
      await store.attributeInquiry(id!, { address: "192.0.2.1", userAgent: AGENT }),
    ).toBeNull();
  });

  it("the dashboard's report: per day, the period before, lists and conversion", async () => {
    const day = dayOf(clock);
    await view("/services/simulations/defence?utm_source=google&utm_medium=cpc&utm_campaign=q4", {
      r: "https://www.google.com/",
      address: "198.51.100.31",
    });
    clock += 1000;
    await view("/contact", { address: "198.51.100.31" });
    await view("/", { r: "https://duckduckgo.com/", address: "198.51.100.32" });
    await recorder.drain();
    const inquiries = new InquiryStore(handle, []);
    const { id } = await inquiries.create(inquiry(), key());
    await store.attributeInquiry(id!, { address: "198.51.100.31", userAgent: AGENT });
    const report = await store.report({ from: day, to: day });
    expect(report.days).toHaveLength(1);
    expect(report.totals.visitors).toBe(2);
    expect(report.totals.views).toBe(3);
    expect(report.previous.to < day).toBe(true);
    expect(report.lists.entryPages).toEqual([
      { label: "/", visitors: 1, inquiries: 0 },
      { label: "/services/simulations/defence", visitors: 1, inquiries: 1 },
    ]);
    expect(report.lists.campaigns).toEqual([{ label: "q4", visitors: 1, inquiries: 1 }]);
    expect(report.lists.referrers.map((row) => row.label).sort()).toEqual([
      "duckduckgo.com",
      "google.com",
    ]);
    expect(report.lists.devices).toEqual([{ label: "desktop", visitors: 2, views: 3 }]);
    expect(report.lists.pages[0]).toMatchObject({ visitors: 1, views: 1 });
  });

  it("closed days are rolled up: the report reads the same figures from them, before and after the raw views are purged", async () => {
    const days: string[] = [];
    for (let d = 0; d < 3; d++) {
      days.push(dayOf(clock));
      const reader = `198.51.100.${10 + d}`;
      await view("/services/simulations/defence?utm_source=google&utm_campaign=q4", {
        r: "https://www.google.com/",
        address: reader,
      });
      clock += 1000;
      await view("/contact", { address: reader });
      await view(d === 1 ? "/services" : "/", {
        r: "https://duckduckgo.com/",
        address: "198.51.100.40",
      });
      if (d === 2) await view("/contact", { address: "198.51.100.41", r: "https://linkedin.com/" });
      await recorder.drain();
      if (d < 2) clock += 24 * HOUR;
    }
    const inquiries = new InquiryStore(handle, []);
    const { id } = await inquiries.create(inquiry(), key());
    await store.attributeInquiry(id!, { address: "198.51.100.12", userAgent: AGENT });
    const period = { from: days[0]!, to: days[2]! };
    const raw = await store.report(period);
    expect(raw.totals).toMatchObject({ visitors: 7, views: 10 });
    expect(raw.lists.campaigns).toEqual([{ label: "q4", visitors: 3, inquiries: 1 }]);

    // The third day is still open: the first two are rolled up, once.
    expect(await store.rollUp()).toEqual(days.slice(0, 2));
    expect(await store.rollUp()).toEqual([]);
    expect(await store.report(period)).toEqual(raw);
    const oneDay = { from: days[1]!, to: days[1]! };
    expect((await store.report(oneDay)).lists.entryPages).toEqual([
      { label: "/services", visitors: 1, inquiries: 0 },
      { label: "/services/simulations/defence", visitors: 1, inquiries: 0 },
    ]);

    // Ten minutes after midnight, the third day is closed too.
    clock = Date.parse(`${days[2]}T00:00:00Z`) + 24 * HOUR + ROLLUP_GRACE_MS;
    expect(await store.rollUp()).toEqual([days[2]]);
    expect(await store.report(period)).toEqual(raw);

    // Past the retention the raw views go; the figures stay.
    clock += 10 * 24 * HOUR;
    expect(await store.purgeEvents(5)).toBe(10);
    expect(await events()).toHaveLength(0);
    expect(await store.report(period)).toEqual(raw);
  });

  it("raw views are never purged before their day is rolled up", async () => {
    await view("/contact");
    await view("/", { address: "198.51.100.77" });
    await recorder.drain();
    clock += 200 * 24 * HOUR;
    expect(await store.purgeEvents(90)).toBe(0);
    expect(await events()).toHaveLength(2);
    expect(await store.rollUp()).toHaveLength(1);
    expect(await store.purgeEvents(90)).toBe(2);
    const day = dayOf(clock - 200 * 24 * HOUR);
    expect((await store.report({ from: day, to: day })).totals).toMatchObject({
      visitors: 2,
      views: 2,
    });
  });

  it("any body and any header: 204 or a refusal, nothing echoed, only the site's pages kept", async () => {
    const headerName = fc.constantFrom(
      "dnt",
      "sec-gpc",
      "sec-purpose",
      "content-type",
      "origin",
      "referer",
      "x-forwarded-for",
      "accept-language",
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 3000 }),
          fc
            .record({ u: fc.oneof(fc.webPath(), fc.constantFrom(...PAGES)), r: fc.string() })
            .map((value) => JSON.stringify(value)),
        ),
        fc.dictionary(headerName, fc.string({ unit: "grapheme-ascii", maxLength: 60 }), {
          maxKeys: 4,
        }),
        async (body, headers) => {
          let response: Response;
          try {
            response = await fetch(url, {
              method: "POST",
              headers: { "User-Agent": AGENT, ...headers },
              body,
            });
          } catch {
            return; // a header value fetch itself refuses to send
          }
          const text = await response.text();
          expect([204, 400, 413, 415]).toContain(response.status);
          if (response.status === 204) expect(text).toBe("");
          else expect(text).toBe("Refused");
        },
      ),
      { numRuns: 150 },
    );
    for (const row of await events()) expect(PAGES.has(String(row.path))).toBe(true);
  });

  it("a body over 2 KB is refused before it is read", async () => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "User-Agent": AGENT },
      body: JSON.stringify({ u: "/", r: "x".repeat(4000) }),
    });
    expect(response.status).toBe(413);
    expect(await events()).toHaveLength(0);
  });

  it("past the rate limit, views from that address are not kept", async () => {
    for (let i = 0; i < 60; i++) await view("/", { address: "198.51.100.200" });
    expect(await events()).toHaveLength(50);
  });

  it("stores a view's time to the minute, the salt's to the minute and an inquiry's first view to the hour", async () => {
    const hour = Date.parse(`${dayOf(clock)}T10:00:00Z`);
    clock = hour + 23 * 60_000 + 37_123;
    await view("/contact?utm_campaign=times", { address: "198.51.100.140" });
    const [row] = await events();
    expect(Number(row!.at)).toBe(hour + 23 * 60_000);
    const salt = await handle.db
      .selectFrom("insight_salts" as never)
      .select("created_at" as never)
      .where("day" as never, "=", dayOf(clock) as never)
      .executeTakeFirstOrThrow();
    expect(Number((salt as { created_at: number }).created_at) % 60_000).toBe(0);
    const { id } = await new InquiryStore(handle, []).create(inquiry(), key());
    const source = await store.attributeInquiry(id!, {
      address: "198.51.100.140",
      userAgent: AGENT,
    });
    expect(source?.firstSeenAt).toBe(hour);
    expect((await store.sourceOf(id!))?.firstSeenAt).toBe(hour);
  });

  if (engine === "sqlite") {
    it("a purged salt is gone from the SQLite file and its write-ahead log, not only from the table", async () => {
      await view("/", { address: "198.51.100.141" });
      await recorder.drain();
      const { value } = await store.todaysSalt();
      const file = handle.location;
      const bytes = () =>
        Buffer.concat(
          [file, `${file}-wal`].filter(existsSync).map((path) => readFileSync(path)),
        ).toString("latin1");
      expect(bytes()).toContain(value);
      clock += SALT_LIFETIME_MS + 1;
      expect(await store.purgeSalts()).toBeGreaterThanOrEqual(1);
      expect(bytes()).not.toContain(value);
    });
  }

  it("a day keeps its top labels and sums the rest as one row; every list is cut at its length", async () => {
    const day = dayOf(clock);
    const hosts = ROLLUP_TOP + 20;
    const views: StoredView[] = [];
    for (let i = 0; i < hosts; i++) {
      // Host i has i + 1 visitors, so the ranking is known: the last ROLLUP_TOP are kept.
      for (let v = 0; v <= i; v++) {
        views.push({
          at: clock + i,
          path: "/",
          referrerHost: `spam-${String(i).padStart(3, "0")}.example`,
          utmSource: "",
          utmMedium: "",
          utmCampaign: `campaign-${i}`,
          device: "desktop",
          browser: "Chrome",
          visitorId: `visitor-${i}-${v}`,
        });
      }
    }
    // In the recorder's batches of 500 (a statement's parameters are limited).
    for (let i = 0; i < views.length; i += 500) await store.record(views.slice(i, i + 500));
    const period = { from: day, to: day };
    const raw = await store.report(period);
    const total = views.length;
    for (const list of [raw.lists.referrers, raw.lists.campaigns]) {
      expect(list).toHaveLength(LIST_LENGTH + 1);
      expect(list[0]).toMatchObject({ visitors: hosts });
      expect(list.at(-1)).toMatchObject({ label: OTHER_LABEL, other: true, inquiries: 0 });
      expect(list.reduce((sum, row) => sum + row.visitors, 0)).toBe(total);
    }

    clock = Date.parse(`${day}T00:00:00Z`) + 24 * HOUR + ROLLUP_GRACE_MS;
    expect(await store.rollUp()).toEqual([day]);
    const stored = async (list: string) =>
      (
        await sql<{ label: string; visitors: number | string }>`
          select label, visitors from insight_days where day = ${day} and list = ${list}`.execute(
          handle.db,
        )
      ).rows;
    for (const list of ["referrers", "campaigns"]) {
      const rows = await stored(list);
      expect(rows).toHaveLength(ROLLUP_TOP + 1);
      const other = rows.find((row) => row.label === OTHER_LABEL);
      // The 20 smallest hosts: 1 + 2 + … + 20 visitors.
      expect(Number(other?.visitors)).toBe((20 * 21) / 2);
    }
    expect(await stored("devices")).toEqual([{ label: "desktop", visitors: expect.anything() }]);
    const rolled = await store.report(period);
    expect(rolled.totals).toEqual(raw.totals);
    expect(rolled.lists.referrers).toEqual(raw.lists.referrers);
  });

  it("a label folded into All others on some days: its conversion counts only the inquiries of the days it was counted", async () => {
    const first = dayOf(clock);
    const second = dayOf(clock + 24 * HOUR);
    const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
    const visit = (at: number, referrerHost: string, visitorId: string): StoredView => ({
      at,
      path: "/",
      referrerHost,
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
      device: "desktop",
      browser: "Chrome",
      visitorId,
    });
    const views: StoredView[] = [];
    // Day one: ROLLUP_TOP hosts with two visitors each, then niche.example with one: the
    // 101st, folded into the day's "other" row.
    for (let i = 0; i < ROLLUP_TOP; i++) {
      for (const v of [0, 1]) views.push(visit(noon(first), `big-${i}.example`, `big-${i}-${v}`));
    }
    views.push(visit(noon(first), "niche.example", "niche-first"));
    // Day two: five visitors from niche.example, the day's only host.
    for (let v = 0; v < 5; v++) views.push(visit(noon(second), "niche.example", `niche-${v}`));
    for (let i = 0; i < views.length; i += 500) await store.record(views.slice(i, i + 500));
    // One inquiry from niche.example's visitor of each day.
    const inquiries = new InquiryStore(handle, []);
    for (const day of [first, second]) {
      const { id } = await inquiries.create(inquiry({ subject: `From niche, ${day}` }), key());
      await handle.db
        .insertInto("inquiry_sources" as never)
        .values({
          submission_id: id!,
          entry_path: "/",
          referrer_host: "niche.example",
          utm_source: "",
          utm_medium: "",
          utm_campaign: "",
          pages_seen: 1,
          first_seen_at: noon(day),
        } as never)
        .execute();
    }
    const period = { from: first, to: second };
    const niche = (report: Awaited<ReturnType<InsightsStore["report"]>>) =>
      report.lists.referrers.find((row) => row.label === "niche.example");
    // Raw views (nothing rolled up): every day counts the label's visitors and inquiries.
    expect(niche(await store.report(period))).toEqual({
      label: "niche.example",
      visitors: 6,
      inquiries: 2,
    });

    clock = Date.parse(`${second}T00:00:00Z`) + 24 * HOUR + ROLLUP_GRACE_MS;
    expect(await store.rollUp()).toEqual([first, second]);
    const rolled = await store.report(period);
    // Day one's visitor is in All others, and so is day one's inquiry: one inquiry for
    // five visitors, not two (a rate of 40 % where the label's own was 20 %).
    expect(niche(rolled)).toEqual({
      label: "niche.example",
      visitors: 5,
      inquiries: 1,
      foldedInquiries: 1,
    });
    expect(rolled.lists.referrers.at(-1)).toMatchObject({ other: true, inquiries: 1 });
    expect(rolled.lists.referrers.reduce((sum, row) => sum + (row.inquiries ?? 0), 0)).toBe(2);
  });

  it("inquiries marked spam count in no figure: not per day, not in the totals, not in the conversion", async () => {
    const day = dayOf(clock);
    await view("/services?utm_campaign=spam-check", { address: "198.51.100.150" });
    await view("/contact", { address: "198.51.100.151" });
    await recorder.drain();
    const inquiries = new InquiryStore(handle, []);
    const kept = await inquiries.create(inquiry({ subject: "A real project" }), key());
    const spam = await inquiries.create(inquiry({ subject: "Cheap backlinks" }), key());
    await store.attributeInquiry(kept.id!, { address: "198.51.100.151", userAgent: AGENT });
    await store.attributeInquiry(spam.id!, { address: "198.51.100.150", userAgent: AGENT });
    // Inquiries are counted by the day they were received (the database's clock, today).
    const received = { from: dayOf(Date.now()), to: dayOf(Date.now()) };
    const before = await store.report(received);
    await sql`update contact_submissions set status = 'spam' where id = ${spam.id!}`.execute(
      handle.db,
    );
    const after = await store.report({ from: day, to: day });
    const receivedAfter = await store.report(received);
    expect(receivedAfter.totals.inquiries).toBe(before.totals.inquiries - 1);
    expect(receivedAfter.days.at(-1)!.inquiries).toBe(before.days.at(-1)!.inquiries - 1);
    expect(after.lists.campaigns).toEqual([{ label: "spam-check", visitors: 1, inquiries: 0 }]);
    expect(after.lists.entryPages).toEqual([
      { label: "/contact", visitors: 1, inquiries: 1 },
      { label: "/services", visitors: 1, inquiries: 0 },
    ]);
  });
});
