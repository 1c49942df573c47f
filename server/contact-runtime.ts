import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { ContactServices } from "../app/contact/services";
import type { InboxServices } from "../app/inbox/services";
import { prepareSchema, openDatabase, type DatabaseHandle } from "../db/database";
import { InquiryStore } from "../db/inquiry-store";
import { InsightsStore } from "../db/insights-store";
import { NotificationOutbox } from "../db/notification-outbox";
import { INQUIRY_PAGE_POST_BYTES, INQUIRY_PAGE_POST_PATH } from "../app/inbox/form-limits";
import { bodyLimit } from "./body-limit";
import type { Config } from "./config";
import {
  channelsFromConfig,
  NotificationDispatcher,
  type NotificationChannel,
} from "./notifications";
import { startInboxRuntime } from "./inbox/runtime";
import { ViewRecorder } from "./insights/collect";
import { postThrottle } from "./post-throttle";
import {
  MemoryRateLimitStore,
  PostgresRateLimitStore,
  RateLimiter,
  type RateLimitStore,
} from "./rate-limit";

/**
 * Everything the contact inquiry needs at run time, opened once per process:
 * the database (migrated), the inquiry store, the rate limiter, the notifier,
 * and what server/index.ts hands to createApp (the action's services, middleware,
 * health check). Tests build the same thing with their own database and channels.
 */
export interface ContactRuntime {
  database: DatabaseHandle;
  store: InquiryStore;
  outbox: NotificationOutbox;
  dispatcher: NotificationDispatcher;
  limiter: RateLimiter | null;
  services: ContactServices;
  /** The studio's inbox at /inbox, on the same database (server/inbox/runtime.ts). */
  inbox: InboxServices;
  /** Page views (server/insights/collect.ts): the store, the batch writer, the per-address limit. */
  insights: { store: InsightsStore; recorder: ViewRecorder; limiter: RateLimiter | null };
  /** Mounted before React Router: the throttle on posts, then the body limit. */
  middleware: RequestHandler[];
  healthCheck: () => Promise<void>;
  /** Stops the notifier and the limiter, then closes the database. */
  close(): Promise<void>;
}

export interface ContactRuntimeOptions {
  /** Replaces the channels the configuration would create (tests). */
  channels?: NotificationChannel[];
  /** This build's release and the site's release log, for the inbox's Site page. */
  release?: { id: string; log: string };
}

/**
 * Page views one address may send in a minute (a window from each minute's start)
 * before they are no longer counted: counted in memory, by each server process alone.
 */
export const VIEWS_PER_MINUTE = 120;
/**
 * How often salts past SALT_LIFETIME_MS are deleted (and at start): a salt lives at
 * most SALT_LIFETIME_MS plus this while the server runs (the privacy page says so).
 */
export const SALT_SWEEP_MS = 15 * 60_000;

export async function startContactRuntime(
  config: Config,
  logger: Logger,
  options: ContactRuntimeOptions = {},
): Promise<ContactRuntime> {
  const log = logger.child({ module: "contact" });
  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    onIdleError: (error) =>
      log.warn({ event: "db.idle_error", reason: error.message }, "database connection dropped"),
  });
  try {
    const { applied, newer } = await prepareSchema(database, config.MIGRATIONS);
    log.info(
      { event: "db.ready", engine: database.engine, location: database.location, applied, newer },
      "database ready",
    );
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }

  const channels = options.channels ?? channelsFromConfig(config);
  const store = new InquiryStore(
    database,
    channels.map((channel) => channel.name),
  );
  const outbox = new NotificationOutbox(database);
  const dispatcher = new NotificationDispatcher({
    store,
    outbox,
    channels,
    logger: log,
    maxAttempts: config.NOTIFY_MAX_ATTEMPTS,
    retryBaseSeconds: config.NOTIFY_RETRY_BASE_SECONDS,
    pollSeconds: config.NOTIFY_POLL_SECONDS,
  });
  dispatcher.start();
  if (channels.length > 0) {
    log.info({ event: "notify.ready", channels: channels.map((c) => c.name) }, "notifications on");
  }

  const rateLimitStore = (): RateLimitStore =>
    database.engine === "postgres"
      ? new PostgresRateLimitStore(database.db)
      : new MemoryRateLimitStore();
  const perWindow = { windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS };
  // Accepted inquiries (the action), and every post before anything is rendered.
  const limiter = config.RATE_LIMIT_ENABLED
    ? new RateLimiter(rateLimitStore(), { ...perWindow, max: config.RATE_LIMIT_MAX })
    : null;
  const postLimiter = config.RATE_LIMIT_ENABLED
    ? new RateLimiter(rateLimitStore(), {
        ...perWindow,
        max: config.POST_RATE_LIMIT_MAX,
        namespace: "contact-posts",
      })
    : null;

  const insightsStore = new InsightsStore(database, new URL(config.SITE_URL).host);
  const recorder = new ViewRecorder(insightsStore, log.child({ module: "insights" }));
  // Page views per address: a reader clicking through pages stays far below it.
  const viewLimiter = config.RATE_LIMIT_ENABLED
    ? new RateLimiter(new MemoryRateLimitStore(), {
        max: VIEWS_PER_MINUTE,
        windowSeconds: 60,
        namespace: "insights",
      })
    : null;
  // Salts 48 hours after they were made; closed days rolled up (db/insights-rollup.ts),
  // then their page views purged after INSIGHTS_RETENTION_DAYS.
  const rollUpAndPurge = () =>
    insightsStore
      .rollUp()
      .then(() => insightsStore.purgeEvents(config.INSIGHTS_RETENTION_DAYS))
      .catch((error: unknown) => {
        log.warn(
          { event: "insights.rollup_failed", reason: String(error) },
          "insights rollup failed",
        );
      });
  const saltSweeper = setInterval(() => {
    insightsStore.purgeSalts().catch((error: unknown) => {
      log.warn({ event: "insights.purge_failed", reason: String(error) }, "insights purge failed");
    });
    void rollUpAndPurge();
  }, SALT_SWEEP_MS);
  saltSweeper.unref();
  // At start too, in the background: days that closed while the server was stopped.
  void rollUpAndPurge();
  // At start too: salts that passed 48 hours while the server was stopped go at once.
  await insightsStore.purgeSalts().catch((error: unknown) => {
    log.warn({ event: "insights.purge_failed", reason: String(error) }, "insights purge failed");
  });

  /** How long an inquiry's answer waits for the views before it to be written. */
  const ATTRIBUTION_WAIT_MS = 1_000;
  const services: ContactServices = {
    async saveInquiry(fields, key, visit) {
      const result = await store.create(fields, key);
      if (result.blocked) {
        // Stored as spam, nobody notified; the visitor is answered as usual (decision 0028).
        log.info(
          { event: "contact.sender_blocked", id: result.id },
          "inquiry from a blocked sender stored as spam",
        );
      } else if (result.created) dispatcher.wake();
      if (result.created && result.id !== null && visit) {
        // The visit it belongs to, after the inquiry is committed: a failure loses the source only.
        // The visitor's last views are written first, but the answer never waits on a
        // backlog of views (a slow database): past a second the source is looked up with
        // what is stored.
        await Promise.race([
          recorder.flush(),
          new Promise((resolve) => setTimeout(resolve, ATTRIBUTION_WAIT_MS).unref()),
        ]);
        await insightsStore.attributeInquiry(result.id, visit).catch((error: unknown) => {
          log.warn(
            { event: "insights.attribution_failed", reason: String(error) },
            "the inquiry's source could not be recorded",
          );
        });
      }
      return result;
    },
    isStored: (key) => store.hasKey(key),
    rateLimit: async (address) => (limiter ? limiter.hit(address) : null),
    log,
  };

  const inbox = Object.assign(
    startInboxRuntime(config, database, logger, rateLimitStore, options.release),
    { insights: insightsStore },
  );

  return {
    database,
    store,
    outbox,
    dispatcher,
    limiter,
    services,
    inbox,
    insights: { store: insightsStore, recorder, limiter: viewLimiter },
    middleware: [
      ...(postLimiter ? [postThrottle(postLimiter, log)] : []),
      // The inquiry page's reply holds 20,000 characters in any script (app/inbox/form-limits.ts).
      bodyLimit(config.BODY_LIMIT_BYTES, [
        { path: INQUIRY_PAGE_POST_PATH, limit: INQUIRY_PAGE_POST_BYTES },
      ]),
    ],
    healthCheck: () => store.ping(),
    async close() {
      await dispatcher.stop();
      clearInterval(saltSweeper);
      await recorder.drain();
      viewLimiter?.close();
      await inbox.close();
      limiter?.close();
      postLimiter?.close();
      await database.close();
    },
  };
}
