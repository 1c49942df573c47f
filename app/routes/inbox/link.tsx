import { Form, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/link";
import { inboxServices, requireForm, requireSameOrigin, startSession } from "~/inbox/auth.server";
import { recordFailedLink } from "~/inbox/failures.server";
import { linkExpired } from "~/inbox/messages";
import { AuthCard, buttonClass, Notice } from "~/inbox/ui";

/**
 * An e-mailed sign-in link. Opening it only shows a button (mail scanners
 * open links); the post spends it, once, and signs in with a new session.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Sign in | Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = inboxServices(context);
  const token = new URL(request.url).searchParams.get("token");
  const person = await services.staff.peekLink(token, "sign-in");
  return { email: person?.email ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = inboxServices(context);
  requireSameOrigin(request, services.settings);
  const form = await requireForm(request, services);
  const token = form.get("token");
  const person = await services.staff.spendLink(token, "sign-in");
  if (!person) {
    await recordFailedLink(services, await services.staff.linkHolder(token, "sign-in"));
    return { error: linkExpired };
  }
  const headers = await startSession(services, request, person.id, person.email, "e-mailed link");
  return redirect("/inbox", { headers });
}

export default function SignInLink() {
  const { email } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const [params] = useSearchParams();
  if (!email || failed) {
    return (
      <AuthCard title="This link does not work">
        <Notice tone="error">{linkExpired}</Notice>
        <p>
          <a href="/inbox/sign-in" className="text-brand-300 underline">
            Back to sign-in
          </a>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Sign in">
      <Form method="post" reloadDocument className="space-y-4">
        <input type="hidden" name="token" value={params.get("token") ?? ""} />
        <p>
          Sign in to the studio inbox as <strong className="break-all text-fg">{email}</strong>.
        </p>
        <button type="submit" className={buttonClass}>
          Sign in
        </button>
      </Form>
    </AuthCard>
  );
}
