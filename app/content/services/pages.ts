import type { Content } from "../load.server";
import type { PageEntry } from "../page-entry";
import { servicesModel } from "./model";

/** "/services/ai/ps5" -> "ai-ps5": the unique part of a route id. */
const idOf = (path: string) => path.split("/").slice(2).join("-");

/**
 * The services overview, one page per category file and one per service file
 * (content/services/<slug>.yaml is /services/<category>/<slug>): a new file is
 * a new page, with its route, prerender entry, sitemap entry and breadcrumbs.
 */
export function servicePages(content: Content): PageEntry[] {
  const { categories, services } = servicesModel(content);
  const overview = content.servicesPage;
  return [
    {
      path: "/services",
      module: "routes/services.tsx",
      id: "services",
      label: overview.label,
      ...overview.seo,
    },
    ...categories.map((category) => ({
      path: category.path,
      module: "routes/service-category.tsx",
      id: `service-category-${idOf(category.path)}`,
      label: category.label,
      ...category.seo,
    })),
    ...services.map((service) => ({
      path: service.path,
      module: "routes/service-detail.tsx",
      id: `service-detail-${idOf(service.path)}`,
      label: service.label,
      title: service.title,
      description: service.subtitle,
    })),
  ];
}
