import { LayersIcon } from "~/components/ui/icons";
import type { IconName } from "../../ui/icon";
import { Section } from "../../ui/section";
import { CoreServiceCards } from "../core-service-cards";
import { StatList } from "../stat-list";
import { cardGradients, type CardAccent } from "./accents";
import { ClosingBanner } from "./closing-banner";
import { IndustriesSection, ServicesHero, WhyChooseSection } from "./parts";
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
      <ServicesHero
        hero={hero}
        secondaryIcon={LayersIcon}
        cycleSeconds={12}
        aside={<StatList stats={stats} />}
      />

      <Section id="core-services" heading={categories}>
        <CoreServiceCards services={cards} />
      </Section>

      <WhyChooseSection section={whyChoose} />

      <IndustriesSection section={industries} />

      <ClosingBanner {...cta} />
    </>
  );
}
