import type { Content } from "../load.server";
import { ContentError } from "../load.server";
import { serviceCategorySlugs, type ServiceCategorySlug } from "./schema";

/**
 * The services section as the pages, the menu and the loaders see it, derived
 * from the collections (content/services, content/service-categories):
 * categories with their paths, services with their path, the category whose
 * team delivers them and what they take from it. Worked out once per loaded
 * content (a WeakMap keyed by it), so an edit shows on the next request.
 */

export type Category = Content["serviceCategories"][number] & {
  slug: ServiceCategorySlug;
  path: string;
};

export type Service = Content["services"][number] & {
  /** /services/<category>/<slug>. */
  path: string;
  /** The category that delivers it: its `team`, else its own category. */
  delivery: Category;
  /** Shown above its title, in its Service JSON-LD and above links to it. */
  kicker: string;
  contactButton: string;
  closingText: string;
};

export interface ServicesModel {
  categories: readonly Category[];
  /** Every service, category by category (in the categories' order), each category's in order. */
  services: readonly Service[];
  /** The services a category delivers, in order. */
  delivered: (category: Category) => readonly Service[];
  categoryAt: (path: string) => Category | undefined;
  serviceAt: (path: string) => Service | undefined;
}

const isCategorySlug = (slug: string): slug is ServiceCategorySlug =>
  (serviceCategorySlugs as readonly string[]).includes(slug);

function build(content: Content): ServicesModel {
  const problems: string[] = [];
  const categories: Category[] = [];
  for (const entry of content.serviceCategories) {
    if (isCategorySlug(entry.slug))
      categories.push({ ...entry, slug: entry.slug, path: `/services/${entry.slug}` });
    else
      problems.push(
        `${entry.file}: the file name must be one of ${serviceCategorySlugs.join(", ")}`,
      );
  }
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  const services: Service[] = [];
  for (const entry of content.services) {
    const home = bySlug.get(entry.category);
    const delivery = bySlug.get(entry.team ?? entry.category);
    if (!home || !delivery) {
      const [field, slug] = home ? ["team", entry.team] : ["category", entry.category];
      problems.push(`${entry.file}: ${field}: there is no content/service-categories/${slug}.yaml`);
      continue;
    }
    services.push({
      ...entry,
      path: `/services/${entry.category}/${entry.slug}`,
      delivery,
      kicker: entry.eyebrow ?? delivery.label,
      contactButton: entry.contactButton ?? delivery.servicePages.contactButton,
      closingText: entry.closingText ?? delivery.servicePages.closingText,
    });
  }
  if (problems.length > 0) throw new ContentError(problems);

  // content() orders both collections by `order`, then by slug.
  const delivered = new Map(
    categories.map((category) => [
      category.slug,
      services.filter((service) => service.delivery === category),
    ]),
  );
  const ordered = categories.flatMap((category) => delivered.get(category.slug) ?? []);
  const categoryAt = new Map(categories.map((category) => [category.path, category]));
  const serviceAt = new Map(ordered.map((service) => [service.path, service]));
  return {
    categories,
    services: ordered,
    delivered: (category) => delivered.get(category.slug) ?? [],
    categoryAt: (path) => categoryAt.get(path),
    serviceAt: (path) => serviceAt.get(path),
  };
}

const models = new WeakMap<Content, ServicesModel>();

export function servicesModel(content: Content): ServicesModel {
  let model = models.get(content);
  if (!model) {
    model = build(content);
    models.set(content, model);
  }
  return model;
}
