import { sql, type CompiledQuery, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cursor } from "../app/inbox/cursor";
import { openInboxDatabase, type InboxDatabase } from "../tests/setup/inbox-database";
import { COUNT_LIMIT, type ListFilter, type PageRequest } from "./inbox-store";

/**
 * Every filter of the list is served by an index, in the list's order, on both
 * engines (issue 38): EXPLAIN of exactly the SQL the store runs (its page, the
 * row beyond it, the capped count), for the first page and pages after and
 * before a cursor. No query reads the inquiry table without an index, and no
 * page is sorted after reading: the index hands the rows over in order, so
 * reading stops after a page, whatever the table's size.
 *
 * The table holds 2,000 inquiries in which each filtered value is one in
 * twenty, and PostgreSQL has its statistics (ANALYZE): its planner chooses
 * between reading the table and an index as it would in production (on a few
 * rows it reads the table whatever the indexes). It is told to avoid sorting
 * (`enable_sort`, `enable_incremental_sort` off): on 2,000 rows it weighs
 * sorting one instant's rows as cheap as an index that needs no sort, and with
 * a sort it still shows one where no index gives the order. (On 200,000 made-up
 * rows, left alone, it chose these indexes.) SQLite plans without statistics,
 * as the site leaves it.
 * The bench (npm run bench:inbox) shows what the plans cost at a million.
 */
const engines = ["sqlite", "postgres"] as const;
const cursor: Cursor = { at: "2025-02-10T00:00:00.000Z", id: 1000 };

/** Filters, and the index each one's page must use: SQLite's, PostgreSQL's. */
function filters(staffId: number): [string, ListFilter, [string, string]][] {
  return [
    ["no filter", {}, ["contact_submissions_created_at", "contact_submissions_newest"]],
    [
      "status",
      { status: "replied" },
      ["contact_submissions_status", "contact_submissions_status_newest"],
    ],
    [
      "type",
      { inquiryType: "ai" },
      ["contact_submissions_inquiry_type_newest", "contact_submissions_inquiry_type_newest"],
    ],
    [
      "service",
      { serviceType: "unity" },
      ["contact_submissions_service_type_newest", "contact_submissions_service_type_newest"],
    ],
    [
      "assignee",
      { assignee: staffId },
      ["contact_submissions_assignee_newest", "contact_submissions_assignee_newest"],
    ],
    [
      "nobody assigned",
      { assignee: "none" },
      ["contact_submissions_assignee_newest", "contact_submissions_unassigned_newest"],
    ],
    [
      "days",
      { from: new Date("2025-02-01T00:00:00Z"), to: new Date("2025-02-05T00:00:00Z") },
      ["contact_submissions_created_at", "contact_submissions_newest"],
    ],
  ];
}

const pages: [string, PageRequest][] = [
  ["first page", { limit: 25 }],
  ["after a cursor", { limit: 25, after: cursor }],
  ["before a cursor", { limit: 25, before: cursor }],
];

interface PgNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PgNode[];
}

function nodes(node: PgNode): PgNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

describe.each(engines)("the list's queries on %s", (engine) => {
  let database: InboxDatabase;
  let db: Kysely<unknown>;
  let staffId: number;

  beforeAll(async () => {
    database = await openInboxDatabase(engine);
    db = database.handle.db as Kysely<unknown>;
    staffId = (await database.staff.invite("plans@studio.example", 60_000)).staff.id;
    const others = (await database.staff.invite("others@studio.example", 60_000)).staff.id;
    // An hour apart from 2025-01-01 on; each filtered value in one row of twenty.
    const rows = 2_000;
    const series =
      engine === "postgres"
        ? sql`generate_series(1, ${rows}) as n(i)`
        : sql`(with recursive n(i) as (select 1 union all select i + 1 from n where i < ${rows}) select i from n)`;
    const hours =
      engine === "postgres"
        ? sql`timestamptz '2025-01-01T00:00:00Z' + i * interval '1 hour'`
        : sql`strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || i || ' hours')`;
    await sql`insert into contact_submissions
      (full_name, email, inquiry_type, service_type, subject, message, idempotency_key, status, assignee_id, created_at)
      select 'Plan', 'plan' || i || '@example.com',
        case when i % 20 = 1 then 'ai' else 'other' end,
        case when i % 20 = 2 then 'unity' else '' end,
        'Plan ' || i, 'A message.', 'plan-' || i,
        case when i % 20 = 0 then 'replied' else 'archived' end,
        case when i % 20 = 3 then ${sql.lit(staffId)} when i % 20 = 4 then null else ${sql.lit(others)} end,
        ${hours}
      from ${series}`.execute(db);
    if (engine === "postgres") await sql`vacuum analyze`.execute(db);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  /** What the plan of `query` reads: one line per table access. */
  async function plan(query: CompiledQuery): Promise<{ lines: string[]; indexes: string[] }> {
    if (engine === "sqlite") {
      const { rows } = await db.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      const lines = rows.map((row) => row.detail);
      return {
        lines,
        indexes: lines.flatMap((line) => /USING (?:COVERING )?INDEX (\w+)/.exec(line)?.[1] ?? []),
      };
    }
    return db.connection().execute(async (connection) => {
      await sql`set enable_sort = off`.execute(connection);
      await sql`set enable_incremental_sort = off`.execute(connection);
      try {
        const { rows } = await connection.executeQuery<{ "QUERY PLAN": [{ Plan: PgNode }] }>({
          ...query,
          sql: `explain (format json) ${query.sql}`,
        });
        const all = nodes(rows[0]!["QUERY PLAN"][0].Plan);
        return {
          lines: all.map((node) =>
            [node["Node Type"], node["Relation Name"], node["Index Name"]]
              .filter(Boolean)
              .join(" "),
          ),
          indexes: all.flatMap((node) => node["Index Name"] ?? []),
        };
      } finally {
        await sql`reset enable_sort`.execute(connection);
        await sql`reset enable_incremental_sort`.execute(connection);
      }
    });
  }

  it("serves every filter's page, the row beyond it and its capped count from an index, in order", async () => {
    let checked = 0;
    for (const [name, filter, [sqliteIndex, postgresIndex]] of filters(staffId)) {
      for (const [where, page] of pages) {
        const [pageQuery, ...others] = database.inbox.queriesFor(filter, page);
        for (const query of [pageQuery!, ...others]) {
          const { lines, indexes } = await plan(query);
          const context = `${name}, ${where}: ${lines.join(" | ")}`;
          // Some index serves it; the table itself is never read in full.
          expect(indexes.length, context).toBeGreaterThan(0);
          for (const line of lines) {
            expect(line, context).not.toMatch(/^SCAN contact_submissions$|Seq Scan/);
            expect(line, context).not.toMatch(/TEMP B-TREE|Sort/);
          }
          checked += 1;
        }
        // A count the counts table cannot answer stops one past its limit.
        if (others.length > (page.after || page.before ? 1 : 0)) {
          const count = others.at(-1)!;
          expect(count.sql, name).toMatch(/limit (\?|\$\d+)\)?\s+as "kept"/i);
          expect(count.parameters, name).toContain(COUNT_LIMIT + 1);
        }
        // The page is read from the filter's own index.
        const { indexes } = await plan(pageQuery!);
        expect(indexes, `${name}, ${where}`).toContain(
          engine === "sqlite" ? sqliteIndex : postgresIndex,
        );
      }
    }
    // Pages (21), rows beyond (14), capped counts of the five filters the counts table cannot answer (15).
    expect(checked).toBe(21 + 14 + 15);
  });

  it("reads the late inquiries from the waiting clock's index (migration 0014), never the whole table", async () => {
    // 400 inquiries waiting for us (after the filters' test, which counts without them),
    // a tenth of them past the cutoff below.
    const series =
      engine === "postgres"
        ? sql`generate_series(1, 400) as n(i)`
        : sql`(with recursive n(i) as (select 1 union all select i + 1 from n where i < 400) select i from n)`;
    const days =
      engine === "postgres"
        ? sql`timestamptz '2025-06-01T00:00:00Z' + i * interval '1 day'`
        : sql`strftime('%Y-%m-%dT%H:%M:%fZ', '2025-06-01', '+' || i || ' days')`;
    await sql`insert into contact_submissions
      (full_name, email, inquiry_type, subject, message, idempotency_key, status, created_at)
      select 'Waiting', 'waiting' || i || '@example.com', 'other', 'Waiting ' || i, 'A message.',
        'waiting-' || i, case when i % 2 = 0 then 'new' else 'in-progress' end, ${days}
      from ${series}`.execute(db);
    if (engine === "postgres") await sql`vacuum analyze`.execute(db);
    const query = database.inbox.waitingQueryFor(new Date("2025-07-11T00:00:00Z"), 5);
    expect(query.sql).toMatch(
      /coalesce\(contact_submissions\.waiting_since, contact_submissions\.created_at\)/,
    );
    const { lines, indexes } = await plan(query);
    const context = lines.join(" | ");
    expect(indexes, context).toContain("contact_submissions_waiting_since");
    for (const line of lines)
      expect(line, context).not.toMatch(/^SCAN contact_submissions$|Seq Scan/);
  });

  it("finds what it plans: the queries explained are the ones the list runs", async () => {
    const page = await database.inbox.list({ inquiryType: "ai" }, { limit: 25 });
    expect(page.inquiries.map((row) => row.inquiryType)).toEqual(Array(25).fill("ai"));
    expect(page.total).toEqual({ count: 100, exact: true });
    expect(database.inbox.queriesFor({ inquiryType: "ai" }, { limit: 25 })[0]!.sql).toMatch(
      /inquiry_type/,
    );
  });
});
