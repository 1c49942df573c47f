import type { PageEntry } from "../page-entry";

/** The contact page (issue 6). */
export const contactPages: readonly PageEntry[] = [];
