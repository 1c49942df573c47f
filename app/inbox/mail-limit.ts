import type { RateLimitVerdict } from "../contact/services";

/**
 * What a colleague reads when the inbox's per-person sending limit
 * (INBOX_MAIL_MAX_PER_HOUR: replies, and assignments that e-mail a colleague,
 * one for a bulk assignment) stops an action: nothing was sent, what to do, and when it works again.
 */
export function waitText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
}

const why =
  "The limit keeps a misused session from sending mail in the studio's name; whoever runs the site can raise it.";

export function mailLimitMessage(
  verdict: Pick<RateLimitVerdict, "retryAfterSeconds">,
  what: "reply" | "assign" | "bulk-assign",
): string {
  const wait = waitText(verdict.retryAfterSeconds);
  if (what === "reply")
    return `The reply was not sent: you have sent as many e-mails from the inbox this hour as one person may. Your text is still below; send it again in ${wait}. ${why}`;
  const them = what === "assign" ? "it" : "them";
  return `Nothing was saved: assigning ${them} e-mails your colleague, and you have sent as many e-mails from the inbox this hour as one person may. Try again in ${wait}, or assign ${them} to yourself (no e-mail). ${why}`;
}
