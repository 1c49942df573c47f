import { ArrowLeftIcon } from "~/components/ui/interface-icons";
import { isRouteErrorResponse, useRouteError } from "react-router";
import type { NotFoundCopy } from "~/content/company/errors.server";
import { ButtonLink } from "../ui/button-link";
import { fallbackCopy, useErrorPagesCopy } from "./error-panel";

/** The words a 404 carries when it was thrown with `notFound()` (content/pages/errors.yaml). */
function copyOf(error: unknown): NotFoundCopy | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const copy = error.data as Partial<NotFoundCopy> | null;
  return copy && typeof copy === "object" && copy.title && copy.home
    ? (copy as NotFoundCopy)
    : undefined;
}

/**
 * The not-found page (spec section 8): rendered by the root error boundary for
 * any 404 (and a 410 at an address marked gone), with the words it carries (or the root loader's, for a 404
 * thrown without them). `data-not-found` makes
 * app/browser/enhance.ts log the attempted path.
 */
export default function NotFound() {
  const error = useRouteError();
  const thrown = copyOf(error);
  const shared = useErrorPagesCopy();
  const status = isRouteErrorResponse(error) && error.status === 410 ? 410 : 404;
  const copy = thrown ?? (status === 410 ? shared?.gone : shared?.notFound);
  return (
    <section
      className="relative isolate flex min-h-[70vh] items-center overflow-hidden px-5 pt-32 pb-20 sm:px-8"
      data-not-found=""
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="glow left-1/2 top-1/3 h-[30rem] w-[30rem] -translate-x-1/2 -translate-y-1/4 from-violet-500/25 animate-hero-drift" />
      </div>
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-display text-7xl font-bold text-gradient sm:text-8xl">{status}</p>
        <h1 className="mt-6 text-3xl font-semibold text-fg sm:text-4xl">
          {copy?.title ?? fallbackCopy.notFound}
        </h1>
        {copy ? <p className="mt-4 text-lg leading-relaxed text-fg-muted">{copy.text}</p> : null}
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink to={copy?.home.href ?? "/"} icon={ArrowLeftIcon}>
            {copy?.home.label ?? fallbackCopy.home}
          </ButtonLink>
          {copy ? (
            <ButtonLink to={copy.contact.href} variant="secondary">
              {copy.contact.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
