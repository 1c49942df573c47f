import type { Logger } from "pino";
import type { InboxServices } from "../../app/inbox/services";
import type { DatabaseHandle } from "../../db/database";
import { InboxStore } from "../../db/inbox-store";
import { StaffStore } from "../../db/staff-store";
import type { Config } from "../config";
import { notifyOps } from "../ops-notify";
import { RateLimiter, type RateLimitStore } from "../rate-limit";
import { inboxMailer } from "./mailer";
import { inboxSettings } from "./settings";

/** Sign-in attempts and link requests are counted in windows of 15 minutes. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/**
 * The inbox's services for one process, on the contact runtime's database:
 * the stores, the settings, the sign-in limiter (shared through PostgreSQL
 * when there is one) and the mailer. Expired sessions, links and challenges
 * are swept once an hour.
 */
export function startInboxRuntime(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  rateLimitStore: () => RateLimitStore,
): InboxServices & { close(): void } {
  const log = logger.child({ module: "inbox" });
  const settings = inboxSettings(config);
  const staff = new StaffStore(database);
  const limiter = config.RATE_LIMIT_ENABLED
    ? new RateLimiter(rateLimitStore(), {
        max: config.INBOX_SIGN_IN_MAX,
        windowSeconds: SIGN_IN_WINDOW_SECONDS,
        namespace: "inbox-sign-in",
      })
    : null;
  const mailer = inboxMailer(config);
  const sweeper = setInterval(
    () => {
      staff.sweep(settings.session).catch((error: unknown) => {
        log.warn({ event: "inbox.sweep_failed", reason: String(error) }, "sweep failed");
      });
    },
    60 * 60 * 1000,
  );
  sweeper.unref();
  return {
    staff,
    inbox: new InboxStore(database),
    settings,
    signInLimit: async (key) => (limiter ? limiter.hit(key) : null),
    mailer,
    async alertOperators(message) {
      const delivery = await notifyOps(config, message);
      for (const failure of delivery.failed) {
        log.error(
          { event: "inbox.alert_failed", channel: failure.channel, reason: failure.error },
          "operators not alerted",
        );
      }
    },
    log,
    close() {
      clearInterval(sweeper);
      limiter?.close();
      mailer?.close();
    },
  };
}
