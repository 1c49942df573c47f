import { oneLine } from "../contact/text";
import { passkeyLabel } from "./passkey-name";
import type { InboxMailer, InboxServices } from "./services";
import { linkUrl } from "./links.server";
import type { StaffMember, StoredPasskey } from "../../db/staff-store";

/**
 * The inbox's e-mails to staff: invitations, sign-in links, links to add a
 * passkey, and what happened to a person's passkeys (added, removed, a copy
 * that may exist). One place for their words; sent only where SMTP is set up.
 */
export type InboxMail = Parameters<InboxMailer["send"]>[0];

const signature = "The studio's inbox";

export function invitationMail(
  services: InboxServices,
  to: string,
  inviter: string,
  token: string,
): InboxMail {
  const hours = Math.round(services.settings.inviteMs / 3_600_000);
  return {
    to,
    subject: "You are invited to the studio inbox",
    text: [
      `${inviter} invited you to the studio's inbox, where the team works the website's inquiries.`,
      "",
      `Create your passkey: ${linkUrl(services.settings, "invite", token)}`,
      "",
      `The link works once, within ${hours} hours. A newer invitation replaces this one.`,
    ].join("\n"),
  };
}

export function signInLinkMail(services: InboxServices, to: string, token: string): InboxMail {
  const minutes = Math.round(services.settings.signInLinkMs / 60_000);
  return {
    to,
    subject: "Your sign-in link for the studio inbox",
    text: [
      "Someone (we hope you) asked to sign in to the studio's inbox with this address.",
      "",
      `Sign in: ${linkUrl(services.settings, "sign-in", token)}`,
      "",
      `The link works once, within ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ].join("\n"),
  };
}

export function passkeyLinkMail(services: InboxServices, to: string, token: string): InboxMail {
  const minutes = Math.round(services.settings.signInLinkMs / 60_000);
  return {
    to,
    subject: "Add a passkey to your studio inbox account",
    text: [
      "You asked, from the inbox's Account page, to add a passkey to your account.",
      "",
      `Open this link on the device that should have it: ${linkUrl(services.settings, "passkey", token)}`,
      "",
      `The link works once, within ${minutes} minutes. If you did not ask for it, someone is signed in`,
      'as you: sign in, press "Sign out everywhere" on the Account page, and tell whoever runs the site.',
    ].join("\n"),
  };
}

const when = (at: number) => new Date(at).toISOString().replace("T", " ").slice(0, 16) + " UTC";

export function passkeyAddedMail(
  person: StaffMember,
  name: string,
  at: number,
  by: "yourself" | "invitation",
): InboxMail {
  return {
    to: person.email,
    subject: "A passkey was added to your studio inbox account",
    text: [
      `A passkey named "${oneLine(name)}" was added to your account (${person.email}) on ${when(at)}${
        by === "invitation" ? ", with an invitation" : ""
      }.`,
      "",
      "If that was you, there is nothing to do. If not, sign in, remove it on the Account page,",
      'press "Sign out everywhere", and tell whoever runs the site.',
      "",
      signature,
    ].join("\n"),
  };
}

export function passkeyRemovedMail(
  person: StaffMember,
  passkey: StoredPasskey,
  at: number,
  left: number,
): InboxMail {
  return {
    to: person.email,
    subject: "A passkey was removed from your studio inbox account",
    text: [
      `The passkey named "${oneLine(passkeyLabel(passkey))}" was removed from your account (${person.email}) on ${when(at)}.`,
      left === 0
        ? "You have no passkey left: sign in with an e-mailed link, or ask whoever runs the site for an invitation."
        : `You have ${left === 1 ? "1 passkey" : `${left} passkeys`} left.`,
      "",
      'If that was not you, someone is signed in as you: press "Sign out everywhere" on the Account',
      "page and tell whoever runs the site.",
      "",
      signature,
    ].join("\n"),
  };
}

export function counterRegressedMail(
  person: StaffMember,
  passkey: StoredPasskey,
  at: number,
): InboxMail {
  return {
    to: person.email,
    subject: "A sign-in with a copy of your passkey was refused",
    text: [
      `On ${when(at)} someone tried to sign in to the studio inbox with your passkey "${oneLine(passkeyLabel(passkey))}",`,
      "and the passkey's signature counter went backwards: a sign that a copy of it exists.",
      "The sign-in was refused.",
      "",
      "Remove that passkey on the Account page and add a new one, and tell whoever runs the site.",
      "",
      signature,
    ].join("\n"),
  };
}

/** The notice to a colleague who was given an inquiry, with a link to it. */
export function assignedMail(
  services: InboxServices,
  to: StaffMember,
  by: string,
  inquiry: { id: number; subject: string; fullName: string },
): InboxMail {
  return {
    to: to.email,
    subject: `Inquiry #${inquiry.id} is yours: ${oneLine(inquiry.subject).slice(0, 120)}`,
    text: [
      `${by} assigned you inquiry #${inquiry.id} from ${oneLine(inquiry.fullName)}:`,
      `"${oneLine(inquiry.subject)}"`,
      "",
      `Open it: ${services.settings.origin}/inbox/${inquiry.id}`,
      "",
      "The website promises an answer within one business day.",
      "",
      signature,
    ].join("\n"),
  };
}

/** Inquiries listed one by one in a bulk assignment's notice; the rest are counted. */
export const ASSIGNED_LISTED = 25;

/**
 * One notice for a bulk assignment, however many inquiries it gave: a colleague
 * handed thirty leads gets one e-mail listing them, not thirty. Each line links
 * to its inquiry; the rest, past ASSIGNED_LISTED, are on their "Mine" list.
 */
export function assignedManyMail(
  services: InboxServices,
  to: StaffMember,
  by: string,
  inquiries: readonly { id: number; subject: string; fullName: string }[],
): InboxMail {
  const listed = inquiries.slice(0, ASSIGNED_LISTED);
  const more = inquiries.length - listed.length;
  return {
    to: to.email,
    subject: `${inquiries.length} inquiries are yours`,
    text: [
      `${by} assigned you ${inquiries.length} inquiries:`,
      "",
      ...listed.flatMap((inquiry) => [
        `#${inquiry.id} from ${oneLine(inquiry.fullName)}: "${oneLine(inquiry.subject).slice(0, 120)}"`,
        `  ${services.settings.origin}/inbox/${inquiry.id}`,
      ]),
      ...(more > 0 ? ["", `and ${more} more.`] : []),
      "",
      `All of yours ("Mine"): ${services.settings.origin}/inbox?assignee=${to.id}`,
      "",
      "The website promises an answer within one business day.",
      "",
      signature,
    ].join("\n"),
  };
}

/**
 * Sends a message without holding up the answer; a failure is one log line
 * (`event`), never the person's address. Nothing happens without SMTP.
 */
export function sendInBackground(services: InboxServices, mail: InboxMail, event: string): void {
  const mailer = services.mailer;
  if (!mailer) return;
  mailer.send(mail).catch((error: unknown) => {
    services.log.error({ event, reason: String(error).slice(0, 200) }, "inbox e-mail not sent");
  });
}
