import { isStatus, statusLabels } from "./filter";
import { studioTime } from "./time";

/**
 * The audit log and an inquiry's history in words a colleague reads ("Maria
 * changed the status from New to In progress"), from the entries as they are
 * stored (an action code and a short detail). Entries written before this
 * wording existed read the same way; an action this module does not know is
 * shown as stored rather than hidden.
 */
export interface StoredEntry {
  actor: string;
  action: string;
  detail: string;
}

/** Who did it and what, as two pieces (the audit table shows them in columns). */
export interface DescribedEntry {
  who: string;
  what: string;
}

/** A person's name when staff gave one at invitation, else the address (emails are stored lower-case). */
export type NameOf = (email: string) => string | undefined;

const OPERATOR = "operator (command line)";
const DIGEST = "the morning digest";
const NOT_SIGNED_IN = "someone not signed in";
/** db/inquiry-store.ts's BLOCKLIST_ACTOR: a blocked sender's inquiry put in Spam as it arrived. */
const BLOCKLIST = "the blocked senders list";
/** db/inquiry-messages-store.ts's MAIL_READER_ACTOR: an answer read from the studio's mailbox. */
const MAIL_READER = "the mailbox reader";

export function personName(actor: string, nameOf: NameOf): string {
  if (actor === OPERATOR) return "Whoever runs the site (on the server)";
  if (actor === DIGEST || actor === BLOCKLIST || actor === MAIL_READER) return "The inbox";
  if (actor === NOT_SIGNED_IN) return "Someone not signed in";
  return nameOf(actor.toLowerCase()) || actor;
}

/** "2026-12-01" as "1 Dec 2026" (anything else as it is). */
function dayWords(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? studioTime(`${day}T12:00:00.000Z`, "UTC").replace(/, \d\d:\d\d$/, "")
    : day;
}

function statusName(code: string): string {
  return isStatus(code) ? statusLabels[code] : code;
}

function describeAction(entry: StoredEntry, nameOf: NameOf): string {
  const { action, detail } = entry;
  const person = (email: string) => nameOf(email.toLowerCase()) || email;
  switch (action) {
    case "inquiry.status": {
      const [before, after] = detail.split(" → ");
      return after === undefined
        ? `changed the status (${detail})`
        : `changed the status from ${statusName(before!)} to ${statusName(after)}`;
    }
    case "inquiry.assigned": {
      const to = detail.replace(/^to /, "");
      if (to === "nobody") return "took the inquiry off everyone's list";
      if (to.toLowerCase() === entry.actor.toLowerCase()) return "took the inquiry on";
      return `assigned it to ${person(to)}`;
    }
    case "inquiry.follow-up":
      return detail === "cleared"
        ? "cleared the follow-up date"
        : `set the follow-up date to ${dayWords(detail)}`;
    case "inquiries.bulk-status": {
      const [count, status] = detail.split(" → ");
      const many = count === "1" ? "1 inquiry" : `${count} inquiries`;
      if (status === "archived") return `archived ${many} at once`;
      if (status === "spam") return `marked ${many} as spam at once`;
      return `changed the status of ${many} to ${statusName(status ?? "")} at once`;
    }
    case "inquiries.bulk-assigned": {
      const match = /^(\d+) to (.+)$/.exec(detail);
      if (!match) return `assigned inquiries (${detail})`;
      const [, count, to] = match;
      const many = count === "1" ? "1 inquiry" : `${count} inquiries`;
      if (to === "nobody") return `took ${many} off everyone's list at once`;
      if (to!.toLowerCase() === entry.actor.toLowerCase()) return `took on ${many} at once`;
      return `assigned ${many} to ${person(to!)} at once`;
    }
    case "inquiry.sender-blocked":
      return detail.startsWith("domain ")
        ? `put it in Spam as it arrived: the domain ${detail.slice(7)} is blocked`
        : "put it in Spam as it arrived: the sender's address is blocked";
    case "sender.blocked": {
      const [what, ...reason] = detail.split(": ");
      return `blocked the ${what}${reason.length ? ` (${reason.join(": ")})` : ""}`;
    }
    case "sender.unblocked":
      return `unblocked the ${detail}`;
    case "inbox.digest-sent":
      return `sent the morning digest (${detail})`;
    case "inquiry.replied":
      return "replied to the person by e-mail from the inbox";
    case "inquiry.answered":
      return "added the person's answer by e-mail to the conversation";
    case "inquiry.note-added":
    case "note.added":
      return "added a note";
    case "inquiry.erased":
      return "erased the inquiry on request: its fields, notes and e-mails are deleted";
    case "inquiries.exported": {
      const match = /^(\d+) as (CSV|JSON)(?: \((.*)\))?$/.exec(detail);
      if (!match) return `exported inquiries (${detail})`;
      const [, count, format, filter] = match;
      const what = count === "1" ? "1 inquiry" : `${count} inquiries`;
      return `exported ${what} as ${format}${filter ? ` (${filter})` : ""}`;
    }
    case "staff.signed-in":
      if (detail === "passkey") return "signed in with a passkey";
      if (detail === "e-mailed link") return "signed in with an e-mailed link";
      if (detail.startsWith("new passkey")) return "signed in with a new passkey";
      return detail ? `signed in (${detail})` : "signed in";
    case "staff.sign-in-failed":
      return `could not sign in: ${detail}`;
    case "staff.passkey-counter-regressed":
      return `presented a passkey that may have been copied: ${detail}`;
    case "staff.link-sent":
      return "asked for a sign-in link by e-mail";
    case "staff.passkey-link-sent":
      return "asked for an e-mailed link to add a passkey";
    case "staff.passkey-added": {
      const [name, ...how] = detail.split(", ");
      return `added the passkey ${name}${how.length ? ` (${how.join(", ")})` : ""}`;
    }
    case "staff.passkey-removed":
      return `removed the passkey ${detail}`;
    case "staff.passkey-renamed": {
      const [before, after] = detail.split(" → ");
      return after === undefined
        ? `renamed a passkey (${detail})`
        : `renamed the passkey ${before} to ${after}`;
    }
    case "staff.invited":
      return `invited ${person(detail)}`;
    case "staff.invite-refused":
      return `tried to invite ${detail.replace(/: revoked$/, "")}, whose access was revoked`;
    case "staff.invitation-not-sent":
      return `invited ${detail}, but the e-mail could not be sent, so the invitation was withdrawn`;
    case "staff.revoked":
      return `revoked the access of ${person(detail)}`;
    default:
      return detail ? `${action} (${detail})` : action;
  }
}

export function describeEntry(entry: StoredEntry, nameOf: NameOf): DescribedEntry {
  return { who: personName(entry.actor, nameOf), what: describeAction(entry, nameOf) };
}

/** One sentence: "Maria changed the status from New to In progress." */
export function entrySentence(entry: StoredEntry, nameOf: NameOf): string {
  const { who, what } = describeEntry(entry, nameOf);
  return `${who} ${what}.`;
}

/** A lookup from the staff list (address to name; no entry for those without a name). */
export function namesFrom(people: readonly { email: string; name: string }[]): NameOf {
  const names = new Map(
    people.filter((p) => p.name.trim()).map((p) => [p.email.toLowerCase(), p.name.trim()]),
  );
  return (email) => names.get(email);
}
