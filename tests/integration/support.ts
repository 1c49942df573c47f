import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { pino, type Logger } from "pino";
import { loadConfig, type Config } from "../../server/config";
import { startContactRuntime, type ContactRuntime } from "../../server/contact-runtime";
import { createHttpServer } from "../../server/http-server";
import type { NotificationChannel } from "../../server/notifications";
import type * as appModuleTypes from "../../server/app";
import type { AppOptions } from "../../server/app";
import { ISLAND_POST_ACCEPT } from "../../app/contact/island";

/**
 * Test support for the contact inquiry: the real Express app as built (BUILD_DIR,
 * default ./build; `npm test` builds first: the app, its contexts and the routes
 * come from that one module, never from a second copy compiled for the tests)
 * and the real contact runtime, on a SQLite folder or a PostgreSQL database.
 */
export const buildDir = resolve(process.env.BUILD_DIR ?? "build");

type AppModule = typeof appModuleTypes;

let appModule: Promise<AppModule> | undefined;
/** The built server module (<build>/server/index.js): createApp and the route build. */
export function builtApp(): Promise<AppModule> {
  const file = join(buildDir, "server", "index.js");
  if (!existsSync(file)) {
    throw new Error(
      `No server build at ${file}: run "npm run build" first (npm test does), or set BUILD_DIR.`,
    );
  }
  return (appModule ??= import(pathToFileURL(file).href) as Promise<AppModule>);
}

export type Engine = "sqlite" | "postgres";

export interface TestSite {
  url: string;
  config: Config;
  runtime: ContactRuntime;
  /** Every log line written so far, as text (to check what logs do and do not carry). */
  logs(): string;
  close(): Promise<void>;
}

export interface SiteOptions {
  /** PostgreSQL URL; absent means a fresh SQLite folder. */
  databaseUrl?: string;
  env?: Record<string, string>;
  channels?: NotificationChannel[];
  /** The editor's redirects, instead of the site's (content/redirects.yaml). */
  redirects?: AppOptions["redirects"];
  /** The port to listen on (127.0.0.1); by default one the system picks. */
  port?: number;
  /** Searches per address (with RATE_LIMIT_ENABLED=true in env). */
  searchLimiter?: AppOptions["searchLimiter"];
}

export async function startSite(options: SiteOptions = {}): Promise<TestSite> {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-contact-test-"));
  const config = loadConfig({
    NODE_ENV: "production",
    SITE_URL: "https://www.nebulaforge.studio",
    LOG_REQUESTS: "false",
    DATA_DIR: dataDir,
    RATE_LIMIT_ENABLED: "false",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const logger: Logger = pino({ level: "info" }, sink);
  const runtime = await startContactRuntime(config, logger, { channels: options.channels });
  const { createApp, requestListener } = await builtApp();
  const app = await createApp({
    config,
    logger,
    buildDir,
    healthChecks: [runtime.healthCheck],
    contact: runtime.services,
    inbox: runtime.inbox,
    beforeRouter: runtime.middleware,
    // As server/index.ts: the page-view endpoint counts into this runtime's store.
    insights: runtime.insights,
    redirects: options.redirects,
    searchLimiter: options.searchLimiter,
  });
  // As server/index.ts serves it: the page-view endpoint on Node's request, then Express.
  const server = createHttpServer(requestListener(app), config);
  await new Promise<void>((done) => server.listen(options.port ?? 0, "127.0.0.1", () => done()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    runtime,
    logs: () => lines.join(""),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await runtime.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const validInquiry = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+91 80 4718 2290",
  company: "Analytical Engines Ltd",
  country: "IN",
  inquiryType: "simulation",
  serviceType: "simulation-defence",
  budget: "50k-100k",
  timeline: "3-6-months",
  subject: "Flight trainer for a drone academy",
  message: "We need a VR drone trainer for 40 cadets, delivered before March.",
  consent: "on",
} as const;

export type InquiryForm = Partial<Record<string, string>>;

export function formData(fields: InquiryForm): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.set(name, value);
  return form;
}

export interface PostOptions {
  /**
   * "document": a form post without JavaScript (urlencoded, HTML answer); "island":
   * the form's React island (multipart, `Accept: application/json`, JSON answer).
   */
  as?: "document" | "island";
  origin?: string | null;
  headers?: Record<string, string>;
}

/** Posts the inquiry form the way a browser does. */
export async function post(site: TestSite, fields: InquiryForm, options: PostOptions = {}) {
  const as = options.as ?? "document";
  const headers: Record<string, string> = { ...options.headers };
  if (as === "island") headers.Accept = ISLAND_POST_ACCEPT;
  const origin = options.origin === undefined ? site.url : options.origin;
  if (origin !== null) headers.Origin = origin;
  const body =
    as === "document"
      ? new URLSearchParams(
          Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined),
        )
      : formData(fields);
  const response = await fetch(`${site.url}/contact`, {
    method: "POST",
    headers,
    body,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Empties the tables between tests (children first). */
export async function resetTables(site: TestSite) {
  const { db } = site.runtime.database;
  await db.deleteFrom("notification_outbox").execute();
  await sql`delete from contact_submissions`.execute(db);
  await db.deleteFrom("rate_limits").execute();
}

export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeout = 10_000, interval = 50, what = "condition" } = {},
): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((done) => setTimeout(done, interval));
  }
}
