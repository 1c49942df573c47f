import { simpleParser, type AddressObject, type Attachment } from "mailparser";
import { oneLine, safeText } from "../../app/contact/text";

/**
 * Reading a person's answer to a reply sent from the inbox (decision 0027):
 * which inquiry it answers (its threading headers, else the `+inquiry-<token>`
 * tag of the address it was sent to) and what it says, as plain text. Every
 * part of it is outside input: nothing here throws on any bytes.
 */

/** Longest text kept from one answer (characters); beyond it, the rest is cut with a note. */
export const ANSWER_TEXT_MAX = 100_000;
const SUBJECT_MAX = 300;
const REFERENCES_MAX = 50;

/**
 * Longest header value read (characters). A stranger can send headers of
 * megabytes; past this, References keeps its tail (the latest ids), every
 * other header its head.
 */
export const HEADER_VALUE_MAX = 16_384;

/**
 * The Message-IDs a header names (In-Reply-To, References), angle brackets
 * included, in their order, at most the last 50 (the latest are the ones that
 * matter; a header of thousands is no reason to query thousands).
 */
export function messageIdsIn(...headers: (string | undefined)[]): string[] {
  const ids = new Set<string>();
  for (const header of headers) {
    // Printable ASCII only: a control character is never stored nor copied into a later References.
    for (const match of (header ?? "").matchAll(/<([\x21-\x3b=\x3f-\x7e]{1,250})>/g)) {
      ids.add(`<${match[1]}>`);
    }
  }
  return [...ids].slice(-REFERENCES_MAX);
}

/** The inquiry token in an address tagged `+inquiry-<20 hex digits>@`, lower-cased; the first found. */
export function tokenIn(addresses: readonly string[]): string | undefined {
  for (const address of addresses) {
    const match = /\+inquiry-([0-9a-f]{20})@/i.exec(address);
    if (match) return match[1]!.toLowerCase();
  }
  return undefined;
}

/** Each header of a raw header block, unfolded, as [lower-case name, value]. */
export function headersIn(headerBlock: string): [string, string][] {
  const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, " ");
  const headers: [string, string][] = [];
  for (const line of unfolded.split(/\r?\n/)) {
    const match = /^([!-9;-~]+):(.*)$/.exec(line);
    if (!match) continue;
    const name = match[1]!.toLowerCase();
    headers.push([name, capped(name, match[2]!.trim())]);
  }
  return headers;
}

function capped(name: string, value: string): string {
  if (value.length <= HEADER_VALUE_MAX) return value;
  return name === "references" ? value.slice(-HEADER_VALUE_MAX) : value.slice(0, HEADER_VALUE_MAX);
}

const deliveredBy = new Set(["to", "cc", "delivered-to", "x-original-to", "envelope-to"]);

/** The addresses a message was delivered to (To, Cc, Delivered-To, X-Original-To, Envelope-To). */
export function recipientsIn(headers: readonly [string, string][]): string[] {
  return headers
    .filter(([name]) => deliveredBy.has(name))
    .flatMap(([, value]) => value.split(/[\s<>,;"]+/).flatMap(addressIn));
}

/** The address in one delimited word (`local@domain`, the local part after any `:`), or none; linear. */
function addressIn(word: string): string[] {
  const at = word.indexOf("@");
  if (at < 0) return [];
  const local = word.slice(word.lastIndexOf(":", at) + 1, at);
  const domain = word.slice(at + 1);
  return local && domain ? [`${local}@${domain}`] : [];
}

/** Headers that tell mail sent by a program (an auto-reply, a bounce) from a person's answer. */
const AUTOMATIC_HEADERS = [
  "auto-submitted",
  "x-autoreply",
  "x-autorespond",
  "precedence",
  "return-path",
  "from",
  "content-type",
];

/** The headers the reader asks the IMAP server for, besides the envelope's In-Reply-To. */
export const THREADING_HEADERS = ["references", ...deliveredBy, ...AUTOMATIC_HEADERS];

/**
 * Mail a program sent rather than the person: an auto-reply (RFC 3834's
 * Auto-Submitted: auto-replied, X-Autoreply or X-Autorespond other than "no",
 * Precedence: auto_reply) or a bounce (an empty Return-Path, a From of
 * MAILER-DAEMON or postmaster, a multipart/report). Null for a person's mail.
 * It must not reopen an inquiry (decision 0027, revision).
 */
export function automaticKind(
  headers: readonly [string, string][],
): "auto-reply" | "bounce" | null {
  let autoReply = false;
  let seenFrom = false;
  for (const [name, raw] of headers) {
    const value = raw.trim().toLowerCase();
    const token = value.split(";")[0]!.trim();
    if (name === "return-path" && value.replace(/\s+/g, "") === "<>") return "bounce";
    if (name === "content-type" && token === "multipart/report") return "bounce";
    if (name === "from" && !seenFrom) {
      seenFrom = true;
      if (fromMailSystem(value)) return "bounce";
    }
    // Only what says a program answered: Auto-Submitted: auto-generated, Precedence:
    // list or bulk also come on a person's mail sent through a group address or a
    // helpdesk, and such an answer is stored as any other.
    if (name === "auto-submitted" && token === "auto-replied") autoReply = true;
    if ((name === "x-autoreply" || name === "x-autorespond") && token !== "no") autoReply = true;
    if (name === "precedence" && token === "auto_reply") autoReply = true;
  }
  return autoReply ? "auto-reply" : null;
}

const MAIL_SYSTEM = /^(mailer-daemon|postmaster)$/;

/**
 * A From of the mail system itself: its first address's local part, or a bare
 * "MAILER-DAEMON". Only the first From counts, found by the linear scan the
 * delivery headers use: a stranger's 16 KB From costs microseconds.
 */
function fromMailSystem(from: string): boolean {
  const address = from.split(/[\s<>,;"]+/).flatMap(addressIn)[0];
  if (address) return MAIL_SYSTEM.test(address.slice(0, address.lastIndexOf("@")));
  return MAIL_SYSTEM.test(from.replace(/[<>"\s]/g, ""));
}

/** An answer as it is stored: who sent it, under which Message-ID, and what it says as text. */
export interface ParsedAnswer {
  from: string;
  messageId: string;
  inReplyTo: string | null;
  subject: string;
  text: string;
}

export type AnswerParse = { ok: true; answer: ParsedAnswer } | { ok: false; reason: string };

const PARSER_OPTIONS = {
  skipImageLinks: true,
  skipTextLinks: true,
  skipTextToHtml: true,
  // cid: links left as they are (not made data: URIs), so attachmentsNote can tell
  // a picture the HTML shows from a file attached.
  keepCidLinks: true,
} as const;

/** At most this many attachments are named in an answer's note; the rest are counted. */
const ATTACHMENTS_NAMED = 10;
const ATTACHMENT_NAME_MAX = 120;

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** A file's name on one line, cut in its middle when long so that its extension shows. */
function fileName(raw: string | undefined): string {
  const name = oneLine(raw ?? "").trim();
  if (name.length <= ATTACHMENT_NAME_MAX) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : "";
  return `${name.slice(0, ATTACHMENT_NAME_MAX - extension.length - 1)}…${extension}`;
}

/**
 * The files a person attached (a brief, a deck, a photo), named at the end of the
 * text the inbox keeps: the files themselves stay in the studio's mailbox, where
 * the mail program shows them, and are never stored or served by the site (a file
 * a stranger sends is not something the inbox opens). A picture the mail's HTML
 * shows (a signature's logo: its Content-ID named by a `cid:` in the HTML) is part
 * of the message, not an attachment; a photo a phone attaches "inline" is one.
 * Names are outside input: one line each, unsafe characters replaced, cut short.
 */
export function attachmentsNote(attachments: readonly Attachment[], html = ""): string {
  const shown = new Set<string>();
  for (const match of html.matchAll(/cid:([^"'\s>)]{1,200})/gi)) shown.add(match[1]!.toLowerCase());
  const files = attachments.filter(
    (file) => !(file.cid && shown.has(file.cid.replace(/^<|>$/g, "").toLowerCase())),
  );
  if (files.length === 0) return "";
  const named = files
    .slice(0, ATTACHMENTS_NAMED)
    .map(
      (file) =>
        `- ${fileName(file.filename) || "a file without a name"} (${sizeText(file.size ?? 0)})`,
    );
  const more = files.length - named.length;
  return [
    files.length === 1
      ? "[One file was attached. It is in the studio's mailbox with this e-mail:]"
      : `[${files.length} files were attached. They are in the studio's mailbox with this e-mail:]`,
    ...named,
    ...(more > 0 ? [`- and ${more} more`] : []),
  ].join("\n");
}

/**
 * The text of HTML that mailparser did not turn into text: it converts only an
 * HTML body at the message's root or beside a text part, so an HTML-only answer
 * with a file attached (multipart/mixed: HTML, then the file) came with no text.
 * Parsed again as a message of that HTML alone, by the same parser and limits.
 */
async function htmlAsText(html: string): Promise<string> {
  const mail = await simpleParser(
    Buffer.concat([
      Buffer.from("Content-Type: text/html; charset=utf-8\r\n\r\n"),
      Buffer.from(html),
    ]),
    PARSER_OPTIONS,
  );
  return typeof mail.text === "string" ? mail.text : "";
}

/**
 * Parses a raw message. HTML-only mail becomes its text (mailparser's
 * html-to-text): the page shows text, never the HTML. Attachments are named
 * after the text (attachmentsNote), so an answer that is only a file ("our
 * brief, attached") is kept. Refused (a reason, never the content) when it has
 * no sender address, no Message-ID, neither text nor attachment, or when it
 * cannot be parsed.
 */
export async function parseAnswer(source: Buffer): Promise<AnswerParse> {
  let mail;
  try {
    mail = await simpleParser(source, PARSER_OPTIONS);
  } catch {
    return { ok: false, reason: "not a parsable message" };
  }
  const from = firstAddress(mail.from);
  if (!from) return { ok: false, reason: "no sender address" };
  const messageId = messageIdsIn(mail.messageId)[0];
  if (!messageId) return { ok: false, reason: "no Message-ID" };
  let raw = typeof mail.text === "string" ? mail.text : "";
  if (!raw.trim() && typeof mail.html === "string" && mail.html)
    raw = await htmlAsText(mail.html).catch(() => "");
  const written = safeText(raw.replace(/\r\n?/g, "\n")).trim();
  const cut =
    written.length > ANSWER_TEXT_MAX
      ? `${written.slice(0, ANSWER_TEXT_MAX)}\n\n[The rest of this e-mail is not shown: it is longer than ${ANSWER_TEXT_MAX} characters.]`
      : written;
  const files = attachmentsNote(
    mail.attachments ?? [],
    typeof mail.html === "string" ? mail.html : "",
  );
  const text = [cut, files].filter(Boolean).join("\n\n");
  if (!text) return { ok: false, reason: "no text" };
  return {
    ok: true,
    answer: {
      from,
      messageId,
      inReplyTo: messageIdsIn(mail.inReplyTo).at(-1) ?? null,
      subject:
        oneLine(mail.subject ?? "")
          .trim()
          .slice(0, SUBJECT_MAX) || "(no subject)",
      text,
    },
  };
}

/** The longest address SMTP carries (RFC 5321's path limit less its brackets). */
const ADDRESS_MAX = 254;

function firstAddress(from: AddressObject | undefined): string | undefined {
  const address = from?.value.find((entry) => entry.address)?.address;
  if (!address || address.length > ADDRESS_MAX || !/^[^\s@<>]+@[^\s@<>]+$/.test(address))
    return undefined;
  return oneLine(address).toLowerCase();
}
