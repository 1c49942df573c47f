import { fieldNames } from "../contact/fields";
import type { InboxInquiry } from "../../db/inbox-store";

/**
 * The inbox's exports. CSV: RFC 4180 (CRLF, quoted when needed, quotes
 * doubled), and every text cell that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading
 * apostrophe, phone numbers included. JSON: the values as stored.
 */
export const exportColumns = ["id", "createdAt", "status", "assigneeId", ...fieldNames] as const;

export function csvCell(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

export function inquiriesCsv(inquiries: readonly InboxInquiry[]): string {
  const lines = [exportColumns.join(",")];
  for (const inquiry of inquiries) {
    lines.push(
      exportColumns
        .map((column) => {
          const value = inquiry[column];
          if (value === null) return "";
          return typeof value === "string" ? csvCell(value) : String(value);
        })
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

export function inquiriesJson(inquiries: readonly InboxInquiry[]): string {
  return `${JSON.stringify(
    inquiries.map((inquiry) => Object.fromEntries(exportColumns.map((c) => [c, inquiry[c]]))),
    null,
    2,
  )}\n`;
}
