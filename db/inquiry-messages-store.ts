import { createHash } from "node:crypto";
import { CamelCasePlugin, type Kysely } from "kysely";
import { clockStart, waitsForUs, type ThreadMark } from "../app/inbox/business-hours";
import type { Status as InquiryStatus } from "../app/inbox/filter";
import type { DatabaseHandle } from "./database";
import type { Engine } from "./schema";
import { isoTimestamp } from "./inquiry-store";
import type { InboxDatabase } from "./schema";

/**
 * An inquiry's e-mail thread (migration 0008, decision 0027): the replies the
 * studio sent from the inbox and the person's answers, oldest first. A reply
 * is recorded in one transaction with what it changes: the message, the
 * inquiry's status (replied) and the audit entries, so that the thread, the
 * badge and the history never disagree. The rows go with their inquiry when it
 * is erased (a foreign key on delete cascade).
 */
export interface InquiryMessage {
  id: number;
  submissionId: number;
  direction: "out" | "in";
  staffId: number | null;
  /** Who wrote it, as shown when it was stored: a colleague's name, or the person's address. */
  author: string;
  subject: string;
  body: string;
  messageId: string;
  inReplyTo: string | null;
  replyToken: string;
  createdAt: string;
}

/** A reply that was sent, to record. */
export interface SentReply {
  submissionId: number;
  staffId: number;
  author: string;
  subject: string;
  body: string;
  messageId: string;
  inReplyTo: string | null;
  replyToken: string;
  /** The form's one-time key: a second post of the same form finds the first reply. */
  clientKey: string | null;
  /** Who the audit log names (the colleague's address, as every inbox entry). */
  actor: string;
}

/** A person's answer read from the studio's mailbox, to record on its inquiry. */
export interface ReceivedAnswer {
  submissionId: number;
  /** The sender's address, as the thread shows it. */
  author: string;
  subject: string;
  body: string;
  messageId: string;
  inReplyTo: string | null;
  /**
   * When the studio's mailbox received it (its IMAP INTERNALDATE): the time the
   * thread shows, rather than when a reading got to it (minutes later, or days
   * for a reading from the start). Now when the server gave none.
   */
  receivedAt?: Date;
}

/** Who the audit log names for what the mailbox reader does (app/inbox/history.ts says "The inbox"). */
export const MAIL_READER_ACTOR = "the mailbox reader";

/**
 * How far the mailbox's clock (an answer's INTERNALDATE) may lag the site's before
 * an answer counts as older than the studio's latest message (recordAnswer).
 */
export const ANSWER_CLOCK_SKEW_MS = 15 * 60 * 1000;

export class InquiryMessagesStore {
  readonly db: Kysely<InboxDatabase>;

  constructor(readonly handle: DatabaseHandle) {
    this.db = handle.db.withPlugin(new CamelCasePlugin()) as unknown as Kysely<InboxDatabase>;
  }

  private selectMessages() {
    return this.db
      .selectFrom("inquiryMessages")
      .select([
        "id",
        "submissionId",
        "direction",
        "staffId",
        "author",
        "subject",
        "body",
        "messageId",
        "inReplyTo",
        "replyToken",
        "createdAt",
      ]);
  }

  /** One inquiry's messages that went out or came in, oldest first (the order they were stored in). */
  async thread(submissionId: number): Promise<InquiryMessage[]> {
    const rows = await this.selectMessages()
      .where("submissionId", "=", submissionId)
      .where("sentAt", "is not", null)
      .orderBy("id")
      .execute();
    return rows.map(toMessage);
  }

  /** The token this inquiry's replies carry in their Reply-To address, if one was sent. */
  async tokenOf(submissionId: number): Promise<string | undefined> {
    return this.tokenIn(this.db, submissionId);
  }

  /**
   * The reply a form with this one-time key sent or is sending, if any, and
   * how long ago its place was claimed.
   */
  async byClientKey(
    clientKey: string,
  ): Promise<(InquiryMessage & { sent: boolean; claimedMsAgo: number }) | undefined> {
    const row = await this.selectMessages()
      .select("sentAt")
      .where("clientKey", "=", clientKey)
      .executeTakeFirst();
    if (!row) return undefined;
    const message = toMessage(row);
    return {
      ...message,
      sent: row.sentAt !== null,
      claimedMsAgo: Date.now() - Date.parse(message.createdAt),
    };
  }

  /**
   * Claims a reply's place before it is sent: its row, not yet shown. A second
   * post of the same form (a double press, a reload that resends) then finds it
   * ("taken") and waits for the first one's outcome instead of sending the
   * e-mail again. Undefined when the inquiry no longer exists.
   */
  async claimReply(reply: SentReply): Promise<"claimed" | "taken" | undefined> {
    const exists = () =>
      this.db
        .selectFrom("contactSubmissions")
        .select("id")
        .where("id", "=", reply.submissionId)
        .executeTakeFirst();
    if (!(await exists())) return undefined;
    try {
      await this.db.insertInto("inquiryMessages").values(replyRow(reply)).execute();
      return "claimed";
    } catch (error) {
      // The form's key is taken (its other post), or the inquiry went meanwhile.
      if (reply.clientKey && (await this.byClientKey(reply.clientKey))) return "taken";
      if (!(await exists())) return undefined;
      throw error;
    }
  }

  /**
   * The inquiry a message answers: the one whose sent or received message has
   * one of these Message-IDs (In-Reply-To and References), the latest named
   * first. Undefined when none is stored (an erased inquiry's are gone).
   */
  async inquiryAnswered(messageIds: readonly string[]): Promise<number | undefined> {
    if (messageIds.length === 0) return undefined;
    const rows = await this.db
      .selectFrom("inquiryMessages")
      .select(["submissionId", "messageId"])
      .where("messageId", "in", [...messageIds])
      .where("sentAt", "is not", null)
      .execute();
    for (const id of [...messageIds].reverse()) {
      const row = rows.find((candidate) => candidate.messageId === id);
      if (row) return Number(row.submissionId);
    }
    return undefined;
  }

  /** The inquiry whose replies carry this token in their Reply-To address, if it still exists. */
  async inquiryOfToken(token: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom("inquiryMessages")
      .select("submissionId")
      .where("replyToken", "=", token)
      .limit(1)
      .executeTakeFirst();
    return row ? Number(row.submissionId) : undefined;
  }

  /**
   * Records a person's answer on its inquiry in one transaction: the message
   * (once per Message-ID, however many readers store it at once), the status
   * back to "waiting for us" (In progress, unless it is New or In progress
   * already) and the audit entries, as a reply records its own. "erased" when
   * the inquiry no longer exists: nothing is stored, nothing comes back.
   */
  async recordAnswer(answer: ReceivedAnswer): Promise<"stored" | "duplicate" | "erased"> {
    const when = answer.receivedAt;
    const receivedAt = (when && !Number.isNaN(when.getTime()) ? when : new Date()).toISOString();
    return this.db.transaction().execute(async (trx) => {
      const inquiry = await statusIn(trx, answer.submissionId, this.handle.engine);
      if (!inquiry) return "erased";
      const before = inquiry.status;
      const inserted = await trx
        .insertInto("inquiryMessages")
        .values({
          submissionId: answer.submissionId,
          direction: "in",
          staffId: null,
          author: answer.author,
          subject: answer.subject,
          body: answer.body,
          messageId: answer.messageId,
          inReplyTo: answer.inReplyTo,
          replyToken: (await this.tokenIn(trx, answer.submissionId)) ?? "",
          clientKey: null,
          createdAt: receivedAt,
          sentAt: receivedAt,
        })
        .onConflict((conflict) => conflict.column("messageId").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return "duplicate";
      // An answer written well before the studio's last reply (read late: read-mail
      // --from-start, a mailbox read again after its UIDVALIDITY changed) is kept in the
      // thread only: the studio has written since, so it reopens nothing. "Well before":
      // more than ANSWER_CLOCK_SKEW_MS, since the mail server's clock (INTERNALDATE) is
      // not the site's. The clock itself is recomputed from the whole thread.
      const { lastReplyAt } = await moveClockIn(trx, answer.submissionId, inquiry.handledAt);
      const late =
        lastReplyAt !== undefined &&
        Date.parse(receivedAt) < Date.parse(lastReplyAt) - ANSWER_CLOCK_SKEW_MS;
      const audit = auditIn(trx, answer.submissionId, null, MAIL_READER_ACTOR);
      // As for a reply: the Message-ID, never the words or the address.
      await audit("inquiry.answered", `by e-mail (Message-ID ${answer.messageId})`);
      if (!late && !waitsForUs(before))
        await setStatusIn(trx, answer.submissionId, before, "in-progress", audit);
      return "stored";
    });
  }

  private async tokenIn(db: Kysely<InboxDatabase>, submissionId: number) {
    const row = await db
      .selectFrom("inquiryMessages")
      .select("replyToken")
      .where("submissionId", "=", submissionId)
      .where("replyToken", "!=", "")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    return row?.replyToken;
  }

  /** Gives up a claimed reply that did not go out (the mail server refused it). */
  async releaseReply(messageId: string): Promise<void> {
    await this.db
      .deleteFrom("inquiryMessages")
      .where("messageId", "=", messageId)
      .where("sentAt", "is", null)
      .execute();
  }

  /**
   * Records a reply that went out, marks the inquiry replied and writes the
   * audit entries, in one transaction: a claimed one (claimReply) is marked
   * sent, another is stored. Returns the status it had before, or undefined
   * when the inquiry no longer exists (erased meanwhile: nothing is stored).
   */
  async recordReply(reply: SentReply): Promise<InquiryStatus | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const inquiry = await statusIn(trx, reply.submissionId, this.handle.engine);
      if (!inquiry) return undefined;
      const before = inquiry.status;
      const sentAt = new Date().toISOString();
      const claimed = await trx
        .updateTable("inquiryMessages")
        .set({ sentAt })
        .where("messageId", "=", reply.messageId)
        .where("sentAt", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0)
        await trx
          .insertInto("inquiryMessages")
          .values({ ...replyRow(reply), sentAt })
          .execute();
      // The studio's message is now the latest: the inquiry waits for nobody (Replied,
      // below), and the customer's next answer starts the clock again (recordAnswer).
      await moveClockIn(trx, reply.submissionId, inquiry.handledAt);
      const audit = auditIn(trx, reply.submissionId, reply.staffId, reply.actor);
      // Never what was written or to whom: the audit log outlives an erasure. The
      // Message-ID and a digest of the text let a reply be matched with a mail server's
      // record later, even once its inquiry is erased.
      const digest = createHash("sha256").update(`${reply.subject}\n${reply.body}`).digest("hex");
      await audit(
        "inquiry.replied",
        `by e-mail from the inbox (Message-ID ${reply.messageId}, text sha256 ${digest.slice(0, 16)})`,
      );
      if (before !== "replied")
        await setStatusIn(trx, reply.submissionId, before, "replied", audit);
      return before;
    });
  }
}

/**
 * An inquiry's status and clock inside a transaction; undefined when it no longer
 * exists. On PostgreSQL the row is locked until the transaction ends (FOR NO KEY
 * UPDATE: enough to order two recorders, without holding up a note or an audit
 * row that only references it), so that two messages recorded at once (a reply
 * and an answer) compute the clock one after the other, each from a thread that
 * holds the other's message (moveClockIn); on SQLite the transaction began
 * IMMEDIATE and already holds the write lock.
 */
async function statusIn(
  trx: Kysely<InboxDatabase>,
  submissionId: number,
  engine: Engine,
): Promise<{ status: InquiryStatus; handledAt?: string } | undefined> {
  const query = trx
    .selectFrom("contactSubmissions")
    .select(["status", "waitingSince"])
    .where("id", "=", submissionId);
  const row = await (engine === "postgres" ? query.forNoKeyUpdate() : query).executeTakeFirst();
  if (!row) return undefined;
  const status = row.status as InquiryStatus;
  // While it waits for nobody, the clock's column holds when it was last handled: the
  // studio's last reply, or when staff set such a status by hand (handledByHand).
  return !waitsForUs(status) && row.waitingSince
    ? { status, handledAt: isoTimestamp(row.waitingSince) }
    : { status };
}

/**
 * Recomputes where the inquiry's promise clock starts from its whole thread, inside
 * the transaction that stored a message (issue 41, decision 0026 "Revision"):
 * `waiting_since` (clockStart: the customer's first unanswered message) and, for
 * the previous release during a rollback, `last_message_at` (the latest message).
 * Recomputed rather than moved by the new message alone, so a thread recorded by a
 * release that did not keep these columns heals at its next message, and a message
 * read late lands in its place. A thread is a few dozen rows at most.
 */
async function moveClockIn(
  trx: Kysely<InboxDatabase>,
  submissionId: number,
  handledAt: string | undefined,
): Promise<{ lastReplyAt?: string }> {
  const rows = await trx
    .selectFrom("inquiryMessages")
    .select(["direction", "sentAt"])
    .where("submissionId", "=", submissionId)
    .where("sentAt", "is not", null)
    .execute();
  const thread: ThreadMark[] = rows.map((row) => ({
    direction: row.direction === "out" ? "out" : "in",
    at: isoTimestamp(row.sentAt as string | Date),
  }));
  const latest = (marks: ThreadMark[]) =>
    marks.reduce<string | undefined>(
      (last, mark) =>
        last === undefined || Date.parse(mark.at) > Date.parse(last) ? mark.at : last,
      undefined,
    );
  const lastMessageAt = latest(thread);
  // Handled by hand since (a phone call, then Replied): counts as a reply for the clock.
  if (handledAt) thread.push({ direction: "out", at: handledAt });
  const lastReplyAt = latest(thread.filter((mark) => mark.direction === "out"));
  await trx
    .updateTable("contactSubmissions")
    .set({
      lastMessageAt: lastMessageAt ?? null,
      // Null while the studio has never replied: the clock runs from created_at.
      waitingSince: lastReplyAt === undefined ? null : clockStart(lastReplyAt, thread),
    })
    .where("id", "=", submissionId)
    .execute();
  return { lastReplyAt };
}

type Audit = (action: string, detail: string) => Promise<unknown>;

/** Writes an inquiry's audit entries by one actor, inside a transaction. */
function auditIn(
  trx: Kysely<InboxDatabase>,
  submissionId: number,
  staffId: number | null,
  actor: string,
): Audit {
  return (action, detail) =>
    trx.insertInto("inboxAudit").values({ staffId, actor, action, submissionId, detail }).execute();
}

/** Changes an inquiry's status with its audit entry, as the inbox's status control records it. */
async function setStatusIn(
  trx: Kysely<InboxDatabase>,
  submissionId: number,
  before: InquiryStatus,
  after: InquiryStatus,
  audit: Audit,
): Promise<void> {
  await trx
    .updateTable("contactSubmissions")
    .set({ status: after })
    .where("id", "=", submissionId)
    .execute();
  await audit("inquiry.status", `${before} → ${after}`);
}

/** A reply's row as it is written, claimed (claimReply) or sent (recordReply). */
function replyRow(reply: SentReply) {
  return {
    submissionId: reply.submissionId,
    direction: "out" as const,
    staffId: reply.staffId,
    author: reply.author,
    subject: reply.subject,
    body: reply.body,
    messageId: reply.messageId,
    inReplyTo: reply.inReplyTo,
    replyToken: reply.replyToken,
    clientKey: reply.clientKey,
  };
}

type MessageRow = Omit<InquiryMessage, "createdAt"> & { createdAt: string | Date };

function toMessage(row: MessageRow): InquiryMessage {
  return {
    ...row,
    id: Number(row.id),
    submissionId: Number(row.submissionId),
    staffId: row.staffId === null ? null : Number(row.staffId),
    createdAt: isoTimestamp(row.createdAt),
  };
}
