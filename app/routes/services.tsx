import { CoreServiceCards } from "~/components/sections/core-service-cards";
import { StatList } from "~/components/sections/stat-list";
import { serviceCategories } from "~/content/services/categories";
import { serviceDetails } from "~/content/services/details";
import { servicesOverview } from "~/content/services/overview";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { IconTiles } from "~/components/sections/services/icon-tiles";
import { ReasonList } from "~/components/sections/services/reason-list";
import { ButtonLink } from "~/components/ui/button-link";
import { Section } from "~/components/ui/section";
import type { Route } from "./+types/services";

function servicesContent() {
  const stats = [
    { value: String(serviceCategories.length), label: "practices under one roof" },
    { value: String(serviceDetails.length), label: "specialist services" },
    ...servicesOverview.stats,
  ];
  const { hero, core, whyChoose, industries, cta } = servicesOverview;
  return { hero, stats, core, whyChoose, industries, cta };
}

export function loader({ url }: Route.LoaderArgs) {
  return pageData(url, servicesContent());
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return <ServicesView content={loaderData.content} />;
}

function ServicesView({ content }: { content: ReturnType<typeof servicesContent> }) {
  const { hero, stats, core, whyChoose, industries, cta } = content;
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
            <ButtonLink to={hero.primary.to}>{hero.primary.label}</ButtonLink>
            <ButtonLink to={hero.secondary.to} variant="secondary" icon="layers">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
        aside={<StatList stats={stats} />}
      />

      <Section id="core-services" eyebrow="What we do" title={core.title} intro={core.intro}>
        <CoreServiceCards services={core.items} />
      </Section>

      <Section
        id="why-choose"
        eyebrow="Why choose us"
        title={whyChoose.title}
        intro={whyChoose.intro}
        tone="raised"
      >
        <ReasonList items={whyChoose.items} />
      </Section>

      <Section
        id="industries"
        eyebrow="Industries"
        title={industries.title}
        intro={industries.intro}
        align="center"
      >
        <IconTiles items={industries.items} />
      </Section>

      <CtaBanner {...cta} />
    </>
  );
}
