import { useState } from "react";
import { useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/invite";
import { currentSession, inboxServices } from "~/inbox/auth.server";
import { registrationFailed } from "~/inbox/messages";
import { PasskeyButton } from "~/inbox/passkey-button";
import { registerWithLink } from "~/inbox/passkey-client";
import { PasskeyNameField } from "~/inbox/passkey-name-field";
import { AuthCard, buttonClass, Notice } from "~/inbox/ui";

/**
 * A link that registers a passkey: an invitation (/inbox/invite), or the
 * e-mailed link a signed-in person asked for to add one (/inbox/new-passkey).
 * Its person registers a passkey (platform or security key) and is signed in.
 * Opening the page does not spend the link (a mail scanner may open it
 * first); registering does, once.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Your passkey | Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = inboxServices(context);
  const url = new URL(request.url);
  const purpose = url.pathname.endsWith("/new-passkey") ? "passkey" : "invite";
  const person = await services.staff.peekLink(url.searchParams.get("token"), purpose);
  const session = await currentSession(request, services);
  return {
    purpose,
    email: person?.email ?? null,
    signedInAs: session?.staff.email ?? null,
  };
}

export default function Invite() {
  const { purpose, email, signedInAs } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const [name, setName] = useState("");
  const token = params.get("token") ?? "";
  const invitation = purpose === "invite";
  if (!email) {
    return (
      <AuthCard title={invitation ? "This invitation does not work" : "This link does not work"}>
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
    <AuthCard title={invitation ? "Welcome to the studio inbox" : "Add a passkey"}>
      <p>
        {invitation ? "This invitation is for " : "This link adds a passkey for "}
        <strong className="break-all text-fg">{email}</strong>. Create a passkey on this device: it
        asks for your fingerprint, face, PIN or security key. No password is involved.
      </p>
      {signedInAs && signedInAs !== email ? (
        <Notice>
          This browser is signed in as {signedInAs}; creating the passkey signs it in as {email}.
        </Notice>
      ) : null}
      <PasskeyNameField value={name} onChange={setName} />
      <PasskeyButton
        label="Create my passkey"
        className={buttonClass}
        run={() => registerWithLink(token, name)}
      />
      <p className="text-sm">
        {invitation
          ? "The invitation works once. You can add passkeys for other devices later, on the Account page."
          : "The link works once, for a short time."}
      </p>
    </AuthCard>
  );
}
