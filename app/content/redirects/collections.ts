import { fileCollection } from "../collection";
import { redirectsSchema } from "./schema";

/**
 * The redirects the editors manage (issue 40): applied by the Node server and by
 * nginx, from this one file (app/content/redirects/rules.ts).
 */
export const redirectsCollections = {
  redirects: fileCollection({
    path: "redirects.yaml",
    format: "yaml",
    label: "Redirects",
    description:
      "Old addresses of the site and where they go now. Renaming a page is two steps, published together: 1. change the page's address (its file name or its address field); 2. here, add a redirect from the old address to the new one, Kind Permanent. Until step 2 is saved, the release refuses to publish and names the old address. To remove a page for good, add its old address with Kind Gone and no new address (visitors get 410 Gone). An old address must not be a published page; a chain (a to b, b to c) is followed to its end, and a loop is refused.",
    schema: redirectsSchema,
  }),
};
