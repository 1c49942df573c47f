/**
 * The colour choices the services content makes (`tone: ember`, `accent: emerald`,
 * `artwork: sky-fuchsia`) and the Tailwind classes they stand for. Content holds
 * the choice; only this file holds the classes.
 */

/** A page's colour: the studio's cyan, or the warm ember of the game pages. */
export const tones = ["brand", "ember"] as const;
export type Tone = (typeof tones)[number];

/** The gradient of icon tiles and number badges on a page of that colour. */
export const toneGradients: Record<Tone, string> = {
  brand: "from-brand-400 to-violet-500",
  ember: "from-ember-400 to-violet-500",
};

/** The icon tile of a category's card on the services overview. */
export const cardGradients = {
  ember: "from-ember-400 to-violet-500",
  emerald: "from-brand-400 to-emerald-400",
  violet: "from-violet-400 to-brand-400",
} as const;
export type CardAccent = keyof typeof cardGradients;
export const cardAccents = Object.keys(cardGradients) as [CardAccent, ...CardAccent[]];

/** The banner of a game in a category's success highlights. */
export const artworkGradients = {
  "emerald-night": "from-emerald-900 via-slate-900 to-black",
  "sky-fuchsia": "from-sky-500 via-indigo-600 to-fuchsia-700",
} as const;
export type Artwork = keyof typeof artworkGradients;
export const artworks = Object.keys(artworkGradients) as [Artwork, ...Artwork[]];
