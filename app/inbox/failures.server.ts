import { counterRegressedMail, sendInBackground } from "./mail.server";
import type { InboxServices } from "./services";
import type { AssertionFailure, AssertionResult } from "./webauthn.server";
import { passkeyLabel } from "./passkey-name";
import type { StaffMember } from "../../db/staff-store";

/**
 * Failed sign-ins in the audit log (decision 0019): every failure that names
 * an account (a known passkey whose signature did not verify, a person over
 * their limit, a used or expired e-mailed link), so that the person and their
 * colleagues see attempts on it. A failure that names nobody (no challenge, an
 * unknown passkey) has no account to put it on: it is a log line only.
 *
 * A signature counter that went backwards means a copy of the passkey signed:
 * the sign-in is refused, and the person and whoever runs the site are told.
 */
const NOT_SIGNED_IN = "someone not signed in";

const reasons: Record<AssertionFailure, string> = {
  "no-challenge": "no challenge",
  "unknown-passkey": "unknown passkey",
  signature: "the signature did not verify",
  "counter-regressed": "the signature counter went backwards",
  limited: "too many sign-ins in 15 minutes",
};

export async function recordFailedAssertion(
  services: InboxServices,
  result: Extract<AssertionResult, { ok: false }>,
  during: "sign-in" | "confirmation",
): Promise<void> {
  services.log.warn(
    { event: "inbox.passkey_failed", during, reason: result.reason, staffId: result.staff?.id },
    "passkey not accepted",
  );
  const { staff, passkey } = result;
  if (!staff || !passkey) return;
  const what = `${during === "sign-in" ? "sign-in" : "confirmation"} with ${staff.email}'s passkey "${passkeyLabel(passkey)}"`;
  if (result.reason !== "counter-regressed") {
    await services.inbox.record({
      staffId: staff.id,
      actor: NOT_SIGNED_IN,
      action: "staff.sign-in-failed",
      detail: `${what}: ${reasons[result.reason]}`,
    });
    return;
  }
  const { stored, presented } = result.counters!;
  await services.inbox.record({
    staffId: staff.id,
    actor: NOT_SIGNED_IN,
    action: "staff.passkey-counter-regressed",
    detail: `${what}: counter ${presented} after ${stored}; a copy of the passkey may exist`,
  });
  sendInBackground(
    services,
    counterRegressedMail(staff, passkey, Date.now()),
    "inbox.counter_mail_failed",
  );
  void services.alertOperators({
    event: "inbox.passkey_counter_regressed",
    subject: `Inbox: a sign-in with a copy of ${staff.email}'s passkey was refused`,
    text: [
      `A sign-in to the studio inbox with the passkey "${passkeyLabel(passkey)}" of ${staff.email} was refused:`,
      `its signature counter went from ${stored} to ${presented}, which a single authenticator never does.`,
      "A copy of that passkey may exist. The person has been told by e-mail (where SMTP is set up).",
      "",
      `To shut every door at once: npm run inquiries -- staff revoke ${staff.email}`,
      "then invite them again from the command line.",
    ].join("\n"),
    details: { staffId: staff.id, stored, presented },
  });
}

/** A used or expired e-mailed link tried again: on its person's record (an unknown token names nobody). */
export async function recordFailedLink(
  services: InboxServices,
  holder: StaffMember | undefined,
): Promise<void> {
  services.log.warn({ event: "inbox.link_failed", staffId: holder?.id }, "sign-in link refused");
  if (!holder) return;
  await services.inbox.record({
    staffId: holder.id,
    actor: NOT_SIGNED_IN,
    action: "staff.sign-in-failed",
    detail: `an e-mailed sign-in link for ${holder.email} that was used or had expired`,
  });
}
