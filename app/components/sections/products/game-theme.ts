import type { GameTone } from "~/content/products/games";

export type { GameTone };

/** The two looks of a game page: warm ember for most games, dark red for Blackvale. */
export const gameThemes = {
  ember: {
    page: "",
    accent: "text-ember-400",
    panel: "border-line bg-ink-850/80",
    divide: "divide-line",
    wishlist:
      "bg-ember-400 text-ink-950 hover:bg-ember-500 shadow-[0_10px_30px_-12px_rgb(255_138_61/0.7)]",
  },
  blood: {
    page: "bg-[linear-gradient(180deg,var(--color-blood-900)_0%,#160303_45%,#0b0204_80%,var(--color-ink-950)_100%)]",
    accent: "text-blood-400",
    panel: "border-blood-700/70 bg-blood-900/60",
    divide: "divide-blood-700/70",
    wishlist:
      "bg-blood-700 text-white ring-1 ring-blood-400/50 hover:bg-red-800 shadow-[0_10px_34px_-10px_rgb(200_20_20/0.8)]",
  },
} as const satisfies Record<GameTone, Record<string, string>>;
