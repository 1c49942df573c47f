import { Form, Link, useLoaderData, useRouteLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/list";
import { requireStaff } from "~/inbox/auth.server";
import {
  filterSearch,
  PAGE_SIZE,
  readFilter,
  statuses,
  statusLabels,
  type FilterQuery,
} from "~/inbox/filter";
import { StatusBadge } from "~/inbox/status-badge";
import {
  buttonClass,
  inputClass,
  labelClass,
  Notice,
  quietButtonClass,
  StaffForm,
  When,
} from "~/inbox/ui";
import { displayValue } from "~/content/contact/fields";
import { selectOptions, shown } from "~/inbox/view.server";
import type { loader as layoutLoader } from "./layout";

export const meta: Route.MetaFunction = () => [
  { title: "Inquiries | Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context);
  const { query, filter, page } = readFilter(new URL(request.url).searchParams);
  const { inquiries, total } = await services.inbox.list(filter, {
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const staff = await services.staff.active();
  const names = new Map(staff.map((person) => [person.id, person.email]));
  return {
    query,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    rows: inquiries.map((inquiry) => ({
      id: inquiry.id,
      createdAt: inquiry.createdAt,
      fullName: shown(inquiry.fullName),
      email: shown(inquiry.email),
      company: shown(inquiry.company),
      subject: shown(inquiry.subject),
      about: shown(displayValue("inquiryType", inquiry.inquiryType)),
      status: inquiry.status,
      assignee:
        inquiry.assigneeId === null
          ? null
          : (names.get(inquiry.assigneeId) ?? "a former member of staff"),
    })),
    options: {
      inquiryType: selectOptions("inquiryType"),
      serviceType: selectOptions("serviceType"),
      staff: staff.map((person) => ({ value: String(person.id), label: person.email })),
    },
  };
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: keyof FilterQuery;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={inputClass}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function ExportForms({ csrf, query }: { csrf: string; query: FilterQuery }) {
  return (
    <div className="flex flex-wrap gap-2">
      {(["csv", "json"] as const).map((format) => (
        <StaffForm key={format} csrf={csrf} action="/inbox/export" reloadDocument>
          {Object.entries(query).map(([key, value]) =>
            value ? <input key={key} type="hidden" name={key} value={value} /> : null,
          )}
          <input type="hidden" name="format" value={format} />
          <button type="submit" className={quietButtonClass}>
            Export {format.toUpperCase()}
          </button>
        </StaffForm>
      ))}
    </div>
  );
}

export default function InquiryList() {
  const { query, page, pages, total, rows, options } = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof layoutLoader>("inbox");
  const [params] = useSearchParams();
  const filtered = Object.values(query).some(Boolean);
  const moreFilters = Object.entries(query).some(([key, value]) => key !== "q" && value !== "");
  return (
    <div className="space-y-6">
      {params.get("erased") ? (
        <Notice>The inquiry and its notes are erased. The audit log keeps that it happened.</Notice>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold text-fg">
          {query.status ? statusLabels[query.status as keyof typeof statusLabels] : "All inquiries"}
        </h1>
        {layout ? <ExportForms csrf={layout.csrf} query={query} /> : null}
      </div>

      <Form
        key={filterSearch(query)}
        method="get"
        action="/inbox"
        className="rounded-xl border border-line bg-ink-900 p-4"
      >
        <fieldset>
          <legend className="sr-only">Filter and search</legend>
          <div>
            <label htmlFor="filter-q" className={labelClass}>
              Search name, e-mail, company, subject and message
            </label>
            <input
              id="filter-q"
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={200}
              className={inputClass}
            />
          </div>
          <details open={moreFilters} className="mt-3">
            <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-1 text-sm font-medium text-brand-300 focus-visible:outline-2 focus-visible:outline-brand-300">
              More filters
            </summary>
            <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <Select
                name="status"
                label="Status"
                value={query.status}
                options={statuses.map((value) => ({ value, label: statusLabels[value] }))}
              />
              <Select
                name="inquiryType"
                label="About"
                value={query.inquiryType}
                options={options.inquiryType}
              />
              <Select
                name="serviceType"
                label="Service"
                value={query.serviceType}
                options={options.serviceType}
              />
              <Select
                name="assignee"
                label="Assigned to"
                value={query.assignee}
                options={[{ value: "none", label: "Nobody" }, ...options.staff]}
              />
              <div>
                <label htmlFor="filter-from" className={labelClass}>
                  Received from
                </label>
                <input
                  id="filter-from"
                  type="date"
                  name="from"
                  defaultValue={query.from}
                  className={inputClass}
                />
              </div>
              <div>
                <label htmlFor="filter-to" className={labelClass}>
                  Received until
                </label>
                <input
                  id="filter-to"
                  type="date"
                  name="to"
                  defaultValue={query.to}
                  className={inputClass}
                />
              </div>
            </div>
          </details>
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="submit" className={buttonClass}>
              Show
            </button>
            {filtered ? (
              <a href="/inbox" className={quietButtonClass}>
                Clear filters
              </a>
            ) : null}
          </div>
        </fieldset>
      </Form>

      <p className="text-sm text-fg-muted" role="status">
        {total === 1 ? "1 inquiry" : `${total} inquiries`}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>

      {rows.length === 0 ? (
        <p className="rounded-xl border border-line bg-ink-900 p-6 text-fg-muted">
          No inquiries match.
        </p>
      ) : (
        <ol className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-ink-900">
          {rows.map((row) => (
            <li key={row.id}>
              <Link
                to={`/inbox/${row.id}`}
                className="block px-4 py-3 hover:bg-ink-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-300"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <StatusBadge status={row.status} />
                  <span className="font-semibold wrap-anywhere text-fg">{row.subject}</span>
                </div>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
                  <span className="wrap-anywhere">
                    {row.fullName} &lt;{row.email}&gt;
                  </span>
                  {row.company ? <span className="wrap-anywhere">{row.company}</span> : null}
                  <span>{row.about}</span>
                  <When iso={row.createdAt} />
                  <span>{row.assignee ? `Assigned to ${row.assignee}` : "Unassigned"}</span>
                </div>
              </Link>
            </li>
          ))}
        </ol>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages" className="flex gap-2">
          {page > 1 ? (
            <Link
              to={`/inbox${filterSearch(query, page - 1)}`}
              className={quietButtonClass}
              rel="prev"
            >
              Newer
            </Link>
          ) : null}
          {page < pages ? (
            <Link
              to={`/inbox${filterSearch(query, page + 1)}`}
              className={quietButtonClass}
              rel="next"
            >
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
