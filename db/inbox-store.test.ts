import fc from "fast-check";
import { Migrator, sql, type Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Cursor } from "../app/inbox/cursor";
import {
  countedByStatus,
  countsTable,
  inquiry,
  insertPlain,
  key,
  openInboxDatabase,
  type InboxDatabase,
} from "../tests/setup/inbox-database";
import { migrate } from "./database";
import { COUNT_LIMIT, InboxStore, type ListedInquiry } from "./inbox-store";
import { migrationsFor } from "./migrations";

/**
 * The inbox's list on a real SQLite file and a real PostgreSQL: migrations on a
 * database that already holds inquiries, keyset pages (every inquiry once,
 * forward and back, also among equal times), filters and their totals, notes
 * and erasure, and the counts by status, which triggers keep whoever writes.
 */
const engines = ["sqlite", "postgres"] as const;

/** Every page of the list from the newest on, following "Older" (and checking "Newer" on the way). */
async function pageThrough(inbox: InboxStore, limit: number, filter = {}) {
  const seen: ListedInquiry[][] = [];
  let after: Cursor | undefined;
  for (let guard = 0; guard < 1000; guard++) {
    const page = await inbox.list(filter, { limit, after });
    seen.push(page.inquiries);
    expect(page.newer === null).toBe(after === undefined);
    if (!page.older) break;
    after = page.older;
  }
  return seen;
}

describe.each(engines)("the inbox's list on %s", (engine) => {
  let database: InboxDatabase;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await openInboxDatabase(engine, { migrated: false });
    db = database.handle.db as Kysely<unknown>;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it("migrates a database that already holds inquiries: they become new, are counted and are found", async () => {
    const all = migrationsFor(engine);
    const upTo = (last: string) =>
      new Migrator({
        db: database.handle.db,
        provider: {
          getMigrations: async () =>
            Object.fromEntries(Object.entries(all).filter(([name]) => name <= last)),
        },
      }).migrateToLatest();
    await upTo("0001_contact_submissions");
    await sql`insert into contact_submissions (full_name, email, inquiry_type, subject, message, idempotency_key)
      values ('Old', 'old@example.com', 'other', 'Before the inbox', 'Sent before the simulations existed.', 'old-key')`.execute(
      db,
    );
    await upTo("0002_inbox");
    await insertPlain(db, [
      { fullName: "Grace Hopper", email: "grace@navy.example", status: "replied" },
    ]);
    await migrate(database.handle);

    const { inquiries, total } = await database.inbox.list({}, { limit: 10 });
    expect(inquiries.map((row) => [row.fullName, row.status])).toEqual([
      ["Grace Hopper", "replied"],
      ["Old", "new"],
    ]);
    expect(total).toEqual({ count: 2, exact: true });
    expect(await database.inbox.countsByStatus()).toMatchObject({ new: 1, replied: 1 });
    // Indexed by the migration: a word form, and a part of a name.
    const found = async (search: string) =>
      (await database.inbox.find({ search }, { page: 1, limit: 10 })).inquiries.map(
        (row) => row.fullName,
      );
    expect(await found("simulator")).toEqual(["Old"]);
    expect(await found("hopp")).toEqual(["Grace Hopper"]);
    if (engine === "sqlite") {
      // FTS5 checks its index against the inquiries it is built from.
      await sql`insert into inquiry_search (inquiry_search, rank) values ('integrity-check', 1)`.execute(
        db,
      );
      await sql`insert into inquiry_contact_search (inquiry_contact_search, rank) values ('integrity-check', 1)`.execute(
        db,
      );
    }
  });

  describe("with inquiries", () => {
    // Also when the migration test above is not run (a filtered run).
    beforeAll(() => migrate(database.handle));
    beforeEach(async () => {
      await sql`delete from contact_submissions`.execute(db);
      await sql`delete from inbox_audit`.execute(db);
    });

    it("pages newest first from a cursor: every inquiry once, forward and back, whatever the times and the page size", async () => {
      // Times drawn from a few instants, so that many inquiries share one (the
      // id orders them then); PostgreSQL's have microseconds.
      const instants = [
        "2026-03-01T10:00:00.000001Z",
        "2026-03-01T10:00:00.000002Z",
        "2026-03-01T10:00:00.5Z",
        "2026-03-02T00:00:00Z",
      ].map((at) => (engine === "sqlite" ? new Date(at).toISOString() : at));
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...instants), { minLength: 0, maxLength: 14 }),
          fc.integer({ min: 1, max: 5 }),
          async (times, limit) => {
            runs += 1;
            await sql`delete from contact_submissions`.execute(db);
            await insertPlain(
              db,
              times.map((createdAt, n) => ({ createdAt, subject: `Inquiry ${n}` })),
            );
            const { rows } = await sql<{ id: number }>`select id from contact_submissions
              order by created_at desc, id desc`.execute(db);
            const expected = rows.map((row) => Number(row.id));

            const forward = await pageThrough(database.inbox, limit);
            expect(forward.flat().map((row) => row.id)).toEqual(expected);
            expect(forward.every((page) => page.length <= limit)).toBe(true);

            // Back from the last page, following "Newer": the same pages, reversed.
            const back: number[][] = [];
            let page = await database.inbox.list(
              {},
              { limit, after: forward.at(-2)?.at(-1)?.cursor },
            );
            back.push(page.inquiries.map((row) => row.id));
            while (page.newer) {
              page = await database.inbox.list({}, { limit, before: page.newer });
              back.push(page.inquiries.map((row) => row.id));
            }
            if (forward.length > 1) {
              expect(back.reverse()).toEqual(forward.map((rows) => rows.map((row) => row.id)));
            }
          },
        ),
        { numRuns: engine === "sqlite" ? 40 : 20 },
      );
      expect(runs).toBeGreaterThan(10);
    });

    it("filters by status, type, service, assignee (or nobody) and days, each total exact or from the counts", async () => {
      const person = await database.staff.invite("sales@studio.example", 60_000);
      const ids = await insertPlain(db, [
        { inquiryType: "ai", serviceType: "ai-agents", createdAt: "2026-01-10T09:00:00.000Z" },
        {
          inquiryType: "game-development",
          serviceType: "unity",
          createdAt: "2026-01-20T09:00:00.000Z",
        },
        { inquiryType: "ai", status: "replied", createdAt: "2026-02-01T09:00:00.000Z" },
        {
          inquiryType: "simulation",
          assigneeId: person.staff.id,
          createdAt: "2026-02-10T09:00:00.000Z",
        },
        { inquiryType: "ai", status: "spam", createdAt: "2026-03-01T09:00:00.000Z" },
      ]);
      const listed = async (filter: Parameters<InboxStore["list"]>[0]) => {
        const page = await database.inbox.list(filter, { limit: 10 });
        return { ids: page.inquiries.map((row) => row.id), total: page.total };
      };
      const exactly = (...rows: number[]) => ({
        ids: rows.map((n) => ids[n]!),
        total: { count: rows.length, exact: true },
      });
      expect(await listed({})).toEqual(exactly(4, 3, 2, 1, 0));
      expect(await listed({ status: "new" })).toEqual(exactly(3, 1, 0));
      expect(await listed({ status: "archived" })).toEqual(exactly());
      expect(await listed({ inquiryType: "ai" })).toEqual(exactly(4, 2, 0));
      expect(await listed({ serviceType: "unity" })).toEqual(exactly(1));
      expect(await listed({ assignee: person.staff.id })).toEqual(exactly(3));
      expect(await listed({ assignee: "none" })).toEqual(exactly(4, 2, 1, 0));
      expect(
        await listed({
          from: new Date("2026-01-20T00:00:00Z"),
          to: new Date("2026-02-10T00:00:00Z"),
        }),
      ).toEqual(exactly(2, 1));
      expect(await listed({ inquiryType: "ai", status: "new" })).toEqual(exactly(0));
      // Status changes and assignment through the store move the counts.
      expect(await database.inbox.setStatus(ids[0]!, "in-progress")).toBe("new");
      await database.inbox.assign(ids[1]!, person.staff.id);
      expect(await database.inbox.countsByStatus()).toEqual({
        new: 2,
        "in-progress": 1,
        replied: 1,
        archived: 0,
        spam: 1,
      });
    });

    it('stops counting a filter past its limit (10,000 in the inbox): the total says "more than"', async () => {
      const inbox = new InboxStore(database.handle, { countLimit: 3 });
      await insertPlain(db, [
        ...Array.from({ length: 5 }, () => ({ inquiryType: "ai" })),
        ...Array.from({ length: 3 }, () => ({ inquiryType: "other" })),
      ]);
      expect((await inbox.list({ inquiryType: "ai" }, { limit: 2 })).total).toEqual({
        count: 3,
        exact: false,
      });
      expect((await inbox.list({ inquiryType: "other" }, { limit: 2 })).total).toEqual({
        count: 3,
        exact: true,
      });
      // Unfiltered and by status, the counts table answers exactly.
      expect((await inbox.list({}, { limit: 2 })).total).toEqual({ count: 8, exact: true });
      expect((await inbox.list({ status: "new" }, { limit: 2 })).total).toEqual({
        count: 8,
        exact: true,
      });
      expect(COUNT_LIMIT).toBe(10_000);
    });

    it("keeps the counts right whoever writes: the store, the CLI's deletions, or plain SQL as older code does", async () => {
      const statuses = ["new", "in-progress", "replied", "archived", "spam"] as const;
      type Step =
        | { kind: "insert"; status: string; email: string; days: number }
        | { kind: "status"; pick: number; status: string }
        | { kind: "assign"; pick: number }
        | { kind: "delete"; pick: number }
        | { kind: "delete-email"; email: string }
        | { kind: "purge"; days: number }
        | { kind: "store-status"; pick: number; status: (typeof statuses)[number] }
        | { kind: "erase"; pick: number };
      const email = fc.constantFrom("a@example.com", "b@example.com", "c@example.com");
      const step: fc.Arbitrary<Step> = fc.oneof(
        fc.record({
          kind: fc.constant("insert" as const),
          status: fc.constantFrom(...statuses),
          email,
          days: fc.integer({ min: 0, max: 60 }),
        }),
        fc.record({
          kind: fc.constant("status" as const),
          pick: fc.nat(),
          status: fc.constantFrom(...statuses),
        }),
        fc.record({ kind: fc.constant("assign" as const), pick: fc.nat() }),
        fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
        fc.record({ kind: fc.constant("delete-email" as const), email }),
        fc.record({ kind: fc.constant("purge" as const), days: fc.integer({ min: 0, max: 60 }) }),
        fc.record({
          kind: fc.constant("store-status" as const),
          pick: fc.nat(),
          status: fc.constantFrom(...statuses),
        }),
        fc.record({ kind: fc.constant("erase" as const), pick: fc.nat() }),
      );
      const person = await database.staff.invite("counts@studio.example", 60_000);
      let changes = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
          await sql`delete from contact_submissions`.execute(db);
          for (const s of steps) {
            const { rows } = await sql<{
              id: number;
            }>`select id from contact_submissions order by id`.execute(db);
            const picked =
              "pick" in s && rows.length ? Number(rows[s.pick % rows.length]!.id) : undefined;
            switch (s.kind) {
              case "insert":
                await insertPlain(db, [
                  {
                    status: s.status,
                    email: s.email,
                    createdAt: new Date(Date.now() - s.days * 86_400_000).toISOString(),
                  },
                ]);
                break;
              case "status":
                if (picked)
                  await sql`update contact_submissions set status = ${s.status} where id = ${picked}`.execute(
                    db,
                  );
                break;
              case "assign":
                if (picked) await database.inbox.assign(picked, person.staff.id);
                break;
              case "delete":
                if (picked)
                  await sql`delete from contact_submissions where id = ${picked}`.execute(db);
                break;
              case "delete-email":
                await database.inquiries.deleteByEmail(s.email);
                break;
              case "purge":
                await database.inquiries.purgeOlderThan(new Date(Date.now() - s.days * 86_400_000));
                break;
              case "store-status":
                if (picked) await database.inbox.setStatus(picked, s.status);
                break;
              case "erase":
                if (picked) await database.inbox.erase(picked);
                break;
            }
            changes += 1;
          }
          expect(await countsTable(db)).toEqual(await countedByStatus(db));
          const counted = await countedByStatus(db);
          const counts = await database.inbox.countsByStatus();
          for (const status of statuses) expect(counts[status]).toBe(counted[status] ?? 0);
        }),
        { numRuns: engine === "sqlite" ? 40 : 25 },
      );
      expect(changes).toBeGreaterThan(100);
      // Several rows in one statement, of several statuses, as a bulk UPDATE does.
      await insertPlain(db, [{ status: "new" }, { status: "spam" }, { status: "replied" }]);
      await sql`update contact_submissions set status = 'archived'`.execute(db);
      expect(await countsTable(db)).toEqual(await countedByStatus(db));
    }, 120_000);

    it("keeps notes with their inquiry and erases them with it; the audit keeps only that it happened", async () => {
      const { id } = await database.inquiries.create(inquiry(), key());
      const person = await database.staff.invite("notes@studio.example", 60_000);
      await database.inbox.addNote(id!, person.staff.id, "Called back, wants a quote.");
      await database.inbox.record({
        staffId: person.staff.id,
        actor: person.staff.email,
        action: "note.added",
        submissionId: id!,
      });
      expect((await database.inbox.notes(id!)).map((n) => n.body)).toEqual([
        "Called back, wants a quote.",
      ]);
      expect(await database.inbox.erase(id!)).toBe(true);
      await database.inbox.record({
        staffId: person.staff.id,
        actor: person.staff.email,
        action: "inquiry.erased",
        submissionId: id!,
      });
      expect(await database.inbox.get(id!)).toBeUndefined();
      const notes = await sql<{ n: number }>`select count(*) as n from inquiry_notes`.execute(db);
      expect(Number(notes.rows[0]!.n)).toBe(0);
      const audit = await database.inbox.audit({ submissionId: id! });
      expect(audit.map((entry) => entry.action)).toEqual(["inquiry.erased", "note.added"]);
      expect(JSON.stringify(audit)).not.toContain("quote");
    });

    it("finds what still waits for us since a cutoff, the oldest first, and says when there are more", async () => {
      const ids = await insertPlain(db, [
        { status: "new", createdAt: "2026-03-02T09:00:00.000Z" },
        { status: "in-progress", createdAt: "2026-03-01T09:00:00.000Z" },
        { status: "replied", createdAt: "2026-02-01T09:00:00.000Z" },
        { status: "spam", createdAt: "2026-02-01T09:00:00.000Z" },
        { status: "new", createdAt: "2026-03-05T09:00:00.000Z" },
        { status: "new", createdAt: "2026-03-03T09:00:00.000Z" },
      ]);
      const cutoff = new Date("2026-03-03T09:00:00.000Z");
      const all = await database.inbox.waitingSince(cutoff, 10);
      expect(all.inquiries.map((inquiry) => inquiry.id)).toEqual([ids[1], ids[0], ids[5]]);
      expect(all.more).toBe(false);
      const two = await database.inbox.waitingSince(cutoff, 2);
      expect(two.inquiries.map((inquiry) => inquiry.id)).toEqual([ids[1], ids[0]]);
      expect(two.more).toBe(true);
    });

    it("gives the notes of many inquiries at once (the export), each inquiry's oldest first", async () => {
      const person = await database.staff.invite("export-notes@studio.example", 60_000);
      const ids: number[] = [];
      for (let n = 0; n < 3; n++) ids.push((await database.inquiries.create(inquiry(), key())).id!);
      await database.inbox.addNote(ids[0]!, person.staff.id, "First, on the first.");
      await database.inbox.addNote(ids[2]!, person.staff.id, "Only on the third.");
      await database.inbox.addNote(ids[0]!, person.staff.id, "Second, on the first.");
      const notes = await database.inbox.notesOf(ids);
      expect(notes.get(ids[0]!)?.map((note) => note.body)).toEqual([
        "First, on the first.",
        "Second, on the first.",
      ]);
      expect(notes.has(ids[1]!)).toBe(false);
      expect(notes.get(ids[2]!)?.map((note) => [note.author, note.staffId])).toEqual([
        ["export-notes@studio.example", person.staff.id],
      ]);
      expect((await database.inbox.notesOf([])).size).toBe(0);
    });

    it("the retention purge and the CLI's erasure by address take notes with the inquiries", async () => {
      const { id } = await database.inquiries.create(inquiry({ email: "gone@example.com" }), key());
      const person = await database.staff.invite("purge@studio.example", 60_000);
      await database.inbox.addNote(id!, person.staff.id, "A note with a phone number 555-0100.");
      expect(await database.inquiries.deleteByEmail("GONE@example.com")).toBe(1);
      const left = await sql<{ n: number }>`select count(*) as n from inquiry_notes`.execute(db);
      expect(Number(left.rows[0]!.n)).toBe(0);
    });
  });
});
