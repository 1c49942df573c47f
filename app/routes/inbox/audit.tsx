import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/audit";
import { requireStaff } from "~/inbox/auth.server";
import { TableHead, When } from "~/inbox/ui";

/** The audit log: every action in the inbox, newest first. Nothing here deletes or edits it. */
export const meta: Route.MetaFunction = () => [
  { title: "Audit log | Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context);
  return { entries: await services.inbox.audit({ limit: 500 }) };
}

export default function AuditLog() {
  const { entries } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-fg">Audit log</h1>
      <p className="text-fg-muted">
        Who did what, and when: the latest 500 actions. Entries are never deleted from the inbox; an
        erased inquiry keeps only the record that it was erased.
      </p>
      <div className="overflow-x-auto rounded-xl border border-line bg-ink-900">
        <table className="w-full text-left text-sm">
          <TableHead columns={["When", "Who", "What", "Inquiry"]} />
          <tbody className="divide-y divide-line text-fg">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="px-3 py-2 whitespace-nowrap">
                  <When iso={entry.createdAt} />
                </td>
                <td className="px-3 py-2 break-all">{entry.actor}</td>
                <td className="px-3 py-2">
                  {entry.action}
                  {entry.detail ? <span className="text-fg-muted"> ({entry.detail})</span> : null}
                </td>
                <td className="px-3 py-2">
                  {entry.submissionId === null ? (
                    "-"
                  ) : entry.action === "inquiry.erased" ? (
                    `#${entry.submissionId}`
                  ) : (
                    <Link to={`/inbox/${entry.submissionId}`} className="text-brand-300 underline">
                      #{entry.submissionId}
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
