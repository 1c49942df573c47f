import type { RateLimitVerdict, LogSink } from "../contact/services";
import type { BlockedSenders } from "../../db/blocked-senders";
import type { InboxStore } from "../../db/inbox-store";
import type { InsightsStore } from "../../db/insights-store";
import type { StaffStore } from "../../db/staff-store";
import type { InquiryMessagesStore } from "../../db/inquiry-messages-store";
import type { InboxSettings } from "../../server/inbox/settings";
import type { BackupStatus } from "../../db/backup/status";
import type { SiteReleases } from "../../server/release-log";
import type { OpsMessage } from "../../server/ops-notify";

/** Sends the inbox's e-mails: to staff (app/inbox/mail.server.ts) and replies to inquiries; only where SMTP is set up. */
export interface InboxMailer {
  send(message: InboxMessage): Promise<void>;
}

/**
 * One e-mail. Without `from` it comes from NOTIFY_EMAIL_FROM; a reply to an
 * inquiry names its sender and its threading headers (app/inbox/reply.server.ts).
 */
export interface InboxMessage {
  to: string;
  subject: string;
  text: string;
  from?: { name: string; address: string };
  replyTo?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
}

/**
 * What the inbox's routes need from the server, through React Router's context
 * (app/load-context.ts; made in server/inbox/runtime.ts). Types only.
 */
export interface InboxServices {
  staff: StaffStore;
  inbox: InboxStore;
  /** Each inquiry's e-mail thread (db/inquiry-messages-store.ts). */
  messages: InquiryMessagesStore;
  /** Addresses and domains whose inquiries go straight to Spam (decision 0028). */
  blocked: BlockedSenders;
  settings: InboxSettings;
  /** Counts one sign-in attempt or link request under `key`; null when rate limiting is off. */
  signInLimit(key: string): Promise<RateLimitVerdict | null>;
  /**
   * Counts one e-mail sent by this colleague (a reply, a bulk assignment that tells
   * someone) against INBOX_MAIL_MAX_PER_HOUR; null when rate limiting is off.
   */
  mailLimit(staffId: number): Promise<RateLimitVerdict | null>;
  mailer: InboxMailer | null;
  /**
   * Tells whoever runs the site (NOTIFY_EMAIL_TO, NOTIFY_WEBHOOK_URL) about
   * something that needs them, such as a cloned passkey; never throws (a
   * failed delivery is a log line).
   */
  alertOperators(message: OpsMessage): Promise<void>;
  log: LogSink;
  /** The site's health for staff (/inbox/site): what the backup log says, read-only. */
  backups: { status(): Promise<BackupStatus> };
  /** The release log of a released server (/inbox/site); null where there is none. */
  releases(): SiteReleases | null;
  /** Page views and where inquiries came from (/inbox/insights, an inquiry's page, the export). */
  insights: InsightsStore;
}
