import type { GamingCatalogueView } from "~/content/products/views.server";
import { Section } from "~/components/ui/section";
import { ClosingBanner } from "./closing-banner";
import { ProductsHero } from "./products-hero";
import { cardSizes } from "./format";
import { GameCard } from "./game-card";
import { InPageLink } from "./in-page-link";
import { PipelineCard } from "./pipeline-card";

/** Wide screens: a release section's cards in rows of two or three. */
const releaseGrids = {
  "2": { grid: "grid gap-6 md:grid-cols-2", sizes: cardSizes.two },
  "3": { grid: "grid gap-6 md:grid-cols-2 lg:grid-cols-3", sizes: cardSizes.three },
} as const;

/** /products/gaming: the releases by year, then the pipeline and the long-term vision. */
export function ProductsGamingView({ content: c }: { content: GamingCatalogueView }) {
  // Sections alternate their background, in the order they appear.
  const tone = (position: number) => (position % 2 === 1 ? "raised" : "default");
  const first = c.releases[0];
  return (
    <>
      <ProductsHero
        tone="ember"
        hero={c.hero}
        stats={c.stats}
        actions={
          <>
            {first ? <InPageLink to={`#${first.id}`}>{first.title}</InPageLink> : null}
            <InPageLink to="#pipeline" variant="secondary">
              {c.pipeline.title}
            </InPageLink>
          </>
        }
      />

      {c.releases.map((section, position) => {
        const layout = releaseGrids[section.cardsPerRow];
        return (
          <Section key={section.id} id={section.id} heading={section} tone={tone(position)}>
            <div className={layout.grid}>
              {section.games.map((game, index) => (
                <GameCard
                  key={game.path}
                  game={game}
                  copy={c.card}
                  index={index}
                  sizes={layout.sizes}
                />
              ))}
            </div>
          </Section>
        );
      })}

      {(["pipeline", "vision"] as const).map((id, offset) => {
        const section = c[id];
        return (
          <Section key={id} id={id} heading={section} tone={tone(c.releases.length + offset)}>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {section.items.map((item, index) => (
                <PipelineCard key={item.title} item={item} index={index} sizes={cardSizes.three} />
              ))}
            </div>
          </Section>
        );
      })}

      <ClosingBanner {...c.closing} />
    </>
  );
}
