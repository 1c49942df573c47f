import type { ColumnType, Generated } from "kysely";
import type { InquiryFields } from "../app/contact/fields";

/**
 * The database as Kysely sees it. Columns are snake_case in SQL. Types that differ by
 * engine are unions: SQLite stores booleans as 0/1 and timestamps as ISO-8601
 * UTC text, PostgreSQL as boolean and timestamptz (read back as Date).
 */
export type Timestamp = ColumnType<string | Date, string | undefined, string>;

/**
 * The inquiry table as the store sees it through Kysely's CamelCasePlugin: the
 * field table's names (app/contact/fields.ts) are the columns in snake_case
 * (`fullName` is `full_name`). A new field is a migration plus its entry there.
 */
export type ContactSubmissionsTable = {
  id: Generated<number>;
  idempotencyKey: string;
  /** Set by the database when the row is inserted (never by the application). */
  createdAt: ColumnType<string | Date, never, never>;
} & {
  [K in keyof InquiryFields]: InquiryFields[K] extends boolean
    ? ColumnType<boolean | number, boolean | number, boolean | number>
    : InquiryFields[K];
};

/**
 * An address or a whole domain whose inquiries go straight to Spam (migration
 * 0009, db/blocked-senders.ts), camelCased; `value` is lower-case.
 */
export interface BlockedSendersTable {
  id: Generated<number>;
  kind: "address" | "domain";
  value: string;
  reason: ColumnType<string, string | undefined, string>;
  staffId: number | null;
  /** Who blocked it: the staff member's address (as the audit log names people). */
  actor: string;
  createdAt: ColumnType<string | Date, never, never>;
}

/** The tables the inquiry store queries, camelCased (db/inquiry-store.ts). */
export interface InquiryDatabase {
  /** `status` is the inbox's (migration 0002): a blocked sender's inquiry is stored as spam. */
  contactSubmissions: ContactSubmissionsTable & {
    status: ColumnType<string, string | undefined, string>;
  };
  blockedSenders: BlockedSendersTable;
  /** A blocked sender's inquiry says why it is spam in its history (the rest is db/inbox-store.ts). */
  inboxAudit: {
    submissionId: number | null;
    staffId: number | null;
    actor: string;
    action: string;
    detail: string;
  };
  /** Written with an inquiry, in its transaction (the rest is db/notification-outbox.ts). */
  notificationOutbox: { submissionId: number; channel: string };
}

/** One pending or finished notification (e-mail or webhook) per submission and channel. */
export interface NotificationOutboxTable {
  id: Generated<number>;
  submission_id: number;
  channel: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  delivered_at: ColumnType<string | Date | null, never, string | null>;
  gave_up_at: ColumnType<string | Date | null, never, string | null>;
  /** Short reason of the last failure; never the inquiry's content. */
  last_error: string | null;
  created_at: ColumnType<string | Date, never, never>;
}

/** Fixed-window counters of the shared (PostgreSQL) rate limiter. */
export interface RateLimitsTable {
  key: string;
  /** Window start, epoch milliseconds (bigint: read back as string on PostgreSQL). */
  window_start: ColumnType<number | string, number, number>;
  hits: number;
}

/** One backup taken or failed, or one off-site copy made or failed (migration 0003, db/backup/). */
export interface BackupLogTable {
  id: Generated<number>;
  kind: "backup" | "copy";
  target: ColumnType<string, string | undefined, string>;
  outcome: "ok" | "failed";
  reason: ColumnType<string, string | undefined, string>;
  file: ColumnType<string, string | undefined, string>;
  /** Bytes of the file (bigint: read back as a string on PostgreSQL). */
  bytes: ColumnType<number | string | null, number | null | undefined, number | null>;
  sha256: string | null;
  /** Why it failed, in one short line; never an inquiry. */
  error: string | null;
  started_at: EpochMs;
  finished_at: EpochMs;
}

/** The other tables, in their SQL spelling. */
export interface Database {
  notification_outbox: NotificationOutboxTable;
  rate_limits: RateLimitsTable;
  backup_log: BackupLogTable;
}

export type Engine = "sqlite" | "postgres";

/** Epoch milliseconds in a bigint column: PostgreSQL reads it back as a string. */
export type EpochMs = ColumnType<number | string, number, number>;

/** What the inbox works on (camelCased, through Kysely's CamelCasePlugin; migration 0002). */
export interface InboxDatabase {
  contactSubmissions: ContactSubmissionsTable & {
    status: ColumnType<string, string | undefined, string>;
    assigneeId: number | null;
    /** A follow-up day on the studio's clock (YYYY-MM-DD), or null (migration 0006). */
    followUpOn: ColumnType<string | null, string | null | undefined, string | null>;
    /**
     * When its thread's latest message was sent or received, or null (migration 0012).
     * Read by the previous release only; this one keeps it written for a rollback.
     */
    lastMessageAt: ColumnType<string | Date | null, string | null | undefined, string | null>;
    /** Where its promise's clock starts (clockStart), or null: at created_at (migration 0014). */
    waitingSince: ColumnType<string | Date | null, string | null | undefined, string | null>;
  };
  notificationOutbox: { submissionId: number; channel: string };
  staff: {
    id: Generated<number>;
    email: string;
    name: string;
    createdAt: EpochMs;
    revokedAt: ColumnType<number | string | null, number | null | undefined, number | null>;
  };
  staffPasskeys: {
    credentialId: string;
    staffId: number;
    /** base64url of the COSE public key. */
    publicKey: string;
    counter: EpochMs;
    /** Comma-separated transports the authenticator reported. */
    transports: string;
    createdAt: EpochMs;
    lastUsedAt: ColumnType<number | string | null, number | null | undefined, number | null>;
    /** What the person calls it (migration 0004). */
    name: ColumnType<string, string | undefined, string>;
    /** SimpleWebAuthn's credentialDeviceType: "singleDevice" or "multiDevice" (null: not seen yet). */
    deviceType: ColumnType<string | null, string | null | undefined, string | null>;
    /** 1 when the authenticator says the key is backed up (synced), 0 when not, null: not seen yet. */
    backedUp: ColumnType<number | null, number | null | undefined, number | null>;
  };
  staffSessions: {
    /** SHA-256 of the cookie's token: the database never holds a usable token. */
    tokenHash: string;
    staffId: number;
    csrfToken: string;
    createdAt: EpochMs;
    lastSeenAt: EpochMs;
    /** The absolute end; the idle end is lastSeenAt plus the idle time. */
    expiresAt: EpochMs;
  };
  staffLinks: {
    tokenHash: string;
    staffId: number;
    purpose: string;
    createdAt: EpochMs;
    expiresAt: EpochMs;
    usedAt: ColumnType<number | string | null, number | null | undefined, number | null>;
    /** 1 on an operator's invitation of a revoked person: using it lets them back in (migration 0004). */
    liftsRevocation: ColumnType<number, number | undefined, number>;
  };
  webauthnChallenges: {
    idHash: string;
    challenge: string;
    purpose: string;
    staffId: number | null;
    expiresAt: EpochMs;
  };
  inquiryNotes: {
    id: Generated<number>;
    submissionId: number;
    staffId: number | null;
    body: string;
    createdAt: ColumnType<string | Date, never, never>;
  };
  /** Inquiries per status, kept by triggers (migration 0005): a status's count is the sum of its slots. */
  inquiryCounts: { status: string; slot: number; inquiries: number | string };
  /** SQLite only (migration 0005): FTS5 over the searched fields (rowid = the inquiry's id). */
  inquirySearch: {
    rowid: number;
    subject: string;
    fullName: string;
    company: string;
    email: string;
    message: string;
  };
  /** SQLite only (migration 0005): FTS5 trigrams of name and e-mail. */
  inquiryContactSearch: { rowid: number; fullName: string; email: string };
  /** PostgreSQL only (migration 0005): each inquiry's words (tsvector) and lower-cased name and e-mail. */
  inquirySearchVectors: {
    id: number;
    createdAt: ColumnType<string | Date, never, never>;
    words: string;
    contact: string;
  };
  /** E-mails to and from the person who wrote an inquiry (migration 0008, db/inquiry-messages-store.ts). */
  inquiryMessages: {
    id: Generated<number>;
    submissionId: number;
    direction: "out" | "in";
    staffId: number | null;
    author: string;
    subject: string;
    body: string;
    messageId: string;
    inReplyTo: string | null;
    replyToken: string;
    clientKey: string | null;
    // Written only for an answer read from the mailbox: when the mailbox received it.
    createdAt: ColumnType<string | Date, string | undefined, never>;
    sentAt: ColumnType<string | Date | null, string | null | undefined, string | null>;
  };
  blockedSenders: BlockedSendersTable;
  /** Where the IMAP reader got to in each mailbox, and who reads it now (migration 0010). */
  mailReaderState: {
    mailbox: string;
    uidValidity: string | null;
    lastUid: ColumnType<number | string, number | undefined, number>;
    leaseHolder: string | null;
    leaseUntil: ColumnType<string | Date | null, string | null | undefined, string | null>;
    stalledUid: ColumnType<number | string | null, number | null | undefined, number | null>;
    stalledReadings: ColumnType<number, number | undefined, number>;
  };
  inboxAudit: {
    id: Generated<number>;
    submissionId: number | null;
    staffId: number | null;
    actor: string;
    action: string;
    detail: string;
    createdAt: ColumnType<string | Date, never, never>;
  };
}
