import { fieldNames } from "../contact/fields";
import { displayValue, fieldReportLabel } from "../content/contact/fields";
import { statusLabels, type FilterQuery } from "./filter";
import { studioTimeSortable, zoneName } from "./time";
import type { InboxInquiry, InboxNote } from "../../db/inbox-store";
import type { InquirySource } from "../../db/insights-store";
import { sourceCells, sourceHeader } from "./source";

/**
 * The inbox's exports. CSV, for people and spreadsheets: columns named as the
 * inbox names them, option names and country names rather than codes, the
 * status's name, who works it by name, the time on the studio's clock, where the
 * inquiry came from (app/inbox/source.ts), and the notes. RFC 4180 (CRLF, quoted when needed, quotes doubled). A text cell that
 * a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading apostrophe, except a value made only of
 * digits, spaces and + - ( ) . (a phone number as the form accepts it): that
 * cannot call a function or reach another cell, so it is written as typed.
 * JSON, for programs: the values as stored, with the source and the notes.
 */
export interface ExportContext {
  timeZone: string;
  /** A colleague's name (or address) by id. */
  names: ReadonlyMap<number, string>;
  notes: ReadonlyMap<number, readonly InboxNote[]>;
  /** Where each inquiry came from, by id (db/insights-store.ts); absent: not known. */
  sources: ReadonlyMap<number, InquirySource>;
}

/** What only digits and phone punctuation make: no function, no reference, nothing to run. */
const phoneShaped = /^[0-9 ().+-]+$/;
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const defused = formulaStart.test(value) && !phoneShaped.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

function notesText(notes: readonly InboxNote[] | undefined, context: ExportContext): string {
  return (notes ?? [])
    .map(
      (note) =>
        `${studioTimeSortable(note.createdAt, context.timeZone)}, ${context.names.get(note.staffId ?? -1) ?? note.author}: ${note.body}`,
    )
    .join("\n\n");
}

export function csvHeader(timeZone: string): string[] {
  return [
    "Number",
    `Received (${zoneName(timeZone)})`,
    "Status",
    "Assigned to",
    ...fieldNames.map((name) => fieldReportLabel(name)),
    ...sourceHeader,
    "Notes",
  ];
}

export function csvRow(inquiry: InboxInquiry, context: ExportContext): string[] {
  return [
    String(inquiry.id),
    studioTimeSortable(inquiry.createdAt, context.timeZone),
    statusLabels[inquiry.status],
    inquiry.assigneeId === null
      ? ""
      : (context.names.get(inquiry.assigneeId) ?? "a former member of staff"),
    ...fieldNames.map((name) => displayValue(name, inquiry[name])),
    ...sourceCells(context.sources.get(inquiry.id)),
    notesText(context.notes.get(inquiry.id), context),
  ];
}

export function inquiriesCsv(inquiries: readonly InboxInquiry[], context: ExportContext): string {
  const lines = [csvHeader(context.timeZone), ...inquiries.map((i) => csvRow(i, context))].map(
    (cells) => cells.map(csvCell).join(","),
  );
  return `${lines.join("\r\n")}\r\n`;
}

/** An inquiry's source as stored, without the internal time of the visit's first view; null: not known. */
function sourceJson(source: InquirySource | undefined) {
  if (!source) return null;
  const { entryPath, referrerHost, utmSource, utmMedium, utmCampaign, pagesSeen } = source;
  return { entryPath, referrerHost, utmSource, utmMedium, utmCampaign, pagesSeen };
}

/** The columns of the JSON export, as stored. */
export const exportColumns = ["id", "createdAt", "status", "assigneeId", ...fieldNames] as const;

export function inquiriesJson(inquiries: readonly InboxInquiry[], context: ExportContext): string {
  return `${JSON.stringify(
    inquiries.map((inquiry) => ({
      ...Object.fromEntries(exportColumns.map((c) => [c, inquiry[c]])),
      source: sourceJson(context.sources.get(inquiry.id)),
      notes: (context.notes.get(inquiry.id) ?? []).map((note) => ({
        author: note.author,
        createdAt: note.createdAt,
        body: note.body,
      })),
    })),
    null,
    2,
  )}\n`;
}

function slug(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
}

/**
 * The download's name says what it holds: "inquiries-all-2026-11-27.csv", or
 * the filter's parts ("inquiries-new-game-search-drone-2026-11-27.csv"), in
 * letters, digits and dashes only.
 */
export function exportFileName(
  query: FilterQuery,
  format: "csv" | "json",
  day: string,
  assigneeName?: string,
): string {
  const parts = [
    query.status,
    query.inquiryType,
    query.serviceType,
    query.assignee === "none"
      ? "unassigned"
      : query.assignee
        ? `assigned-${assigneeName ?? query.assignee}`
        : "",
    query.from ? `from-${query.from}` : "",
    query.to ? `to-${query.to}` : "",
    query.q ? `search-${query.q}` : "",
  ]
    .map(slug)
    .filter(Boolean);
  return `inquiries-${parts.length ? parts.join("-") : "all"}-${day}.${format}`;
}
