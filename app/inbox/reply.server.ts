import { randomBytes, randomUUID } from "node:crypto";
import { oneLine, safeText } from "../contact/text";
import { taggedAddress } from "./reply";
import type { InboxMessage } from "./services";

/**
 * A reply to an inquiry as it leaves (decision 0027): from the studio's
 * address under the colleague's name, to the person, answers to the studio's
 * address tagged with the inquiry's token, under a Message-ID the site makes
 * and keeps, threaded under the last message of the inquiry's thread.
 */

/** A new inquiry token: 20 lower-case hex digits (some mail systems lower-case an address). */
export function newReplyToken(): string {
  return randomBytes(10).toString("hex");
}

/** A new Message-ID on the reply address's domain, angle brackets included. */
export function newMessageId(replyAddress: string): string {
  const domain = replyAddress.slice(replyAddress.lastIndexOf("@") + 1);
  return `<${randomUUID()}@${domain}>`;
}

export function replyMessage(options: {
  to: string;
  senderName: string;
  replyAddress: string;
  token: string;
  messageId: string;
  /** The Message-IDs of the thread so far, oldest first: the last is answered. */
  thread: readonly string[];
  subject: string;
  body: string;
}): InboxMessage {
  const answered = options.thread.at(-1);
  return {
    to: options.to,
    from: { name: oneLine(options.senderName).trim(), address: options.replyAddress },
    replyTo: taggedAddress(options.replyAddress, options.token),
    messageId: options.messageId,
    ...(answered ? { inReplyTo: answered, references: [...options.thread] } : {}),
    subject: oneLine(options.subject).trim(),
    text: safeText(options.body).replace(/\r\n?/g, "\n"),
  };
}
