import { data } from "react-router";
import ContactHero from "~/components/sections/contact/contact-hero";
import ContactInfo from "~/components/sections/contact/contact-info";
import { InquiryIsland } from "~/components/sections/contact/inquiry-island";
import { contactAction } from "~/contact/action.server";
import { isIslandPost } from "~/contact/island";
import { contactPageView } from "~/content/contact/page.server";
import { content } from "~/content/load.server";
import { clientAddressContext, contactServicesContext } from "~/load-context";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

/**
 * /contact is complete HTML like every other page: no React Router in the
 * browser. The form is a React island (components/sections/contact/inquiry-island.tsx,
 * docs/decisions/0018) that hydrates after the first paint and posts to this
 * route's action itself.
 */
export function loader({ url }: Route.LoaderArgs) {
  return pageData(url, contactPageView(content()));
}

/** The action's answer to a post (the action and the middleware get the same request and context). */
function answer({ request, context }: Pick<Route.ActionArgs, "request" | "context">) {
  return contactAction(
    request,
    context.get(contactServicesContext),
    context.get(clientAddressContext),
  );
}

/** A post made without JavaScript (or before the island hydrated): the page shows the result. */
export async function action(args: Route.ActionArgs) {
  const reply = await answer(args);
  if (reply instanceof Response) return reply;
  return data(reply.result, { status: reply.status, headers: reply.headers });
}

/**
 * The island's posts (`Accept: application/json`) get the same action's answer
 * as JSON, instead of a page: the island shows it with its states and toasts.
 * React Router has already applied its origin check; the server its method
 * rule, body limit and post throttle.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => {
    if (!isIslandPost(args.request)) return next();
    const reply = await answer(args);
    if (reply instanceof Response) return reply;
    return Response.json(reply.result, { status: reply.status, headers: reply.headers });
  },
];

/** A post's answer keeps the action's headers (Retry-After on 429, no-store). */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const result = new Headers(loaderHeaders);
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = actionHeaders.get(name);
    if (value) result.set(name, value);
  }
  return result;
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, info, form } = loaderData.content;
  return (
    <>
      <ContactHero hero={hero} />
      <div className="container-page section-pad grid gap-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <ContactInfo info={info} />
        <InquiryIsland content={form} actionData={actionData} />
      </div>
    </>
  );
}
