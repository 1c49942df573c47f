/**
 * Scheduled posts: a news post dated in the future is not published (no page, not
 * on /news, the home page, the feeds or the sitemap) until that day begins in the
 * studio's time zone. Everything that shows posts reads them from content()
 * (load.server.ts), which keeps the published ones only; a build made on or after
 * the day publishes the post, and the pipelines build every hour
 * (docs/release.md), so a scheduled post goes live within the hour after midnight
 * studio time without anyone touching the site.
 *
 * Settings (read when content is loaded):
 *   STUDIO_TIME_ZONE [Asia/Kolkata]  the IANA time zone whose calendar decides the day
 *   CONTENT_TODAY                    the day to build as (YYYY-MM-DD): tests and previews
 */

export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/**
 * The day formatter of each time zone, made once: making one costs about a
 * millisecond, and every page a build prerenders asks for today several times.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD. Throws RangeError for an unknown zone.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The studio's time zone: STUDIO_TIME_ZONE, checked to be one the runtime knows. */
export function studioTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const zone = env.STUDIO_TIME_ZONE?.trim() || DEFAULT_TIME_ZONE;
  try {
    dayFormat(zone);
  } catch {
    throw new Error(
      `STUDIO_TIME_ZONE: "${zone}" is not a time zone (use a name such as Asia/Kolkata or Europe/London)`,
    );
  }
  return zone;
}

/** The calendar day (YYYY-MM-DD) that `instant` falls on in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  return dayFormat(timeZone).format(instant);
}

/** Today in the studio's time zone, or CONTENT_TODAY when it is set. */
export function studioToday(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  const fixed = env.CONTENT_TODAY?.trim();
  if (fixed) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fixed) || Number.isNaN(Date.parse(fixed)))
      throw new Error(`CONTENT_TODAY: "${fixed}" is not a date written YYYY-MM-DD`);
    return fixed;
  }
  return dayIn(now, studioTimeZone(env));
}

/** Whether a post dated `date` (YYYY-MM-DD) is published on `today`. */
export function isPublished(post: { date: string }, today: string): boolean {
  return post.date <= today;
}
