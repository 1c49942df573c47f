/** "PC & Mobile", "PC, Console & Mobile": a game's platforms as one phrase. */
export function platformLabel(platforms: readonly string[]): string {
  if (platforms.length <= 1) return platforms.join("");
  return `${platforms.slice(0, -1).join(", ")} & ${platforms.at(-1)}`;
}

/** `sizes` for art in a card grid of one, two or three columns. */
export const cardSizes = {
  three:
    "(min-width: 1280px) 390px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, calc(100vw - 2.5rem)",
  two: "(min-width: 1280px) 590px, (min-width: 768px) 45vw, calc(100vw - 2.5rem)",
} as const;
