import { Section } from "../../ui/section";
import { toneGradients, type Tone } from "./accents";
import { ClosingBanner } from "./closing-banner";
import { ExpertiseGrid, type ExpertiseItem } from "./expertise-grid";
import { IndustriesSection, ServicesHero, WhyChooseSection } from "./parts";
import { IconTiles } from "./icon-tiles";
import { ProcessSteps } from "./process-steps";
import { ServiceLinks, type ServiceLinkItem } from "./service-links";
import { SuccessHighlights, type HighlightGame, type HighlightStat } from "./success-highlights";
import type { ClosingContent, HeroContent, IconSection, SectionHeading } from "./types";

export interface ServiceCategoryContent {
  tone: Tone;
  hero: HeroContent;
  /** The panel beside the hero: the category's service pages. */
  services: { heading: string; links: readonly ServiceLinkItem[] };
  expertise: SectionHeading & { linkLabel: string; items: readonly ExpertiseItem[] };
  platforms?: IconSection | undefined;
  highlights?:
    | (SectionHeading & {
        linkLabel: string;
        items: readonly HighlightGame[];
        stat: HighlightStat;
      })
    | undefined;
  whyChoose: IconSection;
  industries: IconSection;
  process: SectionHeading & { items: readonly { title: string; description: string }[] };
  cta: ClosingContent;
}

/** A category page: /services/game-development, /services/simulations, /services/ai. */
export function ServiceCategory({ content }: { content: ServiceCategoryContent }) {
  const { hero, tone, services, expertise, platforms, highlights } = content;
  const { whyChoose, industries, process, cta } = content;
  const gradient = toneGradients[tone];
  return (
    <>
      <ServicesHero
        hero={hero}
        tone={tone}
        aside={
          <nav
            aria-labelledby="guides-heading"
            className="rounded-[var(--radius-card)] border border-line bg-ink-900/90 p-5 shadow-card sm:p-6"
          >
            <h2
              id="guides-heading"
              className="px-3 text-sm font-semibold uppercase tracking-[0.18em] text-brand-300"
            >
              {services.heading}
            </h2>
            <div className="mt-3">
              <ServiceLinks links={services.links} variant="compact" />
            </div>
          </nav>
        }
      />

      <Section id="expertise" heading={expertise}>
        <ExpertiseGrid
          items={expertise.items}
          gradient={gradient}
          linkLabel={expertise.linkLabel}
        />
      </Section>

      {platforms ? (
        <Section id="platforms" heading={platforms} tone="raised" align="center">
          <IconTiles items={platforms.items} tone={tone} />
        </Section>
      ) : null}

      {highlights ? (
        <Section id="highlights" heading={highlights}>
          <SuccessHighlights
            games={highlights.items}
            stat={highlights.stat}
            linkLabel={highlights.linkLabel}
          />
        </Section>
      ) : null}

      <WhyChooseSection section={whyChoose} tone={tone} />

      <IndustriesSection section={industries} tone={tone} />

      <Section id="process" heading={process} tone="raised">
        <ProcessSteps steps={process.items} />
      </Section>

      <ClosingBanner {...cta} />
    </>
  );
}
