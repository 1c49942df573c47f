import fc from "fast-check";
import { Migrator, sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ageOf,
  clockStart,
  promiseCutoff,
  waitsForUs,
  workingTime,
} from "../app/inbox/business-hours";
import {
  inquiry,
  insertPlain,
  key,
  openInboxDatabase,
  type InboxDatabase,
} from "../tests/setup/inbox-database";
import {
  InquiryMessagesStore,
  type ReceivedAnswer,
  type SentReply,
} from "./inquiry-messages-store";
import { bulkChange } from "./inbox-bulk";
import { migrate } from "./database";
import { migrationsFor } from "./migrations";

/**
 * The one-business-day promise after an answer (issue 41), on a real SQLite file
 * and a real PostgreSQL: an inquiry answered long ago that gets a new message
 * from the customer waits since that message, not since it arrived, in the
 * inbox's list (its age and flag) and in the list of late inquiries; a reply
 * stops the clock; a nudge does not restart it (migration 0014). What the store keeps agrees with the rule (clockStart) for
 * any sequence of replies and answers, and the migration sets it for threads
 * stored before it.
 */
const engines = ["sqlite", "postgres"] as const;
const work = workingTime({}, "UTC");

describe.each(engines)("the waiting clock on %s", (engine) => {
  let database: InboxDatabase;
  let db: Kysely<unknown>;
  let messages: InquiryMessagesStore;
  let staffId: number;

  beforeAll(async () => {
    database = await openInboxDatabase(engine);
    db = database.handle.db as Kysely<unknown>;
    messages = new InquiryMessagesStore(database.handle);
    staffId = (await database.staff.invite("sam@studio.example", 60_000)).staff.id;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const reply = (submissionId: number): SentReply => ({
    submissionId,
    staffId,
    author: "Sam Carter",
    subject: "Re: A flight trainer",
    body: "Hello Ada, thank you.",
    messageId: `<${key()}@studio.example>`,
    inReplyTo: null,
    replyToken: "0123456789abcdef0123",
    clientKey: null,
    actor: "sam@studio.example",
  });
  const answer = (submissionId: number): ReceivedAnswer => ({
    submissionId,
    author: "ada@example.com",
    subject: "Re: A flight trainer",
    body: "One more question.",
    messageId: `<${key()}@mail.example>`,
    inReplyTo: null,
  });
  /** The thread as the rule reads it: each message's direction and when it was sent or received. */
  const threadOf = async (id: number) => {
    const { rows } = await sql<{ direction: "in" | "out"; sentAt: string | Date }>`
      select direction, sent_at as "sentAt" from inquiry_messages
      where submission_id = ${id} and sent_at is not null order by id`.execute(db);
    return rows.map((row) => ({
      direction: row.direction,
      at: new Date(row.sentAt).toISOString(),
    }));
  };

  it("an inquiry answered a year ago that gets a new message waits since that message: not flagged, not late", async () => {
    const [old] = await insertPlain(db, [{ createdAt: "2025-01-06T09:00:00.000Z" }]);
    const id = old!;
    await messages.recordReply(reply(id));
    expect((await database.inbox.get(id))?.status).toBe("replied");
    const before = Date.now();
    expect(await messages.recordAnswer(answer(id))).toBe("stored");

    const stored = (await database.inbox.get(id))!;
    expect(stored.status).toBe("in-progress");
    expect(Date.parse(stored.waitingSince)).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.waitingSince).toBe(clockStart(stored.createdAt, await threadOf(id)));

    // The list's row: its age counts from the answer, so the flag is off.
    const { inquiries } = await database.inbox.list({}, { limit: 50 });
    const row = inquiries.find((listed) => listed.id === id)!;
    expect(row.waitingSince).toBe(stored.waitingSince);
    expect(ageOf(row.waitingSince, Date.parse(stored.waitingSince), work).overdue).toBe(false);
    // The late list: not at the promise's cutoff now, there once the clock passes it.
    const late = async (at: number) =>
      (await database.inbox.waitingSince(new Date(promiseCutoff(at, work)), 100)).inquiries.map(
        (listed) => listed.id,
      );
    expect(await late(Date.parse(stored.waitingSince))).not.toContain(id);
    const weekLater = Date.parse(stored.waitingSince) + 7 * 24 * 3_600_000;
    expect(await late(weekLater)).toContain(id);

    // Answered: nothing waits any more.
    await messages.recordReply(reply(id));
    const replied = (await database.inbox.get(id))!;
    expect(waitsForUs(replied.status)).toBe(false);
    expect(replied.waitingSince).toBe(clockStart(replied.createdAt, await threadOf(id)));
    expect(await late(weekLater)).not.toContain(id);
  });

  it("lists the late ones by when their clock started, the longest waiting first", async () => {
    await sql`update contact_submissions set status = 'archived'`.execute(db);
    const [older, newer] = await insertPlain(db, [
      { createdAt: "2024-05-01T09:00:00.000Z" },
      { createdAt: "2024-06-01T09:00:00.000Z" },
    ]);
    // The older inquiry was answered and then written to again: its clock is the newest.
    await messages.recordReply(reply(older!));
    await messages.recordAnswer(answer(older!));
    const { inquiries } = await database.inbox.waitingSince(new Date(Date.now() + 60_000), 10);
    expect(inquiries.map((listed) => listed.id)).toEqual([newer, older]);
  });

  it("a customer's nudge does not restart the clock: it stays at the first unanswered answer", async () => {
    const id = (await insertPlain(db, [{ createdAt: "2025-01-06T09:00:00.000Z" }]))[0]!;
    // A nudge before any reply: still waiting since the inquiry arrived.
    await messages.recordAnswer({ ...answer(id), receivedAt: new Date("2025-01-07T09:00:00Z") });
    expect((await database.inbox.get(id))!.waitingSince).toBe("2025-01-06T09:00:00.000Z");
    await messages.recordReply(reply(id));
    const first = new Date(Date.now() + 1_000);
    await messages.recordAnswer({ ...answer(id), receivedAt: first });
    await messages.recordAnswer({ ...answer(id), receivedAt: new Date(Date.now() + 2_000) });
    const stored = (await database.inbox.get(id))!;
    expect(stored.status).toBe("in-progress");
    expect(stored.waitingSince).toBe(first.toISOString());
  });

  it("an inquiry handled by hand (a phone call, then Replied) starts afresh at the customer's next answer", async () => {
    const id = (await insertPlain(db, [{ createdAt: "2025-01-06T09:00:00.000Z" }]))[0]!;
    const tick = () => new Promise((done) => setTimeout(done, 20));
    await messages.recordReply(reply(id));
    await tick();
    const first = new Date();
    await messages.recordAnswer({ ...answer(id), receivedAt: first });
    expect((await database.inbox.get(id))!).toMatchObject({
      status: "in-progress",
      waitingSince: first.toISOString(),
    });
    await tick();
    // Staff called them back and marked it Replied: nothing waits for the studio.
    await database.inbox.setStatus(id, "replied");
    const handled = Date.parse((await database.inbox.get(id))!.waitingSince);
    expect(handled).toBeGreaterThanOrEqual(Date.now() - 5_000);
    await tick();
    const next = new Date();
    await messages.recordAnswer({ ...answer(id), receivedAt: next });
    const stored = (await database.inbox.get(id))!;
    expect(stored.status).toBe("in-progress");
    expect(stored.waitingSince).toBe(next.toISOString());
  });

  it("a bulk status change that stops the waiting counts as handled; one between waiting statuses does not", async () => {
    const [a, b] = await insertPlain(db, [
      { createdAt: "2025-01-06T09:00:00.000Z" },
      { createdAt: "2025-01-06T09:00:00.000Z" },
    ]);
    const by = { staffId, actor: "sam@studio.example" };
    await bulkChange(database.inbox, [a!], { kind: "status", status: "in-progress" }, by);
    expect((await database.inbox.get(a!))!.waitingSince).toBe("2025-01-06T09:00:00.000Z");
    const before = Date.now();
    await bulkChange(database.inbox, [a!, b!], { kind: "status", status: "archived" }, by);
    for (const id of [a!, b!])
      expect(Date.parse((await database.inbox.get(id))!.waitingSince)).toBeGreaterThanOrEqual(
        before - 1_000,
      );
    // Set back to In progress by hand: it waits from when it was handled, not from 2025.
    await database.inbox.setStatus(a!, "in-progress");
    expect(Date.parse((await database.inbox.get(a!))!.waitingSince)).toBeGreaterThanOrEqual(
      before - 1_000,
    );
  });

  it("keeps what the rule says for any sequence of replies and answers", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 6 }), async (steps) => {
        const id = (await database.inquiries.create(inquiry(), key())).id!;
        for (const answered of steps) {
          if (answered) await messages.recordAnswer(answer(id));
          else await messages.recordReply(reply(id));
        }
        const stored = (await database.inbox.get(id))!;
        expect(stored.waitingSince).toBe(clockStart(stored.createdAt, await threadOf(id)));
        // It waits for the studio exactly when nothing was written since the customer did.
        expect(waitsForUs(stored.status)).toBe(steps.at(-1) !== false);
      }),
      { numRuns: 15 },
    );
  });

  it("a reply and an answer recorded at the same moment both count: the clock is the whole thread's", async () => {
    for (let round = 0; round < 12; round += 1) {
      const id = (await database.inquiries.create(inquiry(), key())).id!;
      await messages.recordReply(reply(id));
      await Promise.all([messages.recordAnswer(answer(id)), messages.recordReply(reply(id))]);
      const stored = (await database.inbox.get(id))!;
      const thread = await threadOf(id);
      expect(thread).toHaveLength(3);
      expect(stored.waitingSince).toBe(clockStart(stored.createdAt, thread));
      const { rows } = await sql<{ last: string | Date }>`
        select last_message_at as last from contact_submissions where id = ${id}`.execute(db);
      expect(new Date(rows[0]!.last).toISOString()).toBe(
        thread
          .map((mark) => mark.at)
          .sort()
          .at(-1),
      );
    }
  });

  it("heals a thread another release recorded without the clock at the thread's next message", async () => {
    // As a rollback to a release before 0014 leaves it: messages stored, waiting_since untouched.
    const id = (await insertPlain(db, [{ createdAt: "2025-01-06T09:00:00.000Z" }]))[0]!;
    await sql`insert into inquiry_messages
      (submission_id, direction, author, subject, body, message_id, reply_token, sent_at) values
      (${id}, 'out', 'Sam', 'Re', 'Text', ${`<${key()}@example>`}, 'token', '2025-01-06T10:00:00.000Z'),
      (${id}, 'in', 'Ada', 'Re', 'Text', ${`<${key()}@example>`}, 'token', '2025-01-08T10:00:00.000Z')`.execute(
      db,
    );
    expect((await database.inbox.get(id))!.waitingSince).toBe("2025-01-06T09:00:00.000Z");
    await messages.recordAnswer({ ...answer(id), receivedAt: new Date("2025-01-09T10:00:00Z") });
    expect((await database.inbox.get(id))!.waitingSince).toBe("2025-01-08T10:00:00.000Z");
  });
});

describe.each(engines)("migrations 0012 and 0014 on %s", (engine) => {
  let database: InboxDatabase;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await openInboxDatabase(engine, { migrated: false });
    db = database.handle.db as Kysely<unknown>;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it("start the clock of inquiries with a thread at the first unanswered answer, and leave the others at their arrival", async () => {
    const all = migrationsFor(engine);
    const { error } = await new Migrator({
      db: database.handle.db,
      provider: {
        getMigrations: async () =>
          Object.fromEntries(Object.entries(all).filter(([name]) => name < "0014")),
      },
    }).migrateToLatest();
    expect(error).toBeUndefined();
    const [quiet, answered, replied, nudged] = await insertPlain(db, [
      { createdAt: "2025-01-06T09:00:00.000Z" },
      { createdAt: "2025-01-06T09:00:00.000Z", status: "in-progress" },
      { createdAt: "2025-01-06T09:00:00.000Z", status: "replied" },
      { createdAt: "2025-01-06T09:00:00.000Z", status: "in-progress" },
    ]);
    const message = (id: number, direction: "in" | "out", sentAt: string | null) =>
      sql`insert into inquiry_messages
        (submission_id, direction, author, subject, body, message_id, reply_token, sent_at)
        values (${id}, ${direction}, 'someone', 'Re', 'Text', ${`<${key()}@example>`}, 'token', ${sentAt})`.execute(
        db,
      );
    await message(answered!, "out", "2025-01-06T10:00:00.000Z");
    await message(answered!, "in", "2026-03-02T05:00:00.000Z");
    await message(replied!, "in", "2025-02-01T10:00:00.000Z");
    await message(replied!, "out", "2025-02-02T10:00:00.000Z");
    // A reply being sent (claimed, not sent): not a message yet.
    await message(replied!, "out", null);
    // Written to before any reply, then answered twice after it.
    await message(nudged!, "in", "2025-01-06T11:00:00.000Z");
    await message(nudged!, "out", "2025-01-07T10:00:00.000Z");
    await message(nudged!, "in", "2025-01-08T10:00:00.000Z");
    await message(nudged!, "in", "2025-01-09T10:00:00.000Z");
    await migrate(database.handle);

    const since = async (id: number) => (await database.inbox.get(id))!.waitingSince;
    expect(await since(quiet!)).toBe("2025-01-06T09:00:00.000Z");
    expect(await since(answered!)).toBe("2026-03-02T05:00:00.000Z");
    expect(await since(replied!)).toBe("2025-02-02T10:00:00.000Z");
    expect(await since(nudged!)).toBe("2025-01-08T10:00:00.000Z");
  });
});
