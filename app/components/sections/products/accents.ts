import type { CardAccent, GameAccent } from "~/content/products/schema";

/** The backdrop of a game card's picture, by the game's accent (content/games/*.yaml). */
export const gameAccentClasses = {
  sky: "from-sky-500 via-indigo-600 to-fuchsia-700",
  midnight: "from-slate-700 via-indigo-950 to-black",
  moss: "from-emerald-900 via-slate-900 to-black",
  amber: "from-amber-800 via-stone-900 to-black",
  teal: "from-teal-800 via-slate-900 to-black",
  blood: "from-red-900 via-red-950 to-black",
  cyan: "from-cyan-600 via-blue-900 to-slate-950",
} as const satisfies Record<GameAccent, string>;

/** The gradient of a product card's colour bar, by its accent. */
export const cardAccentClasses = {
  "ember-red": "from-ember-400 to-blood-400",
  "cyan-green": "from-brand-400 to-emerald-400",
  "lilac-cyan": "from-violet-400 to-brand-400",
  "violet-cyan": "from-violet-500 to-brand-400",
  "ember-violet": "from-ember-400 to-violet-500",
  "green-cyan": "from-emerald-400 to-brand-500",
  "red-violet": "from-blood-400 to-violet-500",
  ember: "from-ember-400 to-ember-500",
  "red-lilac": "from-blood-400 to-violet-400",
  "sky-violet": "from-brand-300 to-violet-500",
} as const satisfies Record<CardAccent, string>;
