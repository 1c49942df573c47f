import { parseId } from "./ids";
import { cursorText, readCursor, type Cursor } from "./cursor";

/**
 * The inbox's filters as they travel in a URL's query (and in the export
 * forms): parsed strictly, whatever a person or a crafted link puts there.
 * Anything unknown or malformed is dropped, never passed to the database; a
 * page link (`after`, `before`) that is not one is reported, for a 400.
 */
export const statuses = ["new", "in-progress", "replied", "archived", "spam"] as const;
export type Status = (typeof statuses)[number];

export const statusLabels: Record<Status, string> = {
  new: "New",
  "in-progress": "In progress",
  replied: "Replied",
  archived: "Archived",
  spam: "Spam",
};

export function isStatus(value: unknown): value is Status {
  return typeof value === "string" && (statuses as readonly string[]).includes(value);
}

/** The filter in its URL form: every value a string, "" when not set. */
export interface FilterQuery {
  status: string;
  inquiryType: string;
  serviceType: string;
  from: string;
  to: string;
  assignee: string;
  q: string;
}

/** The list with no filter: every field of the query empty. */
export const emptyFilterQuery: Readonly<FilterQuery> = {
  status: "",
  inquiryType: "",
  serviceType: "",
  from: "",
  to: "",
  assignee: "",
  q: "",
};

export const filterKeys = [
  "status",
  "inquiryType",
  "serviceType",
  "from",
  "to",
  "assignee",
  "q",
] as const satisfies readonly (keyof FilterQuery)[];

export interface ParsedFilter {
  status?: Status;
  inquiryType?: string;
  serviceType?: string;
  from?: Date;
  to?: Date;
  assignee?: number | "none";
  search?: string;
}

export const PAGE_SIZE = 25;
const MAX_SEARCH = 200;
const day = /^\d{4}-\d{2}-\d{2}$/;

function dayStart(value: string): Date | undefined {
  if (!day.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value
    ? undefined
    : date;
}

/** A select's value: a short slug (the content's option values are). */
function slug(value: string): string | undefined {
  return /^[a-z0-9][a-z0-9-]{0,63}$/i.test(value) ? value : undefined;
}

/** Where in the results a page starts: a cursor in the list, a page number in a search's results. */
export interface Place {
  page: number;
  after?: Cursor;
  before?: Cursor;
  /** `after` or `before` was there and was not a cursor (or both were there). */
  invalid: boolean;
}

export function readFilter(params: URLSearchParams | FormData): {
  query: FilterQuery;
  filter: ParsedFilter;
  place: Place;
} {
  const text = (key: string) => {
    const value = params.get(key);
    return typeof value === "string" ? value : "";
  };
  const filter: ParsedFilter = {};
  const query: FilterQuery = { ...emptyFilterQuery };
  const status = text("status");
  if (isStatus(status)) filter.status = query.status = status;
  for (const key of ["inquiryType", "serviceType"] as const) {
    const value = slug(text(key));
    if (value) filter[key] = query[key] = value;
  }
  const from = dayStart(text("from"));
  if (from) {
    filter.from = from;
    query.from = text("from");
  }
  const to = dayStart(text("to"));
  if (to) {
    // "to" is inclusive: up to the end of that day.
    filter.to = new Date(to.getTime() + 24 * 60 * 60 * 1000);
    query.to = text("to");
  }
  const assignee = text("assignee");
  if (assignee === "none") filter.assignee = query.assignee = "none";
  else if (parseId(assignee) !== undefined) {
    filter.assignee = parseId(assignee);
    query.assignee = assignee;
  }
  const search = searchable(text("q")).trim().slice(0, MAX_SEARCH);
  if (search) filter.search = query.q = search;
  const pageText = text("page");
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const place: Place = { page, invalid: false };
  for (const key of ["after", "before"] as const) {
    const value = params.get(key);
    if (value === null) continue;
    const cursor = typeof value === "string" ? readCursor(value) : undefined;
    if (cursor) place[key] = cursor;
    else place.invalid = true;
  }
  if (place.after && place.before) place.invalid = true;
  return { query, filter, place };
}

/* eslint-disable no-control-regex -- replacing control characters is the point */
const controls = /[\u0000-\u001f\u007f-\u009f]/g;
/* eslint-enable no-control-regex */
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * What a person typed into the search, fit to be a bound parameter anywhere:
 * control characters (a %00 in a link) become spaces (PostgreSQL refuses NUL
 * in text; FTS5 takes it for the end of its query) and a lone surrogate (a
 * pair cut in two) becomes U+FFFD. Stored fields hold neither
 * (app/contact/text.ts), so nothing findable is lost.
 */
export function searchable(text: string): string {
  return text.replace(controls, " ").replace(loneSurrogates, "\uFFFD");
}

/**
 * The query string of a filter and a place in its results (a page number, or a
 * cursor with its direction), without empty values.
 */
export function filterSearch(
  query: FilterQuery,
  place: { page?: number; after?: Cursor; before?: Cursor } = {},
): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) if (query[key]) params.set(key, query[key]);
  if (place.page && place.page > 1) params.set("page", String(place.page));
  if (place.after) params.set("after", cursorText(place.after));
  if (place.before) params.set("before", cursorText(place.before));
  const text = params.toString();
  return text ? `?${text}` : "";
}
