import type { PageEntry } from "../page-entry";
import { serviceCategories } from "./categories";
import { serviceDetails } from "./details";
import { servicesOverview } from "./overview";

/** "/services/ai/ps5" -> "ai-ps5": the unique part of a route id. */
const slug = (path: string) => path.split("/").slice(2).join("-");

/**
 * Services overview, the three categories and the 22 detail pages (issue 4),
 * derived from the content records so that a page cannot exist in one list
 * and be missing from the other.
 */
export const servicePages: readonly PageEntry[] = [
  {
    path: "/services",
    module: "routes/services.tsx",
    id: "services",
    label: "Services",
    ...servicesOverview.seo,
  },
  ...serviceCategories.map((category) => ({
    path: category.path,
    module: "routes/service-category.tsx",
    id: `service-category-${slug(category.path)}`,
    label: category.label,
    ...category.seo,
  })),
  ...serviceDetails.map((detail) => ({
    path: detail.path,
    module: "routes/service-detail.tsx",
    id: `service-detail-${slug(detail.path)}`,
    label: detail.label,
    title: detail.title,
    description: detail.subtitle,
  })),
];
