import type { Period } from "../../db/insights-report";

/**
 * The dashboard's period from its query: `?period=7d`, `30d` (the default),
 * `12m`, or `range` with `from` and `to` (UTC days, at most two years apart).
 * Anything else is the default: a bad link shows the last 30 days.
 */
export const periodChoices = [
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
  { value: "12m", label: "12 months" },
] as const;
export type PeriodKey = (typeof periodChoices)[number]["value"] | "range";

const DAY = 86_400_000;
const MAX_RANGE_DAYS = 731;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function validDay(value: string | null): number | null {
  if (!value || !ISO_DAY.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || dayString(ms) !== value ? null : ms;
}

export function readPeriod(
  query: URLSearchParams,
  now: number,
): { key: PeriodKey; period: Period } {
  const today = Date.parse(`${dayString(now)}T00:00:00Z`);
  const last = (days: number) => ({
    from: dayString(today - (days - 1) * DAY),
    to: dayString(today),
  });
  const key = query.get("period");
  if (key === "7d") return { key, period: last(7) };
  if (key === "12m") return { key, period: last(365) };
  if (key === "range") {
    const from = validDay(query.get("from"));
    const to = validDay(query.get("to"));
    if (from !== null && to !== null && from <= to && (to - from) / DAY < MAX_RANGE_DAYS) {
      return { key, period: { from: dayString(from), to: dayString(to) } };
    }
  }
  return { key: "30d", period: last(30) };
}
