import type { ReactNode } from "react";
import { PageHero } from "~/components/sections/page-hero";
import { StatList } from "~/components/sections/stat-list";

interface ProductsHeroProps {
  hero: { eyebrow: string; title: string; highlight: string; intro: string };
  stats: readonly { value: string; label: string }[];
  actions: ReactNode;
  tone?: "brand" | "ember";
}

/** The top of a products page: its title and introduction, two buttons, its figures beside them. */
export function ProductsHero({ hero, stats, actions, tone }: ProductsHeroProps) {
  return (
    <PageHero tone={tone} heading={hero} actions={actions} aside={<StatList stats={stats} />} />
  );
}
