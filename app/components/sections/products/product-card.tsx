import { staggerStyle } from "~/components/ui/stagger";
import type { ImageView } from "~/lib/media.server";
import type { CardAccent } from "~/content/products/schema";
import { cardAccentClasses } from "./accents";
import { CheckList } from "./check-list";
import { ContentImage } from "~/components/ui/content-image";

interface ProductCardProps {
  index: number;
  title: string;
  /** The description (AI solutions) or purpose (simulators). */
  summary: string;
  features: readonly string[];
  industries: readonly string[];
  picture: ImageView;
  alt: string;
  sizes: string;
  /** The colour of the card's accent bar. */
  accent: CardAccent;
  /** The headings of the features and industries lists. */
  labels: { features: string; industries: string };
}

/** An AI solution or simulation product: art, summary, features and industries. */
export function ProductCard({
  index,
  title,
  summary,
  features,
  industries,
  picture,
  alt,
  sizes,
  accent,
  labels,
}: ProductCardProps) {
  return (
    <article
      style={staggerStyle(index)}
      className="enter-stagger flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-ink-850 shadow-card transition hover:border-brand-400/50"
    >
      <div className="after-first-paint relative aspect-video overflow-hidden bg-ink-800">
        <ContentImage
          image={picture}
          alt={alt}
          sizes={sizes}
          className="h-full w-full object-cover"
        />
        <div
          aria-hidden="true"
          className={`absolute inset-x-0 bottom-0 h-1 bg-gradient-to-r ${cardAccentClasses[accent]}`}
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <h3 className="text-xl font-semibold text-fg">{title}</h3>
        <p className="mt-3 leading-relaxed text-fg-muted">{summary}</p>
        <h4 className="mt-6 text-xs font-semibold uppercase tracking-[0.18em] text-fg-muted">
          {labels.features}
        </h4>
        <CheckList items={features} className="mt-3" />
        <h4 className="mt-6 text-xs font-semibold uppercase tracking-[0.18em] text-fg-muted">
          {labels.industries}
        </h4>
        <ul className="mt-3 flex flex-wrap gap-2">
          {industries.map((industry) => (
            <li
              key={industry}
              className="rounded-full border border-line bg-ink-800 px-3 py-1 text-xs font-medium text-fg"
            >
              {industry}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
