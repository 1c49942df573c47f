import type { Glyph } from "~/components/ui/glyph";
import type { ComponentProps } from "react";
import { ButtonLink } from "../../ui/button-link";
import { Section } from "../../ui/section";
import { PageHero } from "../page-hero";
import { toneGradients, type Tone } from "./accents";
import { IconTiles } from "./icon-tiles";
import { ReasonList } from "./reason-list";
import type { HeroContent, IconSection } from "./types";

type HeroProps = { hero: HeroContent; secondaryIcon?: Glyph } & Pick<
  ComponentProps<typeof PageHero>,
  "tone" | "cycleSeconds" | "aside"
>;

/** The hero of the overview and the category pages: its copy and its two buttons. */
export function ServicesHero({ hero, secondaryIcon, ...options }: HeroProps) {
  return (
    <PageHero
      heading={hero}
      {...options}
      actions={
        <>
          <ButtonLink to={hero.primary.href}>{hero.primary.label}</ButtonLink>
          <ButtonLink to={hero.secondary.href} variant="secondary" icon={secondaryIcon}>
            {hero.secondary.label}
          </ButtonLink>
        </>
      }
    />
  );
}

/** Reasons to choose the studio, on a raised band (the overview and the category pages). */
export function WhyChooseSection({
  section,
  tone = "brand",
}: {
  section: IconSection;
  tone?: Tone;
}) {
  return (
    <Section id="why-choose" heading={section} tone="raised">
      <ReasonList items={section.items} gradient={toneGradients[tone]} />
    </Section>
  );
}

/** The industries served, as centred tiles (the overview and the category pages). */
export function IndustriesSection({
  section,
  tone = "brand",
}: {
  section: IconSection;
  tone?: Tone;
}) {
  return (
    <Section id="industries" heading={section} align="center">
      <IconTiles items={section.items} tone={tone} />
    </Section>
  );
}
