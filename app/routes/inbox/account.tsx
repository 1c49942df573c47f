import {
  data,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import type { Route } from "./+types/account";
import { overLimit, requireStaff, requireStaffPost } from "~/inbox/auth.server";
import { AddPasskey } from "~/inbox/add-passkey";
import { normalEmail } from "~/inbox/links.server";
import { oneLine } from "~/contact/text";
import {
  invitationMail,
  passkeyLinkMail,
  passkeyRemovedMail,
  sendInBackground,
} from "~/inbox/mail.server";
import { passkeyLabel, PASSKEY_NAME_MAX, readPasskeyName } from "~/inbox/passkey-name";
import type { InboxServices } from "~/inbox/services";
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
import type { ActiveSession } from "../../../db/staff-store";
import type { loader as layoutLoader } from "./layout";

/**
 * The signed-in person's passkeys (each with its name, when it was added and
 * last used, and the kind SimpleWebAuthn reports; rename, remove, add one with
 * a fresh proof), sign out everywhere, and, where SMTP is set up, inviting
 * someone else by e-mail. Every change is a plain form post except creating a
 * passkey, which needs the browser's WebAuthn.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Account | Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

const deviceTypes = {
  multiDevice: "Synced: your devices share it (a passkey manager)",
  singleDevice: "On one device or security key only",
  unknown: "Kind not known yet: shown after its next use",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, services } = await requireStaff(request, context);
  const passkeys = await services.staff.passkeysOf(session.staff.id);
  const people = await services.staff.list();
  return {
    passkeys: passkeys.map((passkey) => ({
      id: passkey.credentialId,
      name: passkeyLabel(passkey),
      createdAt: new Date(passkey.createdAt).toISOString(),
      lastUsedAt: passkey.lastUsedAt === null ? null : new Date(passkey.lastUsedAt).toISOString(),
      kind: deviceTypes[passkey.deviceType ?? "unknown"],
    })),
    canEmail: services.mailer !== null,
    people: people.map((person) => ({
      email: person.email,
      name: person.name.trim(),
      passkeys: person.passkeys,
      // Invited, never signed up: not on the staff yet (and not assignable).
      standing:
        person.revokedAt !== null ? "revoked" : person.passkeys === 0 ? "pending" : "active",
      since: new Date(person.createdAt).toISOString(),
    })),
  };
}

/** A passkey's id as the forms send it back (base64url, as long as WebAuthn allows). */
function credentialId(value: FormDataEntryValue | null): string | undefined {
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,1400}$/.test(value) ? value : undefined;
}

type Answer = { done: string } | { error: string };

/** The longest name given at invitation. */
const STAFF_NAME_MAX = 100;
const refuse = (error: string) => data<Answer>({ error }, { status: 400 });

export async function action({ request, context }: Route.ActionArgs) {
  const { session, services, form } = await requireStaffPost(request, context);
  const record = (action: string, detail = "") =>
    services.inbox.record({
      staffId: session.staff.id,
      actor: session.staff.email,
      action,
      detail,
    });

  switch (form.get("intent")) {
    case "rename-passkey": {
      const id = credentialId(form.get("passkey"));
      const name = readPasskeyName(form.get("name"));
      if ("error" in name) return refuse(name.error);
      if ("empty" in name) return refuse("Give the passkey a name.");
      const before = id && (await services.staff.renamePasskey(session.staff.id, id, name.name));
      if (before === undefined || !id) return refuse("That passkey is not on your account.");
      if (before !== name.name)
        await record("staff.passkey-renamed", `"${before}" → "${name.name}"`);
      return { done: `The passkey is now called “${name.name}”.` } satisfies Answer;
    }
    case "remove-passkey": {
      const id = credentialId(form.get("passkey"));
      const removed =
        id &&
        (await services.staff.removePasskey(session.staff.id, id, {
          evenTheLast: form.get("confirm-last") === "yes",
        }));
      if (removed === "last") {
        return refuse("This is your only passkey: tick the box to confirm that you remove it.");
      }
      if (!removed) return refuse("That passkey is not on your account.");
      const label = passkeyLabel(removed);
      await record("staff.passkey-removed", `"${label}"`);
      const left = (await services.staff.passkeysOf(session.staff.id)).length;
      sendInBackground(
        services,
        passkeyRemovedMail(session.staff, removed, Date.now(), left),
        "inbox.passkey_mail_failed",
      );
      return { done: `The passkey “${label}” is removed.` } satisfies Answer;
    }
    case "passkey-link":
      return sendPasskeyLink(services, session);
    case "invite":
      return invite(services, session, form);
    default:
      return refuse("Unknown action.");
  }
}

/** An e-mailed link that adds a passkey: the proof for someone with no passkey at hand. */
async function sendPasskeyLink(services: InboxServices, session: ActiveSession) {
  if (!services.mailer) return refuse("E-mail is not set up on this server.");
  const person = session.staff;
  if (await overLimit(services, [`email:${person.email}`])) {
    return refuse("Too many e-mails to your address just now: try again in 15 minutes.");
  }
  const token = await services.staff.createLink(
    person.id,
    "passkey",
    services.settings.signInLinkMs,
  );
  await services.inbox.record({
    staffId: person.id,
    actor: person.email,
    action: "staff.passkey-link-sent",
  });
  try {
    await services.mailer.send(passkeyLinkMail(services, person.email, token));
  } catch (error) {
    await services.staff.deleteLink(token);
    services.log.error(
      { event: "inbox.passkey_link_mail_failed", reason: String(error).slice(0, 200) },
      "passkey link not sent",
    );
    return refuse("The e-mail could not be sent: try again later.");
  }
  return {
    done: `A link to add a passkey is on its way to ${person.email}. Open it on the device that should have the passkey.`,
  } satisfies Answer;
}

/**
 * An invitation by e-mail (decision 0019): recorded before anything is sent;
 * a failed send takes back the invitation and the person it added; a revoked
 * person is not invited from here (only the operator lets them back in, from
 * the command line). A sent invitation cancels the person's earlier ones, and
 * whoever runs the site is told of it.
 */
async function invite(services: InboxServices, session: ActiveSession, form: FormData) {
  const email = normalEmail(String(form.get("email") ?? ""));
  const name = oneLine(String(form.get("name") ?? "")).trim();
  if (!services.mailer) return refuse("E-mail is not set up on this server.");
  if (name.length > STAFF_NAME_MAX) {
    return refuse(`A name holds at most ${STAFF_NAME_MAX} characters.`);
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
    return refuse("Enter an e-mail address.");
  }
  const actor = { staffId: session.staff.id, actor: session.staff.email };
  const revoked = async () => {
    await services.inbox.record({
      ...actor,
      action: "staff.invite-refused",
      detail: `${email}: revoked`,
    });
    return refuse(
      `${email} was revoked. Only whoever runs the site can let them back in, on the server: npm run inquiries -- invite ${email}`,
    );
  };
  const existing = await services.staff.byEmail(email);
  if (existing?.revokedAt) return revoked();
  await services.inbox.record({ ...actor, action: "staff.invited", detail: email });
  const invitation = await services.staff.createInvitation(email, services.settings.inviteMs, {
    // A name is given once: inviting a colleague again from here never renames them
    // (only the operator's command line does), so nobody can pass for someone else.
    name: existing?.name.trim() ? undefined : name,
    readmit: false,
  });
  if (!invitation) return revoked();
  try {
    await services.mailer.send(
      invitationMail(
        services,
        invitation.staff.email,
        session.staff.name.trim() || session.staff.email,
        invitation.token,
      ),
    );
  } catch (error) {
    await services.staff.withdrawInvitation(invitation);
    await services.inbox.record({ ...actor, action: "staff.invitation-not-sent", detail: email });
    services.log.error(
      { event: "inbox.invite_mail_failed", reason: String(error).slice(0, 200) },
      "invitation not sent",
    );
    return refuse(
      "The invitation could not be sent: try again later, or ask for one on the server.",
    );
  }
  await services.staff.supersedeInvitations(invitation);
  // A new member of staff is lasting access: whoever runs the site hears of each one made
  // here, so that one made with a stolen session does not go unnoticed.
  void services.alertOperators({
    event: "inbox.staff_invited",
    subject: `Inbox: ${session.staff.email} invited ${invitation.staff.email}`,
    text: [
      `${session.staff.email} invited ${invitation.staff.email} to the studio inbox from the Account page.`,
      "",
      "If nobody meant to, revoke the address on the server before the invitation is used:",
      `npm run inquiries -- staff revoke ${invitation.staff.email}`,
    ].join("\n"),
    details: { inviter: session.staff.id, invited: invitation.staff.id },
  });
  return { done: `Invitation sent to ${invitation.staff.email}.` } satisfies Answer;
}

export default function Account() {
  const { passkeys, canEmail, people } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const csrf = useRouteLoaderData<typeof layoutLoader>("inbox")?.csrf ?? "";
  const [params] = useSearchParams();
  const only = passkeys.length === 1;
  const done =
    answer && "done" in answer ? answer.done : params.get("added") ? "Passkey added." : null;
  return (
    <div className="max-w-3xl space-y-8">
      <h1 className="text-2xl font-semibold text-fg">Account</h1>
      {done ? <Notice>{done}</Notice> : null}
      {answer && "error" in answer ? <Notice tone="error">{answer.error}</Notice> : null}

      <section aria-labelledby="passkeys" className="space-y-4">
        <h2 id="passkeys" className="text-lg font-semibold text-fg">
          Your passkeys
        </h2>
        <p className="text-fg-muted">
          {passkeys.length === 0
            ? "You have no passkey: you sign in with e-mailed links until you add one."
            : `You have ${only ? "1 passkey" : `${passkeys.length} passkeys`}. Remove any you do not recognise, or that was on a device you no longer have.`}
        </p>
        <ul className="space-y-3">
          {passkeys.map((passkey, index) => (
            <li
              key={passkey.id}
              className="space-y-3 rounded-xl border border-line bg-ink-900 p-4"
              aria-labelledby={`passkey-${index}`}
            >
              <div>
                <h3 id={`passkey-${index}`} className="font-semibold break-all text-fg">
                  {passkey.name}
                </h3>
                <p className="text-sm text-fg-muted">{passkey.kind}</p>
                <p className="text-sm text-fg-muted">
                  Added <When iso={passkey.createdAt} />; last used{" "}
                  {passkey.lastUsedAt ? <When iso={passkey.lastUsedAt} /> : "never"}
                </p>
              </div>
              <div className="space-y-3">
                <StaffForm csrf={csrf} className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="rename-passkey" />
                  <input type="hidden" name="passkey" value={passkey.id} />
                  <div className="min-w-0 grow">
                    <label htmlFor={`rename-${index}`} className={labelClass}>
                      New name for “{passkey.name}”
                    </label>
                    <input
                      id={`rename-${index}`}
                      name="name"
                      type="text"
                      required
                      maxLength={PASSKEY_NAME_MAX}
                      defaultValue={passkey.name}
                      autoComplete="off"
                      className={inputClass}
                    />
                  </div>
                  <button type="submit" className={quietButtonClass}>
                    Rename
                  </button>
                </StaffForm>
                <StaffForm csrf={csrf} className="space-y-2 border-t border-line pt-3">
                  <input type="hidden" name="intent" value="remove-passkey" />
                  <input type="hidden" name="passkey" value={passkey.id} />
                  {only ? (
                    <label className="flex max-w-prose items-start gap-2 text-sm text-fg">
                      <input
                        type="checkbox"
                        name="confirm-last"
                        value="yes"
                        required
                        className="mt-0.5 size-5 shrink-0"
                      />
                      <span>
                        This is my only passkey. Without it I can sign in only with{" "}
                        {canEmail
                          ? "an e-mailed link"
                          : "a new invitation from whoever runs the site"}
                        .
                      </span>
                    </label>
                  ) : null}
                  <button
                    type="submit"
                    className={dangerButtonClass}
                    aria-label={`Remove “${passkey.name}”`}
                  >
                    Remove
                  </button>
                </StaffForm>
              </div>
            </li>
          ))}
        </ul>

        <div className="space-y-3 rounded-xl border border-line p-4">
          <h3 className="font-semibold text-fg">Add a passkey</h3>
          <p className="text-sm text-fg-muted">
            For each device you sign in with (a phone, a laptop, a security key). First confirm it
            is you with a passkey you already have, then create the new one.
          </p>
          <AddPasskey csrf={csrf} />
          {canEmail ? (
            <StaffForm csrf={csrf} className="space-y-2 border-t border-line pt-3">
              <input type="hidden" name="intent" value="passkey-link" />
              <p className="text-sm text-fg-muted">
                No passkey at hand (a new device, a lost phone)? We e-mail you a link that adds one,
                valid for a few minutes.
              </p>
              <button type="submit" className={quietButtonClass}>
                E-mail me a link to add a passkey
              </button>
            </StaffForm>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="sessions" className="space-y-3">
        <h2 id="sessions" className="text-lg font-semibold text-fg">
          Sign out everywhere
        </h2>
        <p className="text-fg-muted">
          Ends every session of yours, on every device, this one included. Your passkeys stay.
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
        <PeopleList
          people={people.filter((person) => person.standing === "active")}
          empty="Nobody has signed up yet."
          detail={(person) => (person.passkeys === 1 ? "1 passkey" : `${person.passkeys} passkeys`)}
        />
        {people.some((person) => person.standing === "pending") ? (
          <>
            <h3 className="font-semibold text-fg">Invited, not signed up yet</h3>
            <p className="text-sm text-fg-muted">
              They cannot be given inquiries until they accept the invitation and create a passkey.
            </p>
            <PeopleList
              people={people.filter((person) => person.standing === "pending")}
              detail={() => "invitation pending"}
            />
          </>
        ) : null}
        {people.some((person) => person.standing === "revoked") ? (
          <>
            <h3 className="font-semibold text-fg">No longer on the staff</h3>
            <PeopleList
              people={people.filter((person) => person.standing === "revoked")}
              detail={() => "access revoked"}
            />
          </>
        ) : null}
        {canEmail ? (
          <StaffForm csrf={csrf} className="space-y-3 rounded-xl border border-line p-4">
            <input type="hidden" name="intent" value="invite" />
            <h3 className="font-semibold text-fg">Invite a colleague</h3>
            <div>
              <label htmlFor="invite-name" className={labelClass}>
                Their name (shown to colleagues)
              </label>
              <input
                id="invite-name"
                name="name"
                type="text"
                maxLength={STAFF_NAME_MAX}
                autoComplete="off"
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="invite-email" className={labelClass}>
                Their e-mail address
              </label>
              <input
                id="invite-email"
                name="email"
                type="email"
                required
                autoComplete="off"
                className={inputClass}
              />
            </div>
            <button type="submit" className={buttonClass}>
              Send invitation
            </button>
          </StaffForm>
        ) : (
          <p className="text-sm text-fg-muted">
            Invitations go out by e-mail, and this server has no e-mail set up. Ask whoever runs the
            site to set up e-mail (SMTP); an invitation form appears here. Until then they can
            invite a colleague for you from the server.
          </p>
        )}
      </section>
    </div>
  );
}

type Person = Awaited<ReturnType<typeof loader>>["people"][number];

/** People by the name given at invitation, their address beside it. */
function PeopleList({
  people,
  detail,
  empty,
}: {
  people: Person[];
  detail: (person: Person) => string;
  empty?: string;
}) {
  if (people.length === 0) return empty ? <p className="text-sm text-fg-muted">{empty}</p> : null;
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-ink-900 text-sm">
      {people.map((person) => (
        <li key={person.email} className="flex flex-wrap justify-between gap-2 px-4 py-2">
          <span className="min-w-0 wrap-anywhere">
            <span className="font-medium text-fg">{person.name || person.email}</span>
            {person.name ? <span className="block text-fg-muted">{person.email}</span> : null}
          </span>
          <span className="text-fg-muted">
            {detail(person)}, since <When iso={person.since} />
          </span>
        </li>
      ))}
    </ul>
  );
}
