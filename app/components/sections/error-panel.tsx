import { ArrowLeftIcon } from "~/components/ui/interface-icons";
import { isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { ErrorPagesView } from "~/content/company/errors.server";
import type { LayoutData } from "~/content/layout.server";
import { ButtonLink } from "../ui/button-link";

/**
 * The least an error page says when its words cannot be had: the content
 * itself may be what failed (a broken file in development), or the error was
 * thrown before any content was read. Everything else is content/pages/errors.yaml.
 */
export const fallbackCopy = {
  notFound: "Page not found",
  error: "Something went wrong",
  home: "Home",
} as const;

/**
 * The error pages' words when the root loader hands them over (its data's
 * `errorPages`, from errorPagesView()); undefined when it does not or failed.
 */
export function useErrorPagesCopy(): ErrorPagesView | undefined {
  return (useRouteLoaderData("root") as LayoutData | undefined)?.errorPages;
}

/**
 * Shown for unexpected errors; never leaks a stack trace outside development.
 * Its words come from the root loader's data (useErrorPagesCopy), else it
 * says the least (fallbackCopy).
 */
export default function ErrorPanel({ error }: { error: unknown }) {
  const copy = useErrorPagesCopy()?.serverError;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="flex min-h-[70vh] items-center px-5 pt-32 pb-20 sm:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-display text-6xl font-bold text-gradient">{status}</p>
        <h1 className="mt-6 text-3xl font-semibold text-fg">{copy?.title ?? fallbackCopy.error}</h1>
        {copy ? <p className="mt-4 text-lg text-fg-muted">{copy.text}</p> : null}
        <div className="mt-10 flex justify-center">
          <ButtonLink to={copy?.home.href ?? "/"} icon={ArrowLeftIcon}>
            {copy?.home.label ?? fallbackCopy.home}
          </ButtonLink>
        </div>
        {detail ? (
          <pre className="mt-10 overflow-auto rounded-xl bg-ink-900 p-4 text-left text-xs text-fg-muted">
            {detail}
          </pre>
        ) : null}
      </div>
    </section>
  );
}
