import { ArrowLeftIcon } from "~/components/ui/interface-icons";
import { CalendarIcon, UserIcon } from "~/components/ui/icons";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/ui/section";
import type { LinkView, NewsPostView } from "~/content/news/news.server";
import { ContentImage } from "~/components/ui/content-image";
import { NEWS_CARD_SIZES, NEWS_GRID, NewsCard } from "./news-card";
import { Prose } from "./prose";

function BackLink({ link }: { link: LinkView }) {
  return (
    <a href={link.href} className="btn btn-ghost">
      <ArrowLeftIcon size={16} />
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
                  <UserIcon size={16} className="text-brand-300" />
                  {post.byline} {post.author}
                </span>
                <span className="inline-flex items-center gap-2">
                  <CalendarIcon size={16} className="text-brand-300" />
                  <time dateTime={post.date}>{post.dateLabel}</time>
                </span>
              </p>
              <BackLink link={post.back} />
            </>
          }
        />
        {/*
          The post's picture follows its opening text on phones, where it would
          otherwise peek into the first screen and outgrow the text as its largest
          paint (docs/decisions/0017); on wide screens it leads, under the hero.
        */}
        <div className="container-page flex flex-col pt-12 pb-20 lg:pt-16 lg:pb-24">
          {post.body.lede ? <Prose html={post.body.lede} className="max-w-[45rem]" /> : null}
          <div className="after-first-paint mt-12 aspect-video max-w-5xl overflow-hidden rounded-[var(--radius-card)] border border-line first:mt-0 lg:order-first lg:mt-0 lg:mb-16">
            <ContentImage
              image={post.hero}
              alt={post.heroAlt}
              sizes="(min-width: 1088px) 64rem, calc(100vw - 2.5rem)"
              className="h-full w-full object-cover"
            />
          </div>
          <Prose html={post.body.rest} className="mt-12 max-w-[45rem]" />
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
