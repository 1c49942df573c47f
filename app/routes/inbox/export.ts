import type { Route } from "./+types/export";
import { requireStaffPost } from "~/inbox/auth.server";
import { readFilter } from "~/inbox/filter";
import { exportFileName, inquiriesCsv, inquiriesJson } from "~/inbox/export.server";
import { dayIn, studioTimeZone } from "~/content/news/schedule";

/**
 * The current filter's inquiries as a CSV or JSON download, named after the
 * filter: a post (with the session's CSRF token), recorded in the audit log.
 */
export async function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, services, form } = await requireStaffPost(request, context);
  const format = form.get("format") === "json" ? "json" : "csv";
  const { query, filter } = readFilter(form);
  const [inquiries, people] = await Promise.all([
    services.inbox.all(filter),
    services.staff.list(),
  ]);
  const names = new Map(people.map((person) => [person.id, person.name.trim() || person.email]));
  const timeZone = studioTimeZone();
  const ids = inquiries.map((inquiry) => inquiry.id);
  const [notes, sources] = await Promise.all([
    services.inbox.notesOf(ids),
    services.insights.sourcesOf(ids),
  ]);
  const exported = { timeZone, names, notes, sources };
  const fileName = (q: string) =>
    exportFileName(
      { ...query, q },
      format,
      dayIn(new Date(), timeZone),
      typeof filter.assignee === "number" ? names.get(filter.assignee) : undefined,
    );
  const name = fileName(query.q);
  // The audit keeps the filter, not the words searched for: they may be a person's name,
  // which an erasure must not leave behind.
  const logged = `${fileName("")}${query.q ? ", with a search" : ""}`;
  await services.inbox.record({
    staffId: session.staff.id,
    actor: session.staff.email,
    action: "inquiries.exported",
    detail: `${inquiries.length} as ${format.toUpperCase()} (${logged})`,
  });
  return new Response(
    format === "csv" ? inquiriesCsv(inquiries, exported) : inquiriesJson(inquiries, exported),
    {
      headers: {
        "Content-Type":
          format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    },
  );
}
