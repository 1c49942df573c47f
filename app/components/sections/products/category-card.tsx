import { ArrowRightIcon } from "~/components/ui/interface-icons";
import { staggerStyle } from "~/components/ui/stagger";
import type { ProductsOverviewView } from "~/content/products/views.server";
import { cardAccentClasses } from "./accents";
import { CheckList } from "./check-list";
import { ContentImage } from "~/components/ui/content-image";

interface CategoryCardProps {
  category: ProductsOverviewView["categories"]["items"][number];
  index: number;
  sizes: string;
}

/** A product line on /products: art, pitch, highlights; the whole card links to the line. */
export function CategoryCard({ category, index, sizes }: CategoryCardProps) {
  return (
    <article
      style={staggerStyle(index)}
      className="enter-stagger group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-ink-850 shadow-card transition hover:border-brand-400/60 hover:shadow-glow"
    >
      <div className="after-first-paint relative aspect-video overflow-hidden bg-ink-800">
        <ContentImage
          image={category.picture}
          alt={category.imageAlt}
          sizes={sizes}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.04]"
        />
        <div
          aria-hidden="true"
          className={`absolute inset-x-0 bottom-0 h-1 bg-gradient-to-r ${cardAccentClasses[category.accent]}`}
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <h3 className="text-2xl font-semibold text-fg">
          <a href={category.href} className="stretched-link">
            {category.title}
          </a>
        </h3>
        <p className="mt-3 leading-relaxed text-fg-muted">{category.description}</p>
        <CheckList items={category.highlights} className="mt-5" />
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-brand-300"
        >
          {category.linkLabel}
          <ArrowRightIcon size={16} className="transition group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
