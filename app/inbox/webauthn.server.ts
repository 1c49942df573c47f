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
import { cookieValue } from "./auth.server";
import type { InboxServices } from "./services";
import type { StaffMember } from "../../db/staff-store";
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

/** Options for signing in with any passkey of this site (discoverable credentials). */
export async function signInOptions(services: InboxServices) {
  const options = await generateAuthenticationOptions({
    rpID: services.settings.rpId,
    userVerification: "required",
  });
  const handle = await services.staff.saveChallenge(
    options.challenge,
    "authenticate",
    null,
    CHALLENGE_MS,
  );
  return { options, handle };
}

/** The person a sign-in response proves to be, or undefined (unknown passkey, bad signature, replay). */
export async function verifySignIn(
  services: InboxServices,
  request: Request,
  response: AuthenticationResponseJSON,
  beforeVerifying: (staff: StaffMember) => Promise<boolean>,
): Promise<StaffMember | undefined> {
  const challenge = await services.staff.takeChallenge(challengeHandle(request), "authenticate");
  if (!challenge || typeof response?.id !== "string") return undefined;
  const found = await services.staff.passkey(response.id);
  if (!found || !(await beforeVerifying(found.staff))) return undefined;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: services.settings.origin,
      expectedRPID: services.settings.rpId,
      requireUserVerification: true,
      credential: {
        id: found.passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(found.passkey.publicKey),
        counter: found.passkey.counter,
        transports: found.passkey.transports as never,
      },
    });
    if (!result.verified) return undefined;
    await services.staff.usePasskey(
      found.passkey.credentialId,
      result.authenticationInfo.newCounter,
    );
    return found.staff;
  } catch {
    return undefined;
  }
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
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const handle = await services.staff.saveChallenge(
    options.challenge,
    "register",
    staff.id,
    CHALLENGE_MS,
  );
  return { options, handle };
}

/**
 * Verifies a registration for the person its challenge was made for and, when
 * `commit` agrees (an invitation is spent there), stores the passkey.
 */
export async function verifyRegistration(
  services: InboxServices,
  request: Request,
  response: RegistrationResponseJSON,
  commit: (staffId: number) => Promise<boolean>,
): Promise<number | undefined> {
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
    if (!(await commit(challenge.staffId))) return undefined;
    const { credential } = result.registrationInfo;
    await services.staff.addPasskey({
      credentialId: credential.id,
      staffId: challenge.staffId,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    });
    return challenge.staffId;
  } catch {
    return undefined;
  }
}
