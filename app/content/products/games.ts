import type { Entry } from "../collection";
import type { Game, GamePageStyle } from "./schema";
import { pathKey } from "../../lib/paths";

/**
 * What the site works out from the games (content/games/*.yaml): the
 * catalogue's split by year, the release month for structured data, the games
 * suggested on each page and each page's look.
 */

export type GameEntry = Entry<Game>;

/** The catalogue's split (spec section 9): the games whose release date text contains the year. */
export function releasesOf<G extends Pick<Game, "releaseDate">>(games: readonly G[], year: number) {
  return games.filter((game) => game.releaseDate.includes(String(year)));
}

/** Finds a game by its page's path, ignoring case and a trailing slash. */
export function gameByPath<G extends Pick<Game, "path">>(
  games: readonly G[],
  pathname: string,
): G | undefined {
  const key = pathKey(pathname);
  return games.find((game) => pathKey(game.path) === key);
}

const months = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
] as const;

/** "October 2025" and "Oct 2025" become "2025-10" (ISO 8601 year and month). */
export function releaseMonth(releaseDate: string): string {
  const match = /^([A-Za-z]+)\.?\s+(\d{4})$/.exec(releaseDate.trim());
  const month = match
    ? (months as readonly string[]).indexOf(match[1]!.slice(0, 3).toLowerCase())
    : -1;
  if (!match || month === -1) throw new Error(`Unrecognised release date: ${releaseDate}`);
  return `${match[2]}-${String(month + 1).padStart(2, "0")}`;
}

/** True once the release month has begun (at build time for prerendered pages). */
export function isReleased(releaseDate: string, now: Date): boolean {
  const current = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  return releaseMonth(releaseDate) <= current;
}

/** The games suggested at the foot of a game's page: the next ones in catalogue order, wrapping. */
export function moreGames<G>(games: readonly G[], game: G, count = 3): G[] {
  const start = games.indexOf(game);
  const others = games.length - 1;
  return Array.from(
    { length: Math.min(count, others) },
    (_, offset) => games[(start + 1 + offset) % games.length]!,
  );
}

/** The look of a game's page: the warm ember style, or Blackvale's dark red. */
export type GameTone = "ember" | "blood";

export function gameTone(style: GamePageStyle): GameTone {
  return style === "dark-red" ? "blood" : "ember";
}

/** The route id of a game's page, from its path: "/SanityEchoPrison" is "game-sanity-echo-prison". */
export function gameRouteId(path: string): string {
  return `game-${path
    .slice(1)
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()}`;
}
