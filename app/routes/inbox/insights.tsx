import { Form, useLoaderData } from "react-router";
import type { Route } from "./+types/insights";
import { requireStaff } from "~/inbox/auth.server";
import { DailyChart } from "~/inbox/insights-chart";
import { periodChoices, readPeriod } from "~/inbox/insights-period";
import { labelOf } from "~/inbox/insights-labels";
import { buttonClass, inputClass, labelClass, TableHead } from "~/inbox/ui";
import type { ListName, Ranked, Totals } from "../../../db/insights-report";

/**
 * The site's numbers on one screen (issue 39, README "Insights"): visitors, page
 * views and inquiries per day for a period against the one before, the ranked
 * lists, and inquiries per visitor by entry page, source and campaign. Counted
 * without cookies (docs/decisions/0025-insights.md); each list downloads as CSV.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Insights | Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context);
  const query = new URL(request.url).searchParams;
  const { key, period } = readPeriod(query, Date.now());
  return { key, report: await services.insights.report(period) };
}

const listTitles: Record<ListName, { title: string; column: string; conversion: boolean }> = {
  pages: { title: "Top pages", column: "Page", conversion: false },
  entryPages: { title: "Entry pages", column: "Page", conversion: true },
  referrers: { title: "Sources", column: "Referrer", conversion: true },
  campaigns: { title: "Campaigns", column: "utm_campaign", conversion: true },
  devices: { title: "Devices", column: "Device", conversion: false },
  browsers: { title: "Browsers", column: "Browser", conversion: false },
};

const number = (value: number) => value.toLocaleString("en-GB");
const rate = (inquiries: number, visitors: number) =>
  visitors === 0 ? "–" : `${((inquiries / visitors) * 100).toFixed(1)} %`;

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "no change" : "new";
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? "+" : ""}${percent} % on the period before`;
}

function Figure({ label, now, before }: { label: string; now: string; before: string }) {
  return (
    <div className="rounded-xl border border-line bg-ink-900 p-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="text-2xl font-semibold text-fg">{now}</dd>
      <dd className="text-sm text-fg-muted">{before}</dd>
    </div>
  );
}

function Totals({ totals, previous }: { totals: Totals; previous: Totals }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure
        label="Unique visitors"
        now={number(totals.visitors)}
        before={change(totals.visitors, previous.visitors)}
      />
      <Figure
        label="Page views"
        now={number(totals.views)}
        before={change(totals.views, previous.views)}
      />
      <Figure
        label="Inquiries"
        now={number(totals.inquiries)}
        before={change(totals.inquiries, previous.inquiries)}
      />
      <Figure
        label="Conversion (inquiries per visitor)"
        now={rate(totals.inquiries, totals.visitors)}
        before={`${rate(previous.inquiries, previous.visitors)} the period before`}
      />
    </dl>
  );
}

function List({ name, rows, query }: { name: ListName; rows: Ranked[]; query: string }) {
  const { title, column, conversion } = listTitles[name];
  const id = `list-${name}`;
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-line bg-ink-900 p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        <a
          href={`/inbox/insights/export?list=${name}&${query}`}
          className="text-sm text-brand-300 underline"
          download
        >
          CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-fg-muted">Nothing counted in this period.</p>
      ) : (
        // Scrolls sideways on a narrow screen: focusable, so that a keyboard can scroll it
        // (axe scrollable-region-focusable, WCAG 2.1.1), which the lint rule does not know.
        <div
          className="mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-300"
          // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable table, see above
          tabIndex={0}
          role="group"
          aria-label={`${title}: table`}
        >
          <table className="w-full text-left text-sm">
            <TableHead
              columns={
                conversion
                  ? [column, "Visitors", "Inquiries", "Conversion"]
                  : [column, "Visitors", "Views"]
              }
            />
            <tbody className="divide-y divide-line text-fg">
              {rows.map((row) => (
                <tr key={row.label}>
                  {/* Whole words on a phone (the table scrolls sideways); a long address breaks anywhere. */}
                  <td className="min-w-[9rem] px-3 py-1.5 [overflow-wrap:anywhere]">
                    {labelOf(name, row)}
                    {row.foldedInquiries ? (
                      <>
                        <span aria-hidden="true"> *</span>
                        <span className="sr-only"> (see the note below the table)</span>
                      </>
                    ) : null}
                  </td>
                  <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">
                    {number(row.visitors)}
                  </td>
                  {conversion ? (
                    <>
                      <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">
                        {number(row.inquiries ?? 0)}
                      </td>
                      <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">
                        {rate(row.inquiries ?? 0, row.visitors)}
                      </td>
                    </>
                  ) : (
                    <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">
                      {number(row.views ?? 0)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {conversion && rows.some((row) => row.foldedInquiries) ? (
            <p className="mt-2 text-sm text-fg-muted">
              * On some days of this period, the{" "}
              {name === "entryPages" ? "entry page" : name === "campaigns" ? "campaign" : "source"}{" "}
              marked so was not among that day&rsquo;s 100 with the most visitors. Those days&rsquo;
              visitors and their inquiries are counted under &ldquo;All others&rdquo;, so its
              conversion rate compares its own visitors with their own inquiries only.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}

export default function Insights() {
  const { key, report } = useLoaderData<typeof loader>();
  const query =
    key === "range"
      ? `period=range&from=${report.period.from}&to=${report.period.to}`
      : `period=${key}`;
  const summary = `Visitors per day from ${report.period.from} to ${report.period.to}: ${number(report.totals.visitors)} visitors, ${number(report.totals.views)} page views, ${number(report.totals.inquiries)} inquiries.`;
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <h1 className="text-2xl font-semibold text-fg">Insights</h1>
        <p className="text-fg-muted">
          {report.period.from} to {report.period.to} (UTC), compared with {report.previous.from} to{" "}
          {report.previous.to}. Counted without cookies; visitors who ask not to be tracked are not
          counted.
        </p>
        <nav aria-label="Period" className="flex flex-wrap items-end gap-2">
          {periodChoices.map((choice) => (
            <a
              key={choice.value}
              href={`/inbox/insights?period=${choice.value}`}
              aria-current={key === choice.value ? "page" : undefined}
              className={`rounded-lg px-3 py-2 text-sm underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-300 ${key === choice.value ? "bg-ink-800 font-semibold text-fg" : "text-brand-300 underline"}`}
            >
              {choice.label}
            </a>
          ))}
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="period" value="range" />
            <div>
              <label htmlFor="insights-from" className={labelClass}>
                From
              </label>
              <input
                id="insights-from"
                name="from"
                type="date"
                required
                defaultValue={report.period.from}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="insights-to" className={labelClass}>
                To
              </label>
              <input
                id="insights-to"
                name="to"
                type="date"
                required
                defaultValue={report.period.to}
                className={inputClass}
              />
            </div>
            <button type="submit" className={buttonClass}>
              Show
            </button>
          </Form>
        </nav>
      </header>

      <Totals totals={report.totals} previous={report.previousTotals} />

      <section aria-labelledby="per-day" className="rounded-xl border border-line bg-ink-900 p-4">
        <h2 id="per-day" className="text-lg font-semibold text-fg">
          Visitors per day
        </h2>
        <p className="text-sm text-fg-muted">Bars: visitors. Yellow marks: days with inquiries.</p>
        <DailyChart days={report.days} summary={summary} />
        <details className="mt-2">
          <summary className="cursor-pointer text-sm text-brand-300">The numbers per day</summary>
          <div
            className="mt-2 max-h-80 overflow-auto focus-visible:outline-2 focus-visible:outline-brand-300"
            // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable table, see above
            tabIndex={0}
            role="group"
            aria-label="Visitors, page views and inquiries per day: table"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{summary}</caption>
              <TableHead columns={["Day", "Visitors", "Page views", "Inquiries"]} />
              <tbody className="divide-y divide-line text-fg tabular-nums">
                {report.days.map((day) => (
                  <tr key={day.day}>
                    <td className="px-3 py-1">{day.day}</td>
                    <td className="px-3 py-1">{number(day.visitors)}</td>
                    <td className="px-3 py-1">{number(day.views)}</td>
                    <td className="px-3 py-1">{number(day.inquiries)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {(Object.keys(listTitles) as ListName[]).map((name) => (
          <List key={name} name={name} rows={report.lists[name]} query={query} />
        ))}
      </div>
    </div>
  );
}
