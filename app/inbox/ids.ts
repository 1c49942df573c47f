/**
 * The largest row id both engines hold: PostgreSQL's `integer` (SQLite's is
 * 64-bit). A larger one is no row of ours, and PostgreSQL refuses to compare
 * with it ("value out of range for type integer"): it is never queried.
 */
export const MAX_ID = 2_147_483_647;

/** A row id from outside (a path segment, a form field): 1 to MAX_ID written plainly, else undefined. */
export function parseId(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}
