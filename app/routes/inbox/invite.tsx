import { useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/invite";
import { currentSession, inboxServices } from "~/inbox/auth.server";
import { registrationFailed } from "~/inbox/messages";
import { PasskeyButton } from "~/inbox/passkey-button";
import { registerPasskey } from "~/inbox/passkey-client";
import { AuthCard, buttonClass, Notice } from "~/inbox/ui";

/**
 * An invitation: its person registers a passkey (platform or security key)
 * and is signed in. Opening the page does not spend the invitation (a mail
 * scanner may open it first); registering does, once.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Your invitation | Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = inboxServices(context);
  const token = new URL(request.url).searchParams.get("token");
  const person = await services.staff.peekLink(token, "invite");
  const session = await currentSession(request, services);
  return { email: person?.email ?? null, signedInAs: session?.staff.email ?? null };
}

export default function Invite() {
  const { email, signedInAs } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  if (!email) {
    return (
      <AuthCard title="This invitation does not work">
        <Notice tone="error">{registrationFailed}</Notice>
        <p>
          <a href="/inbox/sign-in" className="text-brand-300 underline">
            Sign in
          </a>{" "}
          if you already have a passkey.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Welcome to the studio inbox">
      <p>
        This invitation is for <strong className="break-all text-fg">{email}</strong>. Create a
        passkey to sign in: your device asks for your fingerprint, face, PIN or security key. No
        password is involved.
      </p>
      {signedInAs && signedInAs !== email ? (
        <Notice>
          This browser is signed in as {signedInAs}; creating the passkey signs it in as {email}.
        </Notice>
      ) : null}
      <PasskeyButton
        label="Create my passkey"
        className={buttonClass}
        run={() => registerPasskey({ token })}
      />
      <p className="text-sm">
        The invitation works once. You can add passkeys for other devices later.
      </p>
    </AuthCard>
  );
}
