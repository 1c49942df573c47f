import { isRouteErrorResponse } from "react-router";
import { ButtonLink } from "../ui/button-link";

/** Shown for unexpected errors; never leaks a stack trace outside development. */
export default function ErrorPanel({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="flex min-h-[70vh] items-center px-5 pt-32 pb-20 sm:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-display text-6xl font-bold text-gradient">{status}</p>
        <h1 className="mt-6 text-3xl font-semibold text-fg">Something went wrong on our side</h1>
        <p className="mt-4 text-lg text-fg-muted">
          Please try again in a moment. If it keeps happening, write to us and we will look into it.
        </p>
        <div className="mt-10 flex justify-center">
          <ButtonLink to="/" icon="arrow-left">
            Return to Home
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
