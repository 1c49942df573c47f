import { CalendarIcon } from "~/components/ui/icons";
import type { AiProductsView } from "~/content/products/views.server";
import { ButtonLink } from "~/components/ui/button-link";
import { FeatureCard } from "~/components/ui/feature-card";
import { Section } from "~/components/ui/section";
import { ClosingBanner } from "./closing-banner";
import { ProductsHero } from "./products-hero";
import { cardSizes } from "./format";
import { InPageLink } from "./in-page-link";
import { ProcessSteps } from "./process-steps";
import { ProductCard } from "./product-card";

/** Wide screens: five cards sit as two wide ones over three; other counts in rows of three. */
function solutionSpan(index: number, count: number) {
  return count === 5 && index < 2
    ? { span: "lg:col-span-3", sizes: cardSizes.two }
    : { span: "lg:col-span-2", sizes: cardSizes.three };
}

/** /products/ai: the solutions, why choose us, the implementation process. */
export function ProductsAiView({ content }: { content: AiProductsView }) {
  const { hero, portfolio, solutions, cardLabels, whyChoose, process, closing } = content;
  return (
    <>
      <ProductsHero
        hero={hero}
        stats={hero.stats}
        actions={
          <>
            <InPageLink to="#portfolio">{hero.exploreLabel}</InPageLink>
            <ButtonLink to={hero.demo.href} variant="secondary" icon={CalendarIcon}>
              {hero.demo.label}
            </ButtonLink>
          </>
        }
      />

      <Section id="portfolio" heading={portfolio}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {solutions.map((solution, index) => {
            const { span, sizes } = solutionSpan(index, solutions.length);
            return (
              <div key={solution.title} className={span}>
                <ProductCard
                  index={index}
                  title={solution.title}
                  summary={solution.description}
                  features={solution.features}
                  industries={solution.industries}
                  picture={solution.picture}
                  alt={`Illustration of ${solution.title}`}
                  sizes={sizes}
                  accent={solution.accent}
                  labels={cardLabels}
                />
              </div>
            );
          })}
        </div>
      </Section>

      <Section id="why-choose" heading={whyChoose} tone="raised">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {whyChoose.items.map((reason, index) => (
            <li key={reason.title}>
              <FeatureCard index={index} {...reason} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" heading={process}>
        <ProcessSteps steps={process.steps} />
      </Section>

      <ClosingBanner {...closing} />
    </>
  );
}
