import type { PageEntry } from "../page-entry";

/** About, Careers, Privacy Policy and Terms of Service (issue 3). */
export const companyPages: readonly PageEntry[] = [];
