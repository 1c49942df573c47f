import type { Content } from "../load.server";
import type { PageEntry } from "../page-entry";
import { gameRouteId } from "./games";

/** The products pages with a route module of their own, and the file of their copy. */
const fixedPages = [
  { path: "/products", module: "routes/products.tsx", id: "products", copy: "productsPage" },
  {
    path: "/products/gaming",
    module: "routes/products-gaming.tsx",
    id: "products-gaming",
    copy: "productsGamingPage",
  },
  {
    path: "/products/ai",
    module: "routes/products-ai.tsx",
    id: "products-ai",
    copy: "productsAiPage",
  },
  {
    path: "/products/simulations",
    module: "routes/products-simulations.tsx",
    id: "products-simulations",
    copy: "productsSimulationsPage",
  },
] as const;

/**
 * The products section's pages: the overview, the three product pages (their
 * titles and descriptions from their copy files) and one page per file of
 * content/games/, at the game's own path. A new game file is a new page.
 */
export function productPages(content: Content): PageEntry[] {
  return [
    ...fixedPages.map(({ path, module, id, copy }) => ({
      path,
      module,
      id,
      ...content[copy].seo,
    })),
    ...content.games.map((game) => ({
      path: game.path,
      module: "routes/game.tsx",
      id: gameRouteId(game.path),
      label: game.seo.label ?? game.title,
      title: game.title,
      description: game.seo.description,
      ...(game.seo.shareImage ? { image: game.seo.shareImage } : {}),
    })),
  ];
}
