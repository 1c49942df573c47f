import { timingSafeEqual } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { afterResponseContext, clientAddressContext, inboxServicesContext } from "../load-context";
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

/** The content types an HTML form posts (and the passkey client's FormData). */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export interface FormRefusal {
  status: 400 | 415;
  message: string;
}

/**
 * The posted form, or why it cannot be read: a body of another type (JSON,
 * plain text, none) is 415, a form that does not parse (a broken multipart
 * body) 400. Either is the client's mistake, not the server's: one warning
 * line in the log, never an error with a stack trace.
 */
export async function readForm(
  request: Request,
  services: InboxServices,
): Promise<FormData | FormRefusal> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  let refusal: FormRefusal | undefined;
  if (!FORM_TYPES.has(type)) {
    refusal = {
      status: 415,
      message: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
    };
  } else {
    try {
      return await request.formData();
    } catch {
      refusal = { status: 400, message: "The form could not be read." };
    }
  }
  services.log.warn(
    {
      event: "inbox.form_refused",
      status: refusal.status,
      path: new URL(request.url).pathname,
      contentType: type.slice(0, 80),
    },
    "inbox post refused: not a form",
  );
  return refusal;
}

/** `readForm` for the inbox's pages: a refusal is thrown as that status, with its message. */
export async function requireForm(request: Request, services: InboxServices): Promise<FormData> {
  const form = await readForm(request, services);
  if (form instanceof FormData) return form;
  throw data(form.message, { status: form.status });
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
  const form = await requireForm(request, services);
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

/**
 * Runs `task` once this request's answer has gone out (Express's response
 * closed), so that its time is not part of the answer's: a sign-in link
 * request must take as long for an unknown address as for a known one.
 * Without a server (a test calling the action directly) it runs at once.
 */
export function afterResponse(
  context: Readonly<RouterContextProvider>,
  task: () => Promise<void>,
): void {
  const schedule = context.get(afterResponseContext);
  if (schedule) schedule(task);
  else void task();
}
