import type { ReactNode } from "react";

/** A hero's heading as the content writes it (the schemas' hero field group has this shape). */
export interface HeroHeading {
  eyebrow?: string;
  title: string;
  /** A phrase drawn with the brand gradient after the title. */
  highlight?: string;
  intro?: string;
}

interface PageHeroProps {
  heading: HeroHeading;
  /** The intro as HTML rendered on the server from the content's Markdown (paragraphs, links), instead of `intro`. */
  introHtml?: string;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  /** Background animation cycle in seconds: 10 site-wide, 12 on the services overview (spec section 9). */
  cycleSeconds?: 10 | 12;
  /** Extra content beside the text on wide screens (art, stats). */
  aside?: ReactNode;
  /** "ember" warms the glow for game pages, "blood" for Blackvale. */
  tone?: "brand" | "ember" | "blood";
}

const glows = {
  brand: ["from-brand-500/30", "from-violet-500/30"],
  ember: ["from-ember-500/25", "from-violet-500/25"],
  blood: ["from-blood-700/55", "from-blood-400/20"],
} as const;

/** The hero at the top of every page: one h1, an animated glow and optional actions. */
export function PageHero({
  heading: { eyebrow, title, highlight, intro },
  introHtml,
  actions,
  cycleSeconds = 10,
  aside,
  tone = "brand",
}: PageHeroProps) {
  const drift = cycleSeconds === 12 ? "animate-hero-drift-slow" : "animate-hero-drift";
  const [first, second] = glows[tone];
  return (
    <section className="relative isolate overflow-hidden border-b border-line/60 pt-32 pb-20 sm:pt-40 lg:pb-28">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10"
        data-hero-cycle={cycleSeconds}
      >
        <div className={`glow -left-48 -top-16 h-[34rem] w-[34rem] ${first} ${drift}`} />
        <div
          className={`glow -right-40 -bottom-24 h-[40rem] w-[40rem] ${second} ${drift} [animation-direction:reverse]`}
        />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.035)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.035)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]" />
      </div>
      <div
        className={`mx-auto max-w-7xl px-5 sm:px-8 ${aside ? "grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]" : ""}`}
      >
        <div className="max-w-3xl">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 className="mt-4 text-4xl font-semibold leading-[1.08] text-fg sm:text-5xl lg:text-6xl">
            {title}
            {highlight ? (
              <>
                {" "}
                <span className="text-gradient">{highlight}</span>
              </>
            ) : null}
          </h1>
          {introHtml ? (
            <div
              className="lead mt-6 max-w-2xl space-y-4 sm:text-xl [&_a]:text-brand-300 [&_a]:underline [&_a]:underline-offset-4"
              dangerouslySetInnerHTML={{ __html: introHtml }}
            />
          ) : (
            <p className="lead mt-6 max-w-2xl sm:text-xl">{intro}</p>
          )}
          {actions ? <div className="mt-10 flex flex-wrap gap-4">{actions}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}
