import type { PageEntry } from "../page-entry";

/** Products overview, catalogue, AI and simulation products, the seven games (issue 5). */
export const productPages: readonly PageEntry[] = [];
