import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FOLDED_FROM_LINES, splitQuoted } from "./quoted";

describe("an answer's own words apart from what it quotes", () => {
  it("folds the thread a mail program quoted under the answer, with its attribution", () => {
    const body = [
      "Tuesday at 10 works for us.",
      "",
      "Ada",
      "",
      "On Mon, 2 Nov 2026 at 09:14, Sam Carter <sales@studio.example> wrote:",
      "> Hello Ada,",
      ">",
      "> would Tuesday or Wednesday suit you for a call?",
      "> Sam",
    ].join("\n");
    expect(splitQuoted(body)).toEqual([
      { kind: "text", text: "Tuesday at 10 works for us.\n\nAda\n" },
      {
        kind: "quoted",
        text: "On Mon, 2 Nov 2026 at 09:14, Sam Carter <sales@studio.example> wrote:\n> Hello Ada,\n>\n> would Tuesday or Wednesday suit you for a call?\n> Sam",
      },
    ]);
  });

  it("keeps short quotes between answers as text, and folds a long one in the middle", () => {
    const inline = "> Budget?\nAround 200k.\n> Timeline?\nSpring.";
    expect(splitQuoted(inline)).toEqual([{ kind: "text", text: inline }]);
    const middle = "See below.\n> a\n> b\n\n> c\n> d\n[One file was attached.]";
    expect(splitQuoted(middle)).toEqual([
      { kind: "text", text: "See below." },
      { kind: "quoted", text: "> a\n> b\n\n> c\n> d" },
      { kind: "text", text: "[One file was attached.]" },
    ]);
  });

  it("folds two quotes with only an attribution between them as one", () => {
    const body = "Yes.\n> a\n> b\n> c\n> d\nOn Monday, Sam wrote:\n> e\n> f\n> g\n> h";
    expect(splitQuoted(body)).toEqual([
      { kind: "text", text: "Yes." },
      { kind: "quoted", text: body.slice("Yes.\n".length) },
    ]);
  });

  it("never folds the person's own words: a line of theirs ending with a colon stays in sight", () => {
    const quote = "> a\n> b\n> c\n> d";
    const body = `Thanks!\n${quote}\nYes, we can pay 20k if you start in May; details:\n${quote}`;
    const parts = splitQuoted(body);
    expect(parts.filter((part) => part.kind === "text").map((part) => part.text)).toEqual([
      "Thanks!",
      "Yes, we can pay 20k if you start in May; details:",
    ]);
    // Attributions in other languages do go with their quote.
    for (const intro of [
      "Am 2. Nov. 2026 um 09:14 schrieb Sam Carter <sales@studio.example>:",
      "Le lun. 2 nov. 2026 à 09:14, Sam Carter a écrit :",
      "-----Original Message-----",
    ])
      expect(splitQuoted(`Ja.\n${intro}\n${quote}`)[1]).toEqual({
        kind: "quoted",
        text: `${intro}\n${quote}`,
      });
  });

  it("gives the text back exactly, folds only blocks of quoted lines, and never two parts of one kind in a row", () => {
    const line = fc.oneof(
      fc.string({ maxLength: 20 }).map((s) => s.replace(/\n/g, " ")),
      fc.string({ maxLength: 20 }).map((s) => `> ${s.replace(/\n/g, " ")}`),
      fc.constantFrom("", " ", ">", "On Monday, Sam wrote:", "My details:"),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const body = lines.join("\n");
        const parts = splitQuoted(body);
        expect(parts.map((part) => part.text).join("\n")).toBe(body === "" ? "" : body);
        for (const [index, part] of parts.entries()) {
          if (index > 0) expect(part.kind).not.toBe(parts[index - 1]!.kind);
          if (part.kind !== "quoted") continue;
          const quoted = part.text.split("\n").filter((l) => /^[ \t]*>/.test(l));
          expect(quoted.length).toBeGreaterThanOrEqual(FOLDED_FROM_LINES);
          // Every line is quoted, blank or an attribution: never a line of the person's.
          for (const l of part.text.split("\n"))
            expect(/^[ \t]*>/.test(l) || l.trim() === "" || l === "On Monday, Sam wrote:").toBe(
              true,
            );
        }
      }),
    );
  });
});
