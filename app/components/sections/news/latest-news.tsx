import { ButtonLink } from "~/components/ui/button-link";
import { Section } from "~/components/ui/section";
import type { LatestNewsView } from "~/content/news/news.server";
import { NEWS_CARD_SIZES, NEWS_GRID, NewsCard } from "./news-card";

/** The home page's latest news: the three newest posts and a link to the rest. */
export function LatestNews({ view }: { view: LatestNewsView }) {
  if (view.cards.length === 0) return null;
  return (
    <Section id="latest-news" heading={view}>
      <div className={NEWS_GRID}>
        {view.cards.map((card, index) => (
          <NewsCard key={card.href} card={card} index={index} sizes={NEWS_CARD_SIZES} />
        ))}
      </div>
      <div className="mt-10">
        <ButtonLink to={view.link.href} variant="secondary">
          {view.link.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
