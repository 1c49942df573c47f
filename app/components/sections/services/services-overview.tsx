import { ButtonLink } from "../../ui/button-link";
import type { IconName } from "../../ui/icon";
import { Section } from "../../ui/section";
import { CoreServiceCards } from "../core-service-cards";
import { PageHero } from "../page-hero";
import { StatList } from "../stat-list";
import { cardGradients, type CardAccent } from "./accents";
import { ClosingBanner } from "./closing-banner";
import { IconTiles } from "./icon-tiles";
import { ReasonList } from "./reason-list";
import type { ClosingContent, HeroContent, IconSection, SectionHeading } from "./types";

/** A category's card on the overview. */
export interface CategoryCard {
  icon: IconName;
  title: string;
  description: string;
  href: string;
  linkLabel: string;
  accent: CardAccent;
  highlights: readonly string[];
}

export interface ServicesOverviewContent {
  hero: HeroContent;
  stats: readonly { value: string; label: string }[];
  categories: SectionHeading & { cards: readonly CategoryCard[] };
  whyChoose: IconSection;
  industries: IconSection;
  cta: ClosingContent;
}

/** The services overview, /services. */
export function ServicesOverview({ content }: { content: ServicesOverviewContent }) {
  const { hero, stats, categories, whyChoose, industries, cta } = content;
  const cards = categories.cards.map(({ accent, ...card }) => ({
    ...card,
    gradient: cardGradients[accent],
  }));
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        intro={hero.intro}
        cycleSeconds={12}
        actions={
          <>
            <ButtonLink to={hero.primary.href}>{hero.primary.label}</ButtonLink>
            <ButtonLink to={hero.secondary.href} variant="secondary" icon="layers">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
        aside={<StatList stats={stats} />}
      />

      <Section
        id="core-services"
        eyebrow={categories.eyebrow}
        title={categories.title}
        intro={categories.intro}
      >
        <CoreServiceCards services={cards} />
      </Section>

      <Section
        id="why-choose"
        eyebrow={whyChoose.eyebrow}
        title={whyChoose.title}
        intro={whyChoose.intro}
        tone="raised"
      >
        <ReasonList items={whyChoose.items} />
      </Section>

      <Section
        id="industries"
        eyebrow={industries.eyebrow}
        title={industries.title}
        intro={industries.intro}
        align="center"
      >
        <IconTiles items={industries.items} />
      </Section>

      <ClosingBanner {...cta} />
    </>
  );
}
