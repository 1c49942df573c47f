import { ButtonLink } from "../../ui/button-link";
import { Section } from "../../ui/section";
import { PageHero } from "../page-hero";
import { toneGradients, type Tone } from "./accents";
import { ClosingBanner } from "./closing-banner";
import { ExpertiseGrid, type ExpertiseItem } from "./expertise-grid";
import { IconTiles } from "./icon-tiles";
import { ProcessSteps } from "./process-steps";
import { ReasonList } from "./reason-list";
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
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        intro={hero.intro}
        tone={tone}
        actions={
          <>
            <ButtonLink to={hero.primary.href}>{hero.primary.label}</ButtonLink>
            <ButtonLink to={hero.secondary.href} variant="secondary">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
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

      <Section
        id="expertise"
        eyebrow={expertise.eyebrow}
        title={expertise.title}
        intro={expertise.intro}
      >
        <ExpertiseGrid
          items={expertise.items}
          gradient={gradient}
          linkLabel={expertise.linkLabel}
        />
      </Section>

      {platforms ? (
        <Section
          id="platforms"
          eyebrow={platforms.eyebrow}
          title={platforms.title}
          intro={platforms.intro}
          tone="raised"
          align="center"
        >
          <IconTiles items={platforms.items} tone={tone} />
        </Section>
      ) : null}

      {highlights ? (
        <Section
          id="highlights"
          eyebrow={highlights.eyebrow}
          title={highlights.title}
          intro={highlights.intro}
        >
          <SuccessHighlights
            games={highlights.items}
            stat={highlights.stat}
            linkLabel={highlights.linkLabel}
          />
        </Section>
      ) : null}

      <Section
        id="why-choose"
        eyebrow={whyChoose.eyebrow}
        title={whyChoose.title}
        intro={whyChoose.intro}
        tone="raised"
      >
        <ReasonList items={whyChoose.items} gradient={gradient} />
      </Section>

      <Section
        id="industries"
        eyebrow={industries.eyebrow}
        title={industries.title}
        intro={industries.intro}
        align="center"
      >
        <IconTiles items={industries.items} tone={tone} />
      </Section>

      <Section
        id="process"
        eyebrow={process.eyebrow}
        title={process.title}
        intro={process.intro}
        tone="raised"
      >
        <ProcessSteps steps={process.items} />
      </Section>

      <ClosingBanner {...cta} />
    </>
  );
}
