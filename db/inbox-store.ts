import {
  CamelCasePlugin,
  sql,
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
} from "kysely";
import { fieldNames, fieldSpec } from "../app/contact/fields";
import type { Cursor } from "../app/inbox/cursor";
import {
  isStatus as isInquiryStatus,
  statuses as inquiryStatuses,
  type Status as InquiryStatus,
} from "../app/inbox/filter";
import { handledByHand } from "../app/inbox/business-hours";
import { flushErasures, type DatabaseHandle } from "./database";
import { InboxSearch, type Marks, type Scope } from "./inbox-search";
import { isoTimestamp, type StoredInquiry } from "./inquiry-store";
import type { InboxDatabase } from "./schema";

/**
 * What the inbox reads and changes: inquiries with their status and assignee,
 * filtered and paged newest first, searched (db/inbox-search.ts); notes; the
 * audit log. On SQLite and PostgreSQL alike, every value a person typed goes in
 * as a bound parameter. Nothing the list shows reads every row: pages start at
 * a cursor in an index (keyset paging), the counts by status are a table that
 * triggers keep, and other totals stop counting at COUNT_LIMIT
 * (docs/decisions/0021-inbox-at-scale.md).
 */
export {
  statuses as inquiryStatuses,
  isStatus as isInquiryStatus,
  type Status as InquiryStatus,
} from "../app/inbox/filter";
export { likeLiteral } from "./inbox-search";
export type { Marks } from "./inbox-search";

export interface InboxInquiry extends StoredInquiry {
  status: InquiryStatus;
  assigneeId: number | null;
  /**
   * Where the one-business-day clock starts while it waits for the studio: the
   * customer's first unanswered message, or its arrival (migration 0014, clockStart
   * in app/inbox/business-hours.ts).
   */
  waitingSince: string;
}

/** An inquiry in a list: with its cursor (where a page that ends with it continues). */
export interface ListedInquiry extends InboxInquiry {
  cursor: Cursor;
}

export interface FoundInquiry extends InboxInquiry {
  /** What the search matched in the fields the list shows. */
  marks: Marks;
}

export interface InboxFilter {
  status?: InquiryStatus;
  inquiryType?: string;
  serviceType?: string;
  /** Received at or after this instant. */
  from?: Date;
  /** Received before this instant. */
  to?: Date;
  /** A staff member's id, or "none" for unassigned. */
  assignee?: number | "none";
  /** What to look for (db/inbox-search.ts). */
  search?: string;
}

/** How many: exactly, or at least (`exact: false`, the count stopped there). */
export interface Total {
  count: number;
  exact: boolean;
}

/** The list's filters: a search is find()'s. */
export type ListFilter = Omit<InboxFilter, "search">;

/** Where a page of the list starts: the newest, `after` a cursor (older) or `before` it (newer). */
export interface PageRequest {
  limit: number;
  after?: Cursor;
  before?: Cursor;
}

/** One page of the list, newest first, with the cursors of the pages beside it. */
export interface InboxPage {
  inquiries: ListedInquiry[];
  total: Total;
  /** The page before (newer inquiries), if there is one. */
  newer: Cursor | null;
  /** The page after (older inquiries), if there is one. */
  older: Cursor | null;
}

/** One page of a search's results, best first. */
export interface SearchPage {
  inquiries: FoundInquiry[];
  total: Total;
  page: number;
  pages: number;
}

/** A filtered list counts this far and then says "more than". */
export const COUNT_LIMIT = 10_000;
/** A search ranks at most this many matches of each kind, the newest. */
export const SEARCH_WINDOW = 200;

export interface AuditEntry {
  id: number;
  submissionId: number | null;
  actor: string;
  action: string;
  detail: string;
  createdAt: string;
}

export interface InboxNote {
  id: number;
  staffId: number | null;
  author: string;
  body: string;
  createdAt: string;
}

/** The columns the search looks in. */
export const searchedFields = ["fullName", "email", "company", "subject", "message"] as const;

type Row = Record<string, unknown>;

function toInboxInquiry(row: Row): InboxInquiry {
  const inquiry: Record<string, unknown> = { id: Number(row.id) };
  for (const name of fieldNames) {
    const value = row[name];
    inquiry[name] = fieldSpec(name).kind === "checkbox" ? value === true || value === 1 : value;
  }
  inquiry.createdAt = isoTimestamp(row.createdAt as string | Date);
  inquiry.waitingSince = isoTimestamp(row.waitingSince as string | Date);
  inquiry.status = isInquiryStatus(row.status) ? row.status : "new";
  inquiry.assigneeId = row.assigneeId === null ? null : Number(row.assigneeId);
  return inquiry as unknown as InboxInquiry;
}

/**
 * Where an inquiry's waiting clock starts, spelt as the index of migration 0014
 * spells it, so that both engines use that index.
 */
const waitingClock = sql<
  string | Date
>`coalesce(contact_submissions.waiting_since, contact_submissions.created_at)`;

type Builder = ExpressionBuilder<InboxDatabase, "contactSubmissions">;

/**
 * Rows strictly older than the cursor in the list's order: a row comparison,
 * (created_at, id) < (at, id), which an index on (…, created_at, id) answers
 * directly (spelled as created_at <= at and (…), PostgreSQL took the index on
 * created_at alone and sorted each instant's rows: db/inbox-plans.test.ts).
 */
function olderThan(eb: Builder, cursor: Cursor) {
  return eb(
    eb.refTuple("contactSubmissions.createdAt", "contactSubmissions.id"),
    "<",
    eb.tuple(cursor.at, cursor.id),
  );
}

function newerThan(eb: Builder, cursor: Cursor) {
  return eb(
    eb.refTuple("contactSubmissions.createdAt", "contactSubmissions.id"),
    ">",
    eb.tuple(cursor.at, cursor.id),
  );
}

/** The filter's conditions (its search aside), on the inquiry table's qualified columns. */
export function filterConditions(filter: InboxFilter) {
  return (eb: Builder): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.status) conditions.push(eb("contactSubmissions.status", "=", filter.status));
    if (filter.inquiryType) {
      conditions.push(eb("contactSubmissions.inquiryType", "=", filter.inquiryType));
    }
    if (filter.serviceType) {
      conditions.push(eb("contactSubmissions.serviceType", "=", filter.serviceType));
    }
    if (filter.from) {
      conditions.push(eb("contactSubmissions.createdAt", ">=", filter.from.toISOString()));
    }
    if (filter.to)
      conditions.push(eb("contactSubmissions.createdAt", "<", filter.to.toISOString()));
    if (filter.assignee === "none")
      conditions.push(eb("contactSubmissions.assigneeId", "is", null));
    else if (filter.assignee !== undefined) {
      conditions.push(eb("contactSubmissions.assigneeId", "=", filter.assignee));
    }
    return eb.and(conditions);
  };
}

/** Whether the counts table knows the filter's total: it filters by status alone, or not at all. */
function answeredByCounts(filter: ListFilter): boolean {
  return Object.entries(filter).every(([key, value]) => key === "status" || value === undefined);
}

/** The filter's conditions for the search (db/inbox-search.ts), and whether there are any. */
function scopeOf(filter: InboxFilter): Scope {
  return {
    where: filterConditions(filter),
    filtered: Object.entries(filter).some(
      ([key, value]) => key !== "search" && value !== undefined,
    ),
  };
}

export class InboxStore {
  readonly db: Kysely<InboxDatabase>;
  private readonly search: InboxSearch;

  /** Where a filtered total stops counting (COUNT_LIMIT; tests set small ones, as below). */
  private readonly countLimit: number;
  /** How many matches of each kind a search ranks (SEARCH_WINDOW). */
  private readonly searchWindow: number;

  constructor(
    readonly handle: DatabaseHandle,
    options: { countLimit?: number; searchWindow?: number; newestScan?: number } = {},
  ) {
    this.countLimit = options.countLimit ?? COUNT_LIMIT;
    this.searchWindow = options.searchWindow ?? SEARCH_WINDOW;
    this.db = handle.db.withPlugin(new CamelCasePlugin()) as unknown as Kysely<InboxDatabase>;
    this.search = new InboxSearch(this.db, handle.engine, options.newestScan);
  }

  /**
   * created_at exactly, for a cursor: PostgreSQL keeps microseconds, which a
   * JavaScript Date (and so the row's createdAt) rounds away.
   */
  private cursorAt() {
    return this.handle.engine === "postgres"
      ? sql<string>`to_char(contact_submissions.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
      : sql<string>`contact_submissions.created_at`;
  }

  /** Every column the inbox shows, and the row's cursor. */
  private selectInquiries() {
    return this.db
      .selectFrom("contactSubmissions")
      .select([
        "contactSubmissions.id",
        ...fieldNames.map((name) => `contactSubmissions.${name}` as const),
        "contactSubmissions.createdAt",
        "contactSubmissions.status",
        "contactSubmissions.assigneeId",
        this.cursorAt().as("cursorAt"),
        waitingClock.as("waitingSince"),
      ]);
  }

  /**
   * One page of the list, newest first: the `limit` inquiries after the cursor
   * `after` (older), or before `before` (newer), or the newest. Reads `limit` + 1
   * rows of an index whatever the page, and one more row to know whether a
   * page lies the other way.
   */
  async list(filter: ListFilter, page: PageRequest): Promise<InboxPage> {
    const { before, after, limit } = page;
    const [fetched, total] = await Promise.all([
      this.pageQuery(filter, page).execute(),
      this.total(filter),
    ]);
    const more = fetched.length > limit;
    const rows = fetched.slice(0, limit);
    if (before) rows.reverse();
    const inquiries = rows.map((row) => ({
      ...toInboxInquiry(row),
      cursor: { at: row.cursorAt, id: Number(row.id) },
    }));
    const first = inquiries[0]?.cursor;
    const last = inquiries.at(-1)?.cursor;
    // The way the page was read, `more` tells; the other way, one row does.
    const beyond = async (cursor: Cursor | undefined, side: "newer" | "older") =>
      cursor !== undefined &&
      (await this.beyondQuery(filter, cursor, side).executeTakeFirst()) !== undefined;
    const newer = before ? more : after ? await beyond(first, "newer") : false;
    const older = before ? await beyond(last, "older") : more;
    return {
      inquiries,
      total,
      newer: newer && first ? first : null,
      older: older && last ? last : null,
    };
  }

  /** The page's rows, one more than asked for, in the order the index holds them. */
  private pageQuery(filter: ListFilter, { limit, after, before }: PageRequest) {
    let query = this.selectInquiries().where(filterConditions(filter));
    if (after) query = query.where((eb) => olderThan(eb, after));
    if (before) query = query.where((eb) => newerThan(eb, before));
    const direction = before ? "asc" : "desc";
    return query
      .orderBy("contactSubmissions.createdAt", direction)
      .orderBy("contactSubmissions.id", direction)
      .limit(limit + 1);
  }

  /**
   * The row next to `cursor` on one side, if there is one. Asked for in the
   * index's order: without an order, PostgreSQL read the table from its start
   * for "any newer row", which for a page among the newest is nearly all of it.
   */
  private beyondQuery(filter: ListFilter, cursor: Cursor, side: "newer" | "older") {
    const direction = side === "newer" ? "asc" : "desc";
    return this.db
      .selectFrom("contactSubmissions")
      .select("contactSubmissions.id")
      .where(filterConditions(filter))
      .where((eb) => (side === "newer" ? newerThan(eb, cursor) : olderThan(eb, cursor)))
      .orderBy("contactSubmissions.createdAt", direction)
      .orderBy("contactSubmissions.id", direction)
      .limit(1);
  }

  /** The filter's rows, counted up to one past the count limit. */
  private cappedCountQuery(filter: ListFilter) {
    return this.db
      .selectFrom((eb) =>
        eb
          .selectFrom("contactSubmissions")
          .select(sql.lit(1).as("one"))
          .where(filterConditions(filter))
          .limit(this.countLimit + 1)
          .as("kept"),
      )
      .select((eb) => eb.fn.countAll<number | string>().as("count"));
  }

  /**
   * The SQL list() runs for a filter and a page, compiled: the page, the row
   * beyond it (a page after or before a cursor), the capped count (a filter
   * the counts table cannot answer). The test that checks with EXPLAIN that an
   * index serves each filter reads these (db/inbox-plans.test.ts).
   */
  queriesFor(filter: ListFilter, page: PageRequest): CompiledQuery[] {
    const queries = [this.pageQuery(filter, page).compile()];
    if (page.after) queries.push(this.beyondQuery(filter, page.after, "newer").compile());
    if (page.before) queries.push(this.beyondQuery(filter, page.before, "older").compile());
    if (!answeredByCounts(filter)) queries.push(this.cappedCountQuery(filter).compile());
    return queries;
  }

  /**
   * How many inquiries the filter keeps: from the counts table when it filters
   * by status alone (or not at all), else counted up to COUNT_LIMIT.
   */
  async total(filter: ListFilter): Promise<Total> {
    if (answeredByCounts(filter)) {
      const counts = await this.countsByStatus();
      const count = filter.status
        ? counts[filter.status]
        : Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { count, exact: true };
    }
    const row = await this.cappedCountQuery(filter).executeTakeFirstOrThrow();
    const count = Number(row.count);
    return count > this.countLimit
      ? { count: this.countLimit, exact: false }
      : { count, exact: true };
  }

  /**
   * One page of a search's results, best first (db/inbox-search.ts): the
   * newest SEARCH_WINDOW matches of each kind are ranked, and pages are
   * numbered within the best SEARCH_WINDOW of them.
   */
  async find(filter: InboxFilter & { search: string }, page: { page: number; limit: number }) {
    const scope = scopeOf(filter);
    const ranked = await this.search.rank(filter.search, scope, this.searchWindow);
    const pages = Math.max(1, Math.ceil(ranked.candidates.length / page.limit));
    // A page number beyond the results (an old link) shows their last page.
    const number = Math.min(page.page, pages);
    const ids = ranked.candidates
      .slice((number - 1) * page.limit, number * page.limit)
      .map((candidate) => candidate.id);
    const rows = ids.length
      ? await this.selectInquiries().where("contactSubmissions.id", "in", ids).execute()
      : [];
    const byId = new Map(rows.map((row) => [Number(row.id), toInboxInquiry(row)]));
    const shown = ids.flatMap((id) => byId.get(id) ?? []);
    const marks = await this.search.marks(filter.search, shown, ranked, scope);
    return {
      inquiries: shown.map((inquiry) => ({ ...inquiry, marks: marks.get(inquiry.id)! })),
      total: { count: ranked.candidates.length, exact: !ranked.more },
      page: number,
      pages,
    } satisfies SearchPage;
  }

  /**
   * Every inquiry the filter keeps, newest first (exports), up to `limit`; with
   * a search, its `limit` best matches of each kind, newest first.
   */
  async all(filter: InboxFilter, limit = 50_000): Promise<InboxInquiry[]> {
    if (filter.search) {
      const ranked = await this.search.rank(filter.search, scopeOf(filter), limit);
      const ids = ranked.candidates
        .sort((a, b) => b.time - a.time || b.id - a.id)
        .map((candidate) => candidate.id);
      const found: InboxInquiry[] = [];
      // In slices: SQLite takes at most 32,766 parameters in one statement.
      for (let start = 0; start < ids.length; start += 1_000) {
        const slice = ids.slice(start, start + 1_000);
        const rows = await this.selectInquiries()
          .where("contactSubmissions.id", "in", slice)
          .execute();
        const byId = new Map(rows.map((row) => [Number(row.id), toInboxInquiry(row)]));
        found.push(...slice.flatMap((id) => byId.get(id) ?? []));
      }
      return found;
    }
    const rows = await this.selectInquiries()
      .where(filterConditions(filter))
      .orderBy("contactSubmissions.createdAt", "desc")
      .orderBy("contactSubmissions.id", "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => toInboxInquiry(row));
  }

  /**
   * Inquiries still waiting for the studio (new or in progress) whose clock
   * started at or before `cutoff` (their first unanswered message, or their
   * arrival: `waitingSince`), the longest waiting first, up to `limit`; `more` when
   * there are others (app/inbox/business-hours.ts computes the cutoff). The
   * index on (status, that clock, id) answers it (migration 0014).
   */
  async waitingSince(
    cutoff: Date,
    limit: number,
  ): Promise<{ inquiries: InboxInquiry[]; more: boolean }> {
    const rows = await this.waitingQuery(cutoff, limit).execute();
    return {
      inquiries: rows.slice(0, limit).map((row) => toInboxInquiry(row)),
      more: rows.length > limit,
    };
  }

  /** The SQL waitingSince runs, for the plan tests (db/inbox-plans.test.ts). */
  waitingQueryFor(cutoff: Date, limit: number): CompiledQuery {
    return this.waitingQuery(cutoff, limit).compile();
  }

  private waitingQuery(cutoff: Date, limit: number) {
    return this.selectInquiries()
      .where("contactSubmissions.status", "in", ["new", "in-progress"])
      .where(waitingClock, "<=", cutoff.toISOString())
      .orderBy(waitingClock, "asc")
      .orderBy("contactSubmissions.id", "asc")
      .limit(limit + 1);
  }

  /** The inquiry's follow-up day (YYYY-MM-DD on the studio's clock), or null. */
  async followUpOf(id: number): Promise<string | null> {
    const row = await this.db
      .selectFrom("contactSubmissions")
      .select("followUpOn")
      .where("id", "=", id)
      .executeTakeFirst();
    return row?.followUpOn ?? null;
  }

  /** Sets (a day, YYYY-MM-DD) or clears (null) the follow-up; returns the one before. */
  async setFollowUp(id: number, day: string | null): Promise<string | null> {
    const before = await this.followUpOf(id);
    await this.db
      .updateTable("contactSubmissions")
      .set({ followUpOn: day })
      .where("id", "=", id)
      .execute();
    return before;
  }

  /**
   * Open inquiries (new, in progress) whose follow-up day is `today` or
   * earlier, the earliest first, up to `limit`: the morning digest's "due".
   */
  async followUpsDue(
    today: string,
    limit: number,
  ): Promise<(InboxInquiry & { followUpOn: string })[]> {
    const rows = await this.selectInquiries()
      .select("contactSubmissions.followUpOn")
      .where("contactSubmissions.followUpOn", "<=", today)
      .where("contactSubmissions.status", "in", ["new", "in-progress"])
      .orderBy("contactSubmissions.followUpOn")
      .orderBy("contactSubmissions.id")
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...toInboxInquiry(row), followUpOn: row.followUpOn! }));
  }

  /** Whether the morning digest of `day` was sent (the audit log holds it). */
  async digestSent(day: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("inboxAudit")
      .select("id")
      .where("action", "=", "inbox.digest-sent")
      .where("detail", "like", `${day}:%`)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** How many inquiries have each status: the counts table, which triggers keep (migration 0005), its slots summed. */
  async countsByStatus(): Promise<Record<InquiryStatus, number>> {
    const rows = await this.db
      .selectFrom("inquiryCounts")
      .select(["status", (eb) => eb.fn.sum<number | string>("inquiries").as("inquiries")])
      .groupBy("status")
      .execute();
    const counts = Object.fromEntries(inquiryStatuses.map((status) => [status, 0])) as Record<
      InquiryStatus,
      number
    >;
    for (const row of rows) {
      if (isInquiryStatus(row.status)) counts[row.status] = Number(row.inquiries);
    }
    return counts;
  }

  async get(id: number): Promise<InboxInquiry | undefined> {
    const row = await this.selectInquiries()
      .where("contactSubmissions.id", "=", id)
      .executeTakeFirst();
    return row ? toInboxInquiry(row) : undefined;
  }

  /** Sets the status; returns the one before, or undefined when there is no such inquiry. */
  async setStatus(id: number, status: InquiryStatus): Promise<InquiryStatus | undefined> {
    const before = await this.get(id);
    if (!before) return undefined;
    await this.db
      .updateTable("contactSubmissions")
      .set({ status, ...handledByHand(before.status, status, new Date()) })
      .where("id", "=", id)
      .execute();
    return before.status;
  }

  async assign(id: number, staffId: number | null): Promise<boolean> {
    const result = await this.db
      .updateTable("contactSubmissions")
      .set({ assigneeId: staffId })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async addNote(id: number, staffId: number, body: string): Promise<void> {
    await this.db.insertInto("inquiryNotes").values({ submissionId: id, staffId, body }).execute();
  }

  async notes(id: number): Promise<InboxNote[]> {
    const rows = await this.db
      .selectFrom("inquiryNotes")
      .leftJoin("staff", "staff.id", "inquiryNotes.staffId")
      .select([
        "inquiryNotes.id",
        "inquiryNotes.staffId",
        "inquiryNotes.body",
        "inquiryNotes.createdAt",
        "staff.email",
      ])
      .where("inquiryNotes.submissionId", "=", id)
      .orderBy("inquiryNotes.createdAt")
      .orderBy("inquiryNotes.id")
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      staffId: row.staffId === null ? null : Number(row.staffId),
      author: row.email ?? "a former member of staff",
      body: row.body,
      createdAt: isoTimestamp(row.createdAt),
    }));
  }

  /** The notes of several inquiries (an export), oldest first for each; in slices, as all() reads. */
  async notesOf(ids: readonly number[]): Promise<Map<number, InboxNote[]>> {
    const found = new Map<number, InboxNote[]>();
    for (let start = 0; start < ids.length; start += 1_000) {
      const rows = await this.db
        .selectFrom("inquiryNotes")
        .leftJoin("staff", "staff.id", "inquiryNotes.staffId")
        .select([
          "inquiryNotes.id",
          "inquiryNotes.submissionId",
          "inquiryNotes.staffId",
          "inquiryNotes.body",
          "inquiryNotes.createdAt",
          "staff.email",
        ])
        .where("inquiryNotes.submissionId", "in", ids.slice(start, start + 1_000))
        .orderBy("inquiryNotes.createdAt")
        .orderBy("inquiryNotes.id")
        .execute();
      for (const row of rows) {
        const id = Number(row.submissionId);
        const notes = found.get(id) ?? [];
        notes.push({
          id: Number(row.id),
          staffId: row.staffId === null ? null : Number(row.staffId),
          author: row.email ?? "a former member of staff",
          body: row.body,
          createdAt: isoTimestamp(row.createdAt),
        });
        found.set(id, notes);
      }
    }
    return found;
  }

  /**
   * Erases one inquiry (a data-subject request) with its notes and pending
   * notifications; the audit keeps that it happened, never what it said.
   */
  async erase(id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom("contactSubmissions")
      .where("id", "=", id)
      .executeTakeFirst();
    await flushErasures(this.handle);
    return Number(result.numDeletedRows) > 0;
  }

  // --- The audit log: append-only (nothing in the inbox deletes or edits it) ---

  async record(entry: {
    staffId: number | null;
    actor: string;
    action: string;
    submissionId?: number | null;
    detail?: string;
  }): Promise<void> {
    await this.db
      .insertInto("inboxAudit")
      .values({
        staffId: entry.staffId,
        actor: entry.actor,
        action: entry.action,
        submissionId: entry.submissionId ?? null,
        detail: entry.detail ?? "",
      })
      .execute();
  }

  /** Entries newest first: of one inquiry, or all of them. */
  async audit(options: { submissionId?: number; limit?: number } = {}): Promise<AuditEntry[]> {
    let query = this.db.selectFrom("inboxAudit").selectAll();
    if (options.submissionId !== undefined) {
      query = query.where("submissionId", "=", options.submissionId);
    }
    const rows = await query
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(options.limit ?? 200)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      submissionId: row.submissionId === null ? null : Number(row.submissionId),
      actor: row.actor,
      action: row.action,
      detail: row.detail,
      createdAt: isoTimestamp(row.createdAt),
    }));
  }
}
