import { startAuthentication, startRegistration } from "@simplewebauthn/browser";

/**
 * The browser's half of the passkey ceremonies (@simplewebauthn/browser),
 * against /inbox/passkey (app/routes/inbox/passkey.ts).
 */
interface Answer {
  options?: unknown;
  redirect?: string;
  error?: string;
}

async function post(fields: Record<string, string>): Promise<Answer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const response = await fetch("/inbox/passkey", {
    method: "POST",
    body,
    credentials: "same-origin",
  });
  try {
    return (await response.json()) as Answer;
  } catch {
    return { error: "The server did not answer. Try again in a moment." };
  }
}

const cancelled = "The passkey prompt was closed before it finished. Try again.";

export async function signInWithPasskey(): Promise<Answer> {
  const start = await post({ intent: "sign-in-options" });
  if (!start.options) return start;
  let response;
  try {
    response = await startAuthentication({ optionsJSON: start.options as never });
  } catch {
    return { error: cancelled };
  }
  return post({ intent: "sign-in", response: JSON.stringify(response) });
}

/** Registers a passkey: with an invitation's token, or for the signed-in person (their CSRF token). */
export async function registerPasskey(who: { token: string } | { csrf: string }): Promise<Answer> {
  const start = await post({ intent: "register-options", ...who });
  if (!start.options) return start;
  let response;
  try {
    response = await startRegistration({ optionsJSON: start.options as never });
  } catch {
    return { error: cancelled };
  }
  return post({ intent: "register", response: JSON.stringify(response), ...who });
}
