import { Gamepad2Icon, HandshakeIcon, MessageCircleIcon } from "~/components/ui/icons";
import type { ProductsOverviewView as Content } from "~/content/products/views.server";
import { ButtonLink } from "~/components/ui/button-link";
import { FeatureCard } from "~/components/ui/feature-card";
import { Section } from "~/components/ui/section";
import { CategoryCard } from "./category-card";
import { cardSizes } from "./format";
import { IconTiles } from "./icon-tiles";
import { InPageLink } from "./in-page-link";
import { ProductsHero } from "./products-hero";

/** /products: the product lines, why choose us, industries and the partner call to action. */
export function ProductsOverviewView({ content }: { content: Content }) {
  const { hero, categories, whyChoose, industries, partner } = content;
  return (
    <>
      <ProductsHero
        hero={hero}
        stats={hero.stats}
        actions={
          <>
            <ButtonLink to={hero.primary.href} icon={Gamepad2Icon}>
              {hero.primary.label}
            </ButtonLink>
            <ButtonLink to={hero.secondary.href} variant="secondary" icon={MessageCircleIcon}>
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
      />

      <Section id="product-categories" heading={categories}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {categories.items.map((category, index) => (
            <CategoryCard
              key={category.href}
              category={category}
              index={index}
              sizes={cardSizes.three}
            />
          ))}
        </div>
      </Section>

      <Section id="why-choose" heading={whyChoose} tone="raised">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {whyChoose.items.map((item, index) => (
            <li key={item.title}>
              <FeatureCard index={index} {...item} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="industries" heading={industries}>
        <IconTiles items={industries.items} columns="4" />
      </Section>

      <section aria-labelledby="partner-heading" className="px-5 py-20 sm:px-8 lg:py-24">
        <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] border border-line bg-gradient-to-br from-ink-800 via-ink-850 to-ink-900 px-6 py-14 text-center shadow-card sm:px-12">
          <div
            aria-hidden="true"
            className="glow -top-40 left-1/2 h-80 w-[48rem] -translate-x-1/2 from-violet-500/25"
          />
          <p className="eyebrow relative">{partner.eyebrow}</p>
          <h2 id="partner-heading" className="heading-2 relative mt-3">
            {partner.title}
          </h2>
          <p className="lead relative mx-auto mt-4 max-w-2xl">{partner.text}</p>
          <div className="relative mt-8 flex flex-wrap justify-center gap-4">
            <ButtonLink to={partner.contact.href} icon={HandshakeIcon}>
              {partner.contact.label}
            </ButtonLink>
            <InPageLink to="#product-categories" variant="secondary">
              {partner.exploreLabel}
            </InPageLink>
          </div>
        </div>
      </section>
    </>
  );
}
