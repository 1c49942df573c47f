import { simulationPage } from "~/content/products/simulation-products";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { cardSizes } from "~/components/sections/products/format";
import { IconTiles } from "~/components/sections/products/icon-tiles";
import { InPageLink } from "~/components/sections/products/in-page-link";
import { ProductCard } from "~/components/sections/products/product-card";
import { StatList } from "~/components/sections/stat-list";
import { ButtonLink } from "~/components/ui/button-link";
import { FeatureCard } from "~/components/ui/feature-card";
import { Section } from "~/components/ui/section";
import type { Route } from "./+types/products-simulations";

export function loader({ url }: Route.LoaderArgs) {
  return pageData(url, simulationPage);
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductsSimulationsPage({ loaderData }: Route.ComponentProps) {
  return <ProductsSimulationsView content={loaderData.content} />;
}

function ProductsSimulationsView({ content }: { content: typeof simulationPage }) {
  const { hero, products, technologies, differentiators, industries, closing } = content;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        intro={hero.intro}
        actions={
          <>
            <ButtonLink to={hero.demo.to} icon="calendar">
              {hero.demo.label}
            </ButtonLink>
            <InPageLink to={hero.explore.to} variant="secondary">
              {hero.explore.label}
            </InPageLink>
          </>
        }
        aside={<StatList stats={hero.stats} />}
      />

      <Section
        id="simulation-products"
        eyebrow={products.eyebrow}
        title={products.title}
        intro={products.intro}
      >
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {products.items.map((product, index) => (
            <ProductCard
              key={product.title}
              index={index}
              title={product.title}
              summary={product.purpose}
              features={product.features}
              industries={product.industries}
              image={product.image}
              alt={`Artwork of the ${product.title.toLowerCase()}`}
              sizes={cardSizes.three}
              gradient={product.gradient}
            />
          ))}
        </div>
      </Section>

      <Section
        id="technologies"
        eyebrow={technologies.eyebrow}
        title={technologies.title}
        tone="raised"
      >
        <IconTiles items={technologies.items} columns="5" />
      </Section>

      <Section id="differentiators" eyebrow={differentiators.eyebrow} title={differentiators.title}>
        {/* Five cards: three over two on large screens. */}
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {differentiators.items.map((item, index) => (
            <li key={item.title} className={index < 3 ? "lg:col-span-2" : "lg:col-span-3"}>
              <FeatureCard index={index} {...item} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="industries" eyebrow={industries.eyebrow} title={industries.title} tone="raised">
        <IconTiles items={industries.items} columns="3" />
      </Section>

      <CtaBanner {...closing} />
    </>
  );
}
