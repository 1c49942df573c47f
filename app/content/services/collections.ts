import { fileCollection, folderCollection } from "../collection";
import {
  serviceCategorySchema,
  serviceDetailPageSchema,
  serviceSchema,
  servicesPageSchema,
} from "./schema";

/** The collections of the services section (spread into app/content/collections.ts). */
export const servicesCollections = {
  services: folderCollection({
    path: "services",
    format: "yaml",
    label: "Services",
    labelSingular: "Service",
    description:
      "One file per service page, at /services/<category>/<file name>. A new file is a new page, listed on its category's page and, if you tick it, in the Services menu.",
    identifierField: "title",
    sortBy: "order",
    create: true,
    schema: serviceSchema,
  }),
  serviceCategories: folderCollection({
    path: "service-categories",
    format: "yaml",
    label: "Service categories",
    labelSingular: "Service category",
    description:
      "The three category pages (/services/game-development, /services/simulations, /services/ai) and what their service pages share.",
    identifierField: "label",
    sortBy: "order",
    create: false,
    schema: serviceCategorySchema,
  }),
  servicesPage: fileCollection({
    path: "pages/services.yaml",
    format: "yaml",
    label: "Services overview",
    description: "The copy of the services overview page, /services.",
    schema: servicesPageSchema,
  }),
  serviceDetailPage: fileCollection({
    path: "pages/service-detail.yaml",
    format: "yaml",
    label: "Service pages: shared headings",
    description:
      "The headings and the contact button that every service page shows around its own text.",
    schema: serviceDetailPageSchema,
  }),
};
