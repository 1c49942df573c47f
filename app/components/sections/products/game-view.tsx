import { Gamepad2Icon, UsersIcon } from "~/components/ui/icons";
import type { GameView as Content } from "~/content/products/views.server";
import { GAME_HERO_SIZES } from "~/lib/image-preload";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button-link";
import { Section } from "~/components/ui/section";
import { staggerStyle } from "~/components/ui/stagger";
import { ContentImage } from "~/components/ui/content-image";
import { cardSizes } from "./format";
import { GameFacts } from "./game-facts";
import { gameThemes } from "./game-theme";
import { WishlistLink } from "./wishlist-link";

/** Wide screens: five features sit as two over three; other counts in rows of three. */
function featureSpan(index: number, count: number): string {
  return count === 5 && index < 2 ? "lg:col-span-3" : "lg:col-span-2";
}

/** A game's page: key art, facts, features, targets, the wishlist panel and more games. */
export function GameView({ content }: { content: Content }) {
  const { game, tone, copy, more } = content;
  const theme = gameThemes[tone];
  const wishlist = (
    <WishlistLink href={game.storeUrl} title={game.title} label={copy.wishlistLabel} tone={tone} />
  );
  return (
    <div className={theme.page} data-tone={tone}>
      {/*
        The key art: the right two thirds of the hero on wide screens (preloaded there,
        views.server.ts); on phones and tablets it follows the hero's text, so that the
        first paint is the page's largest (docs/decisions/0017).
      */}
      <div className="relative isolate flex flex-col lg:block">
        <div className="relative -z-10 order-last aspect-video w-full max-lg:after-first-paint lg:absolute lg:inset-y-0 lg:right-0 lg:aspect-auto lg:w-[60%]">
          <ContentImage
            image={game.picture}
            alt={`Key art for ${game.title}`}
            sizes={GAME_HERO_SIZES}
            className="h-full w-full object-cover [mask-image:linear-gradient(to_bottom,transparent,black_20%,black_55%,transparent)] lg:[mask-composite:intersect] lg:[mask-image:linear-gradient(to_right,transparent,black_55%),linear-gradient(to_bottom,transparent,black_18%,black_70%,transparent)]"
          />
        </div>
        <div>
          <PageHero
            tone={tone}
            heading={{ title: game.title, intro: game.description }}
            actions={
              <>
                <GameFacts
                  genre={game.genre}
                  platforms={game.platforms}
                  releaseDate={game.releaseDate}
                  labels={copy.facts}
                  tone={tone}
                />
                {wishlist}
                <ButtonLink to={copy.catalogueLink.href} variant="secondary" icon={Gamepad2Icon}>
                  {copy.catalogueLink.label}
                </ButtonLink>
              </>
            }
            // An empty column keeps the text clear of the art on wide screens.
            aside={<div className="hidden lg:block" />}
          />
        </div>
      </div>

      <Section id="features" heading={{ title: copy.featuresTitle }}>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
          {game.features.map((feature, index) => (
            <li
              key={feature}
              style={staggerStyle(index)}
              className={`enter-stagger flex gap-4 rounded-[var(--radius-card)] border p-6 ${theme.panel} ${featureSpan(index, game.features.length)}`}
            >
              <span
                aria-hidden="true"
                className={`font-display text-2xl font-semibold ${theme.accent}`}
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <p className="leading-relaxed text-fg">{feature}</p>
            </li>
          ))}
        </ol>
      </Section>

      {game.targetUsers ? (
        <Section id="target-users" heading={copy.targetUsers}>
          <dl className="grid gap-4 sm:grid-cols-3">
            {game.targetUsers.map((target) => (
              <div
                key={target.label}
                className={`flex flex-col rounded-[var(--radius-card)] border p-7 ${theme.panel}`}
              >
                <dt className="mt-2 text-fg-muted">{target.label}</dt>
                <dd className="order-first font-display text-5xl font-semibold text-gradient">
                  {target.value}
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}

      {game.targetAudience ? (
        <Section id="target-audience" heading={copy.targetAudience}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {game.targetAudience.map((audience) => (
              <li
                key={audience}
                className={`flex gap-3 rounded-[var(--radius-card)] border p-6 ${theme.panel}`}
              >
                <UsersIcon size={22} className={`mt-0.5 shrink-0 ${theme.accent}`} />
                <span className="leading-relaxed text-fg">{audience}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <section aria-labelledby="wishlist-heading" className="px-5 sm:px-8">
        <div
          className={`mx-auto flex max-w-7xl flex-col gap-6 rounded-[2rem] border p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between ${theme.panel}`}
        >
          <div className="max-w-2xl">
            <h2 id="wishlist-heading" className="text-2xl font-semibold text-fg sm:text-3xl">
              {copy.wishlist.title}
            </h2>
            <p className="mt-3 leading-relaxed text-fg-muted">{copy.wishlist.text}</p>
          </div>
          <div className="shrink-0">{wishlist}</div>
        </div>
      </section>

      {more.length > 0 ? (
        <Section id="more-games" heading={{ title: copy.moreTitle }}>
          <ul className="grid gap-6 md:grid-cols-3">
            {more.map((other) => (
              <li
                key={other.path}
                className={`group relative overflow-hidden rounded-[var(--radius-card)] border ${theme.panel}`}
              >
                <div className="after-first-paint aspect-video overflow-hidden">
                  <ContentImage
                    image={other.picture}
                    alt={`Key art for ${other.title}`}
                    sizes={cardSizes.three}
                    className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.04]"
                  />
                </div>
                <div className="p-5">
                  <p className={`text-sm font-medium ${theme.accent}`}>
                    {other.genre} · {other.releaseDate}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold text-fg">
                    <a href={other.path} className="stretched-link">
                      {other.title}
                    </a>
                  </h3>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <ButtonLink to={copy.catalogueLink.href} variant="secondary">
              {copy.catalogueLink.label}
            </ButtonLink>
          </div>
        </Section>
      ) : null}
    </div>
  );
}
