import type { Logger } from "pino";
import type { InboxServices } from "../../app/inbox/services";
import type { DatabaseHandle } from "../../db/database";
import { BackupLog } from "../../db/backup/log";
import { offsiteTargets } from "../../db/backup/options";
import { readBackupStatus, unreadableBackupStatus } from "../../db/backup/status";
import { BlockedSenders } from "../../db/blocked-senders";
import { InboxStore } from "../../db/inbox-store";
import { InquiryMessagesStore } from "../../db/inquiry-messages-store";
import { StaffStore } from "../../db/staff-store";
import type { Config } from "../config";
import { notifyOps } from "../ops-notify";
import { RateLimiter, type RateLimitStore } from "../rate-limit";
import { siteReleases } from "../release-log";
import { mailReaderSettings, startMailReader } from "./mail-reader";
import { inboxMailer } from "./mailer";
import { inboxSettings } from "./settings";

/** Sign-in attempts and link requests are counted in windows of 15 minutes. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** E-mails sent by one colleague are counted in windows of an hour (INBOX_MAIL_MAX_PER_HOUR). */
export const MAIL_WINDOW_SECONDS = 60 * 60;

/**
 * The inbox's services for one process, on the contact runtime's database:
 * the stores, the settings, the sign-in limiter (shared through PostgreSQL
 * when there is one), the mailer and the backups' status (from the backup log,
 * so every instance shows the same), and the IMAP reader's poll when IMAP is
 * set up (server/inbox/mail-reader.ts). Expired sessions, links and challenges
 * are swept once an hour. `close()` waits for a reading of the mailbox under way.
 */
export function startInboxRuntime(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  rateLimitStore: () => RateLimitStore,
  /** This build's release and the site's release log (server/index.ts), when it was released. */
  release?: { id: string; log: string },
): Omit<InboxServices, "insights"> & { close(): Promise<void> } {
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
  // Per colleague (staff id), in windows of an hour: replies and bulk assignments that e-mail.
  const mailLimiter = config.RATE_LIMIT_ENABLED
    ? new RateLimiter(rateLimitStore(), {
        max: config.INBOX_MAIL_MAX_PER_HOUR,
        windowSeconds: MAIL_WINDOW_SECONDS,
        namespace: "inbox-mail",
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
  // The person's answers, read back from the studio's mailbox when IMAP is set up.
  const reader = mailReaderSettings(config);
  const mailReading = reader ? startMailReader(reader, database, log) : null;
  return {
    staff,
    inbox: new InboxStore(database),
    messages: new InquiryMessagesStore(database),
    blocked: new BlockedSenders(database),
    settings,
    signInLimit: async (key) => (limiter ? limiter.hit(key) : null),
    mailLimit: async (staffId) => (mailLimiter ? mailLimiter.hit(`staff:${staffId}`) : null),
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
    backups: {
      // Every inbox page reads it (its warning): a failure says so there, never breaks the page.
      status: () =>
        readBackupStatus(new BackupLog(database), {
          intervalMinutes: config.BACKUP_INTERVAL_MINUTES,
          offsiteTargets: offsiteTargets(config),
          retention: {
            keepAllHours: config.BACKUP_KEEP_ALL_HOURS,
            keepDailyDays: config.BACKUP_KEEP_DAILY_DAYS,
          },
        }).catch((error: unknown) => {
          log.warn({ event: "inbox.backup_status_failed", reason: String(error) }, "backup status");
          return unreadableBackupStatus(config);
        }),
    },
    releases: () => {
      if (!release) return null;
      try {
        return siteReleases(release.log, release.id);
      } catch (error) {
        log.warn({ event: "inbox.release_log_failed", reason: String(error) }, "release log");
        return null;
      }
    },
    async close() {
      clearInterval(sweeper);
      limiter?.close();
      mailLimiter?.close();
      mailer?.close();
      await mailReading?.close();
    },
  };
}
