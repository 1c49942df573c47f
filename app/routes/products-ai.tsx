import { aiProducts } from "~/content/products/ai-solutions";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { cardSizes } from "~/components/sections/products/format";
import { InPageLink } from "~/components/sections/products/in-page-link";
import { ProcessSteps } from "~/components/sections/products/process-steps";
import { ProductCard } from "~/components/sections/products/product-card";
import { StatList } from "~/components/sections/stat-list";
import { ButtonLink } from "~/components/ui/button-link";
import { FeatureCard } from "~/components/ui/feature-card";
import { Section } from "~/components/ui/section";
import type { Route } from "./+types/products-ai";

export function loader({ url }: Route.LoaderArgs) {
  return pageData(url, aiProducts);
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductsAiPage({ loaderData }: Route.ComponentProps) {
  return <ProductsAiView content={loaderData.content} />;
}

function ProductsAiView({ content }: { content: typeof aiProducts }) {
  const { hero, portfolio, solutions, whyChoose, process, closing } = content;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        intro={hero.intro}
        actions={
          <>
            <InPageLink to={hero.explore.to}>{hero.explore.label}</InPageLink>
            <ButtonLink to={hero.demo.to} variant="secondary" icon="calendar">
              {hero.demo.label}
            </ButtonLink>
          </>
        }
        aside={<StatList stats={hero.stats} />}
      />

      <Section
        id="portfolio"
        eyebrow={portfolio.eyebrow}
        title={portfolio.title}
        intro={portfolio.intro}
      >
        {/* Five cards: two wide ones over three on large screens. */}
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {solutions.map((solution, index) => (
            <div key={solution.title} className={index < 2 ? "lg:col-span-3" : "lg:col-span-2"}>
              <ProductCard
                index={index}
                title={solution.title}
                summary={solution.description}
                features={solution.features}
                industries={solution.industries}
                image={solution.image}
                alt={`Illustration of ${solution.title}`}
                sizes={index < 2 ? cardSizes.two : cardSizes.three}
                gradient={solution.gradient}
              />
            </div>
          ))}
        </div>
      </Section>

      <Section
        id="why-choose"
        eyebrow={whyChoose.eyebrow}
        title={whyChoose.title}
        intro={whyChoose.intro}
        tone="raised"
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {whyChoose.reasons.map((reason, index) => (
            <li key={reason.title}>
              <FeatureCard index={index} {...reason} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" eyebrow={process.eyebrow} title={process.title} intro={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>

      <CtaBanner {...closing} />
    </>
  );
}
