import type { ArtKey } from "../art";

/** A game in development (spec section 3, "Pipeline item"), with its concept art. */
export interface PipelineItem {
  title: string;
  genre: string;
  description: string;
  /** Release window, e.g. "Q4 2026". */
  quarter: string;
  image: ArtKey;
}

/** Upcoming Pipeline on /products/gaming, in the spec's order. */
export const upcomingPipeline: readonly PipelineItem[] = [
  {
    title: "Beyonders",
    genre: "Sci-fi exploration",
    description:
      "A survey crew crosses a rift at the edge of charted space and lands on worlds that answer back. Explore, build outposts and decide what humanity takes home.",
    quarter: "Q4 2026",
    image: "beyonders",
  },
  {
    title: "The Unknown",
    genre: "Mystery horror",
    description:
      "A radio signal from a town that is not on any map. Investigate by day, record what you hear by night, and try not to become the next voice on the broadcast.",
    quarter: "Q3 2026",
    image: "the-unknown",
  },
  {
    title: "Ananta: Secrets of the Infinite",
    genre: "Mythological puzzle adventure",
    description:
      "Descend through temple halls that coil without end, inspired by Indian cosmology, where each chamber bends time, light and gravity in a new way.",
    quarter: "Q2 2026",
    image: "ananta",
  },
  {
    title: "Metropolis: Zero Hour",
    genre: "Open-world action",
    description:
      "A megacity loses power at midnight and every faction makes its move. Twelve hours, one district at a time, to decide who controls the lights at dawn.",
    quarter: "Q4 2026",
    image: "metropolis-zero-hour",
  },
  {
    title: "Echelon: The Silent Rise",
    genre: "Stealth action",
    description:
      "An intelligence operative framed by her own agency climbs the chain of command from the inside, with silence, disguise and patience as her weapons.",
    quarter: "Q2 2026",
    image: "echelon-silent-rise",
  },
  {
    title: "Black Meridian: Ground Zero",
    genre: "Tactical shooter",
    description:
      "A special-forces squad holds a border town through the first day of a war nobody declared. Squad orders, destructible cover and missions that end differently every time.",
    quarter: "Q4 2026",
    image: "black-meridian-ground-zero",
  },
];

/** Long-term Vision (2027+) on /products/gaming. */
export const longTermVision: readonly PipelineItem[] = [
  {
    title: "The Unsung Warrior: Agnivarma",
    genre: "Historical action RPG",
    description:
      "An epic set in ancient India about a forgotten general who held a mountain pass against an empire. Sword combat, war councils and a kingdom to rebuild.",
    quarter: "Q1 2027",
    image: "unsung-warrior-agnivarma",
  },
  {
    title: "Antariksh Yatra",
    genre: "Space voyage simulation",
    description:
      "Command India's first crewed mission across the solar system: plan the burns, keep the crew healthy and make the calls that mission control cannot make for you.",
    quarter: "Q3 2027",
    image: "antariksh-yatra",
  },
  {
    title: "Black Meridian: Red Skies",
    genre: "Aerial and tactical warfare",
    description:
      "The war of Ground Zero takes to the air. Fly close support for the squads on the ground, or lead them from below while the sky burns above.",
    quarter: "Q4 2027",
    image: "black-meridian-red-skies",
  },
];
