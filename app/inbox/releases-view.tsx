import type { ReleaseSummary, SiteReleases } from "../../server/release-log";
import { When } from "./ui";

/**
 * The Site page's releases (docs/release.md): what is live, whether automatic
 * publishing is paused, and the latest releases, rollbacks and repairs from the
 * release log, newest first. Read-only: the release commands run on the server.
 */
const outcomes: Record<ReleaseSummary["outcome"], { label: string; tone: string }> = {
  live: { label: "Live", tone: "border-brand-400 text-brand-300" },
  failed: { label: "Failed", tone: "border-blood-400 text-blood-400" },
  "switched-back": { label: "Switched back", tone: "border-ember-400 text-ember-400" },
  paused: { label: "Paused", tone: "border-ember-400 text-ember-400" },
  resumed: { label: "Resumed", tone: "border-fg-muted text-fg-muted" },
};

const kinds: Record<ReleaseSummary["kind"], string> = {
  release: "Publish",
  rollback: "Rollback",
  repair: "Repair",
  pause: "Pause",
  resume: "Resume",
};

const triggers: Record<string, string> = {
  pipeline: "after a publish",
  schedule: "hourly run",
  manual: "by hand",
};

function duration(seconds: number | undefined) {
  if (seconds === undefined) return "";
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

function Outcome({ entry }: { entry: ReleaseSummary }) {
  const { label, tone } = outcomes[entry.outcome];
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {entry.step && entry.outcome !== "live" ? `${label} at ${entry.step}` : label}
    </span>
  );
}

/** How long the last publishes took from the editor's push to live. */
function PublishTimes({ times }: { times: SiteReleases["publishTimes"] }) {
  const { seconds, median, slowest } = times;
  if (median === undefined || slowest === undefined) return null;
  return (
    <p className="text-fg-muted">
      Push to live: the last {seconds.length === 1 ? "publish" : `${seconds.length} publishes`}{" "}
      {seconds.length === 1 ? "took" : "took a median of"}{" "}
      <strong className="text-fg">{duration(median)}</strong>
      {seconds.length > 1 ? `, the slowest ${duration(slowest)}` : ""} (from the push to the site
      serving it).
    </p>
  );
}

export function ReleasesView({ releases }: { releases: SiteReleases | null }) {
  if (!releases)
    return (
      <p className="text-fg-muted">
        This server does not keep a release log: it was not set up with{" "}
        <code className="text-fg">npm run release</code> (it runs a build started by hand, or in
        Docker Compose). Publishes still go live through the pipeline.
      </p>
    );
  return (
    <div className="space-y-4">
      <p className="text-fg-muted">
        Live now: <code className="break-all text-fg">{releases.live ?? "nothing yet"}</code>. Every
        publish in the editor is released by the pipeline; a failed release leaves the live site as
        it was.
      </p>
      {releases.paused ? (
        <p
          role="status"
          className="rounded-lg border border-ember-400 bg-ink-800 px-4 py-3 text-fg"
        >
          Automatic publishing is paused since <When iso={releases.paused.at} />
          {releases.paused.by ? ` (${releases.paused.by})` : ""}: {releases.paused.reason}.
          Publishes are kept and go live once someone runs <code>npm run release -- --resume</code>{" "}
          on the server.
        </p>
      ) : null}
      <PublishTimes times={releases.publishTimes} />
      {releases.recent.length === 0 ? (
        <p className="text-fg-muted">No release has been recorded yet.</p>
      ) : (
        <ol className="divide-y divide-line rounded-xl border border-line bg-ink-900">
          {releases.recent.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="space-y-1 px-4 py-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Outcome entry={entry} />
                <span className="font-medium text-fg">{kinds[entry.kind]}</span>
                <span className="text-sm text-fg-muted">
                  <When iso={entry.at} />
                  {entry.seconds !== undefined ? `, took ${duration(entry.seconds)}` : ""}
                  {entry.pushToLiveSeconds !== undefined
                    ? `, live ${duration(entry.pushToLiveSeconds)} after its push`
                    : ""}
                </span>
              </div>
              <p className="break-words text-fg">{entry.subject}</p>
              <p className="text-sm text-fg-muted">
                {triggers[entry.trigger] ?? entry.trigger}
                {entry.by ? ` (${entry.by})` : ""}
                {entry.commit ? (
                  <>
                    {" · commit "}
                    <code>{entry.commit.slice(0, 7)}</code>
                  </>
                ) : null}
                {entry.backup ? " · database backed up before its migrations" : ""}
              </p>
              {entry.message && entry.outcome !== "live" ? (
                <p className="font-mono text-xs break-words whitespace-pre-wrap text-fg-muted">
                  {entry.message.split("\n").slice(-4).join("\n")}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
