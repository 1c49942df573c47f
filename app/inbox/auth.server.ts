import { timingSafeEqual } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { clientAddressContext, inboxServicesContext } from "../load-context";
import { CSRF_FIELD } from "./csrf-field";
import type { InboxServices } from "./services";
import type { ActiveSession } from "../../db/staff-store";
import type { InboxSettings } from "../../server/inbox/settings";

/**
 * Staff sessions over HTTP (docs/decisions/0019-staff-inbox.md): a cookie that
 * holds only a random token (HttpOnly, SameSite=Lax; `Secure` with the
 * `__Host-` prefix on HTTPS), the session itself in the database; every post
 * checks the Origin and the session's CSRF token.
 */
export { CSRF_FIELD };

export function sessionCookieName(settings: InboxSettings): string {
  return settings.secure ? "__Host-studio-staff" : "studio-staff";
}

function cookieAttributes(settings: InboxSettings, maxAgeSeconds: number): string {
  return [
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(settings.secure ? ["Secure"] : []),
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ].join("; ");
}

export function sessionCookie(settings: InboxSettings, token: string): string {
  return `${sessionCookieName(settings)}=${token}; ${cookieAttributes(settings, settings.session.absoluteMs / 1000)}`;
}

export function clearedSessionCookie(settings: InboxSettings): string {
  return `${sessionCookieName(settings)}=; ${cookieAttributes(settings, 0)}`;
}

/** One cookie's value from a Cookie header (the last one wins, as browsers order them). */
export function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  let found: string | undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) found = part.slice(index + 1).trim();
  }
  return found;
}

/** The inbox's services; a server without them answers 503. */
export function inboxServices(context: Readonly<RouterContextProvider>): InboxServices {
  const services = context.get(inboxServicesContext);
  if (!services) throw data("The inbox is not available on this server.", { status: 503 });
  return services;
}

export function clientAddress(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext) ?? "unknown";
}

/** The signed-in person of this request, if the cookie names a live session. */
export async function currentSession(
  request: Request,
  services: InboxServices,
): Promise<ActiveSession | undefined> {
  const token = cookieValue(request.headers.get("Cookie"), sessionCookieName(services.settings));
  return services.staff.readSession(token, services.settings.session);
}

/**
 * The signed-in person, or a redirect to the sign-in page that also clears a
 * dead cookie: nothing of the inbox is rendered or changed for anyone else.
 */
export async function requireStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ session: ActiveSession; services: InboxServices }> {
  const services = inboxServices(context);
  const session = await currentSession(request, services);
  if (!session) {
    const headers = new Headers();
    if (request.headers.get("Cookie")?.includes(sessionCookieName(services.settings))) {
      headers.append("Set-Cookie", clearedSessionCookie(services.settings));
    }
    throw redirect("/inbox/sign-in", { headers });
  }
  return { session, services };
}

/**
 * A state-changing request must come from the inbox's own pages: its Origin is
 * SITE_URL's, and (for a browser that says) it is not cross-site. Refused with
 * 403 before anything is read or changed.
 */
export function requireSameOrigin(request: Request, settings: InboxSettings): void {
  const origin = request.headers.get("Origin");
  const site = request.headers.get("Sec-Fetch-Site");
  if (origin !== settings.origin || (site !== null && site !== "same-origin")) {
    throw data("This request did not come from the inbox.", { status: 403 });
  }
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A staff member's post: same origin, a live session, and the session's CSRF
 * token in the form. Returns the form and the session; anything else throws
 * (403, or the sign-in redirect) before the action changes anything.
 */
export async function requireStaffPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ session: ActiveSession; services: InboxServices; form: FormData }> {
  const services = inboxServices(context);
  requireSameOrigin(request, services.settings);
  const { session } = await requireStaff(request, context);
  const form = await request.formData();
  const token = form.get(CSRF_FIELD);
  if (typeof token !== "string" || !sameSecret(token, session.csrfToken)) {
    throw data("This form has expired: reload the page and try again.", { status: 403 });
  }
  return { session, services, form };
}

/**
 * Signs a person in: a new session with a new token (never one the browser
 * brought: the session id changes at sign-in), and the token the browser had
 * is ended. Returns the headers that set the cookie.
 */
export async function startSession(
  services: InboxServices,
  request: Request,
  staffId: number,
  actor: string,
  how: string,
): Promise<Headers> {
  const settings = services.settings;
  await services.staff.deleteSession(
    cookieValue(request.headers.get("Cookie"), sessionCookieName(settings)),
  );
  const { token } = await services.staff.createSession(staffId, settings.session);
  await services.inbox.record({ staffId, actor, action: "staff.signed-in", detail: how });
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(settings, token));
  return headers;
}

/**
 * Counts one attempt under each key (the client address, an e-mail address,
 * an account); true when any of them is over the limit.
 */
export async function overLimit(services: InboxServices, keys: readonly string[]) {
  let limited = false;
  for (const key of keys) {
    const verdict = await services.signInLimit(key);
    if (verdict?.limited) limited = true;
  }
  if (limited) services.log.warn({ event: "inbox.sign_in_limited" }, "sign-in attempts limited");
  return limited;
}
