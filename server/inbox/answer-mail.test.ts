import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { taggedAddress } from "../../app/inbox/reply";
import {
  ANSWER_TEXT_MAX,
  HEADER_VALUE_MAX,
  automaticKind,
  headersIn,
  messageIdsIn,
  parseAnswer,
  recipientsIn,
  tokenIn,
} from "./answer-mail";

/**
 * Reading an answer's headers and text (all of it outside input): the
 * Message-IDs it names, the token in the address it was sent to, and its text;
 * never a throw, whatever the bytes. The reading against a real IMAP server is
 * server/inbox/mail-reader.test.ts.
 */
const hex = fc.stringMatching(/^[0-9a-f]{20}$/);
const idPart = fc.stringMatching(/^[A-Za-z0-9.$_%+-]{1,30}$/);
const messageId = fc.tuple(idPart, idPart).map(([left, right]) => `<${left}@${right}>`);

describe("automatic mail (auto-replies, bounces)", () => {
  const anyCase = (text: string) =>
    fc
      .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
      .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(""));
  const space = fc.constantFrom("", " ", "  ", "\t");
  const person = fc
    .tuple(idPart, idPart)
    .filter(([local]) => !/^(mailer-daemon|postmaster)$/i.test(local))
    .map(([local, domain]) => `Ada <${local}@${domain}>`);
  /** Headers a person's mail program writes: never automatic on their own. */
  const personal = fc.array(
    fc.oneof(
      person.map((from): [string, string] => ["from", from]),
      idPart.map((s): [string, string] => ["subject", s]),
      fc.constant<[string, string]>(["auto-submitted", "no"]),
      fc.constantFrom<[string, string]>(
        ["precedence", "normal"],
        ["precedence", "first-class"],
        // Mail sent through a group address or a helpdesk carries these; a person wrote it.
        ["precedence", "list"],
        ["precedence", "bulk"],
        ["auto-submitted", "auto-generated"],
        ["x-autoreply", "no"],
        ["content-type", "text/plain; charset=utf-8"],
        ["content-type", "multipart/alternative; boundary=x"],
        ["return-path", "<ada@example.com>"],
      ),
    ),
    { maxLength: 6 },
  );
  const autoReply = fc.oneof(
    fc
      .tuple(fc.constantFrom("auto-replied", "Auto-Replied"), space)
      .map(([v, s]): [string, string] => ["auto-submitted", `${s}${v}${s}`]),
    fc.constantFrom("yes", "", "1").map((v): [string, string] => ["x-autoreply", v]),
    fc.constantFrom("yes", "", "1").map((v): [string, string] => ["x-autorespond", v]),
    fc
      .tuple(fc.constantFrom("auto_reply"), space)
      .chain(([v, s]) => anyCase(v).map((c): [string, string] => ["precedence", `${s}${c}${s}`])),
  );
  const bounce = fc.oneof(
    fc.constantFrom("<>", "< >", " <> ").map((v): [string, string] => ["return-path", v]),
    fc
      .tuple(fc.constantFrom("mailer-daemon", "postmaster"), idPart)
      .chain(([local, domain]) =>
        anyCase(local).map((l): [string, string] => ["from", `Mail System <${l}@${domain}>`]),
      ),
    fc.constant<[string, string]>(["from", "MAILER-DAEMON"]),
    anyCase("multipart/report").map((t): [string, string] => [
      "content-type",
      `${t}; report-type=delivery-status; boundary="b"`,
    ]),
  );

  it("takes a person's mail for a person's, Auto-Submitted: no included", () => {
    fc.assert(
      fc.property(personal, (headers) => {
        expect(automaticKind(headers)).toBeNull();
      }),
    );
  });

  it("finds an auto-reply among any other headers", () => {
    fc.assert(
      fc.property(personal, autoReply, personal, (before, marker, after) => {
        expect(automaticKind([...before, marker, ...after])).toBe("auto-reply");
      }),
    );
  });

  it("finds a bounce among any other headers, an auto-reply's included", () => {
    fc.assert(
      fc.property(
        personal,
        bounce,
        fc.option(autoReply, { nil: undefined }),
        (all, marker, auto) => {
          // A message has one From: the mail system's, when that is the marker.
          const others = marker[0] === "from" ? all.filter(([name]) => name !== "from") : all;
          const headers = auto ? [auto, ...others, marker] : [...others, marker];
          expect(automaticKind(headers)).toBe("bounce");
        },
      ),
    );
  });

  it("reads only the first From, by a linear scan: a stranger's megabyte of From lines is no work", () => {
    const long = "a".repeat(100_000);
    const headers: [string, string][] = Array.from({ length: 10 }, () => ["from", long]);
    expect(automaticKind(headers)).toBeNull();
    expect(automaticKind([["from", `${long} <MAILER-DAEMON@${long}.example>`]])).toBe("bounce");
    // A later From is not the sender: only the first one says who sent the message.
    expect(
      automaticKind([
        ["from", "Ada <ada@example.com>"],
        ["from", "postmaster@x.example"],
      ]),
    ).toBeNull();
  });

  it("never throws on any header block", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (block) => {
        const kind = automaticKind(headersIn(block));
        expect([null, "auto-reply", "bounce"]).toContain(kind);
      }),
    );
  });
});

describe("an answer's threading headers", () => {
  it("finds every Message-ID a References or In-Reply-To names, in order, once each", () => {
    fc.assert(
      fc.property(
        fc.array(messageId, { maxLength: 8 }),
        fc.constantFrom(" ", "\r\n ", ",", "\t"),
        (ids, gap) => {
          const found = messageIdsIn(ids.join(gap));
          expect(found).toEqual([...new Set(ids)]);
        },
      ),
    );
    expect(messageIdsIn("<a@b> comment <c@d>", "<c@d>", undefined)).toEqual(["<a@b>", "<c@d>"]);
    expect(messageIdsIn("no ids here", "")).toEqual([]);
  });

  it("keeps the last 50 of a References header of thousands", () => {
    const ids = Array.from({ length: 3000 }, (_, n) => `<m${n}@x>`);
    expect(messageIdsIn(ids.join(" "))).toEqual(ids.slice(-50));
  });

  it("finds the token the inbox put in the Reply-To, whatever its case", () => {
    fc.assert(
      fc.property(hex, fc.boolean(), (token, upper) => {
        const address = taggedAddress("hello@studio.example", token);
        expect(tokenIn([upper ? address.toUpperCase() : address])).toBe(token);
      }),
    );
    expect(tokenIn(["hello@studio.example", "hello+inquiry-abc@studio.example"])).toBeUndefined();
    expect(tokenIn(["hello+inquiry-0123456789abcdef01234@studio.example"])).toBeUndefined();
  });

  it("reads the addresses a message was delivered to, folded or not", () => {
    const headers = headersIn(
      "To: Studio <hello+inquiry-0123456789abcdef0123@studio.example>,\r\n  other@example.com\r\n" +
        "Subject: x\r\nDelivered-To: hello@studio.example\r\nReferences: <a@b>\r\n",
    );
    expect(recipientsIn(headers)).toEqual([
      "hello+inquiry-0123456789abcdef0123@studio.example",
      "other@example.com",
      "hello@studio.example",
    ]);
    expect(headers.find(([name]) => name === "references")).toEqual(["references", "<a@b>"]);
  });

  it("reads a header of a megabyte, keeping References' tail and the others' head", () => {
    const megabyte = 1024 * 1024;
    const latest = "<latest@studio.example>";
    const block =
      `To: ${"a".repeat(megabyte)}\r\n` +
      `Cc: ${"x@".repeat(megabyte / 2)}\r\n` +
      `Delivered-To: hello+inquiry-0123456789abcdef0123@studio.example ${"b".repeat(megabyte)}\r\n` +
      `References: ${"<".repeat(megabyte)} ${"<m@x> ".repeat(megabyte / 6)}${latest}\r\n`;
    const headers = headersIn(block);
    const recipients = recipientsIn(headers);
    const ids = messageIdsIn(...headers.filter(([n]) => n === "references").map(([, v]) => v));
    for (const [, value] of headers) expect(value.length).toBeLessThanOrEqual(HEADER_VALUE_MAX);
    expect(tokenIn(recipients)).toBe("0123456789abcdef0123");
    expect(ids.at(-1)).toBe(latest);
  });

  it("keeps only printable ASCII Message-IDs: a control character is never stored", () => {
    fc.assert(
      fc.property(idPart, fc.integer({ min: 0, max: 0x20 }), idPart, (left, code, right) => {
        const bad = `<${left}${String.fromCharCode(code)}@${right}>`;
        expect(messageIdsIn(bad)).toEqual([]);
        for (const id of messageIdsIn(`${bad} <${left}@${right}>`)) {
          expect(id).toMatch(/^<[\x21-\x7e]+>$/);
        }
      }),
    );
    expect(messageIdsIn("<a\x7f@b>", "<a\u00e9@b>")).toEqual([]);
  });

  it("finds each address of a delivery header as the whole-header pattern did", () => {
    const address = fc
      .tuple(idPart, idPart)
      .map(([local, domain]) => `${local.replace(/[<>]/g, "")}@${domain}`);
    fc.assert(
      fc.property(
        fc.array(address, { maxLength: 6 }),
        fc.constantFrom(", ", " ", ";", "\t"),
        (all, gap) => {
          const value = all.map((a) => `"Name" <${a}>`).join(gap);
          expect(recipientsIn([["cc", value]])).toEqual(
            value.match(/[^\s<>,;:"]+@[^\s<>,;"]+/g) ?? [],
          );
        },
      ),
    );
    expect(recipientsIn([["to", "mailto:a@b"]])).toEqual(["a@b"]);
  });

  it("never throws on any header block", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (block) => {
        expect(Array.isArray(recipientsIn(headersIn(block)))).toBe(true);
      }),
    );
  });
});

describe("an answer's text", () => {
  const raw = (headers: string, body: string) => Buffer.from(`${headers}\r\n\r\n${body}\r\n`);

  it("keeps the sender, Message-ID, In-Reply-To and text of plain mail", async () => {
    const parsed = await parseAnswer(
      raw(
        "From: Ada <Ada@Example.com>\r\nMessage-ID: <1@mail.example>\r\nIn-Reply-To: <r@studio.example>\r\nSubject: Re: Trainer",
        "Tuesday works.\r\n",
      ),
    );
    expect(parsed).toEqual({
      ok: true,
      answer: {
        from: "ada@example.com",
        messageId: "<1@mail.example>",
        inReplyTo: "<r@studio.example>",
        subject: "Re: Trainer",
        text: "Tuesday works.",
      },
    });
  });

  it("turns control characters and bidirectional overrides into U+FFFD, and cuts a very long text", async () => {
    const parsed = await parseAnswer(
      raw("From: a@b.example\r\nMessage-ID: <2@b>\r\nSubject: x", `safe \u202e evil \u0007 bell`),
    );
    expect(parsed.ok && parsed.answer.text).toBe("safe \uFFFD evil \uFFFD bell");
    const long = await parseAnswer(
      raw("From: a@b.example\r\nMessage-ID: <3@b>\r\nSubject: x", "y".repeat(ANSWER_TEXT_MAX + 10)),
    );
    expect(long.ok && long.answer.text).toMatch(
      /^y{100000}\n\n\[The rest of this e-mail is not shown/,
    );
  });

  it("refuses mail without a sender, a Message-ID or any text, saying which", async () => {
    expect(await parseAnswer(raw("Message-ID: <4@b>", "Hi"))).toEqual({
      ok: false,
      reason: "no sender address",
    });
    expect(await parseAnswer(raw("From: a@b.example", "Hi"))).toEqual({
      ok: false,
      reason: "no Message-ID",
    });
    expect(await parseAnswer(raw("From: a@b.example\r\nMessage-ID: <5@b>", " \r\n "))).toEqual({
      ok: false,
      reason: "no text",
    });
  });

  /** A multipart/mixed message: its text (or none), then each part given as [headers, body]. */
  const mixed = (text: string | null, parts: [string, string][]) =>
    Buffer.from(
      [
        "From: Ada <ada@b.example>",
        "Message-ID: <files@b>",
        "Subject: Re: Your inquiry",
        'Content-Type: multipart/mixed; boundary="B"',
        "",
        ...(text === null ? [] : ["--B", "Content-Type: text/plain; charset=utf-8", "", text]),
        ...parts.flatMap(([headers, body]) => ["--B", headers, "", body]),
        "--B--",
        "",
      ].join("\r\n"),
    );
  const pdf = (name: string): [string, string] => [
    `Content-Type: application/pdf\r\nContent-Disposition: attachment; filename="${name}"\r\nContent-Transfer-Encoding: base64`,
    Buffer.alloc(3000, 7).toString("base64"),
  ];

  it("names the files a person attached after their text, and keeps an answer that is only a file", async () => {
    const withText = await parseAnswer(mixed("Our brief is attached.", [pdf("brief.pdf")]));
    expect(withText.ok && withText.answer.text).toBe(
      "Our brief is attached.\n\n[One file was attached. It is in the studio's mailbox with this e-mail:]\n- brief.pdf (3 KB)",
    );
    // No text at all, only files: kept, not refused as "no text" (the brief is the answer).
    const onlyFiles = await parseAnswer(mixed(null, [pdf("brief.pdf"), pdf("budget.pdf")]));
    expect(onlyFiles).toMatchObject({ ok: true });
    expect(onlyFiles.ok && onlyFiles.answer.text).toBe(
      "[2 files were attached. They are in the studio's mailbox with this e-mail:]\n- brief.pdf (3 KB)\n- budget.pdf (3 KB)",
    );
  });

  it("keeps the words of an HTML-only answer with a file; leaves out a picture the HTML shows (a signature's logo), but names a photo a phone attached inline", async () => {
    const inline = (name: string, cid: string): [string, string] => [
      `Content-Type: image/jpeg\r\nContent-Disposition: inline; filename="${name}"\r\nContent-ID: <${cid}>\r\nContent-Transfer-Encoding: base64`,
      Buffer.alloc(2048, 1).toString("base64"),
    ];
    const html: [string, string] = [
      "Content-Type: text/html; charset=utf-8",
      '<p>Here is the site.</p><p><img src="cid:logo@b" alt="Lumen"></p>',
    ];
    const parsed = await parseAnswer(
      mixed(null, [html, inline("logo.png", "logo@b"), inline("IMG_0042.jpg", "X1")]),
    );
    expect(parsed.ok && parsed.answer.text).toBe(
      "Here is the site.\n\nLumen [cid:logo@b]\n\n[One file was attached. It is in the studio's mailbox with this e-mail:]\n- IMG_0042.jpg (2 KB)",
    );
    // A photo alone, as a phone sends it: kept, named.
    const photo = await parseAnswer(mixed(null, [inline("IMG_0042.jpg", "X1")]));
    expect(photo.ok && photo.answer.text).toContain("- IMG_0042.jpg (2 KB)");
  });

  it("names at most ten files, each on one line, cut short, with unsafe characters replaced", async () => {
    const hostile = `brief.pdf\u202e${"x".repeat(300)}.exe`;
    const files = [pdf(hostile), ...Array.from({ length: 11 }, (_, i) => pdf(`part-${i}.pdf`))];
    const parsed = await parseAnswer(mixed("See the files.", files));
    const lines = (parsed.ok ? parsed.answer.text : "").split("\n");
    expect(lines[2]).toBe(
      "[12 files were attached. They are in the studio's mailbox with this e-mail:]",
    );
    // Cut in the middle: the real extension shows, whatever the name starts with.
    expect(lines[3]).toBe(`- brief.pdf\uFFFD${"x".repeat(105)}….exe (3 KB)`);
    expect(lines.slice(4)).toEqual([
      ...Array.from({ length: 9 }, (_, i) => `- part-${i}.pdf (3 KB)`),
      "- and 2 more",
    ]);
  });

  it("never throws, whatever the bytes, and a message it keeps has text", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 600 }),
        fc.constantFrom(
          "text/plain",
          "text/html",
          "multipart/alternative; boundary=b",
          "multipart/mixed; boundary=b",
        ),
        async (bytes, type) => {
          const source = Buffer.concat([
            Buffer.from(`From: a@b.example\r\nMessage-ID: <p@b>\r\nContent-Type: ${type}\r\n\r\n`),
            Buffer.from(bytes),
          ]);
          const parsed = await parseAnswer(source);
          if (parsed.ok) expect(parsed.answer.text.trim()).not.toBe("");
          else
            expect(parsed.reason).toMatch(
              /^(no text|no sender address|no Message-ID|not a parsable message)$/,
            );
        },
      ),
      { numRuns: 150 },
    );
  });
});
