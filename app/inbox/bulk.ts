import {
  filterKeys,
  isStatus,
  readFilter,
  statusLabels,
  type FilterQuery,
  type Status,
} from "./filter";
import { parseId } from "./ids";

/**
 * The list's bulk actions as a form posts them (decision 0028): the ticked
 * inquiries (`id`, one per box) or, with "all on this page" ticked (`all=yes`),
 * every inquiry the page showed (`pageId`); what to do (`bulk`: a status such
 * as archived or spam, or "assign" with `assignTo`: a colleague's id or
 * "none"); and the list's filter, to come back to. Parsed strictly: anything
 * malformed is refused with a message in words, and nothing is changed.
 */
export const BULK_MAX = 100;

export type BulkChange =
  { kind: "status"; status: Status } | { kind: "assign"; assignee: number | null };

export type BulkRequest =
  | { ok: true; ids: number[]; change: BulkChange; query: FilterQuery }
  | { ok: false; error: string; query: FilterQuery };

export function readBulk(form: FormData | URLSearchParams): BulkRequest {
  const { query } = readFilter(filterOnly(form));
  const refuse = (error: string): BulkRequest => ({ ok: false, error, query });
  const action = form.get("bulk");
  let change: BulkChange;
  if (action === "assign") {
    const value = form.get("assignTo");
    if (value === "none") change = { kind: "assign", assignee: null };
    else {
      const assignee = parseId(value);
      if (assignee === undefined) return refuse("Choose the colleague to assign them to.");
      change = { kind: "assign", assignee };
    }
  } else if (isStatus(action)) {
    change = { kind: "status", status: action };
  } else {
    return refuse(
      "Choose what to do with the selected inquiries: archive, mark as spam or assign.",
    );
  }
  const field = form.get("all") === "yes" ? "pageId" : "id";
  const values = form.getAll(field);
  if (values.length === 0) return refuse("Select at least one inquiry first.");
  if (values.length > BULK_MAX) {
    return refuse(`Select at most ${BULK_MAX} inquiries at a time.`);
  }
  const ids = new Set<number>();
  for (const value of values) {
    const id = parseId(value);
    if (id === undefined) {
      return refuse(
        "The selection is not valid (the page may be out of date). Reload the list and select again.",
      );
    }
    ids.add(id);
  }
  return { ok: true, ids: [...ids].sort((a, b) => a - b), change, query };
}

/** Only the filter's fields of the form (its page place and the rest left out). */
function filterOnly(form: FormData | URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = form.get(key);
    if (typeof value === "string") params.set(key, value);
  }
  return params;
}

/** What the list says after a bulk action, from its redirect's query (`done`, `n`, `same`). */
export function bulkDoneText(
  params: URLSearchParams,
  nameOf: (id: number) => string | undefined,
): string | undefined {
  const done = params.get("done");
  const count = Number(params.get("n") ?? "");
  const same = Number(params.get("same") ?? "0");
  if (!Number.isSafeInteger(count) || count < 0 || !Number.isSafeInteger(same) || same < 0) {
    return undefined;
  }
  const inquiries = (n: number) => (n === 1 ? "1 inquiry" : `${n} inquiries`);
  const already = (n: number, what: string) =>
    n === 0 ? "" : ` ${n === 1 ? "1 other was" : `${n} others were`} already ${what}.`;
  if (count === 0 && same > 0) {
    const what: Record<string, string> = {
      archived: "archived",
      spam: "marked as spam",
      assigned: "theirs",
      unassigned: "unassigned",
    };
    const state =
      what[done ?? ""] ?? (isStatus(done) ? statusLabels[done].toLowerCase() : undefined);
    if (!state) return undefined;
    return `Nothing changed: ${same === 1 ? "the selected inquiry was" : `the ${same} selected were`} already ${state}.`;
  }
  switch (done) {
    case "archived":
      return `${inquiries(count)} archived.${already(same, "archived")}`;
    case "spam":
      return `${inquiries(count)} marked as spam.${already(same, "marked as spam")}`;
    case "new":
    case "in-progress":
    case "replied":
      return `${inquiries(count)} changed to ${statusLabels[done]}.${already(same, "so")}`;
    case "assigned": {
      const to = parseId(params.get("to"));
      const name = to === undefined ? undefined : nameOf(to);
      const told =
        params.get("told") === "1" ? " An e-mail with a link is on its way to them." : "";
      return `${inquiries(count)} assigned${name ? ` to ${name}` : ""}.${already(same, "theirs")}${told}`;
    }
    case "unassigned":
      return `${inquiries(count)} taken off everyone's list.${already(same, "unassigned")}`;
    default:
      return undefined;
  }
}
