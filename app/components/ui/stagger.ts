import type { CSSProperties } from "react";

/**
 * Inline style for the `enter-stagger` utility: the card at `index` starts its
 * entrance 0.1 s after the one before it (spec section 9).
 */
export function staggerStyle(index: number): CSSProperties {
  return { "--stagger-index": index } as CSSProperties;
}
