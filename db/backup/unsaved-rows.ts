/**
 * Tables whose rows never leave the live database in a backup
 * (docs/decisions/0025-insights.md, revision 1): the daily salts of the page
 * views' visitor ids (`insight_salts`). A salt in a copy kept for weeks, perhaps
 * off-site, would let its holder recompute that day's ids from an address and a
 * user agent, which deleting the salt after 48 hours exists to prevent. The
 * table itself is in the backup (empty), so a restored site makes a fresh salt
 * with its first page view.
 */
export const UNSAVED_TABLES: readonly string[] = ["insight_salts"];

/** A snapshot's row counts as the backup holds them: none for the unsaved tables. */
export function countsAsSaved(tables: Record<string, number>): Record<string, number> {
  const saved = { ...tables };
  for (const name of UNSAVED_TABLES) if (name in saved) saved[name] = 0;
  return saved;
}
