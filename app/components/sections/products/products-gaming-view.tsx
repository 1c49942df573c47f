import type { GamingCatalogueView } from "~/content/products/views.server";
import { PageHero } from "~/components/sections/page-hero";
import { StatList } from "~/components/sections/stat-list";
import { Section } from "~/components/ui/section";
import { ClosingBanner } from "./closing-banner";
import { cardSizes } from "./format";
import { GameCard } from "./game-card";
import { InPageLink } from "./in-page-link";
import { PipelineCard } from "./pipeline-card";

/** Wide screens: a release section's cards in rows of two or three. */
const releaseGrids = {
  "2": { grid: "grid gap-6 md:grid-cols-2", sizes: cardSizes.two },
  "3": { grid: "grid gap-6 md:grid-cols-2 lg:grid-cols-3", sizes: cardSizes.three },
} as const;

/** /products/gaming: the releases by year, the pipeline and the long-term vision. */
export function ProductsGamingView({ content: c }: { content: GamingCatalogueView }) {
  // Sections alternate their background, in the order they appear.
  const tone = (position: number) => (position % 2 === 1 ? "raised" : "default");
  const first = c.releases[0];
  return (
    <>
      <PageHero
        tone="ember"
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        highlight={c.hero.highlight}
        intro={c.hero.intro}
        actions={
          <>
            {first ? <InPageLink to={`#${first.id}`}>{first.title}</InPageLink> : null}
            <InPageLink to="#pipeline" variant="secondary">
              {c.pipeline.title}
            </InPageLink>
          </>
        }
        aside={<StatList stats={c.stats} />}
      />

      {c.releases.map((section, position) => {
        const layout = releaseGrids[section.cardsPerRow];
        return (
          <Section
            key={section.id}
            id={section.id}
            eyebrow={section.eyebrow}
            title={section.title}
            intro={section.intro}
            tone={tone(position)}
          >
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

      <Section
        id="pipeline"
        eyebrow={c.pipeline.eyebrow}
        title={c.pipeline.title}
        intro={c.pipeline.intro}
        tone={tone(c.releases.length)}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {c.pipeline.items.map((item, index) => (
            <PipelineCard key={item.title} item={item} index={index} sizes={cardSizes.three} />
          ))}
        </div>
      </Section>

      <Section
        id="vision"
        eyebrow={c.vision.eyebrow}
        title={c.vision.title}
        intro={c.vision.intro}
        tone={tone(c.releases.length + 1)}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {c.vision.items.map((item, index) => (
            <PipelineCard key={item.title} item={item} index={index} sizes={cardSizes.three} />
          ))}
        </div>
      </Section>

      <ClosingBanner {...c.closing} />
    </>
  );
}
