import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/audit";
import { requireStaff } from "~/inbox/auth.server";
import { describeEntry, namesFrom } from "~/inbox/history";
import { TableHead, useTimeZone, When } from "~/inbox/ui";
import { zoneName } from "~/inbox/time";

/**
 * The audit log: every action in the inbox, newest first, in words ("Maria
 * changed the status from New to In progress"). Nothing here deletes or edits
 * it. A table from sm up; on a phone each entry is a short block (no columns
 * to cut, no address broken a syllable a line).
 */
export const meta: Route.MetaFunction = () => [
  { title: "Audit log | Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context);
  const [entries, people] = await Promise.all([
    services.inbox.audit({ limit: 500 }),
    services.staff.list(),
  ]);
  const nameOf = namesFrom(people);
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      createdAt: entry.createdAt,
      submissionId: entry.submissionId,
      erased: entry.action === "inquiry.erased",
      ...describeEntry(entry, nameOf),
    })),
  };
}

type Entry = Awaited<ReturnType<typeof loader>>["entries"][number];

function InquiryLink({ entry }: { entry: Entry }) {
  if (entry.submissionId === null) return <span className="text-fg-muted">none</span>;
  if (entry.erased) return <>#{entry.submissionId} (erased)</>;
  return (
    <Link to={`/inbox/${entry.submissionId}`} className="text-brand-300 underline">
      #{entry.submissionId}
    </Link>
  );
}

export default function AuditLog() {
  const { entries } = useLoaderData<typeof loader>();
  const zone = zoneName(useTimeZone());
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-fg">Audit log</h1>
      <p className="text-fg-muted">
        Who did what, and when ({zone}): the latest 500 actions. Entries are never deleted from the
        inbox; an erased inquiry keeps only the record that it was erased.
      </p>
      <ol className="space-y-3 sm:hidden" aria-label="Actions, newest first">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-xl border border-line bg-ink-900 p-3 text-sm">
            <p className="text-fg-muted">
              <When iso={entry.createdAt} />
              {entry.submissionId === null ? null : (
                <>
                  {", inquiry "}
                  <InquiryLink entry={entry} />
                </>
              )}
            </p>
            <p className="mt-1 wrap-anywhere text-fg">
              <span className="font-medium">{entry.who}</span> {entry.what}.
            </p>
          </li>
        ))}
      </ol>
      <div className="hidden rounded-xl border border-line bg-ink-900 sm:block">
        <table className="w-full text-left text-sm">
          <TableHead columns={[`When (${zone})`, "Who", "What", "Inquiry"]} />
          <tbody className="divide-y divide-line text-fg">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="px-3 py-2 align-top whitespace-nowrap">
                  <When iso={entry.createdAt} zone={false} />
                </td>
                <td className="px-3 py-2 align-top wrap-anywhere">{entry.who}</td>
                <td className="px-3 py-2 align-top wrap-anywhere">{entry.what}</td>
                <td className="px-3 py-2 align-top whitespace-nowrap">
                  <InquiryLink entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
