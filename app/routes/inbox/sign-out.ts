import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import {
  clearedSessionCookie,
  cookieValue,
  requireStaffPost,
  sessionCookieName,
} from "~/inbox/auth.server";

/** Sign out (this browser) or sign out everywhere (every session of this person): a post. */
export async function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, services, form } = await requireStaffPost(request, context);
  const everywhere = form.get("everywhere") === "yes";
  if (everywhere) await services.staff.deleteSessionsOf(session.staff.id);
  else {
    await services.staff.deleteSession(
      cookieValue(request.headers.get("Cookie"), sessionCookieName(services.settings)),
    );
  }
  await services.inbox.record({
    staffId: session.staff.id,
    actor: session.staff.email,
    action: everywhere ? "staff.signed-out-everywhere" : "staff.signed-out",
  });
  return redirect("/inbox/sign-in?signed-out=1", {
    headers: { "Set-Cookie": clearedSessionCookie(services.settings) },
  });
}
