import { CalendarIcon } from "~/components/ui/icons";
import type { SimulationProductsView } from "~/content/products/views.server";
import { ButtonLink } from "~/components/ui/button-link";
import { FeatureCard } from "~/components/ui/feature-card";
import { Section } from "~/components/ui/section";
import { ClosingBanner } from "./closing-banner";
import { ProductsHero } from "./products-hero";
import { cardSizes } from "./format";
import { IconTiles } from "./icon-tiles";
import { InPageLink } from "./in-page-link";
import { ProductCard } from "./product-card";

/** Wide screens: five cards sit as three over two; other counts in rows of three. */
function differentiatorSpan(index: number, count: number) {
  return count === 5 && index >= 3 ? "lg:col-span-3" : "lg:col-span-2";
}

/** /products/simulations: the products, technologies, differentiators and industries. */
export function ProductsSimulationsView({ content }: { content: SimulationProductsView }) {
  const { hero, products, cardLabels, technologies, differentiators, industries, closing } =
    content;
  return (
    <>
      <ProductsHero
        hero={hero}
        stats={hero.stats}
        actions={
          <>
            <ButtonLink to={hero.demo.href} icon={CalendarIcon}>
              {hero.demo.label}
            </ButtonLink>
            <InPageLink to="#simulation-products" variant="secondary">
              {hero.exploreLabel}
            </InPageLink>
          </>
        }
      />

      <Section id="simulation-products" heading={products}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {products.items.map((product, index) => (
            <ProductCard
              key={product.title}
              index={index}
              title={product.title}
              summary={product.purpose}
              features={product.features}
              industries={product.industries}
              picture={product.picture}
              alt={`Artwork of the ${product.title.toLowerCase()}`}
              sizes={cardSizes.three}
              accent={product.accent}
              labels={cardLabels}
            />
          ))}
        </div>
      </Section>

      <Section id="technologies" heading={technologies} tone="raised">
        <IconTiles items={technologies.items} columns="5" />
      </Section>

      <Section id="differentiators" heading={differentiators}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {differentiators.items.map((item, index) => (
            <li
              key={item.title}
              className={differentiatorSpan(index, differentiators.items.length)}
            >
              <FeatureCard index={index} {...item} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="industries" heading={industries} tone="raised">
        <IconTiles items={industries.items} columns="3" />
      </Section>

      <ClosingBanner {...closing} />
    </>
  );
}
