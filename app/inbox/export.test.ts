import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, exportFileName, inquiriesCsv, type ExportContext } from "./export.server";
import { emptyFilterQuery } from "./filter";
import type { InboxInquiry, InboxNote } from "../../db/inbox-store";

/** A minimal RFC 4180 reader of one cell, to check what a spreadsheet would see. */
function readCell(cell: string): string {
  return cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
}

/** A minimal RFC 4180 reader of a whole file (quoted cells may hold commas and line breaks). */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

const phoneCharacters = /^[0-9 ().+-]+$/;

describe("the inbox's CSV cells", () => {
  it("never start with a formula character unless made of phone characters only, and read back as the value", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.constantFrom("", "=", "+", "-", "@", "\t", "\r"),
        (text, lead) => {
          const value = `${lead}${text}`;
          const read = readCell(csvCell(value));
          if (/^[=+\-@\t\r]/.test(read)) expect(read).toMatch(phoneCharacters);
          expect(read.replace(/^'(?=[=+\-@\t\r])/, "")).toBe(value);
        },
      ),
    );
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(csvCell("+1-1+A1")).toBe("'+1-1+A1");
  });

  it("write phone numbers as the form accepts them, with no apostrophe", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[\d ().-]{6,29}$/), (phone) => {
        expect(readCell(csvCell(phone))).toBe(phone);
      }),
    );
    expect(csvCell("+44 20 7946 0018")).toBe("+44 20 7946 0018");
  });
});

const inquiry: InboxInquiry = {
  id: 7,
  createdAt: "2026-11-27T10:30:00.000Z",
  status: "in-progress",
  assigneeId: 2,
  waitingSince: "2026-11-27T10:30:00.000Z",
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0018",
  company: "Analytical Engines",
  country: "DE",
  inquiryType: "simulation",
  serviceType: "",
  budget: "100k-250k",
  timeline: "",
  subject: "A flight trainer, for forty cadets",
  message: 'They said "before March".\nSecond line.',
  consent: true,
};

const note: InboxNote = {
  id: 1,
  staffId: 2,
  author: "maria@studio.example",
  body: "Called back: a quote by Friday.",
  createdAt: "2026-11-27T11:00:00.000Z",
};

const context: ExportContext = {
  timeZone: "Asia/Kolkata",
  names: new Map([[2, "Maria Keller"]]),
  notes: new Map([[7, [note]]]),
  sources: new Map(),
};

describe("the inbox's CSV export", () => {
  it("names columns as people do and writes names, not codes; times on the studio's clock; notes included", () => {
    const [header, row, ...rest] = readCsv(inquiriesCsv([inquiry], context));
    expect(rest).toEqual([]);
    const cells = Object.fromEntries(header!.map((name, i) => [name, row![i]]));
    expect(header).not.toContain("fullName");
    expect(header).not.toContain("createdAt");
    expect(cells["Number"]).toBe("7");
    expect(cells["Received (Kolkata time)"]).toBe("2026-11-27 16:00");
    expect(cells["Status"]).toBe("In progress");
    expect(cells["Assigned to"]).toBe("Maria Keller");
    expect(Object.values(cells)).toContain("Germany");
    expect(Object.values(cells)).not.toContain("DE");
    expect(Object.values(cells)).not.toContain("100k-250k");
    expect(Object.values(cells)).not.toContain("true");
    expect(Object.values(cells)).toContain("+44 20 7946 0018");
    expect(Object.values(cells)).toContain('They said "before March".\nSecond line.');
    expect(cells["Notes"]).toBe("2026-11-27 16:30, Maria Keller: Called back: a quote by Friday.");
  });
});

const noFilter = emptyFilterQuery;

describe("the export's file name", () => {
  it("says whether it is everything or which filter", () => {
    expect(exportFileName(noFilter, "csv", "2026-11-27")).toBe("inquiries-all-2026-11-27.csv");
    expect(
      exportFileName(
        { ...noFilter, status: "new", inquiryType: "game", assignee: "2", q: "VR drones!" },
        "json",
        "2026-11-27",
        "Maria Keller",
      ),
    ).toBe("inquiries-new-game-assigned-maria-keller-search-vr-drones-2026-11-27.json");
  });

  it("is made of letters, digits and dashes whatever the search", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 60 }), (q, name) => {
        const file = exportFileName({ ...noFilter, q, assignee: "3" }, "csv", "2026-11-27", name);
        expect(file).toMatch(/^inquiries-[a-z0-9-]+-2026-11-27\.csv$/);
        expect(file).not.toMatch(/--/);
      }),
    );
  });
});
