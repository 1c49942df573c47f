import { parseId } from "./ids";

/**
 * The inbox's filters as they travel in a URL's query (and in the export
 * forms): parsed strictly, whatever a person or a crafted link puts there.
 * Anything unknown or malformed is dropped, never passed to the database.
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

export function readFilter(params: URLSearchParams | FormData): {
  query: FilterQuery;
  filter: ParsedFilter;
  page: number;
} {
  const text = (key: string) => {
    const value = params.get(key);
    return typeof value === "string" ? value : "";
  };
  const filter: ParsedFilter = {};
  const query: FilterQuery = {
    status: "",
    inquiryType: "",
    serviceType: "",
    from: "",
    to: "",
    assignee: "",
    q: "",
  };
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
  const search = text("q").trim().slice(0, MAX_SEARCH);
  if (search) filter.search = query.q = search;
  const pageText = text("page");
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  return { query, filter, page };
}

/** The query string of a filter (and a page), without empty values. */
export function filterSearch(query: FilterQuery, page = 1): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) if (query[key]) params.set(key, query[key]);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
