import type { ReactNode } from "react";

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  children: ReactNode;
  /** "raised" draws the section on a slightly lighter band. */
  tone?: "default" | "raised";
  align?: "left" | "center";
}

/** A page section with an h2 heading; everything below the hero is built from these. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  tone = "default",
  align = "left",
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === "raised" ? "border-y border-line/60 bg-ink-900" : undefined}
    >
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-24">
        <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-300">
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className="mt-3 text-3xl font-semibold text-fg sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-relaxed text-fg-muted">{intro}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
