import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from "kysely";
import { searchable } from "../app/inbox/filter";
import { unmarked as plain, type Segment } from "../app/inbox/segments";
import { phoneDigits } from "./migrations/0005_inbox_search";
import type { Engine, InboxDatabase } from "./schema";

/**
 * The inbox's search (docs/decisions/0021-inbox-at-scale.md), with the indexes of
 * migration 0005. What a person types is matched four ways:
 *
 * 1. an e-mail address, whole: the inquiries from that address (index on
 *    lower(email)), and only those;
 * 2. a phone number (six digits or more, with the form's separators): the same
 *    digits (index on the phone's digits);
 * 3. words, stemmed ("simulator" finds "simulation"): every word in subject,
 *    name, company, e-mail or message (FTS5 with Porter; tsvector and GIN);
 * 4. three to 32 characters: part of a name or an e-mail address ("lovel",
 *    "post.example"; FTS5 trigram; pg_trgm).
 *
 * Each way reads at most `window` matches, newest first, straight from its index;
 * they are ranked together: exact address or phone first, then by relevance
 * (on SQLite the fields the words are in; ts_rank on PostgreSQL; the subject
 * weighs most, the message least), then name or address parts, newest first
 * where equal. A search for a word that a third of the inquiries hold costs the
 * same at a million as at a thousand.
 *
 * What a person types never reaches SQL as SQL: it is a bound parameter, and for
 * FTS5 each word is a quoted string (its quotes doubled), so `"`, `*`, `NEAR`,
 * `-`, `:` or `^` are text for the tokenizer, never query syntax;
 * PostgreSQL's `plainto_tsquery` reads no operators at all.
 */
/** The list's filters (status, type, ...) that a search is narrowed by. */
export interface Scope {
  where: FilterConditions;
  /** Whether `where` holds any condition (without one, PostgreSQL's search reads its own table alone). */
  filtered: boolean;
}

export type FilterConditions = (
  eb: ExpressionBuilder<InboxDatabase, "contactSubmissions">,
) => Expression<SqlBool>;

/** How many words of a search count (the rest are ignored). */
export const MAX_WORDS = 8;

/** The words of a search that can match something: those with a letter or a digit. */
export function searchWords(text: string): string[] {
  return text
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_WORDS);
}

/** `text` as one FTS5 string: in double quotes, its own double quotes doubled. */
export function fts5String(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** An FTS5 query that every one of `words` must match (implicit AND of quoted strings). */
export function fts5AllWords(words: readonly string[]): string {
  return words.map(fts5String).join(" ");
}

/** The whole search as an e-mail address, if it is one. */
export function emailIn(text: string): string | undefined {
  const trimmed = text.trim();
  return /^[^\s@]+@[^\s@]+$/.test(trimmed) ? trimmed : undefined;
}

/** The digits of the search if it reads as a phone number (as the form accepts them), six or more. */
export function phoneIn(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, "");
  return digits.length >= 6 ? digits : undefined;
}

/**
 * The longest part of a name or address looked for: a name has up to 100
 * characters, an address 254, but a part someone types is short, and each
 * character of it is one more trigram for the index to intersect (200
 * characters of "example.com example.com …" took PostgreSQL 0.1 to 0.3 s at
 * 200,000 inquiries; a whole address is found by the address's own index).
 */
export const MAX_FRAGMENT = 32;

/** The search as part of a name or address: 3 to MAX_FRAGMENT characters, spaces collapsed. */
export function fragmentIn(text: string): string | undefined {
  const collapsed = text.trim().replace(/\s+/g, " ");
  const length = [...collapsed].length;
  return length >= 3 && length <= MAX_FRAGMENT ? collapsed : undefined;
}

/** `text` as a LIKE pattern that matches it literally (\ is the escape character). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** How a candidate matched: lower ranks first. */
export const tiers = { exact: 0, words: 1, fragment: 2 } as const;
export type Tier = (typeof tiers)[keyof typeof tiers];

export interface Candidate {
  id: number;
  /** Milliseconds since the epoch, for ordering the equally relevant newest first. */
  time: number;
  tier: Tier;
  /** Higher is more relevant (within the words' tier). */
  score: number;
}

export interface Ranked {
  /** Best first, at most `window`. */
  candidates: Candidate[];
  /** Whether some way of matching had more than `window` matches (the total is a lower bound). */
  more: boolean;
  /** The ids each way matched (for marking what matched in the list). */
  exact: Set<number>;
  fragment: Set<number>;
  /** SQLite: the words' matches with their fields as FTS5 marked them (ranking needed them). */
  marked: Map<number, MarkedFields>;
  /** SQLite: the words' matches by id, newest first, as the index gave them. */
  wordIds: number[];
}

/** The short fields with OPEN/CLOSE around matched words, as an engine's highlighter gives them. */
interface MarkedFields {
  subject: string;
  fullName: string;
  company: string;
  email: string;
}

export interface Marks {
  subject: Segment[];
  fullName: Segment[];
  company: Segment[];
  email: Segment[];
  /** The phone number, when the search found the inquiry by it. */
  phone: Segment[] | null;
  /** A passage of the message with the matched words, when the message matched. */
  excerpt: Segment[] | null;
}

/**
 * Private-use characters around matched words in what the engines return
 * (FTS5's highlight and snippet, PostgreSQL's ts_headline). A value that holds
 * one itself is shown without marks, so stored text can never place a mark.
 */
const OPEN = "\uE000";
const CLOSE = "\uE001";

/** Engine output with OPEN/CLOSE marks as segments; undefined when the marks do not pair up. */
export function segmentsOf(marked: string): Segment[] | undefined {
  const segments: Segment[] = [];
  let rest = marked;
  while (rest) {
    const open = rest.indexOf(OPEN);
    const close = rest.indexOf(CLOSE);
    if (open === -1) {
      if (close !== -1) return undefined;
      segments.push({ text: rest, mark: false });
      break;
    }
    if (close < open) return undefined;
    if (open > 0) segments.push({ text: rest.slice(0, open), mark: false });
    const inner = rest.slice(open + 1, close);
    if (inner.includes(OPEN)) return undefined;
    if (inner) segments.push({ text: inner, mark: true });
    rest = rest.slice(close + 1);
  }
  return segments;
}

const hasMarkers = (text: string) => text.includes(OPEN) || text.includes(CLOSE);
const joined = (segments: Segment[]) => segments.map((segment) => segment.text).join("");

/** A whole value with the engine's marks, if they are sound; else the value unmarked. */
function wholeMarked(value: string, marked: string | null | undefined): Segment[] {
  if (!marked || hasMarkers(value)) return plain(value);
  const segments = segmentsOf(marked);
  return segments && joined(segments) === value ? segments : plain(value);
}

/** Every place `fragment` occurs in `value` (case-insensitive), marked. */
export function fragmentMarked(value: string, fragment: string): Segment[] {
  const lower = value.toLowerCase();
  const needle = fragment.toLowerCase();
  // Lower-casing that changes the length (a few letters outside ASCII) would
  // misplace the marks: such values go unmarked.
  if (!needle || lower.length !== value.length) return plain(value);
  const segments: Segment[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) segments.push({ text: value.slice(from, at), mark: false });
    segments.push({ text: value.slice(at, at + needle.length), mark: true });
    from = at + needle.length;
  }
  if (from < value.length) segments.push({ text: value.slice(from), mark: false });
  return segments;
}

/** The fields the list shows, as read for marking. */
export interface ShownFields {
  id: number;
  subject: string;
  fullName: string;
  company: string;
  email: string;
  phone: string;
  message: string;
}

const EXCERPT_WORDS = 24;

/** PostgreSQL: how many of the newest inquiries a search reads before it decides how to read the rest. */
export const NEWEST_SCAN = 2_000;
/** PostgreSQL: what a match fetched through the GIN index costs, in rows walked newest first. */
const WALK_COST = 8;

export class InboxSearch {
  constructor(
    private readonly db: Kysely<InboxDatabase>,
    private readonly engine: Engine,
    /** PostgreSQL: NEWEST_SCAN (a test sets a small one to reach the second step). */
    private readonly newestScan = NEWEST_SCAN,
  ) {}

  /** The best `window` matches of `text` among the inquiries `where` keeps, ranked. */
  async rank(typed: string, scope: Scope, window: number): Promise<Ranked> {
    const text = searchable(typed);
    const words = searchWords(text);
    const email = emailIn(text);
    const phone = phoneIn(text);
    const fragment = fragmentIn(text);
    // A whole address finds the inquiries from it, by the index on the
    // address: as words or as a fragment it would find the same ones, slower
    // (its common parts, "com", "mail", are in most rows).
    // One more than the window: whether there are more to tell.
    const read = window + 1;
    const [exactRead, { rows: wordsRead, marked }, fragmentRead] = await Promise.all([
      email || phone ? this.exact(email, phone, scope.where, read) : [],
      words.length && !email
        ? this.words(words, scope, read)
        : { rows: [], marked: new Map<number, MarkedFields>() },
      fragment && !email ? this.fragment(fragment, scope, read) : [],
    ]);
    const more = [exactRead, wordsRead, fragmentRead].some((rows) => rows.length > window);
    const [exact, wordMatches, fragmentMatches] = [exactRead, wordsRead, fragmentRead].map((rows) =>
      rows.slice(0, window),
    ) as [typeof exactRead, typeof wordsRead, typeof fragmentRead];
    const best = new Map<number, Candidate>();
    const add = (rows: Omit<Candidate, "tier">[], tier: Tier) => {
      for (const row of rows) {
        const known = best.get(row.id);
        if (!known || tier < known.tier) best.set(row.id, { ...row, tier });
      }
    };
    add(exact, tiers.exact);
    add(wordMatches, tiers.words);
    add(fragmentMatches, tiers.fragment);
    const candidates = [...best.values()].sort(
      (a, b) => a.tier - b.tier || b.score - a.score || b.time - a.time || b.id - a.id,
    );
    return {
      candidates: candidates.slice(0, window),
      more: more || candidates.length > window,
      exact: new Set(exact.map((row) => row.id)),
      fragment: new Set(fragmentMatches.map((row) => row.id)),
      marked,
      wordIds: wordMatches.map((row) => row.id),
    };
  }

  private newest() {
    return this.db.selectFrom("contactSubmissions");
  }

  private toCandidates(rows: { id: number | string; createdAt: string | Date; score?: unknown }[]) {
    return rows.map((row) => ({
      id: Number(row.id),
      time: new Date(row.createdAt).getTime(),
      score: Number(row.score ?? 0),
    }));
  }

  private async exact(
    email: string | undefined,
    phone: string | undefined,
    where: FilterConditions,
    window: number,
  ) {
    const rows = await this.newest()
      .select(["contactSubmissions.id", "contactSubmissions.createdAt"])
      .where((eb) =>
        eb.and([
          where(eb),
          eb.or([
            ...(email ? [eb(sql`lower(email)`, "=", sql`lower(${email})`)] : []),
            ...(phone
              ? [
                  eb.and([
                    eb("contactSubmissions.phone", "<>", ""),
                    eb(phoneDigits(this.engine), "=", phone),
                  ]),
                ]
              : []),
          ]),
        ]),
      )
      .orderBy("contactSubmissions.createdAt", "desc")
      .orderBy("contactSubmissions.id", "desc")
      .limit(window)
      .execute();
    return this.toCandidates(rows);
  }

  private async words(
    words: string[],
    scope: Scope,
    window: number,
  ): Promise<{ rows: Omit<Candidate, "tier">[]; marked: Map<number, MarkedFields> }> {
    const marked = new Map<number, MarkedFields>();
    if (this.engine === "sqlite") {
      // Relevance on SQLite is where the words are: subject 4, name 3, company
      // or e-mail 2 each, the message alone 0; equal ones newest first. FTS5's
      // highlighter says which fields matched (and marks them for the list).
      // Not BM25: its IDF counts every match of every word on each query (at
      // 200,000 inquiries a word in a third of them cost 11 ms more, growing
      // with them); the highlights cost the same at any size (docs/decisions/0021).
      const rows = await this.fts5Newest(fts5AllWords(words), scope.where, window)
        .select([
          this.fts5Highlight(0).as("subject"),
          this.fts5Highlight(1).as("fullName"),
          this.fts5Highlight(2).as("company"),
          this.fts5Highlight(3).as("email"),
        ])
        .execute();
      const weighs = (text: string, weight: number) => (text.includes(OPEN) ? weight : 0);
      for (const row of rows) marked.set(Number(row.id), row);
      return {
        rows: this.toCandidates(rows).map((row, index) => {
          const fields = rows[index]!;
          return {
            ...row,
            score:
              weighs(fields.subject, 4) +
              weighs(fields.fullName, 3) +
              weighs(fields.company, 2) +
              weighs(fields.email, 2),
          };
        }),
        marked,
      };
    }
    const query = sql`plainto_tsquery('english', ${words.join(" ")})`;
    const rows = await this.vectorsNewest(
      sql<SqlBool>`inquiry_search_vectors.words @@ ${query}`,
      sql<number>`ts_rank(inquiry_search_vectors.words, ${query})`,
      scope,
      window,
    );
    return { rows, marked };
  }

  /** FTS5's highlighter on a column of inquiry_search (0 subject, 1 name, 2 company, 3 e-mail). */
  private fts5Highlight(column: number) {
    return sql<string>`highlight(inquiry_search, ${sql.lit(column)}, ${OPEN}, ${CLOSE})`;
  }

  /**
   * The newest `window` inquiries that match an FTS5 query and the filters: the
   * index leads (CROSS JOIN keeps SQLite from reordering), its matches come
   * newest first by rowid, and reading stops at `window`. (FTS5 here finds a
   * rowid in a long doclist by reading it from the start, so there is no
   * looking up of single ids in it: everything is read in this one pass.)
   */
  private fts5Newest(query: string, where: FilterConditions, window: number) {
    return this.db
      .selectFrom("inquirySearch")
      .crossJoin("contactSubmissions")
      .select(["contactSubmissions.id", "contactSubmissions.createdAt"])
      .whereRef("contactSubmissions.id", "=", "inquirySearch.rowid")
      .where(sql.raw("inquiry_search"), "match", query)
      .where(where)
      .orderBy("inquirySearch.rowid", "desc")
      .limit(window);
  }

  private async fragment(fragment: string, scope: Scope, window: number) {
    if (this.engine === "sqlite") {
      const rows = await this.db
        .selectFrom("inquiryContactSearch")
        .crossJoin("contactSubmissions")
        .select(["contactSubmissions.id", "contactSubmissions.createdAt"])
        .whereRef("contactSubmissions.id", "=", "inquiryContactSearch.rowid")
        .where(sql.raw("inquiry_contact_search"), "match", fts5String(fragment))
        .where(scope.where)
        .orderBy("inquiryContactSearch.rowid", "desc")
        .limit(window)
        .execute();
      return this.toCandidates(rows);
    }
    const pattern = `%${likeLiteral(fragment.toLowerCase())}%`;
    return this.vectorsNewest(
      sql<SqlBool>`inquiry_search_vectors.contact like ${pattern} escape ${"\\"}`,
      sql<number>`0`,
      scope,
      window,
    );
  }

  /**
   * PostgreSQL: the newest `window` rows of inquiry_search_vectors that meet
   * `condition` (and the filters), with a score. Its planner cannot tell a word
   * that no inquiry holds from a rare one (it takes both for 0.5 % of the rows)
   * and so walked the whole table, newest first, for a word nobody wrote (a
   * million rows: 0.5 s). So the search measures instead:
   * 1. It reads the newest NEWEST_SCAN rows, newest first: a common word or
   *    part fills the window there, and reading stops as soon as it does.
   * 2. Otherwise what it found there says how common the word is, and of the
   *    two ways to find the rest it takes the one that reads fewer rows: walk on,
   *    newest first, until the window is full (rows next to each other, cheap
   *    each), or take every match from the GIN index and sort them (a page
   *    each, WALK_COST times dearer; measured: 21,000 matches in 110 ms, a
   *    million rows walked in 560 ms). The planner is told which (the other
   *    scans off for that one query).
   * Without filters the table is read alone (it carries each inquiry's
   * created_at); with them it is joined to the inquiries.
   */
  private async vectorsNewest(
    condition: Expression<SqlBool>,
    score: RawBuilder<number>,
    scope: Scope,
    window: number,
  ) {
    const matching = <
      From extends SelectQueryBuilder<InboxDatabase, "inquirySearchVectors", object>,
    >(
      from: From,
    ) => {
      let query = from
        .select(["inquirySearchVectors.id", "inquirySearchVectors.createdAt", score.as("score")])
        .where(condition);
      if (scope.filtered) {
        query = query
          .innerJoin("contactSubmissions", "contactSubmissions.id", "inquirySearchVectors.id")
          .where(scope.where) as unknown as typeof query;
      }
      return query
        .orderBy("inquirySearchVectors.createdAt", "desc")
        .orderBy("inquirySearchVectors.id", "desc")
        .limit(window);
    };
    const newestRows = this.db
      .selectFrom("inquirySearchVectors")
      .selectAll()
      .orderBy("inquirySearchVectors.createdAt", "desc")
      .orderBy("inquirySearchVectors.id", "desc")
      .limit(this.newestScan)
      .as("inquirySearchVectors");
    const [newest, total] = await Promise.all([
      matching(this.db.selectFrom(newestRows)).execute(),
      this.inquiries(),
    ]);
    if (newest.length >= window || total <= this.newestScan) return this.toCandidates(newest);
    const share = newest.length / this.newestScan;
    const walked = share > 0 ? window / share : Infinity;
    const fetched = share * total * WALK_COST;
    const rest = await this.db.transaction().execute(async (trx) => {
      for (const scan of walked <= fetched ? ["bitmapscan", "seqscan"] : ["indexscan", "seqscan"]) {
        await sql`select set_config(${`enable_${scan}`}, 'off', true)`.execute(trx);
      }
      return matching(trx.selectFrom("inquirySearchVectors")).execute();
    });
    return this.toCandidates(rest);
  }

  /** How many inquiries there are, from the counts table. */
  private async inquiries(): Promise<number> {
    const row = await this.db
      .selectFrom("inquiryCounts")
      .select((eb) => eb.fn.sum<number | string | null>("inquiries").as("total"))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /**
   * What matched in each of `rows` (one page), marked: the words in subject,
   * name, company and e-mail and a passage of the message from the engine's
   * own highlighter (so stems are marked as they matched), a name or address
   * part wherever it occurs, an exact address or phone number whole.
   */
  async marks(
    text: string,
    rows: ShownFields[],
    ranked: Ranked,
    scope: Scope,
  ): Promise<Map<number, Marks>> {
    text = searchable(text);
    const words = searchWords(text);
    const fragment = fragmentIn(text);
    const highlighted =
      words.length && rows.length ? await this.highlights(words, rows, ranked, scope) : new Map();
    const marks = new Map<number, Marks>();
    for (const row of rows) {
      const found: Partial<MarkedFields & { excerpt: string | null }> | undefined = highlighted.get(
        row.id,
      );
      const exact = ranked.exact.has(row.id);
      const byFragment = fragment !== undefined && ranked.fragment.has(row.id);
      const contactField = (value: string, marked: string | undefined) =>
        byFragment ? fragmentMarked(value, fragment) : wholeMarked(value, marked);
      const emailExact = exact && emailIn(text)?.toLowerCase() === row.email.toLowerCase();
      const excerpt =
        found?.excerpt && !hasMarkers(row.message) ? segmentsOf(found.excerpt) : undefined;
      marks.set(row.id, {
        subject: wholeMarked(row.subject, found?.subject),
        fullName: contactField(row.fullName, found?.fullName),
        company: wholeMarked(row.company, found?.company),
        email: emailExact
          ? [{ text: row.email, mark: true }]
          : contactField(row.email, found?.email),
        phone: exact && !emailExact && row.phone ? [{ text: row.phone, mark: true }] : null,
        excerpt: excerpt?.some((segment) => segment.mark) ? excerpt : null,
      });
    }
    return marks;
  }

  /** The engine's marks in the page's rows: the short fields whole, a passage of the message. */
  private async highlights(
    words: string[],
    rows: ShownFields[],
    ranked: Ranked,
    scope: Scope,
  ): Promise<Map<number, Partial<MarkedFields> & { excerpt: string | null }>> {
    const ids = rows.map((row) => row.id);
    const found = new Map<number, Partial<MarkedFields> & { excerpt: string | null }>();
    if (this.engine === "sqlite") {
      // Ranking marked the short fields already. The passages: the same pass
      // over the index as the ranking's, down to the page's oldest row, with
      // the snippet made for the page's rows only.
      const page = new Set(ids);
      const last = Math.max(-1, ...ranked.wordIds.map((id, index) => (page.has(id) ? index : -1)));
      const passages =
        last < 0
          ? []
          : await this.fts5Newest(fts5AllWords(words), scope.where, last + 1)
              .select(
                sql<string | null>`case when inquiry_search.rowid in (${sql.join(ids)})
                  then snippet(inquiry_search, 4, ${OPEN}, ${CLOSE}, '…', ${sql.lit(EXCERPT_WORDS)})
                  end`.as("excerpt"),
              )
              .execute();
      const excerpts = new Map(passages.map((row) => [Number(row.id), row.excerpt]));
      for (const id of ids) {
        found.set(id, { ...ranked.marked.get(id), excerpt: excerpts.get(id) ?? null });
      }
      return found;
    }
    const query = sql`plainto_tsquery('english', ${words.join(" ")})`;
    const whole = `StartSel=${OPEN}, StopSel=${CLOSE}, HighlightAll=true`;
    const passage = `StartSel=${OPEN}, StopSel=${CLOSE}, MaxWords=${EXCERPT_WORDS}, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "`;
    const marked = (column: string) =>
      sql<string>`ts_headline('english', ${sql.ref(column)}, ${query}, ${whole})`;
    const result = await this.db
      .selectFrom("contactSubmissions")
      .select([
        "contactSubmissions.id",
        marked("subject").as("subject"),
        marked("full_name").as("fullName"),
        marked("company").as("company"),
        marked("email").as("email"),
        sql<string>`ts_headline('english', message, ${query}, ${passage})`.as("excerpt"),
      ])
      .where("contactSubmissions.id", "in", ids)
      .execute();
    for (const row of result) found.set(Number(row.id), row);
    return found;
  }
}
