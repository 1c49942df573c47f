// The hourly run's first step (deploy/pipeline.sh, PIPELINE_TRIGGER=schedule):
// whether anything is due, decided in seconds from the checkout and the live
// site's /healthz, before the run spends minutes of the CI's quota on checks.
// Plain Node, no dependencies: it runs before `npm install`.
//
//   node deploy/due.mjs     (SITE_URL, COMMIT, STUDIO_TIME_ZONE [Asia/Kolkata], CONTENT_TODAY)
//
// Due (exit 0, "due: why"): the commit is not what the site serves; a release
// switched and did not finish (its log says so on /healthz), or the instances
// answer with different releases (a release stopped halfway); a news
// post of the checkout is dated after the day the live pages were built for and
// on or before today (studio time). Not due (exit 3, "not due: why"): none of
// these, or publishing is paused (npm run release -- --pause). The site not
// answering is due: the release then says what is wrong.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** How many times /healthz is asked: behind nginx each answer comes from one instance. */
const ASKS = 6;

/** The studio's calendar day (YYYY-MM-DD) at `now`. */
export function studioDay(timeZone, now = new Date()) {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The days the checkout's news posts go live on. */
export function postDays(contentDir) {
  const folder = join(contentDir, "news");
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .flatMap((name) => {
      const date = /^date:\s*["']?(\d{4}-\d{2}-\d{2})/m.exec(
        readFileSync(join(folder, name), "utf8"),
      )?.[1];
      return date ? [date] : [];
    });
}

/**
 * The decision, from what the instances answered ({ release, builtOn, paused } or
 * null for no answer), the commit, today and the posts' days.
 */
export function decide({ answers, commit, today, days }) {
  const healthy = answers.filter((answer) => answer && typeof answer.release === "string");
  if (healthy.length === 0) return { due: true, why: "the site did not answer /healthz" };
  if (healthy.some((answer) => answer.paused === true))
    return { due: false, why: "publishing is paused (npm run release -- --resume)" };
  if (healthy.some((answer) => answer.unfinished === true))
    return { due: true, why: "a release switched and did not finish its restarts" };
  const releases = [...new Set(healthy.map((answer) => answer.release))];
  if (releases.length > 1)
    return { due: true, why: `the instances serve different releases: ${releases.join(", ")}` };
  const [release] = releases;
  // Release ids end with their commit: <time>-<7 hex> (npm run release), <day>-<40 hex> (Compose).
  const live = /-([0-9a-f]{7,40})$/.exec(release)?.[1];
  if (!live || !commit.startsWith(live))
    return { due: true, why: `${commit.slice(0, 7)} is not live (${release} is)` };
  const builtOn = healthy[0].builtOn ?? "";
  const scheduled = days.filter((day) => day > builtOn && day <= today);
  if (scheduled.length > 0)
    return { due: true, why: `posts dated ${[...new Set(scheduled)].join(", ")} (studio time)` };
  return { due: false, why: `${release} is live and nothing is scheduled for ${today}` };
}

async function ask(url) {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(10_000),
      headers: { "Cache-Control": "no-cache" },
    });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

async function main() {
  const { SITE_URL, COMMIT, STUDIO_TIME_ZONE } = process.env;
  if (!SITE_URL || !/^[0-9a-f]{40}$/.test(COMMIT ?? "")) {
    console.error("due: SITE_URL and COMMIT (a full commit hash) are needed");
    process.exit(2);
  }
  const url = new URL("/healthz", SITE_URL).href;
  const answers = [];
  for (let i = 0; i < ASKS; i++) answers.push(await ask(url));
  const verdict = decide({
    answers,
    commit: COMMIT,
    // CONTENT_TODAY: as if on that day (previews, and the release test moving the clock).
    today: process.env.CONTENT_TODAY || studioDay(STUDIO_TIME_ZONE || "Asia/Kolkata"),
    days: postDays(join(import.meta.dirname, "..", "content")),
  });
  console.log(`${verdict.due ? "due" : "not due"}: ${verdict.why}`);
  process.exit(verdict.due ? 0 : 3);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
