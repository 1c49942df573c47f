import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { site } from "../content/site.server";
import { cookieValue, overLimit } from "./auth.server";
import type { InboxServices } from "./services";
import type {
  ChallengePurpose,
  NewPasskey,
  StaffMember,
  StoredPasskey,
} from "../../db/staff-store";
import type { InboxSettings } from "../../server/inbox/settings";

/**
 * Passkey ceremonies through @simplewebauthn/server (decision 0019). The
 * relying party is SITE_URL's host name and the only accepted origin is
 * SITE_URL's, never what a request's Host header says. A ceremony's challenge
 * is kept in the database (any instance can finish what another started)
 * under a random handle that the browser holds in a short-lived cookie; it is
 * taken out at the first attempt, whatever the outcome.
 */
export const CHALLENGE_COOKIE = "studio-webauthn";
const CHALLENGE_MS = 5 * 60 * 1000;

export function challengeCookie(settings: InboxSettings, handle: string): string {
  return [
    `${CHALLENGE_COOKIE}=${handle}`,
    "Path=/inbox",
    "HttpOnly",
    "SameSite=Strict",
    ...(settings.secure ? ["Secure"] : []),
    `Max-Age=${CHALLENGE_MS / 1000}`,
  ].join("; ");
}

export function challengeHandle(request: Request): string | undefined {
  return cookieValue(request.headers.get("Cookie"), CHALLENGE_COOKIE);
}

/** Keeps a ceremony's challenge for `purpose` (and person); the options, and the handle for the cookie. */
async function kept<T extends { challenge: string }>(
  services: InboxServices,
  options: T,
  purpose: ChallengePurpose,
  staffId: number | null,
): Promise<{ options: T; handle: string }> {
  const handle = await services.staff.saveChallenge(
    options.challenge,
    purpose,
    staffId,
    CHALLENGE_MS,
  );
  return { options, handle };
}

/** A person's passkeys as WebAuthn names them to an authenticator. */
const descriptors = (passkeys: readonly StoredPasskey[]) =>
  passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports }));

/** Options for signing in with any passkey of this site (discoverable credentials). */
export async function signInOptions(services: InboxServices) {
  const options = await generateAuthenticationOptions({
    rpID: services.settings.rpId,
    userVerification: "required",
  });
  return kept(services, options, "authenticate", null);
}

/** Why an assertion did not prove anyone (the audit log says which, the person never). */
export type AssertionFailure =
  "no-challenge" | "unknown-passkey" | "signature" | "counter-regressed" | "limited";

export type AssertionResult =
  | { ok: true; staff: StaffMember; passkey: StoredPasskey }
  | {
      ok: false;
      reason: AssertionFailure;
      /** The passkey's owner, when the response named a known passkey. */
      staff?: StaffMember;
      passkey?: StoredPasskey;
      /** For "counter-regressed": the stored counter and the one the response carried. */
      counters?: { stored: number; presented: number };
    };

/**
 * Verifies an assertion against `challenge` with the passkey it names. The
 * library's own counter check runs before the signature is verified, so
 * anyone who knows a credential id could make any response fail as a "counter
 * regression"; the stored counter is therefore given as 0 and compared here,
 * by the library's rule, only once the signature holds: a regression is then
 * the key's own doing (a cloned passkey), never a stranger's.
 */
async function verifyAssertion(
  services: InboxServices,
  challenge: string,
  response: AuthenticationResponseJSON,
): Promise<AssertionResult> {
  if (typeof response?.id !== "string") return { ok: false, reason: "unknown-passkey" };
  const found = await services.staff.passkey(response.id);
  if (!found) return { ok: false, reason: "unknown-passkey" };
  const { staff, passkey } = found;
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: services.settings.origin,
      expectedRPID: services.settings.rpId,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: 0,
        transports: passkey.transports,
      },
    });
  } catch {
    return { ok: false, reason: "signature", staff, passkey };
  }
  if (!result.verified) return { ok: false, reason: "signature", staff, passkey };
  const info = result.authenticationInfo;
  const stored = passkey.counter;
  const regressed = { ok: false, reason: "counter-regressed", staff, passkey } as const;
  const counters = { stored, presented: info.newCounter };
  if ((info.newCounter > 0 || stored > 0) && info.newCounter <= stored) {
    return { ...regressed, counters };
  }
  // Checked again where it is written: a use with the same counter at this moment wins once.
  const moved = await services.staff.usePasskey(passkey.credentialId, info.newCounter, {
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
  });
  return moved ? { ok: true, staff, passkey } : { ...regressed, counters };
}

/**
 * A sign-in: the response must answer this browser's sign-in challenge with
 * a passkey of an active person. Only a verified signature counts against
 * the person's own limit (INBOX_SIGN_IN_MAX per 15 minutes): a stranger who
 * knows a credential id cannot sign, so cannot lock anyone out.
 */
export async function verifySignIn(
  services: InboxServices,
  request: Request,
  response: AuthenticationResponseJSON,
): Promise<AssertionResult> {
  const challenge = await services.staff.takeChallenge(challengeHandle(request), "authenticate");
  if (!challenge) return { ok: false, reason: "no-challenge" };
  const result = await verifyAssertion(services, challenge.challenge, response);
  if (result.ok && (await overLimit(services, [`staff:${result.staff.id}`]))) {
    return { ok: false, reason: "limited", staff: result.staff, passkey: result.passkey };
  }
  return result;
}

/**
 * Options for a signed-in person to prove it is them, with a passkey they
 * already have (on this device, or another through the browser's "use a
 * phone" prompt), before adding one. Undefined when they have none.
 */
export async function confirmationOptions(services: InboxServices, staff: StaffMember) {
  const passkeys = await services.staff.passkeysOf(staff.id);
  if (passkeys.length === 0) return undefined;
  const options = await generateAuthenticationOptions({
    rpID: services.settings.rpId,
    userVerification: "required",
    allowCredentials: descriptors(passkeys),
  });
  return kept(services, options, "confirm", staff.id);
}

/** The confirmation: the response answers this person's confirmation challenge with one of their passkeys. */
export async function verifyConfirmation(
  services: InboxServices,
  request: Request,
  response: AuthenticationResponseJSON,
  staff: StaffMember,
): Promise<AssertionResult> {
  const challenge = await services.staff.takeChallenge(challengeHandle(request), "confirm");
  if (!challenge || challenge.staffId !== staff.id) return { ok: false, reason: "no-challenge" };
  const result = await verifyAssertion(services, challenge.challenge, response);
  if (result.ok && result.staff.id !== staff.id) {
    return { ok: false, reason: "signature", staff, passkey: result.passkey };
  }
  return result;
}

/** Options for registering a new passkey for `staff` (their existing ones excluded). */
export async function registrationOptions(services: InboxServices, staff: StaffMember) {
  const existing = await services.staff.passkeysOf(staff.id);
  const options = await generateRegistrationOptions({
    rpName: `${site().name} inbox`,
    rpID: services.settings.rpId,
    userName: staff.email,
    userDisplayName: staff.name || staff.email,
    userID: new TextEncoder().encode(`staff-${staff.id}`),
    attestationType: "none",
    excludeCredentials: descriptors(existing),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  return kept(services, options, "register", staff.id);
}

/**
 * Verifies a registration against this browser's registration challenge:
 * the passkey it proves, for the person the challenge was made for, not yet
 * saved (the route names it and saves it, spending a link in the same
 * transaction). Undefined when it does not verify.
 */
export async function verifyRegistration(
  services: InboxServices,
  request: Request,
  response: RegistrationResponseJSON,
): Promise<Omit<NewPasskey, "name"> | undefined> {
  const challenge = await services.staff.takeChallenge(challengeHandle(request), "register");
  if (!challenge || challenge.staffId === null) return undefined;
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: services.settings.origin,
      expectedRPID: services.settings.rpId,
      requireUserVerification: true,
    });
    if (!result.verified) return undefined;
    const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
    return {
      credentialId: credential.id,
      staffId: challenge.staffId,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    };
  } catch {
    return undefined;
  }
}
