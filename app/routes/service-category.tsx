import { findServiceCategory } from "~/content/services/categories";
import { detailsForCategory } from "~/content/services/details";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { ExpertiseGrid } from "~/components/sections/services/expertise-grid";
import { IconTiles } from "~/components/sections/services/icon-tiles";
import { ProcessSteps } from "~/components/sections/services/process-steps";
import { ReasonList } from "~/components/sections/services/reason-list";
import { ServiceLinks } from "~/components/sections/services/service-links";
import { SuccessHighlights } from "~/components/sections/services/success-highlights";
import { ButtonLink } from "~/components/ui/button-link";
import { Section } from "~/components/ui/section";
import type { Route } from "./+types/service-category";

/** The content of one practice page, by path. */
function categoryContent(pathname: string) {
  const category = findServiceCategory(pathname);
  if (!category) throw new Response("Not Found", { status: 404 });
  const { seo: _seo, path, ...content } = category;
  const guides = detailsForCategory(path).map((detail) => ({
    name: detail.title,
    path: detail.path,
  }));
  return { ...content, guides };
}

/** One route module for the three practice pages, told apart by path. */
export function loader({ url }: Route.LoaderArgs) {
  const content = categoryContent(url.pathname);
  return pageData(url, content);
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const gradients = {
  brand: "from-brand-400 to-violet-500",
  ember: "from-ember-400 to-violet-500",
} as const;

export default function ServiceCategoryPage({ loaderData }: Route.ComponentProps) {
  return <ServiceCategoryView content={loaderData.content} />;
}

function ServiceCategoryView({ content }: { content: ReturnType<typeof categoryContent> }) {
  const { hero, tone, label, guides, expertise, platforms, highlights } = content;
  const { whyChoose, industries, process, cta } = content;
  const gradient = gradients[tone];
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
            <ButtonLink to={hero.primary.to}>{hero.primary.label}</ButtonLink>
            <ButtonLink to={hero.secondary.to} variant="secondary">
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
              {label} services
            </h2>
            <div className="mt-3">
              <ServiceLinks links={guides} variant="compact" />
            </div>
          </nav>
        }
      />

      <Section id="expertise" eyebrow="Expertise" title={expertise.title} intro={expertise.intro}>
        <ExpertiseGrid items={expertise.items} gradient={gradient} />
      </Section>

      {platforms ? (
        <Section
          id="platforms"
          eyebrow="Platforms"
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
          eyebrow="Our own games"
          title={highlights.title}
          intro={highlights.intro}
        >
          <SuccessHighlights games={highlights.items} stat={highlights.stat} />
        </Section>
      ) : null}

      <Section
        id="why-choose"
        eyebrow="Why choose us"
        title={whyChoose.title}
        intro={whyChoose.intro}
        tone="raised"
      >
        <ReasonList items={whyChoose.items} gradient={gradient} />
      </Section>

      <Section
        id="industries"
        eyebrow="Industries"
        title={industries.title}
        intro={industries.intro}
        align="center"
      >
        <IconTiles items={industries.items} tone={tone} />
      </Section>

      <Section
        id="process"
        eyebrow="Process"
        title={process.title}
        intro={process.intro}
        tone="raised"
      >
        <ProcessSteps steps={process.items} />
      </Section>

      <CtaBanner {...cta} />
    </>
  );
}
