import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import type { LinkView, NewsPostView } from "~/content/news/news.server";
import { ContentImage } from "~/components/ui/content-image";
import { NEWS_CARD_SIZES, NEWS_GRID, NewsCard } from "./news-card";
import { Prose } from "./prose";

function BackLink({ link }: { link: LinkView }) {
  return (
    <a href={link.href} className="btn btn-ghost">
      <Icon name="arrow-left" size={16} />
      {link.label}
    </a>
  );
}

/** /news/<slug>: the post (title, byline, date, hero, body, topics) and the newest others. */
export function NewsArticle({ post }: { post: NewsPostView }) {
  return (
    <>
      <article>
        <PageHero
          heading={{ eyebrow: post.eyebrow, title: post.title, intro: post.summary }}
          actions={
            <>
              <p className="inline-flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-line bg-ink-900/80 px-4 py-2 text-sm text-fg-muted sm:rounded-full">
                <span className="inline-flex items-center gap-2">
                  <Icon name="user" size={16} className="text-brand-300" />
                  {post.byline} {post.author}
                </span>
                <span className="inline-flex items-center gap-2">
                  <Icon name="calendar" size={16} className="text-brand-300" />
                  <time dateTime={post.date}>{post.dateLabel}</time>
                </span>
              </p>
              <BackLink link={post.back} />
            </>
          }
        />
        <div className="container-page pt-12 lg:pt-16">
          <ContentImage
            image={post.hero}
            alt={post.heroAlt}
            sizes="(min-width: 1088px) 64rem, calc(100vw - 2.5rem)"
            priority
            className="aspect-video w-full max-w-5xl rounded-[var(--radius-card)] border border-line object-cover"
          />
        </div>
        <div className="container-page pt-12 pb-20 lg:pt-16 lg:pb-24">
          <Prose html={post.html} className="max-w-[45rem]" />
          <footer className="mt-14 flex max-w-[45rem] flex-wrap items-center justify-between gap-6 border-t border-line pt-8">
            {post.tags.items.length > 0 ? (
              <div>
                <h2 className="sr-only">{post.tags.label}</h2>
                <ul className="flex flex-wrap gap-2">
                  {post.tags.items.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full border border-line bg-ink-900 px-3 py-1 text-sm text-fg-muted"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <BackLink link={post.back} />
          </footer>
        </div>
      </article>
      {post.more.cards.length > 0 ? (
        <Section id="more-news" heading={post.more} tone="raised">
          <div className={NEWS_GRID}>
            {post.more.cards.map((card, index) => (
              <NewsCard key={card.href} card={card} index={index} sizes={NEWS_CARD_SIZES} />
            ))}
          </div>
        </Section>
      ) : null}
    </>
  );
}
