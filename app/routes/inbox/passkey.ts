import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/passkey";
import {
  clientAddress,
  CSRF_FIELD,
  currentSession,
  inboxServices,
  overLimit,
  sameSecret,
  startSession,
} from "~/inbox/auth.server";
import { signInFailed, registrationFailed } from "~/inbox/messages";
import {
  challengeCookie,
  registrationOptions,
  signInOptions,
  verifyRegistration,
  verifySignIn,
} from "~/inbox/webauthn.server";

/**
 * The passkey ceremonies' server side (JSON, for the inbox's pages in the
 * browser; decision 0019). Every post must come from SITE_URL's origin.
 * Intents: `sign-in-options`, `sign-in`, `register-options`, `register`; a
 * registration is either an invitation's (its token) or a signed-in person's
 * further passkey (their session and its CSRF token).
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

export async function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = inboxServices(context);
  const settings = services.settings;
  const origin = request.headers.get("Origin");
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (origin !== settings.origin || (fetchSite !== null && fetchSite !== "same-origin")) {
    return json({ error: "This request did not come from the inbox." }, 403);
  }
  const form = await request.formData();
  const intent = form.get("intent");
  const address = `ip:${clientAddress(context)}`;

  if (intent === "sign-in-options") {
    if (await overLimit(services, [address])) return json({ error: signInFailed }, 400);
    const { options, handle } = await signInOptions(services);
    const headers = new Headers({ "Set-Cookie": challengeCookie(settings, handle) });
    return json({ options }, 200, headers);
  }

  if (intent === "sign-in") {
    const response = parseJson<AuthenticationResponseJSON>(form.get("response"));
    if (!response || (await overLimit(services, [address])))
      return json({ error: signInFailed }, 400);
    const staff = await verifySignIn(
      services,
      request,
      response,
      async (person) => !(await overLimit(services, [`staff:${person.id}`])),
    );
    if (!staff) return json({ error: signInFailed }, 400);
    const headers = await startSession(services, request, staff.id, staff.email, "passkey");
    return json({ redirect: "/inbox" }, 200, headers);
  }

  if (intent === "register-options" || intent === "register") {
    // Who registers: an invitation's person, or the signed-in person adding a passkey.
    const invitation = form.get("token");
    const session = invitation ? undefined : await currentSession(request, services);
    const csrf = form.get(CSRF_FIELD);
    if (session && (typeof csrf !== "string" || !sameSecret(csrf, session.csrfToken))) {
      return json({ error: registrationFailed }, 403);
    }
    const person = session?.staff ?? (await services.staff.peekLink(invitation, "invite"));
    if (!person) return json({ error: registrationFailed }, 400);

    if (intent === "register-options") {
      const { options, handle } = await registrationOptions(services, person);
      const headers = new Headers({ "Set-Cookie": challengeCookie(settings, handle) });
      return json({ options }, 200, headers);
    }

    const response = parseJson<RegistrationResponseJSON>(form.get("response"));
    if (!response) return json({ error: registrationFailed }, 400);
    const staffId = await verifyRegistration(services, request, response, async (id) => {
      if (id !== person.id) return false;
      // An invitation is spent here, once: a second registration with it fails.
      if (!session) return (await services.staff.spendLink(invitation, "invite"))?.id === id;
      return true;
    });
    if (staffId === undefined) return json({ error: registrationFailed }, 400);
    await services.inbox.record({
      staffId,
      actor: person.email,
      action: "staff.passkey-added",
      detail: session ? "another passkey" : "from an invitation",
    });
    if (session) return json({ redirect: "/inbox/account" });
    const headers = await startSession(services, request, staffId, person.email, "new passkey");
    return json({ redirect: "/inbox" }, 200, headers);
  }

  return json({ error: "Unknown request." }, 400);
}
