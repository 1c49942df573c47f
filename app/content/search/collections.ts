import { fileCollection } from "../collection";
import { searchPageSchema } from "./schema";

/** The search page's words (what it searches is the site's pages: README, "Search"). */
export const searchCollections = {
  search: fileCollection({
    path: "pages/search.yaml",
    format: "yaml",
    label: "Search page",
    description:
      "The search page and the header's search box. Search covers every published page (services, games and products, news, open roles and the company pages), indexed by each release: a page is found as soon as it is published.",
    schema: searchPageSchema,
  }),
};
