import type { Route } from "./+types/export";
import { requireStaffPost } from "~/inbox/auth.server";
import { readFilter } from "~/inbox/filter";
import { inquiriesCsv, inquiriesJson } from "~/inbox/export.server";

/**
 * The current filter's inquiries as a CSV or JSON download: a post (with the
 * session's CSRF token), recorded in the audit log.
 */
export async function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, services, form } = await requireStaffPost(request, context);
  const format = form.get("format") === "json" ? "json" : "csv";
  const { filter } = readFilter(form);
  const inquiries = await services.inbox.all(filter);
  await services.inbox.record({
    staffId: session.staff.id,
    actor: session.staff.email,
    action: "inquiries.exported",
    detail: `${inquiries.length} as ${format.toUpperCase()}`,
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(format === "csv" ? inquiriesCsv(inquiries) : inquiriesJson(inquiries), {
    headers: {
      "Content-Type":
        format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${day}.${format}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
