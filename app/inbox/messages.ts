/** The inbox's answers that must not tell an outsider anything (who is invited, which step failed). */
export const signInFailed =
  "That did not sign you in. Try again, or ask for a sign-in link by e-mail.";
export const registrationFailed =
  "The passkey was not saved. The invitation may have been used or expired: ask for a new one.";
export const linkRequested =
  "If that address belongs to a member of staff, a sign-in link is on its way. It works once, for a short time.";
export const linkExpired = "This link has been used or has expired. Ask for a new one below.";
export const noPasskeyToConfirm =
  "You have no passkey to confirm with. Ask for a link by e-mail below, or ask whoever runs the site for an invitation.";
