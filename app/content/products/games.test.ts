import { describe, expect, it } from "vitest";
import { artKeys, artVideos, gameArtKeys, hasVideo } from "../art";
import { findPage } from "../pages";
import { platformLabel } from "~/components/sections/products/format";
import {
  gameByLink,
  gamePageTone,
  gamingCatalogue,
  games,
  isReleased,
  moreGames,
  releaseMonth,
  releasesOf,
  steamSearchUrl,
} from "./games";

const byTitle = (title: string) => {
  const game = games.find((candidate) => candidate.title === title);
  if (!game) throw new Error(`No game titled ${title}`);
  return game;
};

describe("the games (spec section 3)", () => {
  it("are the spec's seven titles with their release dates, in order", () => {
    expect(games.map((game) => [game.title, game.releaseDate])).toEqual([
      ["HyperFlight Arena", "October 2025"],
      ["Sanity's Echo: Prison of the Mind", "Oct 2025"],
      ["Dreadful Riddles: Maze of Fear", "Dec 2025"],
      ["Dreadful Riddles Part 2: Curse of the Hollow Village", "Jan 2026"],
      ["Sanity's Echo: The Forgotten Asylum", "March 2026"],
      ["Dreadful Realms: Curse of Blackvale", "April 2026"],
      ["Project Genesis – Retribution", "April 2026"],
    ]);
  });

  it("live at the spec's seven routes", () => {
    expect(games.map((game) => game.link)).toEqual([
      "/Hyper",
      "/SanityEchoPrison",
      "/DreadfulRiddlesMaze",
      "/CurseOfTheHollowVillage",
      "/ForgottenAsylum",
      "/Blackvale",
      "/GenesisRetribution",
    ]);
  });

  it("puts HyperFlight Arena on PC & Mobile", () => {
    const hyper = byTitle("HyperFlight Arena");
    expect(hyper.platforms).toEqual(["PC", "Mobile"]);
    expect(platformLabel(hyper.platforms)).toBe("PC & Mobile");
  });

  it("gives every game a registered page whose title is the game's title", () => {
    for (const game of games) {
      const page = findPage(game.link);
      expect(page, game.link).toBeDefined();
      expect(page?.path).toBe(game.link);
      expect(page?.module).toBe("routes/game.tsx");
      expect(page?.title).toBe(game.title);
      expect(page?.image).toBe(`/og/${game.image}.jpg`);
    }
  });

  it("gives every game its own key art, and a loop exactly to the games listed in artVideos", () => {
    expect(games.map((game) => game.image)).toEqual([...gameArtKeys]);
    for (const game of games) {
      expect(artKeys).toContain(game.image);
      expect(game.video, game.title).toBe(hasVideo(game.image) ? game.image : undefined);
    }
    expect(games.filter((game) => game.video).map((game) => game.video)).toEqual([...artVideos]);
  });

  it("has complete records: platforms, description, features and a gradient", () => {
    for (const game of games) {
      expect(game.platforms.length, game.title).toBeGreaterThan(0);
      expect(game.description.length, game.title).toBeGreaterThan(80);
      expect(game.features.length, game.title).toBeGreaterThanOrEqual(4);
      expect(game.gradient, game.title).toMatch(/^from-\S+( via-\S+)? to-\S+$/);
    }
  });

  it("keeps the spec's claims: 20+ acts, over two hours of gameplay, HyperFlight's targets", () => {
    const maze = byTitle("Dreadful Riddles: Maze of Fear");
    expect([maze.description, ...maze.features].join(" ")).toContain("20+ acts");
    const village = byTitle("Dreadful Riddles Part 2: Curse of the Hollow Village");
    expect([village.description, ...village.features].join(" ")).toMatch(
      /over two hours of gameplay/i,
    );
    expect(byTitle("HyperFlight Arena").targetUsers?.map((target) => target.value)).toEqual([
      "20K",
      "200K+",
      "1M",
    ]);
    expect(byTitle("HyperFlight Arena").targetUsers?.map((target) => target.label)).toEqual([
      expect.stringMatching(/first quarter/),
      expect.stringMatching(/multiplayer launch/),
      expect.stringMatching(/first year/),
    ]);
  });

  it("gives a target audience to Blackvale only and target users to HyperFlight only", () => {
    expect(games.filter((game) => game.targetAudience).map((game) => game.link)).toEqual([
      "/Blackvale",
    ]);
    expect(games.filter((game) => game.targetUsers).map((game) => game.link)).toEqual(["/Hyper"]);
    expect(byTitle("Dreadful Realms: Curse of Blackvale").targetAudience?.length).toBeGreaterThan(
      1,
    );
  });

  it("styles Blackvale dark red and the others ember", () => {
    expect(games.filter((game) => gamePageTone(game) === "blood").map((g) => g.link)).toEqual([
      "/Blackvale",
    ]);
  });

  it("opens a Steam store search for the title until real store pages are set", () => {
    for (const game of games) {
      expect(game.storeUrl).toBe(steamSearchUrl(game.title));
      const url = new URL(game.storeUrl);
      expect(url.origin).toBe("https://store.steampowered.com");
      expect(url.searchParams.get("term")).toBe(game.title);
    }
    expect(steamSearchUrl("Sanity's Echo: Prison of the Mind")).toBe(
      "https://store.steampowered.com/search/?term=Sanity's%20Echo%3A%20Prison%20of%20the%20Mind",
    );
  });
});

describe("the catalogue split (spec section 9)", () => {
  it("derives 2025 and 2026 from the release date text", () => {
    expect(releasesOf(2025).map((game) => game.title)).toEqual([
      "HyperFlight Arena",
      "Sanity's Echo: Prison of the Mind",
      "Dreadful Riddles: Maze of Fear",
    ]);
    expect(releasesOf(2026).map((game) => game.title)).toEqual([
      "Dreadful Riddles Part 2: Curse of the Hollow Village",
      "Sanity's Echo: The Forgotten Asylum",
      "Dreadful Realms: Curse of Blackvale",
      "Project Genesis – Retribution",
    ]);
  });

  it("places every game in exactly one of the two sections", () => {
    const listed = [...releasesOf(2025), ...releasesOf(2026)];
    expect(listed).toHaveLength(games.length);
    expect(new Set(listed).size).toBe(games.length);
    for (const game of releasesOf(2025)) expect(game.releaseDate).toContain("2025");
    for (const game of releasesOf(2026)) expect(game.releaseDate).toContain("2026");
  });

  it("names the sections as the spec does", () => {
    expect(gamingCatalogue.hero.title).toContain("Gaming Universe");
    expect(gamingCatalogue.releases2025.title).toBe("2025 Releases");
    expect(gamingCatalogue.releases2026.title).toBe("2026 Launch Slate");
    expect(gamingCatalogue.pipeline.title).toBe("Upcoming Pipeline");
    expect(gamingCatalogue.vision.title).toBe("Long-term Vision (2027+)");
  });

  it("links the closing call to action to registered pages", () => {
    const { action, secondary } = gamingCatalogue.closing;
    for (const to of [action.to, secondary.to]) {
      expect(findPage(new URL(to, "https://x.test").pathname), to).toBeDefined();
    }
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
    for (const game of games) expect(releaseMonth(game.releaseDate)).toMatch(/^\d{4}-\d{2}$/);
  });

  it("count as released from the first day of their month", () => {
    expect(isReleased("Dec 2025", new Date("2025-11-30T23:59:59Z"))).toBe(false);
    expect(isReleased("Dec 2025", new Date("2025-12-01T00:00:00Z"))).toBe(true);
    expect(isReleased("April 2026", new Date("2027-01-15T00:00:00Z"))).toBe(true);
  });
});

describe("game lookup", () => {
  it("finds games by path, ignoring case and a trailing slash", () => {
    expect(gameByLink("/Hyper")?.title).toBe("HyperFlight Arena");
    expect(gameByLink("/blackvale/")?.link).toBe("/Blackvale");
    expect(gameByLink("/products")).toBeUndefined();
  });

  it("suggests the next three other games, wrapping around", () => {
    const last = games.at(-1)!;
    const suggested = moreGames(last);
    expect(suggested).toHaveLength(3);
    expect(suggested).not.toContain(last);
    expect(suggested.map((game) => game.link)).toEqual([
      "/Hyper",
      "/SanityEchoPrison",
      "/DreadfulRiddlesMaze",
    ]);
  });
});
