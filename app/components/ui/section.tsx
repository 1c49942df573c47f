import type { ReactNode } from "react";

/** A section's heading as the content writes it: every heading group of the schemas has this shape. */
export interface SectionHeading {
  eyebrow?: string;
  title: string;
  intro?: string;
}

interface SectionProps {
  id?: string;
  heading: SectionHeading;
  children: ReactNode;
  /** "raised" draws the section on a slightly lighter band. */
  tone?: "default" | "raised";
  align?: "left" | "center";
}

/** A page section with an h2 heading; everything below the hero is built from these. */
export function Section({
  id,
  heading: { eyebrow, title, intro },
  children,
  tone = "default",
  align = "left",
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "raised" ? "band" : undefined}>
      <div className="container-page section-pad">
        <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={headingId} className="heading-2 mt-3">
            {title}
          </h2>
          {intro ? <p className="lead mt-4">{intro}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
