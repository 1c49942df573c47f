import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oneLine, safeText } from "../contact/text";
import {
  fillTemplate,
  quote,
  QUOTE_MAX,
  replyDraft,
  replyProblem,
  replySubject,
  taggedAddress,
} from "./reply";
import { replyTemplates } from "./reply-templates";
import { replyMessage } from "./reply.server";

const ada = {
  fullName: "Ada Lovelace",
  company: "Analytical Engines",
  subject: "A flight trainer for forty cadets",
  message: "We need a VR drone trainer.\r\n\r\nDelivered before March.",
};
const received = "27 Nov 2026, 14:05 Kolkata time";

/** What a person may type into a name, a company or a subject: anything, odd characters first. */
const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "{company}",
    "{name}{sender}",
    "$& $' $` $1",
    "O'Brien & Söhne <ceo@x.example>",
    "Line one\r\nBcc: victim@example.com",
    "\u202egnp.exe",
    "   ",
    "",
  ),
);

describe("a reply's draft", () => {
  it("answers the subject once, quotes the inquiry line by line, and signs with the sender", () => {
    const draft = replyDraft({ inquiry: ada, received, sender: "Sam Carter" });
    expect(draft.subject).toBe("Re: A flight trainer for forty cadets");
    expect(draft.body).toBe(
      [
        "Hello Ada Lovelace,",
        "",
        "Thank you for your inquiry about “A flight trainer for forty cadets”.",
        "",
        "",
        "",
        "Best regards,",
        "Sam Carter",
        "",
        "On 27 Nov 2026, 14:05 Kolkata time, Ada Lovelace wrote:",
        "> We need a VR drone trainer.",
        ">",
        "> Delivered before March.",
      ].join("\n"),
    );
    expect(replySubject("RE: Your quote")).toBe("RE: Your quote");
    expect(replySubject("")).toBe("Re: Your inquiry");
  });

  it("fills each template with the inquiry's fields and the sender, leaving no placeholder", () => {
    for (const template of replyTemplates) {
      const { body } = replyDraft({
        inquiry: ada,
        received,
        sender: "Sam Carter",
        template: template.id,
      });
      expect(body).toContain("Hello Ada Lovelace,");
      expect(body).toContain("“A flight trainer for forty cadets”");
      expect(body).toMatch(/\nSam Carter\n\nOn 27 Nov 2026/);
      expect(body).not.toMatch(/\{(name|company|subject|sender)\}/);
    }
    const fit = replyDraft({ inquiry: ada, received, sender: "Sam", template: "not-a-fit" });
    expect(fit.body).toContain("We wish Analytical Engines every success");
    // No company given: the sentence still reads.
    const none = replyDraft({
      inquiry: { ...ada, company: "" },
      received,
      sender: "Sam",
      template: "not-a-fit",
    });
    expect(none.body).toContain("We wish your team every success");
    // An unknown template is the default draft, never an error.
    expect(replyDraft({ inquiry: ada, received, sender: "Sam", template: "../x" }).body).toBe(
      replyDraft({ inquiry: ada, received, sender: "Sam" }).body,
    );
  });

  it("puts any typed value in as it was typed, on one line, and never expands a placeholder inside one", () => {
    fc.assert(
      fc.property(oddText, oddText, oddText, oddText, (name, company, subject, sender) => {
        const fields = { name, company, subject, sender };
        const text = "{name}|{company}|{subject}|{sender}";
        const filled = fillTemplate(text, fields);
        const expected = [name, company, subject, sender].map((value, index) => {
          const line = oneLine(value).trim();
          return line || ["there", "your team", "your project", "The studio"][index];
        });
        // Values may themselves hold "|"; the whole string is what the one-pass fill gives.
        expect(filled).toBe(expected.join("|"));
        expect(filled).not.toMatch(/[\r\n\u202e]/);
      }),
    );
  });

  it("quotes any message so that removing the quote marks gives it back", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: QUOTE_MAX }), oddText, (message, author) => {
        const [header, ...lines] = quote(message, author, received).split("\n");
        expect(header).toMatch(/^On 27 Nov 2026, 14:05 Kolkata time, .* wrote:$/);
        expect(header).not.toMatch(/[\r\u2028]/);
        for (const line of lines) expect(line === ">" || line.startsWith("> ")).toBe(true);
        const back = lines.map((line) => line.replace(/^> ?/, "")).join("\n");
        // As typed, with safeText's substitutions (controls become U+FFFD) and one kind of line break.
        expect(back).toBe(safeText(message).replace(/\r\n?/g, "\n"));
      }),
    );
  });

  it("quotes a long message up to a line's end within the limit, and says it is cut", () => {
    const line = "A line of the brief that goes on for a while.";
    const long = Array.from({ length: 100 }, (_, i) => `${i} ${line}`).join("\n");
    const quoted = quote(long, "Ada", received).split("\n");
    expect(quoted.at(-1)).toBe("> […]");
    expect(quoted.at(-2)).toMatch(/^> \d+ A line of the brief that goes on for a while\.$/);
    expect(quoted.slice(1, -1).join("\n").length).toBeLessThanOrEqual(QUOTE_MAX + 200);
    const unbroken = quote("x".repeat(QUOTE_MAX * 3), "Ada", received).split("\n");
    expect(unbroken).toEqual([unbroken[0], `> ${"x".repeat(QUOTE_MAX)}`, "> […]"]);
  });

  it("refuses an empty or oversized reply, with a sentence that says what to do", () => {
    expect(replyProblem("Re: x", "Hello")).toBeUndefined();
    expect(replyProblem(" ", "Hello")).toBe("Write a subject.");
    expect(replyProblem("Re: x", " \n ")).toBe("Write the reply first.");
    expect(replyProblem("x".repeat(201), "Hello")).toMatch(/at most 200/);
    expect(replyProblem("Re: x", "x".repeat(20_001))).toMatch(/at most 20000/);
  });
});

describe("a reply as it leaves", () => {
  it("comes from the studio's address under the colleague's name, answers to the tagged address, and threads", () => {
    expect(taggedAddress("hello@studio.example", "0123456789abcdef0123")).toBe(
      "hello+inquiry-0123456789abcdef0123@studio.example",
    );
    expect(() => taggedAddress("nobody", "x")).toThrow();
    const first = replyMessage({
      to: "ada@example.com",
      senderName: "Sam Carter\r\nBcc: victim@example.com",
      replyAddress: "hello@studio.example",
      token: "0123456789abcdef0123",
      messageId: "<a@studio.example>",
      thread: [],
      subject: "Re: A flight trainer",
      body: "Hello\r\nthere",
    });
    expect(first).toEqual({
      to: "ada@example.com",
      from: {
        name: "Sam Carter\uFFFD\uFFFDBcc: victim@example.com",
        address: "hello@studio.example",
      },
      replyTo: "hello+inquiry-0123456789abcdef0123@studio.example",
      messageId: "<a@studio.example>",
      subject: "Re: A flight trainer",
      text: "Hello\nthere",
    });
    const second = replyMessage({
      ...{ to: "ada@example.com", senderName: "Sam", replyAddress: "hello@studio.example" },
      token: "0123456789abcdef0123",
      messageId: "<c@studio.example>",
      thread: ["<a@studio.example>", "<b@ada.example>"],
      subject: "Re: A flight trainer",
      body: "Again",
    });
    expect(second.inReplyTo).toBe("<b@ada.example>");
    expect(second.references).toEqual(["<a@studio.example>", "<b@ada.example>"]);
  });
});
