import { useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/account";
import { requireStaff, requireStaffPost } from "~/inbox/auth.server";
import { linkUrl, normalEmail } from "~/inbox/links.server";
import { PasskeyButton } from "~/inbox/passkey-button";
import { registerPasskey } from "~/inbox/passkey-client";
import {
  buttonClass,
  dangerButtonClass,
  inputClass,
  labelClass,
  Notice,
  quietButtonClass,
  StaffForm,
  When,
} from "~/inbox/ui";
import type { loader as layoutLoader } from "./layout";

/**
 * The signed-in person's passkeys (add one for another device), sign out
 * everywhere, and, where SMTP is set up, inviting someone else by e-mail.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Account | Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, services } = await requireStaff(request, context);
  const passkeys = await services.staff.passkeysOf(session.staff.id);
  const people = await services.staff.list();
  return {
    passkeys: passkeys.length,
    canInvite: services.mailer !== null,
    people: people.map((person) => ({
      email: person.email,
      passkeys: person.passkeys,
      active: person.revokedAt === null,
      since: new Date(person.createdAt).toISOString(),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, services, form } = await requireStaffPost(request, context);
  if (form.get("intent") !== "invite") return { error: "Unknown action." };
  const email = normalEmail(String(form.get("email") ?? ""));
  if (!services.mailer) return { error: "E-mail is not set up on this server." };
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
    return { error: "Enter an e-mail address." };
  }
  const { staff, token } = await services.staff.invite(email, services.settings.inviteMs);
  const hours = Math.round(services.settings.inviteMs / 3_600_000);
  try {
    await services.mailer.send({
      to: staff.email,
      subject: "You are invited to the studio inbox",
      text: [
        `${session.staff.email} invited you to the studio's inbox, where the team works the website's inquiries.`,
        "",
        `Create your passkey: ${linkUrl(services.settings, "invite", token)}`,
        "",
        `The link works once, within ${hours} hours.`,
      ].join("\n"),
    });
  } catch (error) {
    services.log.error(
      { event: "inbox.invite_mail_failed", reason: String(error) },
      "invitation not sent",
    );
    return {
      error: "The invitation could not be sent: try again later, or ask for one on the server.",
    };
  }
  await services.inbox.record({
    staffId: session.staff.id,
    actor: session.staff.email,
    action: "staff.invited",
    detail: staff.email,
  });
  return { invited: staff.email };
}

export default function Account() {
  const { passkeys, canInvite, people } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof layoutLoader>("inbox")?.csrf ?? "";
  return (
    <div className="max-w-2xl space-y-8">
      <h1 className="text-2xl font-semibold text-fg">Account</h1>
      <section aria-labelledby="passkeys" className="space-y-3">
        <h2 id="passkeys" className="text-lg font-semibold text-fg">
          Passkeys
        </h2>
        <p className="text-fg-muted">
          You have {passkeys === 1 ? "1 passkey" : `${passkeys} passkeys`}. Add one for each device
          you sign in with (a phone, a laptop, a security key).
        </p>
        <PasskeyButton
          label="Add a passkey"
          className={quietButtonClass}
          run={() => registerPasskey({ csrf })}
        />
      </section>

      <section aria-labelledby="sessions" className="space-y-3">
        <h2 id="sessions" className="text-lg font-semibold text-fg">
          Sign out everywhere
        </h2>
        <p className="text-fg-muted">
          Ends every session of yours, on every device, this one included.
        </p>
        <StaffForm csrf={csrf} action="/inbox/sign-out" reloadDocument>
          <input type="hidden" name="everywhere" value="yes" />
          <button type="submit" className={dangerButtonClass}>
            Sign out everywhere
          </button>
        </StaffForm>
      </section>

      <section aria-labelledby="staff" className="space-y-3">
        <h2 id="staff" className="text-lg font-semibold text-fg">
          Staff
        </h2>
        <ul className="divide-y divide-line rounded-xl border border-line bg-ink-900 text-sm">
          {people.map((person) => (
            <li key={person.email} className="flex flex-wrap justify-between gap-2 px-4 py-2">
              <span className="break-all text-fg">{person.email}</span>
              <span className="text-fg-muted">
                {person.active ? `${person.passkeys} passkeys` : "revoked"}, since{" "}
                <When iso={person.since} />
              </span>
            </li>
          ))}
        </ul>
        {canInvite ? (
          <StaffForm csrf={csrf} className="space-y-2">
            <input type="hidden" name="intent" value="invite" />
            <label htmlFor="invite-email" className={labelClass}>
              Invite someone by e-mail
            </label>
            <input id="invite-email" name="email" type="email" required className={inputClass} />
            <button type="submit" className={buttonClass}>
              Send invitation
            </button>
          </StaffForm>
        ) : (
          <p className="text-sm text-fg-muted">
            To invite someone, whoever runs the site types: npm run inquiries -- invite
            their@address
          </p>
        )}
        {answer && "invited" in answer ? (
          <Notice>{`Invitation sent to ${answer.invited}.`}</Notice>
        ) : null}
        {answer && "error" in answer ? <Notice tone="error">{answer.error}</Notice> : null}
      </section>
    </div>
  );
}
