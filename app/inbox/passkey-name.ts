import { isSafeLine } from "../contact/text";

/**
 * The name a person gives a passkey ("Work laptop", "Blue security key"): one
 * line of plain text, at most PASSKEY_NAME_MAX characters, trimmed. Anything
 * else is refused with a message that says why, and nothing is saved.
 */
export const PASSKEY_NAME_MAX = 60;

export type PasskeyName = { name: string } | { empty: true } | { error: string };

export function readPasskeyName(value: unknown): PasskeyName {
  const name = typeof value === "string" ? value.trim().replace(/[ \t\u00a0]+/g, " ") : "";
  if (!name) return { empty: true };
  if (!isSafeLine(name)) return { error: "A passkey's name is one line of plain text." };
  if ([...name].length > PASSKEY_NAME_MAX) {
    return { error: `A passkey's name holds at most ${PASSKEY_NAME_MAX} characters.` };
  }
  return { name };
}

/** The name of a passkey whose person gave none: what it is and the day it was added. */
export function defaultPasskeyName(deviceType: string | null, at: number): string {
  const day = new Date(at).toISOString().slice(0, 10);
  return `${deviceType === "multiDevice" ? "Synced passkey" : "Passkey"} added ${day}`;
}

/** What a passkey is called in the inbox: its name, or for one saved without (before names) its default. */
export function passkeyLabel(passkey: {
  name: string;
  deviceType: string | null;
  createdAt: number;
}): string {
  return passkey.name || defaultPasskeyName(passkey.deviceType, passkey.createdAt);
}
