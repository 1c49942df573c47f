import { data } from "react-router";
import { GAME_HERO_MEDIA, GAME_HERO_SIZES, imagePreload } from "~/lib/image-preload";
import { publicMedia, type ImageView } from "~/lib/media.server";
import { pageData } from "~/lib/page-data.server";
import { absoluteUrl, siteUrl } from "~/lib/site-url.server";
import { videoGameJsonLd } from "~/lib/structured-data";
import { content, type Content } from "../load.server";
import { gameByPath, gameTone, isReleased, moreGames, releaseMonth, releasesOf } from "./games";
import type { GameEntry } from "./games";
import type { PipelineItem } from "./schema";

/**
 * The view data of the products pages, built from the content for their
 * route loaders: the copy of each page with its records, every image path
 * turned into what a view draws (media.server.ts: generated art or an upload).
 */

/** The picture behind an image path of the content. */
const picture = (path: string): ImageView => publicMedia().image(path);

/** An item of the content with its image as a view draws it. */
function pictured<T extends { image: string }>(item: T): T & { picture: ImageView } {
  return { ...item, picture: picture(item.image) };
}

/** A game as its catalogue card shows it. */
function gameCard(game: GameEntry) {
  const { title, path, genre, platforms, releaseDate, description, features, accent } = game;
  return {
    title,
    path,
    genre,
    platforms,
    releaseDate,
    description,
    features,
    accent,
    picture: picture(game.image),
    ...(game.video ? { video: game.video } : {}),
  };
}

/** /products */
export function productsOverviewView(loaded: Content = content()) {
  const page = loaded.productsPage;
  return {
    hero: page.hero,
    categories: { ...page.categories, items: page.categories.items.map(pictured) },
    whyChoose: page.whyChoose,
    industries: page.industries,
    partner: page.partner,
  };
}

/** /products/gaming */
export function gamingCatalogueView(loaded: Content = content()) {
  const page = loaded.productsGamingPage;
  const releases = page.releases.map((section) => ({
    ...section,
    id: `releases-${section.year}`,
    games: releasesOf(loaded.games, section.year).map(gameCard),
  }));
  const horizon = (name: PipelineItem["horizon"]) =>
    loaded.pipeline.filter((item) => item.horizon === name).map(pictured);
  const pipelineItems = horizon("upcoming");
  const visionItems = horizon("long-term");
  return {
    hero: page.hero,
    stats: [
      ...releases.map((section) => ({
        value: String(section.games.length),
        label: section.statLabel,
      })),
      {
        value: String(pipelineItems.length + visionItems.length),
        label: page.pipeline.statLabel,
      },
    ],
    releases,
    pipeline: { ...page.pipeline, items: pipelineItems },
    vision: { ...page.vision, items: visionItems },
    closing: page.closing,
    card: { ...loaded.gamePage.card, releaseDate: loaded.gamePage.facts.releaseDate },
  };
}

/** /products/ai */
export function aiProductsView(loaded: Content = content()) {
  const page = loaded.productsAiPage;
  return { ...page, solutions: loaded.aiSolutions.map(pictured) };
}

/** /products/simulations */
export function simulationProductsView(loaded: Content = content()) {
  const page = loaded.productsSimulationsPage;
  return {
    ...page,
    products: { ...page.products, items: loaded.simulationProducts.map(pictured) },
  };
}

/** A game's page: the game, its look, the shared copy and the games suggested below it. */
export function gameView(game: GameEntry, loaded: Content = content()) {
  return {
    game: {
      title: game.title,
      path: game.path,
      genre: game.genre,
      platforms: game.platforms,
      releaseDate: game.releaseDate,
      description: game.description,
      features: game.features,
      picture: picture(game.image),
      storeUrl: game.storeUrl,
      ...(game.targetAudience ? { targetAudience: game.targetAudience } : {}),
      ...(game.targetUsers ? { targetUsers: game.targetUsers } : {}),
    },
    tone: gameTone(game.pageStyle),
    copy: loaded.gamePage,
    more: moreGames(loaded.games, game).map((other) => ({
      title: other.title,
      path: other.path,
      genre: other.genre,
      releaseDate: other.releaseDate,
      picture: picture(other.image),
    })),
  };
}

/**
 * Everything a game page's loader returns: its SEO block with the VideoGame
 * JSON-LD, its view, and the preload of its key art. A path that is not a
 * game's is a 404.
 */
export function gamePageData(url: URL) {
  const loaded = content();
  const game = gameByPath(loaded.games, url.pathname);
  if (!game) throw data(null, { status: 404, statusText: "Not Found" });
  const view = gameView(game, loaded);
  const art = view.game.picture;
  const page = pageData(url, view, {
    type: "website",
    imageAlt: `Key art for ${game.title}`,
    jsonLd: [
      videoGameJsonLd({
        name: game.title,
        description: game.description,
        genre: game.genre,
        platforms: game.platforms,
        releaseMonth: releaseMonth(game.releaseDate),
        released: isReleased(game.releaseDate, new Date()),
        image: absoluteUrl(game.image),
        url: absoluteUrl(game.path),
        origin: siteUrl(),
      }),
    ],
  });
  // The key art is the page's largest paint: `meta` preloads it. Built here, so
  // the art manifest stays out of the browser bundle.
  return { ...page, preload: imagePreload(art, GAME_HERO_SIZES, GAME_HERO_MEDIA) };
}

export type ProductsOverviewView = ReturnType<typeof productsOverviewView>;
export type GamingCatalogueView = ReturnType<typeof gamingCatalogueView>;
export type AiProductsView = ReturnType<typeof aiProductsView>;
export type SimulationProductsView = ReturnType<typeof simulationProductsView>;
export type GameView = ReturnType<typeof gameView>;
export type GameCardView = ReturnType<typeof gameCard>;
