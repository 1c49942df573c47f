import { oneLine, safeText } from "../contact/text";
import { templateById } from "./reply-templates";

/**
 * A reply's words before anyone edits them (decision 0027): the subject
 * ("Re: " and the inquiry's), the greeting and body (the default or a
 * template, with the inquiry's fields filled in) and the inquiry quoted
 * below, as e-mail quotes it ("> " before each line). Pure: the page's loader
 * and the tests call it alike.
 */
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 20_000;

/** The fields a template may name. */
export interface TemplateFields {
  name: string;
  company: string;
  subject: string;
  sender: string;
}

/** What a field reads as when the inquiry left it empty. */
const fallbacks: TemplateFields = {
  name: "there",
  company: "your team",
  subject: "your project",
  sender: "The studio",
};

const placeholder = /\{(name|company|subject|sender)\}/g;

/**
 * `text` with each `{field}` replaced by its value, in one pass: a value that
 * itself holds "{company}" or "$&" stays as typed. Values are put on one line
 * (a name cannot add lines or controls to the e-mail).
 */
export function fillTemplate(text: string, fields: TemplateFields): string {
  return text.replace(placeholder, (_, key: keyof TemplateFields) => {
    const value = oneLine(fields[key]).trim();
    return value || fallbacks[key];
  });
}

/** "Re: " and the subject, once (an answer to an answer keeps one "Re:"). */
export function replySubject(subject: string): string {
  const line = oneLine(subject).trim() || "Your inquiry";
  const reply = /^re:\s/i.test(line) ? line : `Re: ${line}`;
  return reply.slice(0, REPLY_SUBJECT_MAX);
}

/**
 * How much of the inquiry a draft quotes: the whole message is on the page, and a
 * long quote leaves less of REPLY_BODY_MAX for the reply itself.
 */
export const QUOTE_MAX = 2_000;

/**
 * The message quoted as e-mail does: a line that says who wrote it and when, then
 * "> " before each line; past QUOTE_MAX characters, cut at a line's end (or there)
 * and marked "> […]".
 */
export function quote(message: string, author: string, when: string): string {
  let text = safeText(message).replace(/\r\n?/g, "\n");
  if (text.length > QUOTE_MAX) {
    const cut = text.lastIndexOf("\n", QUOTE_MAX);
    text = `${text.slice(0, cut > QUOTE_MAX / 2 ? cut : QUOTE_MAX).trimEnd()}\n[…]`;
  }
  const lines = text.split("\n");
  return [
    `On ${when}, ${oneLine(author).trim() || "you"} wrote:`,
    ...lines.map((line) => (line ? `> ${line}` : ">")),
  ].join("\n");
}

/** The body when no template is chosen: a greeting and a sign-off around a gap to write in. */
export const defaultReplyBody = [
  "Hello {name},",
  "",
  "Thank you for your inquiry about “{subject}”.",
  "",
  "",
  "",
  "Best regards,",
  "{sender}",
].join("\n");

export interface ReplyDraft {
  subject: string;
  body: string;
}

/** The reply form's first words for an inquiry, with a template when one is named. */
export function replyDraft(options: {
  inquiry: { fullName: string; company: string; subject: string; message: string };
  /** When it arrived, as the page shows it ("27 Nov 2026, 14:05 Kolkata time"). */
  received: string;
  sender: string;
  template?: string | null;
}): ReplyDraft {
  const { inquiry, received, sender } = options;
  const body = templateById(options.template)?.body ?? defaultReplyBody;
  const fields = {
    name: inquiry.fullName,
    company: inquiry.company,
    subject: inquiry.subject,
    sender,
  };
  return {
    subject: replySubject(inquiry.subject),
    body: `${fillTemplate(body, fields)}\n\n${quote(inquiry.message, inquiry.fullName, received)}`,
  };
}

/** Why a reply as typed cannot be sent, or undefined when it can. */
export function replyProblem(subject: string, body: string): string | undefined {
  if (!subject.trim()) return "Write a subject.";
  if (subject.length > REPLY_SUBJECT_MAX) {
    return `A subject holds at most ${REPLY_SUBJECT_MAX} characters.`;
  }
  if (!body.trim()) return "Write the reply first.";
  if (body.length > REPLY_BODY_MAX) {
    return `A reply holds at most ${REPLY_BODY_MAX} characters (${REPLY_BODY_MAX.toLocaleString("en")}); this one has ${body.length.toLocaleString("en")}. Nothing was sent. Shorten it (the quoted inquiry at the end can go) and send it again: your text is still below.`;
  }
  return undefined;
}

/**
 * The address answers go to: the studio's reply address with the inquiry's
 * token as a `+` tag ("hello+inquiry-3f9a…@studio.example"), which mail
 * servers deliver to "hello@studio.example" and which names the thread even
 * when an answer loses its headers.
 */
export function taggedAddress(address: string, token: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) throw new Error("the reply address has no @");
  return `${address.slice(0, at)}+inquiry-${token}${address.slice(at)}`;
}
