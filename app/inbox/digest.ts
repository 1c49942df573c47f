import { oneLine } from "../contact/text";

/**
 * The morning digest: one e-mail to each colleague who can be given
 * inquiries, on working days, listing what has waited past the
 * one-business-day promise and the follow-ups due today or earlier, each with
 * its link. Sent by `npm run inquiries -- digest` (a systemd timer, or the
 * Compose service "digest"); nothing is sent when nothing is late or due.
 */
export interface DigestLine {
  id: number;
  subject: string;
  fullName: string;
  assignee: string | null;
  /** "over 2 business days" (late) or "1 Dec 2026" (a follow-up's day). */
  when: string;
}

export interface Digest {
  /** The day on the studio's clock, in words ("Tuesday 1 December 2026"). */
  day: string;
  origin: string;
  late: DigestLine[];
  lateMore: boolean;
  due: DigestLine[];
}

function line(origin: string, item: DigestLine, when: string): string[] {
  return [
    `- #${item.id} ${oneLine(item.subject)}`,
    `  from ${oneLine(item.fullName)}, ${when}, ${item.assignee ? `assigned to ${item.assignee}` : "not assigned"}`,
    `  ${origin}/inbox/${item.id}`,
  ];
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function digestMail(digest: Digest): { subject: string; text: string } {
  const parts = [
    digest.late.length
      ? `${count(digest.late.length, "inquiry", "inquiries")} past the promise`
      : "",
    digest.due.length ? count(digest.due.length, "follow-up due", "follow-ups due") : "",
  ].filter(Boolean);
  const text = [`Good morning. The studio's inbox on ${digest.day}:`, ""];
  if (digest.late.length) {
    text.push(
      "Waiting longer than one business day (the website promises an answer within one),",
      digest.lateMore ? `the ${digest.late.length} oldest:` : "the oldest first:",
      "",
    );
    for (const item of digest.late)
      text.push(...line(digest.origin, item, `waiting ${item.when}`), "");
  }
  if (digest.due.length) {
    text.push("Follow-ups due:", "");
    for (const item of digest.due)
      text.push(...line(digest.origin, item, `follow up on ${item.when}`), "");
  }
  text.push(`The whole list: ${digest.origin}/inbox`, "", "The studio's inbox");
  return { subject: `Inbox: ${parts.join(", ")}`, text: text.join("\n") };
}
