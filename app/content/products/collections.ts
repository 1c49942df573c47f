import { fileCollection, folderCollection } from "../collection";
import {
  aiSolutionSchema,
  gamePageSchema,
  gameSchema,
  pipelineSchema,
  productsAiPageSchema,
  productsGamingPageSchema,
  productsPageSchema,
  productsSimulationsPageSchema,
  simulationProductSchema,
} from "./schema";

/**
 * The products section's collections (docs/content.md): the games (one page
 * each), the pipeline, the AI solutions, the simulation products and the copy
 * of /products, its three product pages and the game pages.
 */
export const productsCollections = {
  games: folderCollection({
    path: "games",
    format: "yaml",
    label: "Games",
    labelSingular: "Game",
    description:
      "The studio's games. Each file is a game: its own page (at its page address), a card in the Gaming Universe catalogue under the year of its release date, and an entry in the sitemap.",
    identifierField: "title",
    sortBy: "order",
    slugTemplate: "{{slug}}",
    create: true,
    schema: gameSchema,
  }),
  pipeline: folderCollection({
    path: "pipeline",
    format: "yaml",
    label: "Games in development",
    labelSingular: "Project",
    description:
      "The projects on /products/gaming: the Upcoming Pipeline and the Long-term Vision (2027+), chosen by each project's horizon.",
    identifierField: "title",
    sortBy: "order",
    slugTemplate: "{{slug}}",
    create: true,
    schema: pipelineSchema,
  }),
  aiSolutions: folderCollection({
    path: "ai-solutions",
    format: "yaml",
    label: "AI solutions",
    labelSingular: "AI solution",
    description: "The solution cards of /products/ai.",
    identifierField: "title",
    sortBy: "order",
    slugTemplate: "{{slug}}",
    create: true,
    schema: aiSolutionSchema,
  }),
  simulationProducts: folderCollection({
    path: "simulation-products",
    format: "yaml",
    label: "Simulation products",
    labelSingular: "Simulation product",
    description: "The product cards of /products/simulations.",
    identifierField: "title",
    sortBy: "order",
    slugTemplate: "{{slug}}",
    create: true,
    schema: simulationProductSchema,
  }),
  productsPage: fileCollection({
    path: "pages/products.yaml",
    format: "yaml",
    label: "Products page",
    description:
      "The copy of /products. Its product lines are also the entries of the Products menu.",
    schema: productsPageSchema,
  }),
  productsGamingPage: fileCollection({
    path: "pages/products-gaming.yaml",
    format: "yaml",
    label: "Gaming Universe page",
    description:
      "The copy of /products/gaming; the games and the projects in development come from their own collections.",
    schema: productsGamingPageSchema,
  }),
  productsAiPage: fileCollection({
    path: "pages/products-ai.yaml",
    format: "yaml",
    label: "AI products page",
    description:
      "The copy of /products/ai, with its implementation process; the solutions come from their own collection.",
    schema: productsAiPageSchema,
  }),
  productsSimulationsPage: fileCollection({
    path: "pages/products-simulations.yaml",
    format: "yaml",
    label: "Simulation products page",
    description: "The copy of /products/simulations; the products come from their own collection.",
    schema: productsSimulationsPageSchema,
  }),
  gamePage: fileCollection({
    path: "pages/game.yaml",
    format: "yaml",
    label: "Game pages (shared copy)",
    description:
      "The headings and labels every game page and catalogue card shares, such as Wishlist Now and Key features.",
    schema: gamePageSchema,
  }),
};
