import { gamingCatalogue, releasesOf, type Game } from "~/content/products/games";
import { longTermVision, upcomingPipeline, type PipelineItem } from "~/content/products/pipeline";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { cardSizes } from "~/components/sections/products/format";
import { GameCard } from "~/components/sections/products/game-card";
import { InPageLink } from "~/components/sections/products/in-page-link";
import { PipelineCard } from "~/components/sections/products/pipeline-card";
import { StatList } from "~/components/sections/stat-list";
import { Section } from "~/components/ui/section";
import type { Route } from "./+types/products-gaming";

export function loader({ url }: Route.LoaderArgs) {
  const releases2025 = releasesOf(2025);
  const releases2026 = releasesOf(2026);
  const content = {
    ...gamingCatalogue,
    games2025: releases2025,
    games2026: releases2026,
    pipelineItems: upcomingPipeline,
    visionItems: longTermVision,
    stats: [
      { value: String(releases2025.length), label: "games released in 2025" },
      { value: String(releases2026.length), label: "titles in the 2026 launch slate" },
      {
        value: String(upcomingPipeline.length + longTermVision.length),
        label: "more projects in development",
      },
    ],
  };
  return pageData(url, content);
}

type CatalogueContent = typeof gamingCatalogue & {
  games2025: Game[];
  games2026: Game[];
  pipelineItems: readonly PipelineItem[];
  visionItems: readonly PipelineItem[];
  stats: { value: string; label: string }[];
};

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductsGamingPage({ loaderData }: Route.ComponentProps) {
  return <ProductsGamingView c={loaderData.content} />;
}

function ProductsGamingView({ c }: { c: CatalogueContent }) {
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
            <InPageLink to="#releases-2025">{c.releases2025.title}</InPageLink>
            <InPageLink to="#pipeline" variant="secondary">
              {c.pipeline.title}
            </InPageLink>
          </>
        }
        aside={<StatList stats={c.stats} />}
      />

      <Section
        id="releases-2025"
        eyebrow={c.releases2025.eyebrow}
        title={c.releases2025.title}
        intro={c.releases2025.intro}
      >
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {c.games2025.map((game, index) => (
            <GameCard key={game.link} game={game} index={index} sizes={cardSizes.three} />
          ))}
        </div>
      </Section>

      <Section
        id="releases-2026"
        eyebrow={c.releases2026.eyebrow}
        title={c.releases2026.title}
        intro={c.releases2026.intro}
        tone="raised"
      >
        <div className="grid gap-6 md:grid-cols-2">
          {c.games2026.map((game, index) => (
            <GameCard key={game.link} game={game} index={index} sizes={cardSizes.two} />
          ))}
        </div>
      </Section>

      <Section
        id="pipeline"
        eyebrow={c.pipeline.eyebrow}
        title={c.pipeline.title}
        intro={c.pipeline.intro}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {c.pipelineItems.map((item, index) => (
            <PipelineCard key={item.title} item={item} index={index} sizes={cardSizes.three} />
          ))}
        </div>
      </Section>

      <Section
        id="vision"
        eyebrow={c.vision.eyebrow}
        title={c.vision.title}
        intro={c.vision.intro}
        tone="raised"
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {c.visionItems.map((item, index) => (
            <PipelineCard key={item.title} item={item} index={index} sizes={cardSizes.three} />
          ))}
        </div>
      </Section>

      <CtaBanner {...c.closing} />
    </>
  );
}
