import type { ListName, Ranked } from "../../db/insights-report";
import { referrerLabel } from "./source";

/** How the dashboard and its CSV name the row of every label not listed. */
export const OTHERS_NAME = "All others";

/** How a row of the dashboard's lists is named on the page (app/routes/inbox/insights.tsx). */
export function labelOf(name: ListName, row: Pick<Ranked, "label" | "other">): string {
  if (row.other) return OTHERS_NAME;
  if (name === "referrers") {
    return row.label === "" ? "Direct (no referrer)" : referrerLabel(row.label);
  }
  return row.label;
}
