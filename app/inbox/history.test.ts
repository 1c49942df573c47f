import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeEntry, entrySentence, namesFrom } from "./history";

const nameOf = namesFrom([
  { email: "maria@studio.example", name: "Maria Keller" },
  { email: "sales@studio.example", name: "" },
]);

const sentence = (actor: string, action: string, detail = "") =>
  entrySentence({ actor, action, detail }, nameOf);

describe("the history in words", () => {
  it("says what a bulk action did to how many, and what blocking did", () => {
    expect(sentence("maria@studio.example", "inquiries.bulk-status", "3 → archived")).toBe(
      "Maria Keller archived 3 inquiries at once.",
    );
    expect(sentence("maria@studio.example", "inquiries.bulk-status", "1 → spam")).toBe(
      "Maria Keller marked 1 inquiry as spam at once.",
    );
    expect(sentence("maria@studio.example", "inquiries.bulk-status", "2 → in-progress")).toBe(
      "Maria Keller changed the status of 2 inquiries to In progress at once.",
    );
    expect(
      sentence("sales@studio.example", "inquiries.bulk-assigned", "4 to maria@studio.example"),
    ).toBe("sales@studio.example assigned 4 inquiries to Maria Keller at once.");
    expect(sentence("maria@studio.example", "inquiries.bulk-assigned", "2 to nobody")).toBe(
      "Maria Keller took 2 inquiries off everyone's list at once.",
    );
    expect(
      sentence("maria@studio.example", "inquiries.bulk-assigned", "2 to maria@studio.example"),
    ).toBe("Maria Keller took on 2 inquiries at once.");
    expect(
      sentence("the blocked senders list", "inquiry.sender-blocked", "domain spam.example"),
    ).toBe("The inbox put it in Spam as it arrived: the domain spam.example is blocked.");
    expect(
      sentence("the blocked senders list", "inquiry.sender-blocked", "address a@spam.example"),
    ).toBe("The inbox put it in Spam as it arrived: the sender's address is blocked.");
    expect(
      sentence("maria@studio.example", "sender.blocked", "domain spam.example: Sells links"),
    ).toBe("Maria Keller blocked the domain spam.example (Sells links).");
    expect(sentence("maria@studio.example", "sender.blocked", "address a@spam.example")).toBe(
      "Maria Keller blocked the address a@spam.example.",
    );
    expect(sentence("maria@studio.example", "sender.unblocked", "domain spam.example")).toBe(
      "Maria Keller unblocked the domain spam.example.",
    );
  });

  it("says who changed what, by name, with the statuses' names", () => {
    expect(sentence("maria@studio.example", "inquiry.status", "new → in-progress")).toBe(
      "Maria Keller changed the status from New to In progress.",
    );
    expect(sentence("Maria@Studio.example", "inquiry.assigned", "to sales@studio.example")).toBe(
      "Maria Keller assigned it to sales@studio.example.",
    );
    expect(sentence("sales@studio.example", "inquiry.assigned", "to maria@studio.example")).toBe(
      "sales@studio.example assigned it to Maria Keller.",
    );
    expect(sentence("maria@studio.example", "inquiry.assigned", "to maria@studio.example")).toBe(
      "Maria Keller took the inquiry on.",
    );
    expect(sentence("maria@studio.example", "inquiry.assigned", "to nobody")).toBe(
      "Maria Keller took the inquiry off everyone's list.",
    );
    expect(sentence("maria@studio.example", "inquiry.follow-up", "2026-12-01")).toBe(
      "Maria Keller set the follow-up date to 1 Dec 2026.",
    );
    expect(sentence("maria@studio.example", "inquiry.follow-up", "cleared")).toBe(
      "Maria Keller cleared the follow-up date.",
    );
    expect(sentence("maria@studio.example", "inquiry.note-added")).toBe(
      "Maria Keller added a note.",
    );
    expect(sentence("maria@studio.example", "inquiry.replied", "by e-mail from the inbox")).toBe(
      "Maria Keller replied to the person by e-mail from the inbox.",
    );
    expect(sentence("the mailbox reader", "inquiry.answered", "by e-mail (Message-ID <a@b>)")).toBe(
      "The inbox added the person's answer by e-mail to the conversation.",
    );
    expect(sentence("the mailbox reader", "inquiry.status", "replied → in-progress")).toBe(
      "The inbox changed the status from Replied to In progress.",
    );
  });

  it("reads the sign-ins, passkeys, exports and invitations the log holds", () => {
    expect(
      sentence("maria@studio.example", "staff.signed-in", "new passkey, from an invitation"),
    ).toBe("Maria Keller signed in with a new passkey.");
    expect(sentence("maria@studio.example", "staff.signed-in", "passkey")).toBe(
      "Maria Keller signed in with a passkey.",
    );
    expect(sentence("maria@studio.example", "inquiries.exported", "1 as CSV")).toBe(
      "Maria Keller exported 1 inquiry as CSV.",
    );
    expect(
      sentence(
        "maria@studio.example",
        "inquiries.exported",
        "3 as JSON (inquiries-new-2026-11-27.json)",
      ),
    ).toBe("Maria Keller exported 3 inquiries as JSON (inquiries-new-2026-11-27.json).");
    expect(sentence("operator (command line)", "staff.invited", "maria@studio.example")).toBe(
      "Whoever runs the site (on the server) invited Maria Keller.",
    );
    expect(
      sentence("maria@studio.example", "staff.passkey-renamed", '"Laptop" → "Work laptop"'),
    ).toBe('Maria Keller renamed the passkey "Laptop" to "Work laptop".');
  });

  it("never hides an entry: anything, known or not, reads with its actor and its detail", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "inquiry.status",
          "inquiry.assigned",
          "inquiries.exported",
          "staff.passkey-added",
          "staff.sign-in-failed",
          "something.new",
        ),
        fc.string({ maxLength: 60 }),
        fc.emailAddress(),
        (action, detail, actor) => {
          const { who, what } = describeEntry({ actor, action, detail }, nameOf);
          expect(who).toBe(actor);
          expect(what.length).toBeGreaterThan(0);
          // Nothing the entry held is lost in the wording (a status code becomes its name).
          for (const piece of detail.split(/ → |, |^to /).filter((p) => p.trim().length > 3)) {
            if (/^(new|in-progress|replied|archived|spam|nobody)$/.test(piece)) continue;
            if (action === "inquiries.exported") continue;
            expect(what).toContain(piece);
          }
        },
      ),
    );
  });
});
