import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Engine } from "../schema";

/**
 * The inbox at scale (issue 38, docs/decisions/0021-inbox-at-scale.md): full-text
 * search, substring search in names and addresses, exact phone numbers, indexes
 * for every filter in the list's order, and counts by status that nothing has
 * to count. Built for the rows already there.
 *
 * Expand only: tables, indexes, triggers and functions; the
 * code before this migration keeps working on the migrated database (a release
 * that is rolled back). Everything here is kept in step by triggers, so a writer
 * that does not know about it (that older code, `psql`, the CLI of any version)
 * still leaves the index and the counts right.
 *
 * SQLite (FTS5 is compiled into libsql; checked by the tests):
 * - `inquiry_search`: FTS5 over subject, name, company, e-mail and message, an
 *   external-content table (the text stays in contact_submissions), Porter
 *   stemming over unicode61 with diacritics folded;
 * - `inquiry_contact_search`: FTS5 with the trigram tokenizer over name and
 *   e-mail, for any part of them of three characters or more;
 * - not with FTS5's `secure-delete` option: in the SQLite that libsql carries
 *   (3.45.1) it leaves the index corrupt after some deletions (integrity-check
 *   fails; a test of this branch showed it). A deleted inquiry's words leave
 *   the index at once, as FTS5 applies its delete markers; the bytes stay in
 *   the index's pages until FTS5 merges them, as a deleted row's do in the
 *   table's free pages (docs/decisions/0021-inbox-at-scale.md).
 *
 * PostgreSQL:
 * - `inquiry_search_vectors`, one row per inquiry (it goes with it: a foreign key with
 *   ON DELETE CASCADE), kept by a trigger: its created_at (so that a search
 *   reads this table alone, newest first); `words`, a tsvector of the same
 *   fields, weighted (subject A; name, company and e-mail B; message C) with
 *   the `english` configuration, under a GIN index; `contact`, name and e-mail
 *   lower-cased, under a GIN trigram index (pg_trgm, in PostgreSQL's contrib: a
 *   trusted extension, which the database's owner may create);
 * - the rows already there are indexed in slices of BACKFILL_ROWS, each
 *   statement well within the pool's 15 s query timeout at any size.
 *
 * Both: `inquiry_counts` (inquiries per status, the sum of a status's rows)
 * kept by triggers in the same transaction as every insert, delete and status
 * change; indexes on (column,
 * created_at, id) for status, type, service and assignee and on (created_at,
 * id), which serve keyset paging newest first; and an index on a phone
 * number's digits.
 *
 * SQLite runs the whole migration in one transaction (the migrator's: see
 * db/database.ts, TransactionalDdlSqliteAdapter): the triggers exist before the counts and the index are filled,
 * and no other writer can commit in between, so nothing is counted twice or
 * missed. PostgreSQL's migrator runs it in one transaction already, and creating
 * the triggers locks out writers until it commits.
 */
export function inboxSearch(engine: Engine) {
  return engine === "postgres" ? postgres : sqlite;
}

/** The searched columns, in the full-text table's order. */
const searched = ["subject", "full_name", "company", "email", "message"] as const;
const contact = ["full_name", "email"] as const;

/**
 * A phone number's digits, the expression the index is built on: a query must
 * use exactly this expression to use the index (db/inbox-store.ts imports it).
 * The form allows digits, spaces, `+ ( ) . -` (app/contact/fields.ts).
 */
export function phoneDigits(engine: Engine): RawBuilder<string> {
  return engine === "postgres"
    ? sql`regexp_replace(phone, '[^0-9]', '', 'g')`
    : sql`replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '')`;
}

/**
 * (column, created_at, id) for each filter: the list's order, so that a page is
 * the first rows of one index. SQLite ends every index with the rowid (the id),
 * so its existing (created_at) and (status, created_at) already serve; the
 * PostgreSQL ones lack the id.
 */
function keysetIndexes(engine: Engine): Record<string, string[]> {
  return {
    ...(engine === "postgres"
      ? { contact_submissions_newest: [], contact_submissions_status_newest: ["status"] }
      : {}),
    contact_submissions_inquiry_type_newest: ["inquiry_type"],
    contact_submissions_service_type_newest: ["service_type"],
    contact_submissions_assignee_newest: ["assignee_id"],
  };
}

async function createIndexes(db: Kysely<unknown>, engine: Engine) {
  for (const [name, leading] of Object.entries(keysetIndexes(engine))) {
    await db.schema
      .createIndex(name)
      .on("contact_submissions")
      .columns([...leading, "created_at", "id"])
      .execute();
  }
  if (engine === "postgres") {
    // PostgreSQL takes `assignee_id is null` as a condition on the index above
    // but not as fixing its first column, so it would sort what it reads: the
    // unassigned get an index of their own, in the list's order.
    await db.schema
      .createIndex(UNASSIGNED_INDEX)
      .on("contact_submissions")
      .columns(["created_at", "id"])
      .where(sql.ref("assignee_id"), "is", null)
      .execute();
  }
  await db.schema
    .createIndex("contact_submissions_phone_digits")
    .on("contact_submissions")
    .expression(phoneDigits(engine))
    .where(sql.ref("phone"), "<>", "")
    .execute();
}

const UNASSIGNED_INDEX = "contact_submissions_unassigned_newest";

async function dropIndexes(db: Kysely<unknown>, engine: Engine) {
  for (const name of [
    ...Object.keys(keysetIndexes(engine)),
    UNASSIGNED_INDEX,
    "contact_submissions_phone_digits",
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}

const sqlite = {
  async up(db: Kysely<unknown>) {
    // The migrator's own transaction (db/database.ts: SQLite's schema changes are transactional).
    await (async (trx: Kysely<unknown>) => {
      const columns = sql.raw(searched.join(", "));
      const newValues = sql.raw(searched.map((c) => `new.${c}`).join(", "));
      const oldValues = sql.raw(searched.map((c) => `old.${c}`).join(", "));
      const contactColumns = sql.raw(contact.join(", "));
      const newContact = sql.raw(contact.map((c) => `new.${c}`).join(", "));
      const oldContact = sql.raw(contact.map((c) => `old.${c}`).join(", "));

      await sql`create virtual table inquiry_search using fts5(${columns},
        content='contact_submissions', content_rowid='id',
        tokenize='porter unicode61 remove_diacritics 2')`.execute(trx);
      await sql`create virtual table inquiry_contact_search using fts5(${contactColumns},
        content='contact_submissions', content_rowid='id',
        tokenize='trigram remove_diacritics 1')`.execute(trx);

      // External content: the index is told each row's words on insert, and the
      // old words (exactly as indexed) before they change or go.
      await sql`create trigger inquiry_search_insert after insert on contact_submissions begin
        insert into inquiry_search (rowid, ${columns}) values (new.id, ${newValues});
        insert into inquiry_contact_search (rowid, ${contactColumns}) values (new.id, ${newContact});
      end`.execute(trx);
      await sql`create trigger inquiry_search_delete after delete on contact_submissions begin
        insert into inquiry_search (inquiry_search, rowid, ${columns}) values ('delete', old.id, ${oldValues});
        insert into inquiry_contact_search (inquiry_contact_search, rowid, ${contactColumns})
          values ('delete', old.id, ${oldContact});
      end`.execute(trx);
      await sql`create trigger inquiry_search_update
        after update of ${columns} on contact_submissions begin
        insert into inquiry_search (inquiry_search, rowid, ${columns}) values ('delete', old.id, ${oldValues});
        insert into inquiry_search (rowid, ${columns}) values (new.id, ${newValues});
        insert into inquiry_contact_search (inquiry_contact_search, rowid, ${contactColumns})
          values ('delete', old.id, ${oldContact});
        insert into inquiry_contact_search (rowid, ${contactColumns}) values (new.id, ${newContact});
      end`.execute(trx);

      // One row per status (slot 0): SQLite has one writer at a time anyway.
      await sql`create table inquiry_counts (
        status text not null,
        slot integer not null default 0,
        inquiries integer not null default 0,
        primary key (status, slot)
      )`.execute(trx);
      const add = (status: string, change: number) =>
        sql.raw(`insert into inquiry_counts (status, inquiries) values (${status}, ${change})
          on conflict (status, slot) do update set inquiries = inquiries + ${change};`);
      await sql`create trigger inquiry_counts_insert after insert on contact_submissions begin
        ${add("new.status", 1)}
      end`.execute(trx);
      await sql`create trigger inquiry_counts_delete after delete on contact_submissions begin
        ${add("old.status", -1)}
      end`.execute(trx);
      await sql`create trigger inquiry_counts_update after update of status on contact_submissions
        when old.status is not new.status begin
        ${add("old.status", -1)}
        ${add("new.status", 1)}
      end`.execute(trx);

      // The rows already there, now that the triggers keep up with new ones.
      await sql`insert into inquiry_search (inquiry_search) values ('rebuild')`.execute(trx);
      await sql`insert into inquiry_contact_search (inquiry_contact_search) values ('rebuild')`.execute(
        trx,
      );
      await sql`insert into inquiry_counts (status, inquiries)
        select status, count(*) from contact_submissions group by status`.execute(trx);

      await createIndexes(trx, "sqlite");
    })(db);
  },

  async down(db: Kysely<unknown>) {
    for (const trigger of [
      "inquiry_search_insert",
      "inquiry_search_delete",
      "inquiry_search_update",
      "inquiry_counts_insert",
      "inquiry_counts_delete",
      "inquiry_counts_update",
    ]) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table if exists inquiry_search`.execute(db);
    await sql`drop table if exists inquiry_contact_search`.execute(db);
    await sql`drop table if exists inquiry_counts`.execute(db);
    await dropIndexes(db, "sqlite");
  },
};

/** PostgreSQL: counter rows per status, so that concurrent transactions seldom wait for one another. */
const COUNT_SLOTS = 16;

/** Rows per statement of PostgreSQL's backfill: each statement stays far below the pool's 15 s query timeout. */
const BACKFILL_ROWS = 5_000;

const postgres = {
  async up(db: Kysely<unknown>) {
    const columns = sql.raw(searched.join(", "));
    // Immutable, so that it could back an index; the one definition of what is searched.
    await sql`create function inquiry_search_vector(
        subject text, full_name text, company text, email text, message text)
      returns tsvector language sql immutable parallel safe as $$
        select setweight(to_tsvector('english', subject), 'A')
          || setweight(to_tsvector('english', full_name || ' ' || company || ' ' || email), 'B')
          || setweight(to_tsvector('english', message), 'C')
      $$`.execute(db);
    // A table beside the inquiries, not a column of theirs: adding a column
    // would lock the inquiries against reading until the migration commits
    // (minutes at a million rows), and every old `select *` would carry it.
    await sql`create table inquiry_search_vectors (
      id integer primary key references contact_submissions (id) on delete cascade,
      created_at timestamptz not null,
      words tsvector not null,
      contact text not null
    )`.execute(db);
    await sql`create function inquiry_search_fill() returns trigger language plpgsql as $$
      begin
        insert into inquiry_search_vectors (id, created_at, words, contact)
          values (new.id, new.created_at,
            inquiry_search_vector(new.subject, new.full_name, new.company, new.email, new.message),
            ${contactOf("new.")})
          on conflict (id) do update set words = excluded.words, contact = excluded.contact;
        return null;
      end
      $$`.execute(db);
    await sql`create trigger inquiry_search_fill
      after insert or update of ${columns} on contact_submissions
      for each row execute function inquiry_search_fill()`.execute(db);
    // Before the backfill, so that no statement builds a whole index at once
    // (each would grow with the table, past the pool's query timeout).
    await sql`create index inquiry_search_vectors_words on inquiry_search_vectors using gin (words)`.execute(
      db,
    );
    await sql`create index inquiry_search_vectors_newest on inquiry_search_vectors
      (created_at, id)`.execute(db);
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index inquiry_search_vectors_contact on inquiry_search_vectors
      using gin (contact gin_trgm_ops)`.execute(db);
    // Finer statistics, so that the planner can tell a rare word or name part
    // (read its few matches from the GIN index, then sort) from a common one
    // (walk the inquiries newest first until enough match): with the default,
    // any part of a name met in none of 100 sampled rows was taken for 0.01 %.
    for (const column of ["words", "contact"]) {
      await sql`alter table inquiry_search_vectors alter column ${sql.ref(column)} set statistics 1000`.execute(
        db,
      );
    }

    // Each transaction adds to one of COUNT_SLOTS rows per status, chosen by
    // its transaction id: with one row per status, every inquiry's transaction
    // held the row of "new" until it committed, and concurrent inquiries queued
    // on it (10 connections inserting: 400 to 900 a second, against 1,500 to
    // 2,000 without the counts). A count is the sum of its status's rows.
    await sql`create table inquiry_counts (
      status text not null,
      slot integer not null default 0,
      inquiries bigint not null default 0,
      primary key (status, slot)
    )`.execute(db);
    // One statement-level trigger per kind of change, reading the statement's
    // rows (transition tables): a purge of 10,000 inquiries is one upsert per
    // status, not 10,000. Rows are counted in status order, so two statements
    // that change several statuses lock the counters in the same order.
    const slot = sql.raw(`(txid_current() % ${COUNT_SLOTS})::int`);
    const upsert = sql.raw(
      "on conflict (status, slot) do update set inquiries = inquiry_counts.inquiries + excluded.inquiries",
    );
    await sql`create function inquiry_counts_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into inquiry_counts (status, slot, inquiries)
            select status, ${slot}, count(*) from rows_after group by status order by status
            ${upsert};
        elsif tg_op = 'DELETE' then
          insert into inquiry_counts (status, slot, inquiries)
            select status, ${slot}, -count(*) from rows_before group by status order by status
            ${upsert};
        else
          insert into inquiry_counts (status, slot, inquiries)
            select status, ${slot}, sum(change) from (
              select status, -1 as change from rows_before
              union all
              select status, 1 from rows_after
            ) changes
            group by status having sum(change) <> 0 order by status
            ${upsert};
        end if;
        return null;
      end
      $$`.execute(db);
    await sql`create trigger inquiry_counts_insert after insert on contact_submissions
      referencing new table as rows_after
      for each statement execute function inquiry_counts_change()`.execute(db);
    await sql`create trigger inquiry_counts_delete after delete on contact_submissions
      referencing old table as rows_before
      for each statement execute function inquiry_counts_change()`.execute(db);
    await sql`create trigger inquiry_counts_update after update on contact_submissions
      referencing old table as rows_before new table as rows_after
      for each statement execute function inquiry_counts_change()`.execute(db);
    // TRUNCATE fires no delete trigger.
    await sql`create function inquiry_counts_clear() returns trigger language plpgsql as $$
      begin
        delete from inquiry_counts;
        return null;
      end
      $$`.execute(db);
    await sql`create trigger inquiry_counts_truncate after truncate on contact_submissions
      for each statement execute function inquiry_counts_clear()`.execute(db);

    // The rows already there. The triggers above hold off other writers until
    // this commits, so nothing is missed or counted twice.
    await sql`insert into inquiry_counts (status, inquiries)
      select status, count(*) from contact_submissions group by status`.execute(db);
    const { rows } = await sql<{ low: number | null; high: number | null }>`
      select min(id) as low, max(id) as high from contact_submissions`.execute(db);
    const { low, high } = rows[0] ?? { low: null, high: null };
    if (low !== null && high !== null) {
      for (let from = Number(low); from <= Number(high); from += BACKFILL_ROWS) {
        await sql`insert into inquiry_search_vectors (id, created_at, words, contact)
          select id, created_at, inquiry_search_vector(${columns}), ${contactOf("")}
          from contact_submissions where id >= ${from} and id < ${from + BACKFILL_ROWS}`.execute(
          db,
        );
      }
    }

    await createIndexes(db, "postgres");
  },

  async down(db: Kysely<unknown>) {
    await dropIndexes(db, "postgres");
    for (const trigger of [
      "inquiry_counts_insert",
      "inquiry_counts_delete",
      "inquiry_counts_update",
      "inquiry_counts_truncate",
      "inquiry_search_fill",
    ]) {
      await sql`drop trigger if exists ${sql.raw(trigger)} on contact_submissions`.execute(db);
    }
    await sql`drop function if exists inquiry_counts_change()`.execute(db);
    await sql`drop function if exists inquiry_counts_clear()`.execute(db);
    await sql`drop function if exists inquiry_search_fill()`.execute(db);
    await sql`drop table if exists inquiry_search_vectors`.execute(db);
    await sql`drop function if exists inquiry_search_vector(text, text, text, text, text)`.execute(
      db,
    );
    await sql`drop table if exists inquiry_counts`.execute(db);
  },
};

/** Name and e-mail, lower-cased, of a row (`new.` in a trigger): what the trigram index holds. */
function contactOf(row: "" | "new.") {
  return sql.raw(`lower(${row}full_name || ' ' || ${row}email)`);
}
