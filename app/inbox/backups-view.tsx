import type { ReactNode } from "react";
import type { BackupStatus, ShownRun } from "../../db/backup/status";
import { TableHead, When } from "./ui";

/**
 * The "Backups" section of the site's health page: the last backup and the last
 * off-site copy of each place, the warnings, and the latest runs. Everything is
 * text the loader made (times in words included), so nothing moves on hydration.
 */
export function BackupsView({ status }: { status: BackupStatus }) {
  const { lastBackup, failedSince, copies, warnings, recent, retention } = status;
  return (
    <section aria-labelledby="backups-heading" className="space-y-5">
      <h2 id="backups-heading" className="text-xl font-semibold text-fg">
        Backups
      </h2>
      {warnings.length > 0 ? (
        <BackupWarnings warnings={warnings} />
      ) : (
        <p className="rounded-lg border border-brand-500 bg-ink-800 px-4 py-3 text-fg">
          {copies.length > 0
            ? "Backups are on schedule, and every off-site copy is current."
            : "Backups are on schedule."}
        </p>
      )}

      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact term="Last backup">
          {lastBackup ? (
            <RunSummary run={lastBackup} />
          ) : (
            <span className="text-fg-muted">None recorded yet.</span>
          )}
          {failedSince ? (
            <p className="mt-2 text-sm text-blood-400">
              The newest attempt failed {failedSince.ago}: {failedSince.error}
            </p>
          ) : null}
        </Fact>
        {copies.length === 0 ? (
          <Fact term="Off-site copy">
            <span className="text-fg-muted">
              Not set up on this server: the backups stay on its own disk, and a lost disk loses
              them with the inquiries. Whoever runs the server can add a folder on another volume or
              a storage bucket (README, &ldquo;Backups&rdquo;).
            </span>
          </Fact>
        ) : (
          copies.map((copy) => (
            <Fact key={copy.target} term={`Off-site copy to ${copy.target}`}>
              {copy.last ? (
                <RunSummary run={copy.last} />
              ) : (
                <span className="text-fg-muted">None recorded yet.</span>
              )}
              {copy.failedSince ? (
                <p className="mt-2 text-sm text-blood-400">
                  The newest copy failed {copy.failedSince.ago}: {copy.failedSince.error}
                </p>
              ) : null}
            </Fact>
          ))
        )}
      </dl>

      <p className="text-sm text-fg-muted">
        A backup is taken every {minutes(status.intervalMinutes)} and before every release changes
        the database; this page warns when the newest one is more than{" "}
        {minutes(status.intervalMinutes * 2)} old. The server keeps every backup of the last{" "}
        {retention.keepAllHours} hours, then one a day for {retention.keepDailyDays} days. Copies
        that leave the server are encrypted to a key only the studio holds.
      </p>

      <div className="space-y-2">
        <h3 className="text-lg font-semibold text-fg">Latest runs</h3>
        {recent.length === 0 ? (
          <p className="text-fg-muted">Nothing recorded yet.</p>
        ) : (
          // Narrow enough for a phone without scrolling sideways: cells wrap below 640 px.
          <div className="rounded-xl border border-line bg-ink-900">
            <table className="w-full text-left text-sm">
              <TableHead columns={["When", "What", "Result", "Size"]} />
              <tbody className="divide-y divide-line text-fg">
                {recent.map((run, index) => (
                  <tr key={`${run.at}-${index}`}>
                    <td className="px-3 py-2 sm:whitespace-nowrap">
                      <When iso={run.at} />
                    </td>
                    <td className="px-3 py-2 wrap-anywhere">
                      {run.kind === "backup" ? `Backup (${run.reason})` : `Copy to ${run.target}`}
                    </td>
                    <td className="px-3 py-2 wrap-anywhere">
                      {run.outcome === "ok" ? (
                        "Done"
                      ) : (
                        <span className="text-blood-400">Failed: {run.error}</span>
                      )}
                    </td>
                    <td className="px-3 py-2 sm:whitespace-nowrap">{run.size || "-"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}

/** The warnings, as the page and the inbox's banner show them. */
export function BackupWarnings({ warnings }: { warnings: readonly string[] }) {
  return (
    <div className="rounded-lg border border-ember-400 bg-ink-800 px-4 py-3 text-fg">
      <p className="font-semibold">Backups need attention</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-ink-900 px-4 py-3">
      <dt className="text-sm font-medium break-all text-fg-muted">{term}</dt>
      <dd className="mt-1 text-fg">{children}</dd>
    </div>
  );
}

function RunSummary({ run }: { run: ShownRun }) {
  return (
    <>
      <span className="font-semibold">{run.ago}</span>
      <span className="text-fg-muted">
        {" "}
        (<When iso={run.at} />)
      </span>
      <span className="block text-sm text-fg-muted">
        {run.size}
        {run.kind === "backup" ? `, ${run.reason}` : ""}
      </span>
      <span className="block text-xs break-all text-fg-subtle">{run.file}</span>
    </>
  );
}

function minutes(n: number): string {
  return n % 60 === 0 ? `${n / 60} hour${n === 60 ? "" : "s"}` : `${n} minutes`;
}
