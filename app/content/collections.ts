import { fileCollection } from "./collection";
import { companyCollections } from "./company/collections";
import { contactCollections } from "./contact/collections";
import { productsCollections } from "./products/collections";
import { newsCollections } from "./news/collections";
import { layoutSchema } from "./schema/layout";
import { siteSchema } from "./schema/site";
import { redirectsCollections } from "./redirects/collections";
import { searchCollections } from "./search/collections";
import { servicesCollections } from "./services/collections";

/**
 * Every collection of content/: where its files are, their schema, and how
 * /admin shows them. Add a collection here and its files are validated at
 * build time and editable in /admin (docs/content.md).
 */
export const collections = {
  site: fileCollection({
    path: "settings/site.yaml",
    format: "yaml",
    label: "Studio details",
    description: "The studio's name, contact details, office address and social links.",
    schema: siteSchema,
  }),
  layout: fileCollection({
    path: "settings/layout.yaml",
    format: "yaml",
    label: "Header and footer",
    description: "The main menu, the header button and the footer's links and copy.",
    schema: layoutSchema,
  }),
  ...companyCollections,
  ...contactCollections,
  ...servicesCollections,
  ...productsCollections,
  ...newsCollections,
  ...searchCollections,
  ...redirectsCollections,
};
