import { lazy, Suspense, useEffect } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PieceSpinner } from "~/components/sections/contact/piece-spinner";
import { contactAction } from "~/contact/action.server";
import type { ContactResult } from "~/contact/result";
import {
  awaitReloadIfMissing,
  forgetStaleChunkReload,
  installStaleChunkReload,
} from "~/contact/stale-chunk-reload";
import { contactPageView } from "~/content/contact/page.server";
import { content } from "~/content/load.server";
import type { RouteHandle } from "~/lib/hydration";
import { clientAddressContext, contactServicesContext } from "~/load-context";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

// The three pieces load lazily: prerendered HTML carries all of them (the
// server waits for every Suspense boundary), the browser fetches their code
// after the route's own small chunk. A stale chunk reloads the page once.
if (typeof window !== "undefined") installStaleChunkReload(window);

/** Each piece's import starts once; the lazy component and the effect below share it. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= load());
}
const loadHero = once(() => import("~/components/sections/contact/contact-hero"));
const loadInfo = once(() => import("~/components/sections/contact/contact-info"));
const loadForm = once(() => import("~/components/sections/contact/contact-form"));
const ContactHero = lazy(() => loadHero().then(awaitReloadIfMissing));
const ContactInfo = lazy(() => loadInfo().then(awaitReloadIfMissing));
const ContactForm = lazy(() => loadForm().then(awaitReloadIfMissing));

/** A submission that has not been answered after this long counts as failed. */
const SUBMIT_TIMEOUT_MS = 20_000;

/** The form (validation, pending state, toasts) needs React in the browser: this page hydrates. */
export const handle: RouteHandle = { hydrate: true };

export function loader({ url }: Route.LoaderArgs) {
  return pageData(url, contactPageView(content()));
}

export function action({ request, context }: Route.ActionArgs) {
  return contactAction(
    request,
    context.get(contactServicesContext),
    context.get(clientAddressContext),
  );
}

/**
 * Runs in the browser around the server action: a network error, a timeout or
 * an answer that is not the action's (a 413 from the server, a proxy's error
 * page) becomes `{ status: "failed" }`, so the form keeps its values instead of
 * the page falling into the error boundary. Every failure is logged.
 */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<ContactResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${SUBMIT_TIMEOUT_MS / 1000} s`)),
        SUBMIT_TIMEOUT_MS,
      );
    });
    const result = (await Promise.race([serverAction(), timeout])) as ContactResult;
    if (result.status !== "success")
      console.error(`Contact form submission failed: ${result.status}`);
    return result;
  } catch (error) {
    console.error("Contact form submission failed:", error);
    return { status: "failed" };
  } finally {
    clearTimeout(timer);
  }
}

/** Posting the form changes nothing the page's loader returns: skip the reload. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

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

  useEffect(() => {
    // Every piece arrived (a swallowed failure resolves to undefined): a later
    // stale chunk may reload the page again.
    Promise.all([loadHero(), loadInfo(), loadForm()]).then(
      (modules) => {
        if (modules.every(Boolean)) forgetStaleChunkReload(window);
      },
      () => {},
    );
  }, []);

  return (
    <>
      <Suspense
        fallback={<PieceSpinner label={form.loading.hero} className="min-h-[32rem] pt-32" />}
      >
        <ContactHero hero={hero} />
      </Suspense>
      <div className="container-page section-pad grid gap-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <Suspense fallback={<PieceSpinner label={form.loading.info} className="min-h-64" />}>
          <ContactInfo info={info} />
        </Suspense>
        <Suspense fallback={<PieceSpinner label={form.loading.form} className="min-h-[40rem]" />}>
          <ContactForm content={form} actionData={actionData} />
        </Suspense>
      </div>
    </>
  );
}
