import { localTime } from "./time";

/**
 * The one-business-day promise (the contact page promises an answer within one
 * business day): how much working time an inquiry has waited, on the studio's
 * clock and working days, and when it passes the promise.
 *
 * Settings (read by the inbox's loaders and the digest; checked by server/config.ts when the
 * server starts, so a wrong value stops it with the setting's name and the reason):
 *   STUDIO_TIME_ZONE      [Asia/Kolkata]  the studio's clock (app/content/news/schedule.ts)
 *   STUDIO_WORKING_DAYS   [Mon-Fri]       days ("Mon-Fri", "Sun-Thu", "Mon,Tue,Thu")
 *   STUDIO_WORKING_HOURS  [09:00-18:00]   the working day on that clock; the promise is one
 *                                         such day of working time
 */
export interface WorkingTime {
  timeZone: string;
  /** 0 Sunday … 6 Saturday. */
  days: ReadonlySet<number>;
  /** Minutes after local midnight. */
  opens: number;
  closes: number;
}

const dayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
const MINUTE = 60_000;

function dayNumber(name: string): number {
  const index = (dayNames as readonly string[]).indexOf(name.trim().toLowerCase().slice(0, 3));
  if (index < 0 || name.trim().length < 3) {
    throw new Error(`STUDIO_WORKING_DAYS: "${name.trim()}" is not a day (use Mon, Tue, … Sun)`);
  }
  return index;
}

/** "Mon-Fri", "Sun-Thu" (a range wraps past Saturday), "Mon,Wed,Fri", or both mixed. */
export function parseWorkingDays(text: string): Set<number> {
  const days = new Set<number>();
  for (const part of text.split(",")) {
    if (!part.trim()) continue;
    const [from, to, extra] = part.split("-");
    if (extra !== undefined)
      throw new Error(`STUDIO_WORKING_DAYS: "${part.trim()}" is not a range`);
    const first = dayNumber(from!);
    const last = to === undefined ? first : dayNumber(to);
    for (let day = first; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === last) break;
    }
  }
  if (days.size === 0) throw new Error("STUDIO_WORKING_DAYS: name at least one working day");
  return days;
}

/** "09:00-18:00": opening and closing, minutes after midnight; the day must have some length. */
export function parseWorkingHours(text: string): { opens: number; closes: number } {
  const match = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(text);
  const minutes = (h: string, m: string) =>
    Number(h) <= 24 && Number(m) < 60 ? Number(h) * 60 + Number(m) : Number.NaN;
  const opens = match ? minutes(match[1]!, match[2]!) : Number.NaN;
  const closes = match ? minutes(match[3]!, match[4]!) : Number.NaN;
  if (!(opens >= 0 && closes <= 24 * 60 && closes > opens)) {
    throw new Error(
      `STUDIO_WORKING_HOURS: "${text}" is not a working day on the clock (use 09:00-18:00)`,
    );
  }
  return { opens, closes };
}

export function workingTime(env: NodeJS.ProcessEnv, timeZone: string): WorkingTime {
  return {
    timeZone,
    days: parseWorkingDays(env.STUDIO_WORKING_DAYS?.trim() || "Mon-Fri"),
    ...parseWorkingHours(env.STUDIO_WORKING_HOURS?.trim() || "09:00-18:00"),
  };
}

/** The promise: one working day, in milliseconds of working time. */
export function promiseMs(work: WorkingTime): number {
  return (work.closes - work.opens) * MINUTE;
}

/** A calendar day on the studio's clock, as the UTC midnight of the same date. */
function dayOf(instant: number, timeZone: string): number {
  const t = localTime(new Date(instant), timeZone);
  return Date.UTC(t.year, t.month - 1, t.day);
}

/** The instant a wall-clock time of a calendar day (`day` as above) happens in the zone. */
function instantOf(day: number, minutes: number, timeZone: string): number {
  const wall = day + minutes * MINUTE;
  const offsetAt = (instant: number) => {
    const t = localTime(new Date(instant), timeZone);
    return (
      Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute) - Math.floor(instant / MINUTE) * MINUTE
    );
  };
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  return second;
}

const DAY = 24 * 60 * MINUTE;
/** Past this many calendar days the count stops: such an inquiry is long past the promise. */
const MAX_DAYS = 400;

/** Working time between two instants (0 when `end` is not after `start`). */
export function workingMsBetween(start: number, end: number, work: WorkingTime): number {
  if (!(end > start)) return 0;
  let total = 0;
  const last = dayOf(end, work.timeZone);
  let day = dayOf(start, work.timeZone);
  for (let n = 0; day <= last && n < MAX_DAYS; day += DAY, n++) {
    if (!work.days.has(new Date(day).getUTCDay())) continue;
    const opens = Math.max(instantOf(day, work.opens, work.timeZone), start);
    const closes = Math.min(instantOf(day, work.closes, work.timeZone), end);
    if (closes > opens) total += closes - opens;
  }
  return total;
}

/**
 * The latest instant from which `now` is one promise of working time away: an
 * open inquiry that arrived at or before it has passed the promise.
 */
export function promiseCutoff(now: number, work: WorkingTime): number {
  let left = promiseMs(work);
  let day = dayOf(now, work.timeZone);
  for (let n = 0; n < MAX_DAYS; day -= DAY, n++) {
    if (!work.days.has(new Date(day).getUTCDay())) continue;
    const opens = instantOf(day, work.opens, work.timeZone);
    const closes = Math.min(instantOf(day, work.closes, work.timeZone), now);
    if (closes <= opens) continue;
    if (closes - opens >= left) return closes - left;
    left -= closes - opens;
  }
  return now - MAX_DAYS * DAY;
}

/** A message of an inquiry's e-mail thread, as the promise's clock sees it. */
export interface ThreadMark {
  /** "in": the customer wrote it; "out": the studio did. */
  direction: "in" | "out";
  /** When it was sent or received (ISO). */
  at: string;
}

/**
 * Where the promise's clock starts for an inquiry (issue 41, decision 0026): at the
 * customer's first message the studio has not answered. That is the inquiry itself
 * (`createdAt`) until the studio first replies, whatever else the customer writes
 * meanwhile; after a reply, the customer's first answer that came after it. A nudge
 * ("any news?") therefore never makes a late inquiry look fresh, and an inquiry
 * answered long ago is not past the promise the moment the customer writes again.
 * With nothing unanswered (the studio's reply is the latest), the studio's last reply:
 * the clock only counts while the status waits for the studio (waitsForUs), so that is
 * where it starts if someone sets such an inquiry back to In progress by hand. The
 * store keeps the result as `waiting_since` (migration 0014), a column its index
 * sorts, so the list never reads threads.
 */
export function clockStart(createdAt: string, thread: readonly ThreadMark[]): string {
  let lastReply: number | undefined;
  for (const message of thread) {
    const at = Date.parse(message.at);
    if (message.direction === "out" && (lastReply === undefined || at > lastReply)) lastReply = at;
  }
  if (lastReply === undefined) return createdAt;
  let firstUnanswered: ThreadMark | undefined;
  for (const message of thread) {
    const at = Date.parse(message.at);
    if (message.direction !== "in" || at <= lastReply) continue;
    if (!firstUnanswered || at < Date.parse(firstUnanswered.at)) firstUnanswered = message;
  }
  return firstUnanswered?.at ?? new Date(lastReply).toISOString();
}

/** Statuses that wait for the studio: the promise applies to them. */
export function waitsForUs(status: string): boolean {
  return status === "new" || status === "in-progress";
}

/**
 * The clock's column for a status set by hand (single or bulk): an inquiry that
 * stops waiting for the studio (staff answered by phone and marked it Replied,
 * archived it) was handled now, which counts as a reply for the clock: the
 * customer's next answer starts it afresh instead of at an answer the studio has
 * dealt with. A change between two waiting statuses, or two others, leaves it.
 */
export function handledByHand(
  before: string,
  after: string,
  now: Date,
): { waitingSince: string } | Record<string, never> {
  return waitsForUs(before) && !waitsForUs(after) ? { waitingSince: now.toISOString() } : {};
}

export interface Age {
  /** Working hours waited, rounded down. */
  hours: number;
  overdue: boolean;
  /** "3 business hours", "Over 2 business days". */
  text: string;
}

/** How long an inquiry has waited since its clock started (`since`, clockStart). */
export function ageOf(since: string, now: number, work: WorkingTime): Age {
  const waited = workingMsBetween(Date.parse(since), now, work);
  const hours = Math.floor(waited / (60 * MINUTE));
  const days = Math.floor(waited / promiseMs(work));
  const text =
    days >= 2
      ? `over ${days} business days`
      : hours === 0
        ? "under a business hour"
        : `${hours} business hour${hours === 1 ? "" : "s"}`;
  return { hours, overdue: waited >= promiseMs(work), text };
}
