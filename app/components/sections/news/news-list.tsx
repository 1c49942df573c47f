import { ArrowLeftIcon, ArrowRightIcon } from "~/components/ui/interface-icons";
import { RadioIcon } from "~/components/ui/icons";
import { PageHero } from "~/components/sections/page-hero";
import type { NewsListView } from "~/content/news/news.server";
import { NEWS_CARD_SIZES, NEWS_GRID, NewsCard } from "./news-card";

/** /news and its later pages: the posts of one page, newest first, and the way to the others. */
export function NewsList({ view }: { view: NewsListView }) {
  const { pagination, feeds } = view;
  return (
    <>
      <PageHero
        heading={view}
        actions={
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-fg-muted">{feeds.label}</span>
            {feeds.links.map((link) => (
              <a
                key={link.href}
                href={link.href}
                type={link.type}
                className="inline-flex items-center gap-2 rounded-full border border-line bg-ink-900/80 px-4 py-2 font-medium text-fg transition hover:border-brand-400/60 hover:text-brand-300"
              >
                <RadioIcon size={16} className="text-brand-300" />
                {link.label}
              </a>
            ))}
          </div>
        }
      />
      <div className="container-page section-pad">
        {view.cards.length > 0 ? (
          <div className={NEWS_GRID}>
            {view.cards.map((card, index) => (
              <NewsCard
                key={card.href}
                card={card}
                index={index}
                level={2}
                sizes={NEWS_CARD_SIZES}
              />
            ))}
          </div>
        ) : (
          <p className="lead">{view.empty}</p>
        )}
        {pagination.pages > 1 ? (
          <nav
            aria-label={pagination.label}
            className="mt-14 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-8 sm:grid sm:grid-cols-[1fr_auto_1fr]"
          >
            {pagination.newer ? (
              <a
                href={pagination.newer.href}
                rel="prev"
                className="btn btn-secondary whitespace-nowrap sm:justify-self-start"
              >
                <ArrowLeftIcon size={16} />
                {pagination.newer.label}
              </a>
            ) : (
              <span />
            )}
            <p className="order-first w-full text-center text-sm text-fg-muted sm:order-none sm:w-auto">
              {pagination.status}
            </p>
            {pagination.older ? (
              <a
                href={pagination.older.href}
                rel="next"
                className="btn btn-secondary whitespace-nowrap sm:col-start-3 sm:justify-self-end"
              >
                {pagination.older.label}
                <ArrowRightIcon size={16} />
              </a>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </>
  );
}
