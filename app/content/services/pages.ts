import type { PageEntry } from "../page-entry";

/** Services overview, the three categories and the 22 detail pages (issue 4). */
export const servicePages: readonly PageEntry[] = [];
