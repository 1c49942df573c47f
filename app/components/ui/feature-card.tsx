import { ArrowRightIcon } from "./interface-icons";
import type { ReactNode } from "react";
import { Icon, type IconName } from "./icon";
import { staggerStyle } from "./stagger";

interface FeatureCardProps {
  icon?: IconName;
  title: string;
  description: string;
  /** Position in its grid: drives the staggered entrance. */
  index: number;
  /** Makes the whole card a link to this path. */
  to?: string;
  linkLabel?: string;
  /** Tailwind gradient classes for the icon tile, e.g. "from-cyan-400 to-violet-500". */
  gradient?: string;
  children?: ReactNode;
  headingLevel?: "h2" | "h3";
}

/** The site's standard card: icon tile, title, text, optional extra content and link. */
export function FeatureCard({
  icon,
  title,
  description,
  index,
  to,
  linkLabel = "Learn more",
  gradient = "from-brand-400 to-violet-500",
  children,
  headingLevel: Heading = "h3",
}: FeatureCardProps) {
  return (
    <article
      style={staggerStyle(index)}
      className={`card enter-stagger group ${to ? "card-link" : ""}`}
    >
      {icon ? (
        <span className={`icon-tile ${gradient}`}>
          <Icon name={icon} size={24} />
        </span>
      ) : null}
      <Heading className="card-title">
        {to ? (
          <a href={to} className="stretched-link">
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      <p className="card-text">{description}</p>
      {children}
      {to ? (
        <span
          className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-brand-300"
          aria-hidden="true"
        >
          {linkLabel}
          <ArrowRightIcon size={16} className="transition group-hover:translate-x-1" />
        </span>
      ) : null}
    </article>
  );
}
