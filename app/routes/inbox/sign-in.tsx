import { Form, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in";
import {
  clientAddress,
  currentSession,
  inboxServices,
  overLimit,
  requireSameOrigin,
} from "~/inbox/auth.server";
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
import { linkUrl, normalEmail } from "~/inbox/links.server";

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
  const form = await request.formData();
  const email = normalEmail(String(form.get("email") ?? "")).slice(0, 254);
  if (!services.mailer || !/^[^\s@]+@[^\s@]+$/.test(email)) return { sent: true };
  if (await overLimit(services, [`ip:${clientAddress(context)}`, `email:${email}`])) {
    return { sent: true };
  }
  const person = await services.staff.byEmail(email);
  if (person && person.revokedAt === null) {
    // Sent after the answer, so that its time does not tell a known address from an unknown one.
    void sendLink(services, person).catch((error: unknown) => {
      services.log.error(
        { event: "inbox.link_mail_failed", reason: String(error) },
        "sign-in link not sent",
      );
    });
  }
  return { sent: true };
}

async function sendLink(services: InboxServices, person: { id: number; email: string }) {
  const token = await services.staff.createLink(
    person.id,
    "sign-in",
    services.settings.signInLinkMs,
  );
  const minutes = Math.round(services.settings.signInLinkMs / 60_000);
  await services.mailer!.send({
    to: person.email,
    subject: "Your sign-in link for the studio inbox",
    text: [
      "Someone (we hope you) asked to sign in to the studio's inbox with this address.",
      "",
      `Sign in: ${linkUrl(services.settings, "sign-in", token)}`,
      "",
      `The link works once, within ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ].join("\n"),
  });
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
