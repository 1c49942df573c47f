import type { ArtKey, VideoKey } from "../art";
import { contactHref } from "../contact/options";

/** A figure the studio is aiming for (HyperFlight Arena's player targets). */
export interface UserTarget {
  value: string;
  label: string;
}

/**
 * One of the studio's games (spec section 3, "Game"), plus the store page that
 * "Wishlist Now" opens. `link` is the game's detail page, in the spec's spelling.
 */
export interface Game {
  title: string;
  link: string;
  genre: string;
  platforms: readonly string[];
  /** As announced, in the spec's wording ("October 2025", "Oct 2025", ...). */
  releaseDate: string;
  description: string;
  features: readonly string[];
  image: ArtKey;
  video?: VideoKey;
  /** Tailwind gradient stops for the game's accents, e.g. "from-sky-500 to-fuchsia-700". */
  gradient: string;
  targetAudience?: readonly string[];
  targetUsers?: readonly UserTarget[];
  /** Opened in a new tab by "Wishlist Now" (see README, "Content the studio sets"). */
  storeUrl: string;
}

/**
 * Until the studio sets each game's real store page, "Wishlist Now" opens a
 * Steam store search for the title.
 */
export function steamSearchUrl(title: string): string {
  return `https://store.steampowered.com/search/?term=${encodeURIComponent(title)}`;
}

export const games: readonly Game[] = [
  {
    title: "HyperFlight Arena",
    link: "/Hyper",
    genre: "Multiplayer Aerial Combat",
    platforms: ["PC", "Mobile"],
    releaseDate: "October 2025",
    description:
      "Arcade dogfights in floating sky arenas. Pick a jet, master its boost and energy, and fight three-minute rounds built for a quick session on your phone or a long evening on PC.",
    features: [
      "Three-minute rounds in 1v1 duels and 4v4 team battles",
      "Six jets with their own handling, boost and weapon loadouts",
      "Controls tuned per platform: touch, gamepad, mouse and keyboard",
      "Cross-play between PC and mobile with one shared progression",
      "Ranked seasons, match replays and a spectator camera",
    ],
    image: "hyperflight-arena",
    video: "hyperflight-arena",
    gradient: "from-sky-500 via-indigo-600 to-fuchsia-700",
    targetUsers: [
      { value: "20K", label: "users in the first quarter after launch" },
      { value: "200K+", label: "users with the multiplayer launch" },
      { value: "1M", label: "users in the first year" },
    ],
    storeUrl: steamSearchUrl("HyperFlight Arena"),
  },
  {
    title: "Sanity's Echo: Prison of the Mind",
    link: "/SanityEchoPrison",
    genre: "Psychological Horror",
    platforms: ["PC"],
    releaseDate: "Oct 2025",
    description:
      "You wake in a cell with no memory of the crime that put you there. Every corridor of the abandoned prison replays a thought you tried to forget, and the walls rearrange themselves as your grip on sanity slips.",
    features: [
      "A sanity system that reshapes rooms, sounds and puzzles as you break",
      "No weapons: hide, listen and outthink what walks the cell blocks",
      "Binaural sound design made for headphones",
      "Environmental puzzles built from the prisoner's memories",
      "Three endings decided by what you choose to remember",
    ],
    image: "sanitys-echo-prison",
    gradient: "from-slate-700 via-indigo-950 to-black",
    storeUrl: steamSearchUrl("Sanity's Echo: Prison of the Mind"),
  },
  {
    title: "Dreadful Riddles: Maze of Fear",
    link: "/DreadfulRiddlesMaze",
    genre: "Puzzle Horror",
    platforms: ["PC"],
    releaseDate: "Dec 2025",
    description:
      "A maze that rearranges itself when you look away, and a riddle at every dead end. Across 20+ acts you solve your way toward its heart while something patient follows the sound of your footsteps.",
    features: [
      "20+ acts of riddles that grow darker and harder",
      "Maze sections that shift whenever they leave your sight",
      "A stalker that hunts by sound, so every step is a choice",
      "Hand-drawn clues, cipher wheels and mechanical locks",
      "Checkpoints at every act, for short and long sessions alike",
    ],
    image: "dreadful-riddles-maze",
    video: "dreadful-riddles-maze",
    gradient: "from-emerald-900 via-slate-900 to-black",
    storeUrl: steamSearchUrl("Dreadful Riddles: Maze of Fear"),
  },
  {
    title: "Dreadful Riddles Part 2: Curse of the Hollow Village",
    link: "/CurseOfTheHollowVillage",
    genre: "Puzzle Horror",
    platforms: ["PC"],
    releaseDate: "Jan 2026",
    description:
      "The sequel leaves the maze for a village emptied in a single night. Over two hours of gameplay, piece together the curse from letters, shrines and the few villagers who never left.",
    features: [
      "Over two hours of gameplay in a hand-built village",
      "Riddles woven into homes, shrines and the village well",
      "A day-night cycle that changes who, and what, you meet",
      "Story links to the first game, yet playable on its own",
      "Photo mode and a journal that records every clue you find",
    ],
    image: "curse-of-the-hollow-village",
    gradient: "from-amber-800 via-stone-900 to-black",
    storeUrl: steamSearchUrl("Dreadful Riddles Part 2: Curse of the Hollow Village"),
  },
  {
    title: "Sanity's Echo: The Forgotten Asylum",
    link: "/ForgottenAsylum",
    genre: "Psychological Horror",
    platforms: ["PC", "Console"],
    releaseDate: "March 2026",
    description:
      "An investigator enters a sealed asylum to find a missing doctor and finds her own name in the patient files. The second Sanity's Echo story trades the prison for wards, archives and a flooded basement.",
    features: [
      "An evolved sanity system that rewrites the asylum map",
      "Patient files and tape recordings that tell two stories at once",
      "Light and sound as your only tools: a lamp, a recorder, your breath",
      "Adaptive music that reacts to fear, not to scripted moments",
      "Full controller support and haptics on console",
    ],
    image: "forgotten-asylum",
    gradient: "from-teal-800 via-slate-900 to-black",
    storeUrl: steamSearchUrl("Sanity's Echo: The Forgotten Asylum"),
  },
  {
    title: "Dreadful Realms: Curse of Blackvale",
    link: "/Blackvale",
    genre: "Survival Horror",
    platforms: ["PC", "Console"],
    releaseDate: "April 2026",
    description:
      "Blackvale burned its witches three centuries ago, and the valley has not forgotten. Return to your family's manor, survive the nights with whatever you can scavenge, and break a curse written in blood.",
    features: [
      "Scarce resources, improvised weapons and a manor to fortify",
      "A curse that spreads across the valley each night you survive",
      "Folk rituals as puzzles, with consequences when you get them wrong",
      "An open valley of farms, chapels and forest to explore at your own pace",
      "A score of choir, strings and silence recorded for the game",
    ],
    image: "curse-of-blackvale",
    video: "curse-of-blackvale",
    gradient: "from-red-900 via-red-950 to-black",
    targetAudience: [
      "Adult players (18+) who prefer creeping dread to jump scares",
      "Fans of survival horror with scarce resources and real stakes",
      "Players drawn to folklore, witch trials and gothic settings",
      "Streamers and their audiences who enjoy shared, slow-burn scares",
    ],
    storeUrl: steamSearchUrl("Dreadful Realms: Curse of Blackvale"),
  },
  {
    title: "Project Genesis – Retribution",
    link: "/GenesisRetribution",
    genre: "Sci-fi Action Shooter",
    platforms: ["PC", "Console"],
    releaseDate: "April 2026",
    description:
      "The colony ship Genesis woke early and its crew did not. As the last security officer aboard, fight through decks overrun by the machines built to protect you, and find out who gave the order.",
    features: [
      "Fast third-person gunplay with cover, dash and a grappling line",
      "Enemy machines that learn your tactics across each deck",
      "Modular weapons crafted from salvaged ship systems",
      "Zero-gravity sections on the hull and in the reactor core",
      "A story campaign with an optional two-player co-op mode",
    ],
    image: "genesis-retribution",
    video: "genesis-retribution",
    gradient: "from-cyan-600 via-blue-900 to-slate-950",
    storeUrl: steamSearchUrl("Project Genesis – Retribution"),
  },
];

/**
 * The catalogue's split (spec section 9): the games whose release date text
 * contains the year.
 */
export function releasesOf(year: 2025 | 2026): Game[] {
  return games.filter((game) => game.releaseDate.includes(String(year)));
}

export function gameByLink(pathname: string): Game | undefined {
  const normalised = pathname.replace(/\/+$/, "").toLowerCase();
  return games.find((game) => game.link.toLowerCase() === normalised);
}

/** "PC & Mobile", "PC, Console & Mobile". */
export function platformLabel(platforms: readonly string[]): string {
  if (platforms.length <= 1) return platforms.join("");
  return `${platforms.slice(0, -1).join(", ")} & ${platforms.at(-1)}`;
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

/** The gaming catalogue, /products/gaming. */
export const gamingCatalogue = {
  hero: {
    eyebrow: "Gaming Universe",
    title: "Gaming Universe:",
    highlight: "seven worlds, and more on the way.",
    intro:
      "Horror that gets under your skin, aerial combat that fits in a coffee break and science fiction built for the big screen. Every title is designed, written and shipped by our own team in Bengaluru.",
  },
  releases2025: {
    eyebrow: "Out now",
    title: "2025 Releases",
    intro:
      "Our first slate: a cross-platform multiplayer arena and two horror series that players have kept talking about.",
  },
  releases2026: {
    eyebrow: "Launch slate",
    title: "2026 Launch Slate",
    intro:
      "Sequels that go deeper, a survival horror set in a cursed valley and our first science-fiction shooter.",
  },
  pipeline: {
    eyebrow: "In production",
    title: "Upcoming Pipeline",
    intro:
      "Six projects in active development across exploration, mystery, mythology, action and tactics. Quarters are the release windows we are building towards.",
  },
  vision: {
    eyebrow: "On the horizon",
    title: "Long-term Vision (2027+)",
    intro:
      "The larger productions our teams are prototyping now: Indian history and mythology on an epic scale, a crewed voyage through the solar system and the next chapter of Black Meridian.",
  },
  closing: {
    title: "Publishing, co-development or a partnership in mind?",
    text: "We work with publishers, platforms and brands on our own titles and theirs. Tell us what you have in mind and a producer will reply within one business day.",
    action: { label: "Talk to our games team", to: contactHref("partnership") },
    secondary: { label: "Our game development services", to: "/services/game-development" },
  },
} as const;

/** Blackvale's page uses the dark red style (spec section 2); the others the warm ember one. */
export function gamePageTone(game: Game): "ember" | "blood" {
  return game.link === "/Blackvale" ? "blood" : "ember";
}

/** The games suggested at the foot of a game's page: the next three in catalogue order. */
export function moreGames(game: Game, count = 3): Game[] {
  const start = games.indexOf(game);
  return Array.from({ length: count }, (_, offset) => games[(start + 1 + offset) % games.length]!);
}

/** Headings and copy shared by the seven game pages. */
export const gamePageCopy = {
  featuresTitle: "Key features",
  targetUsersTitle: "Target users",
  targetUsersIntro:
    "The player numbers we are building the servers, matchmaking and live operations for.",
  targetAudienceTitle: "Target audience",
  targetAudienceIntro: "Who we made it for, and who we think will love it most.",
  wishlist: {
    title: "Add it to your wishlist",
    text: "Wishlisting is the best way to hear about launch discounts, updates and new content first, and it helps an independent studio more than you might think.",
  },
  moreTitle: "More from our Gaming Universe",
  catalogue: { label: "See every game", to: "/products/gaming" },
} as const;
