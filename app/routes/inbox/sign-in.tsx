import { Form, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in";
import {
  afterResponse,
  clientAddress,
  currentSession,
  inboxServices,
  overLimit,
  requireForm,
  requireSameOrigin,
} from "~/inbox/auth.server";
import { signInLinkMail } from "~/inbox/mail.server";
import { linkRequested } from "~/inbox/messages";
import type { InboxServices } from "~/inbox/services";
import { PasskeyButton } from "~/inbox/passkey-button";
import { signInWithPasskey } from "~/inbox/passkey-client";
import {
  AuthCard,
  buttonClass,
  inputClass,
  labelClass,
  Notice,
  quietButtonClass,
} from "~/inbox/ui";
import { normalEmail } from "~/inbox/links.server";

/**
 * Sign-in: with a passkey (needs JavaScript), or, where SMTP is set up, with a
 * one-time link by e-mail (works without it). The link request answers the
 * same whether or not the address belongs to anyone, and is rate-limited per
 * client address and per e-mail address.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = inboxServices(context);
  if (await currentSession(request, services)) throw redirect("/inbox");
  return { emailLinks: services.mailer !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = inboxServices(context);
  requireSameOrigin(request, services.settings);
  const form = await requireForm(request, services);
  const email = normalEmail(String(form.get("email") ?? "")).slice(0, 254);
  if (!services.mailer || !/^[^\s@]+@[^\s@]+$/.test(email)) return { sent: true };
  if (await overLimit(services, [`ip:${clientAddress(context)}`, `email:${email}`])) {
    return { sent: true };
  }
  // The same work for every address up to here; looking it up, making the link and sending
  // it happen after the answer has gone out, so that its time cannot tell a known address
  // from an unknown one (scripts/bench/sign-in-link-timing.ts measures it).
  afterResponse(context, () => sendLinkIfStaff(services, email));
  return { sent: true };
}

async function sendLinkIfStaff(services: InboxServices, email: string) {
  const person = await services.staff.byEmail(email);
  if (!person || person.revokedAt !== null) return;
  const token = await services.staff.createLink(
    person.id,
    "sign-in",
    services.settings.signInLinkMs,
  );
  try {
    await services.mailer!.send(signInLinkMail(services, person.email, token));
  } catch (error) {
    services.log.error(
      { event: "inbox.link_mail_failed", reason: String(error).slice(0, 200) },
      "sign-in link not sent",
    );
    return;
  }
  await services.inbox.record({
    staffId: person.id,
    actor: person.email,
    action: "staff.link-sent",
  });
}

export default function SignIn() {
  const { emailLinks } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>()?.sent;
  const [params] = useSearchParams();
  return (
    <AuthCard title="Sign in">
      {params.get("signed-out") ? <Notice>You are signed out.</Notice> : null}
      <PasskeyButton
        label="Sign in with a passkey"
        className={buttonClass}
        run={signInWithPasskey}
      />
      {emailLinks ? (
        <Form method="post" className="space-y-3 border-t border-line pt-6">
          <h2 className="text-lg font-semibold text-fg">No passkey on this device?</h2>
          <div>
            <label htmlFor="email" className={labelClass}>
              Your work e-mail address
            </label>
            <input
              id="email"
              name="email"
              type="email"
              required
              autoComplete="email"
              className={inputClass}
            />
          </div>
          <button type="submit" className={quietButtonClass}>
            E-mail me a sign-in link
          </button>
          {sent ? <Notice>{linkRequested}</Notice> : null}
        </Form>
      ) : (
        <p className="border-t border-line pt-6 text-sm">
          No passkey yet? Ask whoever runs the site for an invitation.
        </p>
      )}
    </AuthCard>
  );
}
