import type { z } from "zod";
import { iconNames } from "../../components/ui/icon-names";
import { artVideos } from "../art";
import {
  action,
  choice,
  group,
  image,
  integer,
  line,
  link,
  list,
  paragraph,
  record,
} from "../schema/fields";

/**
 * The schemas of the products section: the games, the pipeline, the AI
 * solutions, the simulation products and the copy of the products pages.
 * Content holds words and choices; the views map choices (accents, page
 * styles, icons) to their look.
 */

/** The colours of a game card's backdrop (behind its art while it loads). */
export const gameAccents = ["sky", "midnight", "moss", "amber", "teal", "blood", "cyan"] as const;
export type GameAccent = (typeof gameAccents)[number];

/** The two looks of a game page: the studio's warm ember one, or Blackvale's dark red. */
export const gamePageStyles = ["warm", "dark-red"] as const;
export type GamePageStyle = (typeof gamePageStyles)[number];

/** The colour bar under a product card's art, from one colour to another. */
export const cardAccents = [
  "ember-red",
  "cyan-green",
  "lilac-cyan",
  "violet-cyan",
  "ember-violet",
  "green-cyan",
  "red-violet",
  "ember",
  "red-lilac",
  "sky-violet",
] as const;
export type CardAccent = (typeof cardAccents)[number];

const accentHint =
  "The colour bar under the card's picture, named by its two colours (cyan is the studio's blue).";

/** A figure beside a hero: "35%" over "efficiency boost ...". */
const stat = group("Figure", {
  value: line("Figure", { hint: "Short: 7, 35%, 24/7." }),
  label: line("What it counts"),
});

/** An icon, a short title and a sentence: industries, reasons, technologies. */
const iconPoint = group("Item", {
  icon: choice("Icon", iconNames, { hint: "The picture beside the title." }),
  title: line("Title"),
  description: paragraph("Text"),
});

/** A section's small heading above its title, its title and the sentence under it. */
const heading = {
  eyebrow: line("Eyebrow", { hint: "The small line above the heading." }),
  title: line("Heading"),
};

/** What search engines and link previews show for a page, and its name in breadcrumbs. */
const pageSeo = group("Search and sharing", {
  title: line("Page title", {
    hint: "Shown in the browser tab and search results (the studio's name is added).",
  }),
  label: line("Breadcrumb label", { hint: "The page's short name in the breadcrumb trail." }),
  description: paragraph("Search description", {
    hint: "One or two sentences for search results and link previews, 70 to 170 characters.",
    min: 70,
    max: 170,
  }),
});

const pageHero = {
  eyebrow: line("Eyebrow", { hint: "The small line above the page's title." }),
  title: line("Title"),
  highlight: line("Title, coloured part", { hint: "Shown after the title, in colour." }),
  intro: paragraph("Introduction"),
};

const closing = group("Closing call to action", {
  title: line("Heading"),
  text: paragraph("Text"),
  action: action("Main button"),
  secondary: action("Second button"),
});

const order = (what: string) =>
  integer("Position", { hint: `${what} are listed from the lowest number up.` });

const cardLabels = group("Card labels", {
  features: line("Features heading"),
  industries: line("Industries heading"),
});

/** "October 2025", "Oct 2025", "Sept. 2026". No /i flag: the editor checks the same pattern (scripts/cms). */
const MONTH_YEAR = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{4}$/;

/** One of the studio's games (spec section 3, "Game"): content/games/<slug>.yaml. */
export const gameSchema = record({
  title: line("Title"),
  path: line("Page address", {
    hint: "The game's page on the site, e.g. /Hyper: a / then letters, digits or hyphens. Changing it moves the page.",
  }).regex(/^\/[A-Za-z0-9][A-Za-z0-9-]*$/, "must be / followed by letters, digits or hyphens"),
  order: order("Games"),
  genre: line("Genre"),
  platforms: list("Platforms", line("Platform"), {
    min: 1,
    hint: "One per line, e.g. PC, Console, Mobile.",
  }),
  releaseDate: line("Release date", {
    hint: "As announced: a month and a year, e.g. October 2025 or Oct 2025. The catalogue lists the game under the year it names.",
  }).regex(MONTH_YEAR, "must be a month and a year, e.g. October 2025 or Oct 2025"),
  description: paragraph("Description", { min: 60 }),
  features: list("Key features", line("Feature"), { min: 1 }),
  image: image("Key art", {
    hint: "A wide (16:9) picture: the top of the game's page and its catalogue card.",
  }),
  video: choice("Video loop", artVideos, {
    hint: "Optional: the short loop the catalogue card plays instead of the key art (made with npm run art:video).",
  }).optional(),
  accent: choice("Card colour", gameAccents, {
    hint: "The backdrop of the catalogue card's picture.",
  }),
  pageStyle: choice("Page style", gamePageStyles, {
    hint: "Warm: the studio's ember look. Dark red: the blood-red look of Blackvale's page.",
  }),
  targetAudience: list("Target audience", line("Audience"), {
    min: 1,
    hint: "Optional: who the game is made for, shown as its own section.",
  }).optional(),
  targetUsers: list(
    "Target users",
    group("Target", {
      value: line("Figure", { hint: "Short: 20K, 200K+, 1M." }),
      label: line("What it counts"),
    }),
    { min: 1, hint: "Optional: the player numbers the game aims for, shown as its own section." },
  ).optional(),
  storeUrl: link("Store page", {
    hint: "Where Wishlist Now goes (opens in a new tab): a full https:// address.",
  }).regex(/^https:\/\//, "must be a full https:// address"),
  seo: group("Search and sharing", {
    label: line("Breadcrumb label", {
      hint: "Optional: a shorter name for the breadcrumb trail; the title when empty.",
    }).optional(),
    description: paragraph("Search description", {
      hint: "One or two sentences for search results and link previews, 70 to 170 characters.",
      min: 70,
      max: 170,
    }),
    shareImage: image("Share image", {
      hint: "Optional: a 1200 x 630 picture for link previews; the studio's card when empty.",
    }).optional(),
  }),
});
export type Game = z.infer<typeof gameSchema>;

/** A game in development (spec section 3, "Pipeline item"): content/pipeline/<slug>.yaml. */
export const pipelineSchema = record({
  title: line("Title"),
  horizon: choice("Horizon", ["upcoming", "long-term"], {
    hint: "Upcoming: the Upcoming Pipeline. Long-term: the Long-term Vision.",
  }),
  order: order("Projects"),
  genre: line("Genre"),
  description: paragraph("Description"),
  quarter: line("Release window", { hint: "A quarter and a year, e.g. Q4 2026." }).regex(
    /^Q[1-4] \d{4}$/,
    "must be a quarter and a year, e.g. Q4 2026",
  ),
  image: image("Concept art", { hint: "A wide (16:9) picture." }),
});
export type PipelineItem = z.infer<typeof pipelineSchema>;

/** What an AI solution card and a simulation product card share after their text. */
const productCardDetails = {
  features: list("Features", line("Feature"), { min: 1 }),
  industries: list("Industries", line("Industry"), { min: 1 }),
  image: image("Picture", { hint: "A wide (16:9) picture." }),
  accent: choice("Colour", cardAccents, { hint: accentHint }),
};

/** A card of the AI portfolio (spec section 3, "AI solution card"): content/ai-solutions/<slug>.yaml. */
export const aiSolutionSchema = record({
  title: line("Title"),
  order: order("Solutions"),
  description: paragraph("Description"),
  ...productCardDetails,
});
export type AiSolution = z.infer<typeof aiSolutionSchema>;

/** A simulation product card (spec section 3, "Product card", whose text the spec calls its purpose): content/simulation-products/<slug>.yaml. */
export const simulationProductSchema = record({
  title: line("Title"),
  order: order("Products"),
  purpose: paragraph("Purpose"),
  ...productCardDetails,
});
export type SimulationProduct = z.infer<typeof simulationProductSchema>;

/** /products: content/pages/products.yaml. */
export const productsPageSchema = record({
  seo: pageSeo,
  hero: group("Top of the page", {
    ...pageHero,
    primary: action("Main button"),
    secondary: action("Second button"),
    stats: list("Figures", stat, { min: 1 }),
  }),
  categories: group("Product lines", {
    ...heading,
    intro: paragraph("Introduction"),
    items: list(
      "Product lines",
      group("Product line", {
        title: line("Name", { hint: "Also its name in the Products menu." }),
        description: paragraph("Description"),
        href: link("Page"),
        linkLabel: line("Link text"),
        image: image("Picture", { hint: "A wide (16:9) picture." }),
        imageAlt: line("Picture description", {
          hint: "What the picture shows, for people who cannot see it.",
        }),
        accent: choice("Colour", cardAccents, { hint: accentHint }),
        highlights: list("Highlights", line("Highlight"), { min: 1 }),
      }),
      {
        min: 1,
        hint: "Each line is a card here and an entry of the Products menu, in this order.",
      },
    ),
  }),
  whyChoose: group("Why choose", { ...heading, items: list("Reasons", iconPoint, { min: 1 }) }),
  industries: group("Industries", {
    ...heading,
    intro: paragraph("Introduction"),
    items: list("Industries", iconPoint, { min: 1 }),
  }),
  partner: group("Partner with us", {
    ...heading,
    text: paragraph("Text"),
    contact: action("Contact button"),
    exploreLabel: line("Button to the product lines", {
      hint: "Jumps back to the product lines above.",
    }),
  }),
});

const catalogueSection = group("Section", { ...heading, intro: paragraph("Introduction") });

/** /products/gaming: content/pages/products-gaming.yaml. */
export const productsGamingPageSchema = record({
  seo: pageSeo,
  hero: group("Top of the page", pageHero),
  releases: list(
    "Release sections",
    group("Release section", {
      year: integer("Year", {
        min: 2000,
        hint: "The section lists the games whose release date contains this year.",
      }),
      ...heading,
      intro: paragraph("Introduction"),
      statLabel: line("Figure label", {
        hint: "Shown under the number of its games at the top of the page.",
      }),
      cardsPerRow: choice("Cards per row", ["2", "3"], { hint: "On wide screens." }),
    }),
    { min: 1, hint: "In the order they appear; the first is linked from the top of the page." },
  ),
  pipeline: group("Upcoming Pipeline", {
    ...heading,
    intro: paragraph("Introduction"),
    statLabel: line("Figure label", {
      hint: "Shown at the top of the page under the number of projects in the pipeline and the long-term vision.",
    }),
  }),
  vision: catalogueSection,
  closing,
});

/** /products/ai: content/pages/products-ai.yaml. */
export const productsAiPageSchema = record({
  seo: pageSeo,
  hero: group("Top of the page", {
    ...pageHero,
    exploreLabel: line("Button to the solutions", { hint: "Jumps to the solutions below." }),
    demo: action("Demo button"),
    stats: list("Figures", stat, { min: 1 }),
  }),
  portfolio: group("Solutions", { ...heading, intro: paragraph("Introduction") }),
  cardLabels,
  whyChoose: group("Why choose", {
    ...heading,
    intro: paragraph("Introduction"),
    items: list("Reasons", iconPoint, { min: 1 }),
  }),
  process: group("Implementation process", {
    ...heading,
    intro: paragraph("Introduction"),
    steps: list("Steps", group("Step", { title: line("Title"), description: paragraph("Text") }), {
      min: 1,
      hint: "Numbered in this order.",
    }),
  }),
  closing,
});

/** /products/simulations: content/pages/products-simulations.yaml. */
export const productsSimulationsPageSchema = record({
  seo: pageSeo,
  hero: group("Top of the page", {
    ...pageHero,
    demo: action("Demo button"),
    exploreLabel: line("Button to the products", { hint: "Jumps to the products below." }),
    stats: list("Figures", stat, { min: 1 }),
  }),
  products: group("Products", { ...heading, intro: paragraph("Introduction") }),
  cardLabels,
  technologies: group("Core technologies", {
    ...heading,
    items: list("Technologies", iconPoint, { min: 1 }),
  }),
  differentiators: group("What sets us apart", {
    ...heading,
    items: list("Points", iconPoint, { min: 1 }),
  }),
  industries: group("Industries", { ...heading, items: list("Industries", iconPoint, { min: 1 }) }),
  closing,
});

/** The copy every game page and catalogue card shares: content/pages/game.yaml. */
export const gamePageSchema = record({
  facts: group("Facts at the top", {
    genre: line("Genre label"),
    platforms: line("Platforms label"),
    releaseDate: line("Release date label"),
  }),
  wishlistLabel: line("Wishlist button", { hint: "Opens the game's store page." }),
  catalogueLink: action("Link to the catalogue"),
  featuresTitle: line("Key features heading"),
  targetUsers: group("Target users section", {
    title: line("Heading"),
    intro: paragraph("Introduction"),
  }),
  targetAudience: group("Target audience section", {
    title: line("Heading"),
    intro: paragraph("Introduction"),
  }),
  wishlist: group("Wishlist panel", { title: line("Heading"), text: paragraph("Text") }),
  moreTitle: line("More games heading", {
    hint: "Above the three games suggested at the foot of each game's page.",
  }),
  card: group("Catalogue cards", {
    featuresTitle: line("Key features heading"),
    download: line("Button to the game's page"),
  }),
});

export type ProductsPage = z.infer<typeof productsPageSchema>;
export type ProductsGamingPage = z.infer<typeof productsGamingPageSchema>;
export type ProductsAiPage = z.infer<typeof productsAiPageSchema>;
export type ProductsSimulationsPage = z.infer<typeof productsSimulationsPageSchema>;
export type GamePageCopy = z.infer<typeof gamePageSchema>;
export type IconPoint = z.infer<typeof iconPoint>;
export type PageAction = z.infer<ReturnType<typeof action>>;
