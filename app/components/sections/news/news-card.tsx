import { staggerStyle } from "~/components/ui/stagger";
import type { NewsCardView } from "~/content/news/news.server";
import { ContentImage } from "~/components/ui/content-image";

interface NewsCardProps {
  card: NewsCardView;
  /** Position in its grid: drives the 0.1 s entrance stagger. */
  index: number;
  /** 2 on the news list (the cards are its sections), 3 under a section heading. */
  level?: 2 | 3;
  /** `sizes` of the picture at each breakpoint. */
  sizes: string;
}

/**
 * A post as a card, in the shape of the site's project cards: picture, date,
 * title, summary. On phones the picture follows the text: the list starts in
 * the first screen, and its first paint (the text) stays its largest.
 */
export function NewsCard({ card, index, level = 3, sizes }: NewsCardProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article
      style={staggerStyle(index)}
      className="card card-link enter-stagger overflow-hidden p-0 sm:p-0"
    >
      <div className="after-first-paint order-last aspect-video sm:order-none">
        <ContentImage
          image={card.image}
          alt=""
          sizes={sizes}
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="flex flex-wrap gap-x-3 text-sm font-medium">
          {card.topic ? <span className="text-ember-400">{card.topic}</span> : null}
          <time dateTime={card.date} className="text-fg-muted">
            {card.dateLabel}
          </time>
        </p>
        <Heading className="card-title mt-2">
          <a href={card.href} className="stretched-link">
            {card.title}
          </a>
        </Heading>
        <p className="card-text">{card.summary}</p>
      </div>
    </article>
  );
}

/** Three columns of cards on wide screens. */
export const NEWS_GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";
export const NEWS_CARD_SIZES = "(min-width: 1024px) 26rem, (min-width: 768px) 50vw, 100vw";
