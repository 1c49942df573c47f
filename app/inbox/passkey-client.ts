import { startAuthentication, startRegistration } from "@simplewebauthn/browser";

/**
 * The browser's half of the passkey ceremonies (@simplewebauthn/browser),
 * against /inbox/passkey (app/routes/inbox/passkey.ts).
 */
export interface Answer {
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

const cancelled = { error: "The passkey prompt was closed before it finished. Try again." };

/**
 * The browser's prompt for `options` (a sign-in or a proof when `kind` is
 * "get", a new passkey when "create"), as JSON for the server; undefined when
 * the person closed it or it failed. The options come from our server, whose
 * JSON the library checks itself: typed here as the library takes them.
 */
async function prompt(kind: "get" | "create", options: unknown): Promise<string | undefined> {
  try {
    const response =
      kind === "get"
        ? await startAuthentication({ optionsJSON: options as never })
        : await startRegistration({ optionsJSON: options as never });
    return JSON.stringify(response);
  } catch {
    return undefined;
  }
}

export async function signInWithPasskey(): Promise<Answer> {
  const start = await post({ intent: "sign-in-options" });
  if (!start.options) return start;
  const response = await prompt("get", start.options);
  return response ? post({ intent: "sign-in", response }) : cancelled;
}

/** Creates the passkey the server's creation options describe and saves it. */
async function create(options: unknown, fields: Record<string, string>): Promise<Answer> {
  const response = await prompt("create", options);
  return response ? post({ ...fields, intent: "register", response }) : cancelled;
}

/** Registers a passkey with an invitation's (or an e-mailed "add a passkey" link's) token: the link is the proof. */
export async function registerWithLink(token: string, name: string): Promise<Answer> {
  const start = await post({ intent: "register-options", token, name });
  if (!start.options) return start;
  return create(start.options, { token, name });
}

/**
 * Adding a passkey while signed in, step 1: the person proves it is them with
 * a passkey they already have; the answer's `options` describe the new one.
 */
export async function confirmIdentity(csrf: string, name: string): Promise<Answer> {
  const start = await post({ intent: "confirm-options", csrf });
  if (!start.options) return start;
  const proof = await prompt("get", start.options);
  return proof ? post({ intent: "register-options", csrf, name, proof }) : cancelled;
}

/** Step 2: creates the new passkey (on this device, or a security key) and saves it. */
export function createPasskey(csrf: string, name: string, options: unknown): Promise<Answer> {
  return create(options, { csrf, name });
}
