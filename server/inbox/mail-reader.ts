import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { domainToASCII } from "node:url";
import { ImapFlow, type FetchMessageObject } from "imapflow";
import type { Logger } from "pino";
import type { DatabaseHandle } from "../../db/database";
import { BlockedSenders } from "../../db/blocked-senders";
import { InquiryMessagesStore } from "../../db/inquiry-messages-store";
import { MailReaderState } from "../../db/mail-reader-state";
import type { Config } from "../config";
import {
  THREADING_HEADERS,
  type AnswerParse,
  automaticKind,
  headersIn,
  messageIdsIn,
  parseAnswer,
  recipientsIn,
  tokenIn,
} from "./answer-mail";

/**
 * The way back for replies sent from the inbox (decision 0027): the studio's
 * mailbox is read over IMAP, read-only (nothing there is flagged, moved or
 * deleted), and each new message that answers an inquiry (In-Reply-To or
 * References naming a stored Message-ID, else the `+inquiry-<token>` address)
 * is stored on it as the person's message. Where the reading got to is a
 * UIDVALIDITY and UID mark in the database, moved under a lease: one reader
 * at a time, and a message is stored once (its Message-ID is unique) even
 * when a reading is repeated.
 */

export interface MailReaderSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
  maxBytes: number;
  pollMs: number;
}

/** The reader's settings, or null when IMAP is not set up (answers then stay in the mailbox). */
export function mailReaderSettings(config: Config): MailReaderSettings | null {
  if (!config.IMAP_HOST || !config.IMAP_USER || config.IMAP_PASS === undefined) return null;
  return {
    host: config.IMAP_HOST,
    port: config.IMAP_PORT,
    secure: config.IMAP_SECURE,
    user: config.IMAP_USER,
    pass: config.IMAP_PASS,
    mailbox: config.IMAP_MAILBOX,
    maxBytes: config.IMAP_MAX_MESSAGE_BYTES,
    pollMs: config.IMAP_POLL_MINUTES * 60_000,
  };
}

/** What one reading did, by message. */
export interface ReadingSummary {
  /** Another process held the mailbox's lease: this reading did nothing. */
  busy: boolean;
  stored: number;
  /** Stored before (a repeated reading, or another reader got there first). */
  duplicate: number;
  /** Answers to an inquiry that is erased: not stored. */
  dropped: number;
  /** Too large or malformed: not stored. */
  refused: number;
  /** Mail that answers no inquiry: left alone. */
  unmatched: number;
  /** Auto-replies and bounces on an inquiry's thread: not stored, the inquiry left as it is. */
  automatic: number;
  /** From a blocked sender (the inbox's blocked list): not stored. */
  blocked: number;
  /** A first reading of the mailbox: the messages already there, not read (`--from-start` reads them). */
  skipped: number;
}

/**
 * Seams for tests, around the real IMAP client: a parser that throws on one
 * message's bytes, the fetch of a message's content as a server that gave
 * nothing would answer it.
 */
export interface ReaderHooks {
  parse?: (source: Buffer) => Promise<AnswerParse>;
  /** The size the server gave for a message (undefined: none given). */
  sizeOf?: (uid: number, size: number | undefined) => number | undefined;
  fetchSource?: (
    uid: number,
    fetch: () => Promise<Buffer | undefined>,
  ) => Promise<Buffer | undefined>;
}

export interface ReaderOptions extends ReaderHooks {
  /**
   * Read from UID 1 this once (`read-mail --from-start`), rather than from the
   * mark; without a mark the reading otherwise starts at UIDNEXT.
   */
  fromStart?: boolean;
}

/** Readings in a row that may stop at one message whose content is not given; the next refuses it. */
export const STALLED_READINGS_MAX = 3;

/** A message whose own content made the reading throw: it is refused, the reading goes on. */
class RefusedContent extends Error {}

const LEASE_MS = 10 * 60_000;
const BATCH = 500;
const isLoopback = (host: string) => /^(127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])$/.test(host);

/** Reads the mailbox once: every message after the mark. Throws when the IMAP server cannot be read. */
export async function readAnswers(
  settings: MailReaderSettings,
  database: DatabaseHandle,
  log: Logger,
  holder = `${hostname()}:${process.pid}:${randomUUID()}`,
  options: ReaderOptions = {},
): Promise<ReadingSummary> {
  const parse = options.parse ?? parseAnswer;
  const summary: ReadingSummary = {
    busy: false,
    stored: 0,
    duplicate: 0,
    dropped: 0,
    refused: 0,
    unmatched: 0,
    automatic: 0,
    blocked: 0,
    skipped: 0,
  };
  const state = new MailReaderState(database);
  if (!(await state.claim(settings.mailbox, holder, LEASE_MS))) return { ...summary, busy: true };
  const messages = new InquiryMessagesStore(database);
  const blockedSenders = new BlockedSenders(database);
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // The password never crosses a network in clear: STARTTLS or nothing, off the loopback address.
    ...(settings.secure || isLoopback(settings.host) ? {} : { doSTARTTLS: true }),
    auth: { user: settings.user, pass: settings.pass },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 120_000,
  });
  let uidValidity = "";
  try {
    await client.connect();
    const lock = await client.getMailboxLock(settings.mailbox, { readOnly: true });
    try {
      if (!client.mailbox) throw new Error(`the mailbox ${settings.mailbox} did not open`);
      uidValidity = String(client.mailbox.uidValidity);
      const uidNext = client.mailbox.uidNext;
      const mark = await state.mark(settings.mailbox);
      let from: number;
      if (options.fromStart) from = 1;
      else if (mark.uidValidity === uidValidity) from = mark.lastUid + 1;
      else if (mark.uidValidity !== null) {
        // The mailbox was rebuilt or moved (a new UIDVALIDITY): its UIDs changed, and answers
        // that came since the last reading are somewhere in it. Read again from the start;
        // Message-IDs are unique, so what was stored before is not stored twice.
        from = 1;
        log.warn(
          { event: "inbox.mail_uidvalidity_changed", before: mark.uidValidity, after: uidValidity },
          "the mailbox's UIDVALIDITY changed: reading it again from the start",
        );
      } else {
        // A first reading (or a rebuilt mailbox): what is there already is not read, so that
        // connecting a mailbox with years of mail does not scan it all. The mark starts here.
        from = uidNext;
        summary.skipped = client.mailbox.exists;
        log.info(
          { event: "inbox.mail_read_first", skipped: summary.skipped, uidNext },
          "first reading of the mailbox: the messages already there are skipped",
        );
        await state.advance(settings.mailbox, holder, { uidValidity, lastUid: uidNext - 1 });
      }
      let stopped = false;
      while (from < uidNext && !stopped) {
        const to = Math.min(from + BATCH - 1, uidNext - 1);
        const batch = await client.fetchAll(
          `${from}:${to}`,
          {
            uid: true,
            size: true,
            envelope: true,
            internalDate: true,
            headers: THREADING_HEADERS,
          },
          { uid: true },
        );
        batch.sort((a, b) => a.uid - b.uid);
        for (const message of batch) {
          if (message.uid < from || message.uid > to) continue;
          try {
            if ((await readOne(message)) === "stop") {
              stopped = true;
              break;
            }
          } catch (error) {
            if (!(error instanceof RefusedContent)) {
              if (client.usable) {
                // The server refused this message (a NO for a damaged one) or the database
                // refused what it holds, while the connection is fine: retried at the next
                // readings, then refused, so that one message cannot hold the mailbox back
                // forever. Logged without the content.
                log.warn(
                  {
                    event: "inbox.answer_failed",
                    uid: message.uid,
                    reason: String(error).slice(0, 300),
                  },
                  "an answer could not be handled",
                );
                if ((await unfetched(message.uid)) === "stop") {
                  stopped = true;
                  break;
                }
                continue;
              }
              // The connection failed: not this message's fault. The mark stays before it
              // (every UID below it is handled), the next reading retries it.
              await state
                .advance(settings.mailbox, holder, { uidValidity, lastUid: message.uid - 1 })
                .catch(() => false);
              throw error;
            }
            // Its content made the reading throw: refused for good, so that one message
            // cannot hold the mailbox back forever.
            refuse(message.uid, error.message);
          }
        }
        // The mark is already before the message it stopped at (stall).
        if (stopped) break;
        // Still ours? A reading that outlived its lease stops: the next one carries on.
        // A reading from the start never moves the mark back: stopped halfway, the next
        // reading carries on from where the regular readings had got to.
        const lastUid =
          options.fromStart && mark.uidValidity === uidValidity ? Math.max(to, mark.lastUid) : to;
        if (!(await state.advance(settings.mailbox, holder, { uidValidity, lastUid }))) break;
        if (!(await state.claim(settings.mailbox, holder, LEASE_MS))) break;
        from = to + 1;
      }
    } finally {
      lock.release();
    }
    await client.logout();
  } finally {
    client.close();
    await state.release(settings.mailbox, holder);
  }
  return summary;

  /** Handles one message; "stop" when its content was not given and the reading stops before it. */
  async function readOne(message: FetchMessageObject): Promise<"stop" | undefined> {
    const { ids, token, automatic } = content("its headers could not be read", () => {
      const headers = headersIn(message.headers?.toString("utf8") ?? "");
      const references = headers.filter(([name]) => name === "references").map(([, v]) => v);
      return {
        ids: messageIdsIn(...references, message.envelope?.inReplyTo),
        token: tokenIn(recipientsIn(headers)),
        automatic: automaticKind(headers),
      };
    });
    const submissionId =
      (await messages.inquiryAnswered(ids)) ??
      (token ? await messages.inquiryOfToken(token) : undefined);
    if (submissionId === undefined) {
      // A token of ours whose inquiry is gone: an answer to an erased inquiry.
      if (token) drop(message.uid);
      else summary.unmatched++;
      return;
    }
    if (automatic) {
      // An auto-reply or a bounce is no answer from the person: it must not reopen the
      // inquiry, and it stays in the mailbox (decision 0027, revision).
      summary.automatic++;
      log.info(
        { event: "inbox.answer_automatic", inquiryId: submissionId, uid: message.uid, automatic },
        "automatic mail on an inquiry's thread: not stored, the inquiry left as it is",
      );
      return;
    }
    const size = options.sizeOf ? options.sizeOf(message.uid, message.size) : message.size;
    if (size !== undefined && size > settings.maxBytes) {
      refuse(message.uid, `larger than IMAP_MAX_MESSAGE_BYTES (${size} bytes)`);
      return;
    }
    // Without a size, no more than one byte past the limit is fetched: enough to tell it is too long.
    const fetch = async () => {
      const full = await client.fetchOne(
        String(message.uid),
        { source: size === undefined ? { maxLength: settings.maxBytes + 1 } : true },
        { uid: true },
      );
      return (full && full.source) || undefined;
    };
    const source = await (options.fetchSource ? options.fetchSource(message.uid, fetch) : fetch());
    if (!source) return unfetched(message.uid);
    if (source.length > settings.maxBytes) {
      refuse(
        message.uid,
        `larger than IMAP_MAX_MESSAGE_BYTES (more than ${settings.maxBytes} bytes)`,
      );
      return;
    }
    const parsed = await content("it could not be parsed", () => parse(source));
    if (!parsed.ok) {
      refuse(message.uid, parsed.reason);
      return;
    }
    if (await blockedSenders.blockedBy(asciiAddress(parsed.answer.from))) {
      summary.blocked++;
      // Counted, never the address: the block list says who.
      log.info(
        { event: "inbox.answer_blocked", inquiryId: submissionId, uid: message.uid },
        "answer from a blocked sender: not stored",
      );
      return;
    }
    const outcome = await messages.recordAnswer({
      submissionId,
      author: parsed.answer.from,
      subject: parsed.answer.subject,
      body: parsed.answer.text,
      messageId: parsed.answer.messageId,
      inReplyTo: parsed.answer.inReplyTo,
      receivedAt: receivedAt(message.internalDate),
    });
    if (outcome === "erased") drop(message.uid);
    else if (outcome === "duplicate") summary.duplicate++;
    else {
      summary.stored++;
      log.info(
        { event: "inbox.answer_stored", inquiryId: submissionId, uid: message.uid },
        "answer",
      );
    }
  }

  /**
   * Work on the message's own bytes (headers, parsing): whatever it throws is a
   * problem with that message, never with the connection or the database.
   */
  function content<T>(reason: string, work: () => T): T {
    try {
      const result = work();
      if (result instanceof Promise) {
        return result.catch(() => {
          throw new RefusedContent(reason);
        }) as T;
      }
      return result;
    } catch {
      throw new RefusedContent(reason);
    }
  }

  /**
   * The server gave no content for a message (an empty fetch: a passing fault
   * of the server, or a message expunged meanwhile): the reading stops before
   * it so the next one tries again, unless STALLED_READINGS_MAX readings
   * stopped there already; then it is refused and the reading moves on.
   */
  async function unfetched(uid: number): Promise<"stop" | undefined> {
    const readings = await state.stalledReadings(settings.mailbox, uidValidity, uid);
    if (readings >= STALLED_READINGS_MAX) {
      refuse(uid, `its content could not be fetched in ${readings + 1} readings`);
      return undefined;
    }
    await state.stall(settings.mailbox, holder, uidValidity, uid);
    log.warn(
      { event: "inbox.mail_read_stopped", uid, readings: readings + 1 },
      "the reading stopped before a message whose content was not given: the next reading tries it again",
    );
    return "stop";
  }

  function refuse(uid: number, reason: string) {
    summary.refused++;
    log.warn({ event: "inbox.answer_refused", uid, reason }, "answer refused: not stored");
  }

  function drop(uid: number) {
    summary.dropped++;
    log.info({ event: "inbox.answer_dropped", uid }, "answer to an erased inquiry: not stored");
  }
}

/**
 * The address with its domain in ASCII (punycode): mailparser decodes `xn--` domains
 * to Unicode, while blocked domains are stored as ASCII (app/inbox/senders.ts).
 */
export function asciiAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const domain = domainToASCII(address.slice(at + 1));
  return domain ? `${address.slice(0, at)}@${domain}` : address;
}

/** A message's INTERNALDATE as a Date (imapflow gives a Date or, from some servers, a string). */
export function receivedAt(value: Date | string | undefined, now = new Date()): Date | undefined {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  // A mail server with a fast clock, or a message copied in with a date to come, must
  // not set the waiting clock in the future (it only moves forward): never after now.
  return date.getTime() > now.getTime() ? now : date;
}

/**
 * Reads the mailbox every IMAP_POLL_MINUTES inside the server, the first time
 * a minute after it starts; one reading at a time in this process, and one in
 * all of them (the lease). A failed reading is one log line; the next tries again.
 */
export function startMailReader(
  settings: MailReaderSettings,
  database: DatabaseHandle,
  log: Logger,
  firstAfterMs = Math.min(60_000, settings.pollMs),
): { close(): Promise<void> } {
  let reading: Promise<void> | null = null;
  const read = () => {
    if (reading) return;
    reading = readAnswers(settings, database, log)
      .then(() => undefined)
      .catch((error: unknown) => {
        log.warn(
          { event: "inbox.mail_read_failed", reason: String(error).slice(0, 300) },
          "the studio's mailbox was not read",
        );
      })
      .finally(() => {
        reading = null;
      });
  };
  const first = setTimeout(read, firstAfterMs);
  const poll = setInterval(read, settings.pollMs);
  first.unref();
  poll.unref();
  return {
    /** Stops the poll; resolves once a reading under way has finished (before the database closes). */
    async close() {
      clearTimeout(first);
      clearInterval(poll);
      await reading;
    },
  };
}
