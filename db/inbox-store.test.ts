import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { InquiryFields } from "../app/contact/fields";
import { freshDatabase, startPostgres, type TestPostgres } from "../tests/setup/postgres";
import { migrate, openDatabase, type DatabaseHandle } from "./database";
import { InboxStore, likeLiteral, searchedFields, type InboxInquiry } from "./inbox-store";
import { InquiryStore } from "./inquiry-store";
import { StaffStore } from "./staff-store";

/**
 * The inbox's data on a real SQLite file and a real PostgreSQL: migration 0002
 * on a database that already holds inquiries, filters, search with SQL's
 * metacharacters, notes and erasure.
 */
const engines = ["sqlite", "postgres"] as const;

export function inquiry(overrides: Partial<InquiryFields> = {}): InquiryFields {
  return {
    fullName: "Ada Lovelace",
    email: "ada@example.com",
    phone: "",
    company: "Analytical Engines",
    country: "",
    inquiryType: "simulation",
    subject: "A flight trainer",
    message: "We need a drone trainer for forty cadets.",
    budget: "",
    timeline: "",
    serviceType: "",
    consent: true,
    ...overrides,
  };
}

let keys = 0;
const key = () => `inbox-test-key-${++keys}-${Math.random().toString(36).slice(2)}`;

describe.each(engines)("the inbox's data on %s", (engine) => {
  let postgres: TestPostgres | undefined;
  let handle: DatabaseHandle;
  let dataDir: string;
  let inquiries: InquiryStore;
  let inbox: InboxStore;
  let staff: StaffStore;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-inbox-store-"));
    if (engine === "postgres") postgres = await startPostgres();
    const databaseUrl = postgres ? await freshDatabase(postgres.url) : undefined;
    handle = openDatabase({ databaseUrl, dataDir });
    inquiries = new InquiryStore(handle);
    inbox = new InboxStore(handle);
    staff = new StaffStore(handle);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("migrates a database that already holds inquiries: they become new and unassigned", async () => {
    const migrator = await import("kysely").then(
      ({ Migrator }) =>
        new Migrator({
          db: handle.db,
          provider: {
            getMigrations: async () => {
              const { migrationsFor } = await import("./migrations");
              const all = migrationsFor(handle.engine);
              return { "0001_contact_submissions": all["0001_contact_submissions"]! };
            },
          },
        }),
    );
    await migrator.migrateToLatest();
    await sql`insert into contact_submissions (full_name, email, inquiry_type, subject, message, idempotency_key)
      values ('Old', 'old@example.com', 'other', 'Before the inbox', 'Sent before migration 0002.', 'old-key')`.execute(
      handle.db,
    );
    await migrate(handle);
    const [old] = (await inbox.list({}, { offset: 0, limit: 10 })).inquiries;
    expect(old).toMatchObject({ fullName: "Old", status: "new", assigneeId: null });
  });

  describe("with inquiries", () => {
    beforeEach(async () => {
      await sql`delete from contact_submissions`.execute(handle.db);
      await sql`delete from inbox_audit`.execute(handle.db);
    });

    it("lists newest first, pages, counts by status and filters", async () => {
      for (let i = 0; i < 5; i++) {
        await inquiries.create(
          inquiry({ subject: `Subject ${i}`, inquiryType: i % 2 ? "game" : "ai" }),
          key(),
        );
      }
      const first = await inbox.list({}, { offset: 0, limit: 2 });
      expect(first.total).toBe(5);
      expect(first.inquiries.map((i) => i.subject)).toEqual(["Subject 4", "Subject 3"]);
      const last = await inbox.list({}, { offset: 4, limit: 2 });
      expect(last.inquiries.map((i) => i.subject)).toEqual(["Subject 0"]);

      const target = first.inquiries[0]!.id;
      expect(await inbox.setStatus(target, "replied")).toBe("new");
      expect(await inbox.countsByStatus()).toEqual({
        new: 4,
        "in-progress": 0,
        replied: 1,
        archived: 0,
        spam: 0,
      });
      expect((await inbox.list({ status: "replied" }, { offset: 0, limit: 9 })).total).toBe(1);
      expect((await inbox.list({ inquiryType: "game" }, { offset: 0, limit: 9 })).total).toBe(2);

      const person = await staff.invite("sales@studio.example", 60_000);
      await inbox.assign(target, person.staff.id);
      const mine = await inbox.list({ assignee: person.staff.id }, { offset: 0, limit: 9 });
      expect(mine.inquiries.map((i) => i.id)).toEqual([target]);
      expect((await inbox.list({ assignee: "none" }, { offset: 0, limit: 9 })).total).toBe(4);

      const future = new Date(Date.now() + 60_000);
      expect((await inbox.list({ from: future }, { offset: 0, limit: 9 })).total).toBe(0);
      expect((await inbox.list({ to: future }, { offset: 0, limit: 9 })).total).toBe(5);
    });

    it("searches name, e-mail, company, subject and message, whatever characters the words hold", async () => {
      // Values full of SQL's and LIKE's metacharacters, stored as they are.
      const texts = [
        "50% off_",
        "O'Brien; drop table staff;--",
        "back\\slash",
        '"quoted"',
        "[x]*?",
      ];
      for (const text of texts) {
        await inquiries.create(inquiry({ company: text, subject: `About ${text}` }), key());
      }
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.constantFrom("%", "_", "\\", "'", '"', ";", "--", "50%", "'Brien", "\\s", "[x]"),
            fc.string({ maxLength: 6 }),
          ),
          async (word) => {
            const found = await inbox.all({ search: word });
            const stored = await inbox.all({});
            const words = word.trim().split(/\s+/).filter(Boolean);
            const expected = stored.filter((row) =>
              words.every((w) =>
                searchedFields.some((field) =>
                  String(row[field]).toLowerCase().includes(w.toLowerCase()),
                ),
              ),
            );
            expect(found.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
          },
        ),
        { numRuns: 60 },
      );
      expect(await staff.list()).toBeDefined();
    });

    it("keeps notes with their inquiry and erases them with it; the audit keeps only that it happened", async () => {
      const { id } = await inquiries.create(inquiry(), key());
      const person = await staff.invite("notes@studio.example", 60_000);
      await inbox.addNote(id!, person.staff.id, "Called back, wants a quote.");
      await inbox.record({
        staffId: person.staff.id,
        actor: person.staff.email,
        action: "note.added",
        submissionId: id!,
      });
      expect((await inbox.notes(id!)).map((n) => n.body)).toEqual(["Called back, wants a quote."]);
      expect(await inbox.erase(id!)).toBe(true);
      await inbox.record({
        staffId: person.staff.id,
        actor: person.staff.email,
        action: "inquiry.erased",
        submissionId: id!,
      });
      expect(await inbox.get(id!)).toBeUndefined();
      const notes = await sql<{ n: number }>`select count(*) as n from inquiry_notes`.execute(
        handle.db,
      );
      expect(Number(notes.rows[0]!.n)).toBe(0);
      const audit = await inbox.audit({ submissionId: id! });
      expect(audit.map((entry) => entry.action)).toEqual(["inquiry.erased", "note.added"]);
      expect(JSON.stringify(audit)).not.toContain("quote");
    });

    it("the retention purge and the CLI's erasure by address take notes with the inquiries", async () => {
      const { id } = await inquiries.create(inquiry({ email: "gone@example.com" }), key());
      const person = await staff.invite("purge@studio.example", 60_000);
      await inbox.addNote(id!, person.staff.id, "A note with a phone number 555-0100.");
      expect(await inquiries.deleteByEmail("GONE@example.com")).toBe(1);
      const left = await sql<{ n: number }>`select count(*) as n from inquiry_notes`.execute(
        handle.db,
      );
      expect(Number(left.rows[0]!.n)).toBe(0);
    });
  });

  it("escapes LIKE's wildcards so that they match themselves", () => {
    expect(likeLiteral("50%_\\")).toBe("50\\%\\_\\\\");
  });
});

export type { InboxInquiry };
