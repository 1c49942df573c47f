import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/passkey";
import {
  clientAddress,
  CSRF_FIELD,
  currentSession,
  inboxServices,
  overLimit,
  readForm,
  sameSecret,
  startSession,
} from "~/inbox/auth.server";
import { recordFailedAssertion } from "~/inbox/failures.server";
import { passkeyAddedMail, sendInBackground } from "~/inbox/mail.server";
import { noPasskeyToConfirm, registrationFailed, signInFailed } from "~/inbox/messages";
import { defaultPasskeyName, readPasskeyName } from "~/inbox/passkey-name";
import type { InboxServices } from "~/inbox/services";
import {
  challengeCookie,
  confirmationOptions,
  registrationOptions,
  signInOptions,
  verifyConfirmation,
  verifyRegistration,
  verifySignIn,
} from "~/inbox/webauthn.server";
import type { ActiveSession, StaffMember } from "../../../db/staff-store";

/**
 * The passkey ceremonies' server side (JSON, for the inbox's pages in the
 * browser; decision 0019). Every post must come from the inbox's origin.
 *
 *   sign-in-options, sign-in    signing in with any passkey of the site
 *   confirm-options             a signed-in person's proof, with a passkey they have
 *   register-options, register  a new passkey: an invitation's or an e-mailed
 *                               "add a passkey" link's (its token), or the
 *                               signed-in person's, whose register-options
 *                               carries that proof: a session alone adds nothing
 *
 * A sign-in counts once against the client address's limit (at its options);
 * only a verified signature counts against the person's own.
 */
const json = (body: unknown, status = 200, headers?: Headers) => {
  const init = new Headers(headers);
  init.set("Cache-Control", "no-store");
  return Response.json(body, { status, headers: init });
};

function parseJson<T>(value: FormDataEntryValue | null): T | undefined {
  if (typeof value !== "string" || value.length > 16_384) return undefined;
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as T) : undefined;
  } catch {
    return undefined;
  }
}

const withChallenge = (options: unknown, handle: string, services: InboxServices) =>
  json({ options }, 200, new Headers({ "Set-Cookie": challengeCookie(services.settings, handle) }));

export async function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** Who registers: a link's person (and which link), or the signed-in person with their CSRF token. */
type Registrant =
  | { person: StaffMember; link: { token: string; purpose: "invite" | "passkey" } }
  | { person: StaffMember; session: ActiveSession };

async function registrant(
  services: InboxServices,
  request: Request,
  form: FormData,
): Promise<Registrant | "forbidden" | undefined> {
  const token = form.get("token");
  if (typeof token === "string" && token) {
    for (const purpose of ["invite", "passkey"] as const) {
      const person = await services.staff.peekLink(token, purpose);
      if (person) return { person, link: { token, purpose } };
    }
    return undefined;
  }
  const session = await currentSession(request, services);
  if (!session) return undefined;
  const csrf = form.get(CSRF_FIELD);
  if (typeof csrf !== "string" || !sameSecret(csrf, session.csrfToken)) return "forbidden";
  return { person: session.staff, session };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = inboxServices(context);
  const settings = services.settings;
  const origin = request.headers.get("Origin");
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (origin !== settings.origin || (fetchSite !== null && fetchSite !== "same-origin")) {
    return json({ error: "This request did not come from the inbox." }, 403);
  }
  const form = await readForm(request, services);
  if (!(form instanceof FormData)) return json({ error: form.message }, form.status);
  const intent = form.get("intent");
  const address = `ip:${clientAddress(context)}`;

  if (intent === "sign-in-options") {
    if (await overLimit(services, [address])) return json({ error: signInFailed }, 400);
    const { options, handle } = await signInOptions(services);
    return withChallenge(options, handle, services);
  }

  if (intent === "sign-in") {
    // Not counted again: each attempt needs the challenge its options made, and is its only use.
    const response = parseJson<AuthenticationResponseJSON>(form.get("response"));
    if (!response) return json({ error: signInFailed }, 400);
    const result = await verifySignIn(services, request, response);
    if (!result.ok) {
      await recordFailedAssertion(services, result, "sign-in");
      return json({ error: signInFailed }, 400);
    }
    const headers = await startSession(
      services,
      request,
      result.staff.id,
      result.staff.email,
      "passkey",
    );
    return json({ redirect: "/inbox" }, 200, headers);
  }

  if (intent !== "confirm-options" && intent !== "register-options" && intent !== "register") {
    return json({ error: "Unknown request." }, 400);
  }
  const who = await registrant(services, request, form);
  if (who === "forbidden") return json({ error: registrationFailed }, 403);
  if (!who) return json({ error: registrationFailed }, 400);
  const { person } = who;

  if (intent === "confirm-options") {
    if (!("session" in who)) return json({ error: "Unknown request." }, 400);
    if (await overLimit(services, [address])) return json({ error: signInFailed }, 400);
    const confirmation = await confirmationOptions(services, person);
    if (!confirmation) return json({ error: noPasskeyToConfirm }, 400);
    return withChallenge(confirmation.options, confirmation.handle, services);
  }

  // The name is checked before the ceremony: a refusal after it would leave a
  // passkey on the device that the inbox does not know.
  const name = readPasskeyName(form.get("name"));
  if ("error" in name) return json({ error: name.error }, 400);

  if (intent === "register-options") {
    if ("session" in who) {
      const proof = parseJson<AuthenticationResponseJSON>(form.get("proof"));
      const confirmed = proof
        ? await verifyConfirmation(services, request, proof, person)
        : ({ ok: false, reason: "no-challenge" } as const);
      if (!confirmed.ok) {
        await recordFailedAssertion(services, confirmed, "confirmation");
        return json({ error: "That passkey did not confirm it is you. Try again." }, 400);
      }
    }
    const { options, handle } = await registrationOptions(services, person);
    return withChallenge(options, handle, services);
  }

  const response = parseJson<RegistrationResponseJSON>(form.get("response"));
  const verified = response ? await verifyRegistration(services, request, response) : undefined;
  if (!verified || verified.staffId !== person.id) return json({ error: registrationFailed }, 400);
  const now = Date.now();
  const passkey = {
    ...verified,
    name: "name" in name ? name.name : defaultPasskeyName(verified.deviceType, now),
  };
  let saved: StaffMember | undefined;
  try {
    saved = await services.staff.savePasskey(passkey, "link" in who ? who.link : undefined);
  } catch (error) {
    // A credential id already stored (the same authenticator registered twice): nothing was
    // saved and the link (if any) is not spent.
    services.log.warn(
      { event: "inbox.passkey_not_saved", staffId: person.id, reason: String(error).slice(0, 200) },
      "passkey not saved",
    );
    return json({ error: registrationFailed }, 400);
  }
  if (!saved) return json({ error: registrationFailed }, 400);
  const how =
    "session" in who
      ? "confirmed with another passkey"
      : who.link.purpose === "invite"
        ? "from an invitation"
        : "from an e-mailed link";
  await services.inbox.record({
    staffId: saved.id,
    actor: saved.email,
    action: "staff.passkey-added",
    detail: `"${passkey.name}", ${how}`,
  });
  sendInBackground(
    services,
    passkeyAddedMail(
      saved,
      passkey.name,
      now,
      "link" in who && who.link.purpose === "invite" ? "invitation" : "yourself",
    ),
    "inbox.passkey_mail_failed",
  );
  if ("session" in who) return json({ redirect: "/inbox/account?added=1" });
  const headers = await startSession(
    services,
    request,
    saved.id,
    saved.email,
    `new passkey, ${how}`,
  );
  return json(
    { redirect: who.link.purpose === "invite" ? "/inbox" : "/inbox/account?added=1" },
    200,
    headers,
  );
}
