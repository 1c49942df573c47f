import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { platformLabel } from "~/components/sections/products/format";
import { artKeyOfPath } from "../art";
import { loadContent } from "../load.server";
import { findPage } from "../pages";
import {
  gameByPath,
  gameRouteId,
  gameTone,
  isReleased,
  moreGames,
  releaseMonth,
  releasesOf,
} from "./games";
import { productPages } from "./pages";
import { gamingCatalogueView, gameView } from "./views.server";

/**
 * The games are content/games/*.yaml: these are invariants every game file
 * keeps, and the spec's facts about its seven games. Adding a game never
 * breaks them.
 */
const content = loadContent();
const { games } = content;

const byPath = (path: string) => {
  const game = games.find((candidate) => candidate.path === path);
  if (!game) throw new Error(`No game at ${path}`);
  return game;
};

describe("every game", () => {
  it("has its own registered page, titled with the game's title", () => {
    for (const game of games) {
      const page = findPage(game.path);
      expect(page?.path, game.file).toBe(game.path);
      expect(page?.module, game.file).toBe("routes/game.tsx");
      expect(page?.title, game.file).toBe(game.title);
      expect(page?.label, game.file).toBe(game.seo.label ?? game.title);
      expect(page?.description, game.file).toBe(game.seo.description);
    }
  });

  it("has a unique title and page address", () => {
    expect(new Set(games.map((game) => game.title)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.path.toLowerCase())).size).toBe(games.length);
  });

  it("opens a store page over https from Wishlist Now", () => {
    for (const game of games) expect(new URL(game.storeUrl).protocol, game.file).toBe("https:");
  });

  it("has key art that is generated art or a file of the site, and a share image when set", () => {
    for (const game of games) {
      const art = artKeyOfPath(game.image);
      if (!art)
        expect(readFileSync(join("public", game.image)).length, game.file).toBeGreaterThan(0);
      if (game.seo.shareImage)
        expect(readFileSync(join("public", game.seo.shareImage)).length).toBeGreaterThan(0);
    }
  });

  it("has a release date that gives its release month", () => {
    for (const game of games)
      expect(releaseMonth(game.releaseDate), game.file).toMatch(/^\d{4}-\d{2}$/);
  });

  it("is in exactly one section of the catalogue, the one of the year its release date names", () => {
    const { releases } = gamingCatalogueView(content);
    for (const game of games) {
      const sections = releases.filter((section) =>
        section.games.some((card) => card.path === game.path),
      );
      expect(
        sections.map((section) => section.year),
        game.file,
      ).toHaveLength(1);
      expect(game.releaseDate).toContain(String(sections[0]!.year));
    }
  });
});

describe("the spec's games (spec section 3)", () => {
  const spec = [
    ["/Hyper", "HyperFlight Arena", "October 2025"],
    ["/SanityEchoPrison", "Sanity's Echo: Prison of the Mind", "Oct 2025"],
    ["/DreadfulRiddlesMaze", "Dreadful Riddles: Maze of Fear", "Dec 2025"],
    [
      "/CurseOfTheHollowVillage",
      "Dreadful Riddles Part 2: Curse of the Hollow Village",
      "Jan 2026",
    ],
    ["/ForgottenAsylum", "Sanity's Echo: The Forgotten Asylum", "March 2026"],
    ["/Blackvale", "Dreadful Realms: Curse of Blackvale", "April 2026"],
    ["/GenesisRetribution", "Project Genesis – Retribution", "April 2026"],
  ] as const;

  it("live at the spec's routes with their titles and release dates, in the spec's order", () => {
    const listed = games.map((game) => [game.path, game.title, game.releaseDate]);
    expect(listed).toEqual(expect.arrayContaining(spec.map((entry) => [...entry])));
    const positions = spec.map(([path]) => games.findIndex((game) => game.path === path));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("put HyperFlight Arena on PC & Mobile", () => {
    expect(platformLabel(byPath("/Hyper").platforms)).toBe("PC & Mobile");
  });

  it("keep the spec's claims: 20+ acts, over two hours of gameplay, HyperFlight's targets", () => {
    const maze = byPath("/DreadfulRiddlesMaze");
    expect([maze.description, ...maze.features].join(" ")).toContain("20+ acts");
    const village = byPath("/CurseOfTheHollowVillage");
    expect([village.description, ...village.features].join(" ")).toMatch(
      /over two hours of gameplay/i,
    );
    const targets = byPath("/Hyper").targetUsers ?? [];
    expect(targets.map((target) => target.value)).toEqual(["20K", "200K+", "1M"]);
    expect(targets.map((target) => target.label)).toEqual([
      expect.stringMatching(/first quarter/),
      expect.stringMatching(/multiplayer launch/),
      expect.stringMatching(/first year/),
    ]);
  });

  it("give Blackvale a target audience and the dark red page, HyperFlight target users", () => {
    const blackvale = byPath("/Blackvale");
    expect(blackvale.targetAudience?.length).toBeGreaterThan(1);
    expect(gameTone(blackvale.pageStyle)).toBe("blood");
    expect(gameTone(byPath("/Hyper").pageStyle)).toBe("ember");
  });

  it("keep their route ids", () => {
    expect(gameRouteId("/Hyper")).toBe("game-hyper");
    expect(gameRouteId("/SanityEchoPrison")).toBe("game-sanity-echo-prison");
    expect(gameRouteId("/CurseOfTheHollowVillage")).toBe("game-curse-of-the-hollow-village");
  });
});

describe("the catalogue split (spec section 9)", () => {
  it("takes the games whose release date text contains the year", () => {
    const sample = [
      { releaseDate: "October 2025" },
      { releaseDate: "Oct 2025" },
      { releaseDate: "Jan 2026" },
    ];
    expect(releasesOf(sample, 2025)).toEqual(sample.slice(0, 2));
    expect(releasesOf(sample, 2026)).toEqual(sample.slice(2));
    expect(releasesOf(sample, 2027)).toEqual([]);
  });

  it("names the sections as the spec does", () => {
    const page = content.productsGamingPage;
    expect(page.hero.eyebrow).toBe("Gaming Universe");
    expect(page.releases.map((section) => [section.year, section.title])).toEqual(
      expect.arrayContaining([
        [2025, "2025 Releases"],
        [2026, "2026 Launch Slate"],
      ]),
    );
    expect(page.pipeline.title).toBe("Upcoming Pipeline");
    expect(page.vision.title).toBe("Long-term Vision (2027+)");
  });

  it("counts each section's games in the hero's figures", () => {
    const view = gamingCatalogueView(content);
    for (const [index, section] of view.releases.entries())
      expect(view.stats[index]).toEqual({
        value: String(section.games.length),
        label: section.statLabel,
      });
  });
});

describe("release dates", () => {
  it("become ISO year-months from both spellings", () => {
    expect(releaseMonth("October 2025")).toBe("2025-10");
    expect(releaseMonth("Oct 2025")).toBe("2025-10");
    expect(releaseMonth("March 2026")).toBe("2026-03");
    expect(releaseMonth("Jan 2026")).toBe("2026-01");
    expect(() => releaseMonth("Soon")).toThrow(/Unrecognised/);
    expect(() => releaseMonth("Smarch 2026")).toThrow(/Unrecognised/);
  });

  it("count as released from the first day of their month", () => {
    expect(isReleased("Dec 2025", new Date("2025-11-30T23:59:59Z"))).toBe(false);
    expect(isReleased("Dec 2025", new Date("2025-12-01T00:00:00Z"))).toBe(true);
    expect(isReleased("April 2026", new Date("2027-01-15T00:00:00Z"))).toBe(true);
  });
});

describe("game lookup and suggestions", () => {
  it("finds games by path, ignoring case and a trailing slash", () => {
    const first = games[0]!;
    expect(gameByPath(games, first.path.toUpperCase() + "/")).toBe(first);
    expect(gameByPath(games, "/products")).toBeUndefined();
  });

  it("suggests the next three other games in catalogue order, wrapping around", () => {
    const list = ["a", "b", "c", "d", "e"];
    expect(moreGames(list, "e")).toEqual(["a", "b", "c"]);
    expect(moreGames(list, "b")).toEqual(["c", "d", "e"]);
    expect(moreGames(["a", "b"], "a")).toEqual(["b"]);
    expect(moreGames(["a"], "a")).toEqual([]);
  });

  it("shows every game's page with the shared copy and other games only", () => {
    for (const game of games) {
      const view = gameView(game, content);
      expect(view.game.title).toBe(game.title);
      expect(view.copy).toBe(content.gamePage);
      expect(view.more.map((other) => other.path)).not.toContain(game.path);
    }
  });
});

describe("a new game file", () => {
  const scratch = mkdtempSync(join(tmpdir(), "games-test-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("is a new page and a card in the catalogue, with no code change", () => {
    cpSync("content", scratch, { recursive: true });
    const source = games[0]!;
    const data = parseYaml(readFileSync(source.file, "utf8")) as Record<string, unknown>;
    const added = {
      ...data,
      title: "Test Game: A New Announcement",
      path: "/TestGameAnnouncement",
      order: 1_000_000,
      releaseDate: "November 2026",
      image: "/og/studio-card.png",
      seo: {
        description: "A game added by the test, to show that a new file is a new page on the site.",
      },
    };
    delete (added as Record<string, unknown>).video;
    writeFileSync(join(scratch, "games", "test-game.yaml"), stringifyYaml(added));

    const changed = loadContent(scratch);
    const page = productPages(changed).find((entry) => entry.path === "/TestGameAnnouncement");
    expect(page).toMatchObject({
      module: "routes/game.tsx",
      id: "game-test-game-announcement",
      title: "Test Game: A New Announcement",
    });
    expect(page?.image).toBeUndefined();

    const catalogue = gamingCatalogueView(changed);
    const section = catalogue.releases.find((entry) => entry.year === 2026)!;
    const card = section.games.at(-1)!;
    expect(card.title).toBe("Test Game: A New Announcement");
    // An upload is drawn as it is, with its own size.
    expect(card.picture).toEqual({
      src: "/og/studio-card.png",
      width: 1200,
      height: 630,
      sources: [],
    });
  });
});
