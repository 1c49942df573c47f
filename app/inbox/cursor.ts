import { MAX_ID } from "./ids";
/**
 * A place in the inbox's list, as its page links carry it (`?after=` for the
 * next, older page; `?before=` for the newer one): the (created_at, id) of the
 * row at the edge of the page shown. The list is ordered newest first by that
 * pair, and an index holds it in that order, so any page costs what the first
 * does (keyset paging; docs/decisions/0021-inbox-at-scale.md).
 *
 * In the URL it reads `2026-11-30T09:15:00.123456Z_4711`: the time in UTC to
 * the microsecond (PostgreSQL keeps microseconds; a cursor rounded to the
 * millisecond would skip rows), an underscore, the id. Anything else, a link
 * cut short or made up, is not a cursor: the page answers 400.
 */
export interface Cursor {
  /** ISO-8601 UTC, 0 to 6 decimals of a second. */
  at: string;
  id: number;
}

export { MAX_ID };

const shape = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?Z_([1-9]\d{0,9})$/;

export function cursorText(cursor: Cursor): string {
  return `${cursor.at}_${cursor.id}`;
}

/** The cursor in `text`, or undefined when it is not one (a real instant and an id). */
export function readCursor(text: string): Cursor | undefined {
  const match = shape.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction = "", id] = match;
  const whole = `${year}-${month}-${day}T${hour}:${minute}:${second}Z`;
  const instant = new Date(whole);
  // A date that does not exist (February 30th, hour 24) rolls over in JavaScript
  // and is an error in PostgreSQL: only the ones that read back the same pass.
  if (
    Number.isNaN(instant.getTime()) ||
    instant.toISOString() !== `${whole.slice(0, -1)}.000Z` ||
    Number(year) < 2000
  ) {
    return undefined;
  }
  const number = Number(id);
  if (number > MAX_ID) return undefined;
  return { at: `${whole.slice(0, -1)}${fraction}Z`, id: number };
}
