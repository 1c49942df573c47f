/**
 * Times as the inbox shows them: in the studio's time zone (STUDIO_TIME_ZONE,
 * the setting scheduled posts use: app/content/news/schedule.ts), with the zone
 * named. Built from the numbers Intl gives (day, month, year, hour, minute) and
 * month names of our own, so that the server and the browser write the same
 * text (no hydration mismatch from their different ICU data).
 */
const months = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  return format;
}

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock time of an instant in a time zone, straight from Intl (slow: ~0.1 ms). */
export function intlLocalTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    // Some runtimes write midnight as 24 even with h23.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

const QUARTER = 15 * 60_000;
const offsets = new Map<string, number>();

/**
 * The zone's offset from UTC at an instant, in milliseconds. Offsets change
 * only at whole quarter hours of UTC (every zone's offset is a multiple of 15
 * minutes since long before 2000), so one lookup per zone and quarter hour
 * serves every instant in it: the inbox's business hours ask thousands.
 */
function offsetAt(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER) * QUARTER;
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const t = intlLocalTime(new Date(quarter), timeZone);
    offset = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute) - quarter;
    if (offsets.size > 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall-clock time of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const wall = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const two = (n: number) => String(n).padStart(2, "0");

/** "27 Nov 2026, 14:05": an instant on the studio's clock (the zone is named apart). */
export function studioTime(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const t = localTime(instant, timeZone);
  return `${t.day} ${months[t.month - 1]} ${t.year}, ${two(t.hour)}:${two(t.minute)}`;
}

/** "2026-11-27 14:05": the same, sortable (the export's cells). */
export function studioTimeSortable(iso: string, timeZone: string): string {
  const t = localTime(new Date(iso), timeZone);
  return `${t.year}-${two(t.month)}-${two(t.day)} ${two(t.hour)}:${two(t.minute)}`;
}

/** The zone as people read it: "Asia/Kolkata" becomes "Kolkata time", UTC stays "UTC". */
export function zoneName(timeZone: string): string {
  if (timeZone === "UTC" || timeZone === "Etc/UTC") return "UTC";
  const city = timeZone.split("/").at(-1)!.replaceAll("_", " ");
  return `${city} time`;
}
