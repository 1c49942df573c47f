import fc from "fast-check";
import { sql, type Kysely, type KyselyPlugin } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Segment } from "../app/inbox/segments";
import {
  inquiry,
  insertPlain,
  key,
  openInboxDatabase,
  type InboxDatabase,
} from "../tests/setup/inbox-database";
import { fts5AllWords, NEWEST_SCAN, segmentsOf } from "./inbox-search";
import { InboxStore, type InboxFilter } from "./inbox-store";

/**
 * The inbox's search (db/inbox-search.ts, migration 0005) on a real SQLite file
 * and a real PostgreSQL: word forms, ranking, an exact address or phone
 * number, parts of names and addresses, the marks, a search narrowed by the
 * filters and bounded by its window, whatever a person types (FTS5's own query
 * syntax included), and erasure taking an inquiry out of the index itself.
 */
const engines = ["sqlite", "postgres"] as const;

/** The marked pieces of a field, as text: "Flight [simulations] for drones". */
const shown = (segments: readonly Segment[] | null) =>
  segments?.map((s) => (s.mark ? `[${s.text}]` : s.text)).join("") ?? null;

describe.each(engines)("the inbox's search on %s", (engine) => {
  let database: InboxDatabase;
  let db: Kysely<unknown>;
  const find = async (search: string, filter: InboxFilter = {}, inbox = database.inbox) =>
    (await inbox.find({ ...filter, search }, { page: 1, limit: 50 })).inquiries;
  const subjects = async (search: string, filter: InboxFilter = {}) =>
    (await find(search, filter)).map((row) => row.subject);

  beforeAll(async () => {
    database = await openInboxDatabase(engine);
    db = database.handle.db as Kysely<unknown>;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await sql`delete from contact_submissions`.execute(db);
  });

  it("finds word forms (stemming) and marks the words as they matched", async () => {
    await insertPlain(db, [
      { subject: "Flight simulations for drones", message: "Forty cadets a year." },
      { subject: "A horror game", message: "We would like a simulator for our players, too." },
      { subject: "Accounting", message: "Nothing of the kind." },
    ]);
    expect(await subjects("simulator")).toEqual(["Flight simulations for drones", "A horror game"]);
    expect(await subjects("SIMULATING")).toHaveLength(2);
    const [first, second] = await find("simulator");
    expect(shown(first!.marks.subject)).toBe("Flight [simulations] for drones");
    expect(first!.marks.excerpt).toBeNull();
    expect(shown(second!.marks.subject)).toBe("A horror game");
    expect(shown(second!.marks.excerpt)).toContain("[simulator]");
    // Every word must be there, in any field.
    expect(await subjects("simulator cadets")).toEqual(["Flight simulations for drones"]);
    expect(await subjects("simulator accounting")).toEqual([]);
  });

  it("ranks matches in the subject first, then in name, company or address, then the message; equal ones newest first", async () => {
    await insertPlain(db, [
      { subject: "Old: a Unity game", message: "Hello.", createdAt: "2026-01-01T00:00:00.000Z" },
      { subject: "Hello", message: "About a game.", createdAt: "2026-01-02T00:00:00.000Z" },
      {
        subject: "Hello",
        message: "About a game.",
        createdAt: "2026-01-03T00:00:00.000Z",
        fullName: "Zoe Game",
      },
      { subject: "Hello", message: "About a game.", createdAt: "2026-01-04T00:00:00.000Z" },
    ]);
    const found = await find("game");
    expect(found.map((row) => row.createdAt.slice(0, 10))).toEqual([
      "2026-01-01",
      "2026-01-03",
      "2026-01-04",
      "2026-01-02",
    ]);
  });

  it("finds a whole e-mail address's inquiries only, whatever its case, and marks it", async () => {
    await insertPlain(db, [
      { email: "ada@example.com", subject: "First" },
      { email: "Ada@Example.com", subject: "Second" },
      { email: "ada@example.org", subject: "Elsewhere" },
      { email: "grace@example.com", subject: "Mentions", message: "Copy ada@example.com please." },
    ]);
    expect(await subjects("ADA@example.COM")).toEqual(["Second", "First"]);
    const [row] = await find("ada@example.com");
    expect(shown(row!.marks.email)).toBe("[Ada@Example.com]");
  });

  it("finds a phone number written another way by its digits, and shows it", async () => {
    await insertPlain(db, [
      { phone: "+44 20 7946 0018", subject: "By phone" },
      { phone: "+44 20 7946 0019", subject: "Another" },
    ]);
    expect(await subjects("+44 (20) 7946-0018")).toEqual(["By phone"]);
    expect(await subjects("442079460018")).toEqual(["By phone"]);
    const [row] = await find("44.20.7946.0018");
    expect(shown(row!.marks.phone)).toBe("[+44 20 7946 0018]");
    expect(await subjects("0018")).toEqual([]);
  });

  it("finds a part of a name or an address (three characters or more) and marks it", async () => {
    await insertPlain(db, [
      { fullName: "Ada Lovelace", email: "ada@analytical.example", subject: "One" },
      { fullName: "Grace Hopper", email: "grace@navy.example", subject: "Two" },
      { fullName: "José Müller", email: "jose@post.example", subject: "Three" },
    ]);
    expect(await subjects("lovel")).toEqual(["One"]);
    expect(await subjects("NAVY.EX")).toEqual(["Two"]);
    expect(await subjects("ada love")).toEqual(["One"]);
    const [row] = await find("lovel");
    expect(shown(row!.marks.fullName)).toBe("Ada [Lovel]ace");
    const [navy] = await find("navy.ex");
    expect(shown(navy!.marks.email)).toBe("grace@[navy.ex]ample");
    // Two characters are not enough for a part, nor are more than 32 one.
    expect(await subjects("ov")).toEqual([]);
    expect(await subjects("ada lovelace ada lovelace ada lov")).toEqual([]);
    expect(await subjects("müller")).toEqual(["Three"]);
    // LIKE's wildcards in a part are themselves (PostgreSQL's part search is a LIKE).
    await insertPlain(db, [
      { fullName: "Half 50%_off", subject: "Four" },
      { fullName: "Bo Li", email: "a0bco@example.com", subject: "Five" },
    ]);
    expect(await subjects("0%_o")).toEqual(["Four"]);
    // Without the accent: SQLite's trigram index folds it, PostgreSQL's lower() keeps it.
    expect(await subjects("muller")).toEqual(engine === "sqlite" ? ["Three"] : []);
  });

  it("narrows a search by the filters, and ranks at most its window of matches", async () => {
    await insertPlain(db, [
      ...Array.from({ length: 6 }, (_, n) => ({ subject: `Game ${n}`, status: "new" })),
      { subject: "Game spam", status: "spam", inquiryType: "other" },
    ]);
    expect(await subjects("game", { status: "spam" })).toEqual(["Game spam"]);
    expect(await subjects("game", { inquiryType: "other" })).toEqual(["Game spam"]);
    const small = new InboxStore(database.handle, { searchWindow: 4 });
    const page = await small.find({ search: "game" }, { page: 1, limit: 3 });
    expect(page.total).toEqual({ count: 4, exact: false });
    expect(page.pages).toBe(2);
    // A page beyond the results (an old link) shows the last one.
    const beyond = await small.find({ search: "game" }, { page: 9, limit: 3 });
    expect([beyond.page, beyond.inquiries.length]).toEqual([2, 1]);
    const all = await database.inbox.find({ search: "game" }, { page: 1, limit: 3 });
    expect(all.total).toEqual({ count: 7, exact: true });
    // Exactly as many matches as the window: all of them, and no "more than".
    const seven = new InboxStore(database.handle, { searchWindow: 7 });
    expect((await seven.find({ search: "game" }, { page: 1, limit: 3 })).total).toEqual({
      count: 7,
      exact: true,
    });
  });

  it("reads at most its window from any index, however many match", async () => {
    // Every ordered read the search makes, as Kysely builds it.
    const reads: { limit: unknown; window: number }[] = [];
    let window = 4;
    const recorder: KyselyPlugin = {
      transformQuery({ node }) {
        if (node.kind === "SelectQueryNode" && node.orderBy) {
          const limit = node.limit?.limit;
          reads.push({ limit: limit && "value" in limit ? limit.value : undefined, window });
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const watched = new InboxStore(
      { ...database.handle, db: database.handle.db.withPlugin(recorder) },
      { searchWindow: 4 },
    );
    await insertPlain(
      db,
      Array.from({ length: 9 }, (_, n) => ({
        subject: `Game ${n}`,
        fullName: `Gamer ${n}`,
        email: `gamer${n}@example.com`,
        phone: "+44 20 7946 0018",
      })),
    );
    for (const search of ["game", "gamer", "+44 20 7946 0018", "gamer1@example.com"]) {
      window = 4;
      await watched.find({ search }, { page: 1, limit: 3 });
      window = 6;
      await watched.all({ search }, 6);
    }
    expect(reads.length).toBeGreaterThan(8);
    for (const read of reads) {
      expect(read.limit).toBeTypeOf("number");
      // The window, and one more row to tell whether there are more; or, on
      // PostgreSQL, the newest rows it reads first.
      if (read.limit !== NEWEST_SCAN) expect(read.limit).toBeLessThanOrEqual(read.window + 1);
    }
  });

  it("finds the newest matches beyond the newest rows it reads first, rare or common (PostgreSQL's second step)", async () => {
    // Oldest first: a rare word in one old inquiry, a common one in every third.
    await insertPlain(
      db,
      Array.from({ length: 30 }, (_, n) => ({
        subject: `${n === 2 ? "Zanzibar" : "Plain"} ${n % 3 === 0 ? "common" : "other"} ${n}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
      })),
    );
    // Reads the 5 newest first, then decides: the rare word through its index,
    // the common one by walking on.
    const inbox = new InboxStore(database.handle, { newestScan: 5, searchWindow: 4 });
    const found = async (search: string) =>
      (await inbox.find({ search }, { page: 1, limit: 10 })).inquiries.map((row) => row.subject);
    expect(await found("zanzibar")).toEqual(["Zanzibar other 2"]);
    expect(await found("common")).toEqual([
      "Plain common 27",
      "Plain common 24",
      "Plain common 21",
      "Plain common 18",
    ]);
    expect(await found("nobody")).toEqual([]);
  });

  it("shows stored text that holds the marks' own characters without marks", async () => {
    await insertPlain(db, [{ subject: "Game \uE000forged\uE001 mark", message: "A game." }]);
    const [row] = await find("game");
    expect(row!.marks.subject).toEqual([{ text: "Game \uE000forged\uE001 mark", mark: false }]);
    expect(segmentsOf("a\uE001b")).toBeUndefined();
    expect(segmentsOf("\uE000a\uE000b\uE001")).toBeUndefined();
  });

  it("takes FTS5's query syntax as text: quotes, *, NEAR, -, OR, NOT, column filters", async () => {
    await insertPlain(db, [
      { subject: "alpha", message: "Only the first word." },
      { subject: "beta", message: "Only the second word." },
      { subject: "alphabet soup", message: "A longer word." },
    ]);
    expect(await subjects("alpha")).toEqual(["alpha"]);
    // Each read as text: every word it holds must be there. Read as syntax, the
    // ones that find nothing would find alpha, beta or alphabet (an OR, a NOT,
    // a prefix), or fail as a malformed query.
    for (const [attempt, expected] of [
      ["alpha OR beta", []],
      ["alpha* ", ["alpha"]],
      ["alph*", []],
      ["NEAR(alpha beta)", []],
      ["alpha NOT beta", []],
      ["alpha -beta", []],
      ["-beta", ["beta"]],
      ["alpha + beta", []],
      ["subject:beta", []],
      ["{subject}: beta", []],
      ["^beta", ["beta"]],
      ['"alpha" OR "beta"', []],
      ['alpha" OR "beta', []],
      ["beta) OR (alpha", []],
      ['"', []],
      ["*", []],
    ] as const) {
      expect(await subjects(attempt), attempt).toEqual(expected);
    }
    expect(fts5AllWords(['a"b', "NEAR"])).toBe('"a""b" "NEAR"');
  });

  it("answers any string without an error, and finds only what its words find", async () => {
    const words = ["alpha", "beta", "gamma", "delta"];
    await insertPlain(
      db,
      words.map((word, n) => ({
        subject: `${word} ${words[(n + 1) % 4]}`,
        fullName: `Person ${word}`,
      })),
    );
    const syntax = fc.constantFrom(
      '"',
      "'",
      "*",
      "NEAR",
      "NEAR(",
      ")",
      "(",
      "-",
      "+",
      "^",
      ":",
      "OR",
      "AND",
      "NOT",
      "{",
      "}",
      ";",
      "--",
      "%",
      "_",
      "\\",
      "\u0000",
      "\uE000",
      "subject:",
      "rowid",
      "rank",
      "bm25(",
      "@@",
      "|",
      "&",
      "!",
    );
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "grapheme", maxLength: 20 }),
      fc
        .array(fc.oneof(syntax, fc.constantFrom(...words)), { maxLength: 6 })
        .map((parts) => parts.join(" ")),
      fc
        .array(fc.oneof(syntax, fc.constantFrom(...words)), { maxLength: 6 })
        .map((parts) => parts.join("")),
    );
    let withWord = 0;
    const numRuns = engine === "sqlite" ? 300 : 150;
    await fc.assert(
      fc.asyncProperty(text, async (search) => {
        const found = await subjects(search);
        // Whatever matched, it holds the search's words: with syntax read as
        // syntax (OR, NOT, NEAR, a column), other rows would come back.
        const present = words.filter((word) =>
          search
            .toLowerCase()
            .split(/[^a-z]+/)
            .includes(word),
        );
        if (present.length) withWord += 1;
        for (const subject of found) {
          for (const word of present) expect(subject, search).toContain(word);
        }
        await database.inbox.all({ search });
      }),
      { numRuns },
    );
    // Some searches held a word, so the check above ran: about a quarter of them on
    // average (25 of 150 in the lowest run seen); a tenth is far below any run's count.
    expect(withWord).toBeGreaterThan(numRuns / 10);
  }, 60_000);

  it("erasure takes the inquiry out of the search index itself (the inbox's, the CLI's delete and purge)", async () => {
    const secret = {
      fullName: "Qxzwy Vandermolen",
      subject: "Zebulonique tender",
      message: "Quartermaine.",
    };
    /** Nothing of `secret` is found or left in the index; `id` is no longer there (unless it was only changed). */
    const gone = async (id: number, erased = true) => {
      expect(await subjects("zebulonique")).toEqual([]);
      expect(await subjects("qxzwy")).toEqual([]);
      if (engine === "sqlite") {
        // The index's own answer (the search itself also joins the inquiries).
        const { rows } =
          await sql`select rowid from inquiry_search where inquiry_search match 'zebulonique'`.execute(
            db,
          );
        expect(rows).toEqual([]);
        const { rows: parts } =
          await sql`select rowid from inquiry_contact_search where inquiry_contact_search match '"qxzwy"'`.execute(
            db,
          );
        expect(parts).toEqual([]);
        // Nor are its words or its name's trigrams in the indexes' vocabularies.
        for (const [vocabulary, term] of [
          ["inquiry_search", "zebuloniqu"],
          ["inquiry_contact_search", "qxz"],
        ] as const) {
          const name = sql.table(`temp.${vocabulary}_terms`);
          await sql`create virtual table if not exists ${name}
            using fts5vocab(main, ${sql.raw(vocabulary)}, row)`.execute(db);
          const { rows: terms } = await sql`select term from ${name} where term = ${term}`.execute(
            db,
          );
          expect(terms, vocabulary).toEqual([]);
        }
        await sql`insert into inquiry_search (inquiry_search, rank) values ('integrity-check', 1)`.execute(
          db,
        );
      } else {
        const { rows } = await sql`select id from inquiry_search_vectors
          where words @@ plainto_tsquery('english', 'zebulonique') or contact like '%qxzwy%'
            or (${erased} and id = ${id})`.execute(db);
        expect(rows).toEqual([]);
      }
    };
    // Other inquiries around it, so that the index has pages beside its.
    await insertPlain(
      db,
      Array.from({ length: 30 }, (_, n) => ({ subject: `Other ${n}` })),
    );

    const erased = await database.inquiries.create(inquiry(secret), key());
    expect(await subjects("zebulonique")).toEqual(["Zebulonique tender"]);
    expect(await database.inbox.erase(erased.id!)).toBe(true);
    await gone(erased.id!);

    const byAddress = await database.inquiries.create(
      inquiry({ ...secret, email: "q@example.com" }),
      key(),
    );
    expect(await database.inquiries.deleteByEmail("Q@example.com")).toBe(1);
    await gone(byAddress.id!);

    const [old] = await insertPlain(db, [{ ...secret, createdAt: "2020-01-01T00:00:00.000Z" }]);
    expect(await database.inquiries.purgeOlderThan(new Date("2021-01-01T00:00:00Z"))).toBe(1);
    await gone(old!);

    // And a change of a searched field replaces its words.
    const [changed] = await insertPlain(db, [secret]);
    await sql`update contact_submissions set subject = 'Plain tender', full_name = 'Ann Other'
      where id = ${changed!}`.execute(db);
    await sql`update contact_submissions set message = 'Nothing.' where id = ${changed!}`.execute(
      db,
    );
    await gone(changed!, false);
    expect(await subjects("plain")).toEqual(["Plain tender"]);
  });
});
