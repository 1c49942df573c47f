import type { Route } from "./+types/insights-export";
import { requireStaff } from "~/inbox/auth.server";
import { csvCell } from "~/inbox/export.server";
import { readPeriod } from "~/inbox/insights-period";
import { OTHERS_NAME } from "~/inbox/insights-labels";
import { listNames, type ListName } from "../../../db/insights-report";

/**
 * One list of /inbox/insights as CSV, for the same period: counts only, no
 * visitor ids, nothing about a person.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context);
  const query = new URL(request.url).searchParams;
  const list = query.get("list");
  if (!listNames.includes(list as ListName)) {
    return new Response("There is no such list.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { period } = readPeriod(query, Date.now());
  const report = await services.insights.report(period);
  const name = list as ListName;
  const rows = report.lists[name];
  const conversion = name === "entryPages" || name === "referrers" || name === "campaigns";
  const header = conversion ? "label,visitors,inquiries,conversion" : "label,visitors,views";
  const lines = rows.map((row) =>
    [
      // The row of every label not listed is named as on the page.
      csvCell(row.other ? OTHERS_NAME : row.label),
      row.visitors,
      ...(conversion
        ? [row.inquiries ?? 0, row.visitors ? ((row.inquiries ?? 0) / row.visitors).toFixed(4) : ""]
        : [row.views ?? 0]),
    ].join(","),
  );
  return new Response(`${[header, ...lines].join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="insights-${name}-${period.from}-${period.to}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
