import { ButtonLink } from "../ui/button-link";

/**
 * The not-found page (spec section 8): rendered by the root error boundary for
 * any 404. `data-not-found` makes app/browser/enhance.ts log the attempted path.
 */
export default function NotFound() {
  return (
    <section
      className="relative isolate flex min-h-[70vh] items-center overflow-hidden px-5 pt-32 pb-20 sm:px-8"
      data-not-found=""
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="glow left-1/2 top-1/3 h-[30rem] w-[30rem] -translate-x-1/2 -translate-y-1/4 from-violet-500/25 animate-hero-drift" />
      </div>
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-display text-7xl font-bold text-gradient sm:text-8xl">404</p>
        <h1 className="mt-6 text-3xl font-semibold text-fg sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-4 text-lg leading-relaxed text-fg-muted">
          The page you were looking for has moved, been renamed, or never existed. Our games,
          simulations and AI work are all one click away.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink to="/" icon="arrow-left">
            Return to Home
          </ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Contact us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
