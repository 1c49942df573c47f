import {
  filterKeys,
  isStatus,
  readFilter,
  statusLabels,
  type FilterQuery,
  type Status,
} from "./filter";
import { parseId } from "./ids";
import { oneLine } from "../contact/text";
import { isBlockKind, REASON_MAX, type BlockKind } from "./senders";

/**
 * The list's bulk actions as a form posts them (decision 0028): the ticked
 * inquiries (`id`, one per box) or, with "all on this page" ticked (`all=yes`),
 * every inquiry the page showed (`pageId`); what to do (`bulk`: a status such
 * as archived or spam, "assign" with `assignTo`: a colleague's id or
 * "none", or "block": block their senders, shown for confirmation first, then
 * confirmed with `confirmBlock=yes`, `blockKind`, `blockReason`, `markSpam`
 * and `confirmWide`); and the list's filter, to come back to. Parsed
 * strictly: anything malformed is refused with a message in words, and
 * nothing is changed.
 */
export const BULK_MAX = 100;

/** A confirmed "block their senders": what to block, why, and whether the inquiries go to Spam. */
export interface BulkBlockOptions {
  kind: BlockKind;
  reason: string;
  markSpam: boolean;
  /** Confirms blocking a free-mail provider or a public suffix as a whole. */
  confirmWide: boolean;
}

export type BulkChange =
  | { kind: "status"; status: Status }
  | { kind: "assign"; assignee: number | null }
  /** `options` null: not confirmed yet (the list shows what would be blocked). */
  | { kind: "block"; options: BulkBlockOptions | null };

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
  } else if (action === "block") {
    const block = readBlockOptions(form);
    if (typeof block === "string") return refuse(block);
    change = { kind: "block", options: block };
  } else {
    return refuse(
      "Choose what to do with the selected inquiries: archive, mark as spam, assign or block their senders.",
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

/** A confirmed block's options, null before the confirmation, or what is wrong in words. */
function readBlockOptions(form: FormData | URLSearchParams): BulkBlockOptions | null | string {
  if (form.get("confirmBlock") !== "yes") return null;
  const kind = form.get("blockKind");
  if (!isBlockKind(kind)) return "Choose whether to block their addresses or their whole domains.";
  const reason = oneLine(String(form.get("blockReason") ?? "")).trim();
  if (reason.length > REASON_MAX) return `The reason holds at most ${REASON_MAX} characters.`;
  return {
    kind,
    reason,
    markSpam: form.get("markSpam") === "yes",
    confirmWide: form.get("confirmWide") === "yes",
  };
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
  if (done === "blocked") return blockedText(params, count, same);
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

/** "Blocked 2 addresses: …", from a bulk block's redirect (`n` new, `same` already, `spam` moved). */
function blockedText(params: URLSearchParams, count: number, same: number): string | undefined {
  const moved = Number(params.get("spam") ?? "0");
  if (!Number.isSafeInteger(moved) || moved < 0) return undefined;
  const domains = params.get("kind") === "domain";
  const senders = (n: number) =>
    domains ? (n === 1 ? "1 domain" : `${n} domains`) : n === 1 ? "1 address" : `${n} addresses`;
  const parts = [
    count > 0
      ? `Blocked ${senders(count)}: later inquiries from ${count === 1 ? "it" : "them"} go straight to Spam.`
      : "Nothing new was blocked.",
    same > 0 ? `${senders(same)} ${same === 1 ? "was" : "were"} blocked already.` : "",
    moved > 0 ? `${moved === 1 ? "1 inquiry" : `${moved} inquiries`} moved to Spam.` : "",
  ];
  return parts.filter(Boolean).join(" ");
}
