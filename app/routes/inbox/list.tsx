import { data, Form, Link, useLoaderData, useRouteLoaderData, useSearchParams } from "react-router";
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
import { MarkedText } from "~/inbox/marked-text";
import { mapText, unmarked, type Segment } from "~/inbox/segments";
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
import type { FoundInquiry, InboxInquiry, Total } from "../../../db/inbox-store";
import type { loader as layoutLoader } from "./layout";

export const meta: Route.MetaFunction = () => [
  { title: "Inquiries | Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Links to the pages beside this one: hrefs, so that they work without JavaScript. */
interface Paging {
  /** The first page (newest first, or the best matches), when this is not it. */
  first: string | null;
  previous: string | null;
  next: string | null;
  /** "newer"/"older" in the list; "previous"/"next" through a search's ranked results. */
  kind: "list" | "search";
  /** A search's page number and count of pages. */
  page?: number;
  pages?: number;
}

/** A row as the list shows it, its searched fields in pieces (marked where a search matched). */
function listRow(inquiry: InboxInquiry, names: Map<number, string>, marks?: FoundInquiry["marks"]) {
  const line = (segments: Segment[]) => mapText(segments, (text) => shown(text));
  return {
    id: inquiry.id,
    createdAt: inquiry.createdAt,
    subject: line(marks?.subject ?? unmarked(inquiry.subject)),
    fullName: line(marks?.fullName ?? unmarked(inquiry.fullName)),
    email: line(marks?.email ?? unmarked(inquiry.email)),
    company: line(marks?.company ?? unmarked(inquiry.company)),
    phone: marks?.phone ? line(marks.phone) : null,
    excerpt: marks?.excerpt ? line(marks.excerpt) : null,
    about: shown(displayValue("inquiryType", inquiry.inquiryType)),
    status: inquiry.status,
    assignee:
      inquiry.assigneeId === null
        ? null
        : (names.get(inquiry.assigneeId) ?? "a former member of staff"),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context);
  const { query, filter, place } = readFilter(new URL(request.url).searchParams);
  if (place.invalid) {
    throw data(
      "This link to a page of the list is not valid (it may have been cut short or changed). Start again from the newest inquiries.",
      { status: 400 },
    );
  }
  const staff = await services.staff.active();
  const names = new Map(staff.map((person) => [person.id, person.email]));
  let rows: ReturnType<typeof listRow>[];
  let total: Total;
  let paging: Paging;
  if (filter.search) {
    const found = await services.inbox.find(
      { ...filter, search: filter.search },
      { page: place.page, limit: PAGE_SIZE },
    );
    rows = found.inquiries.map((inquiry) => listRow(inquiry, names, inquiry.marks));
    total = found.total;
    const at = (page: number) => `/inbox${filterSearch(query, { page })}`;
    paging = {
      kind: "search",
      first: found.page > 1 ? at(1) : null,
      previous: found.page > 1 ? at(found.page - 1) : null,
      next: found.page < found.pages ? at(found.page + 1) : null,
      page: found.page,
      pages: found.pages,
    };
  } else {
    const page = await services.inbox.list(filter, {
      limit: PAGE_SIZE,
      after: place.after,
      before: place.before,
    });
    rows = page.inquiries.map((inquiry) => listRow(inquiry, names));
    total = page.total;
    paging = {
      kind: "list",
      first: place.after || place.before ? `/inbox${filterSearch(query)}` : null,
      previous: page.newer ? `/inbox${filterSearch(query, { before: page.newer })}` : null,
      next: page.older ? `/inbox${filterSearch(query, { after: page.older })}` : null,
    };
  }
  return {
    query,
    total,
    paging,
    rows,
    options: {
      inquiryType: selectOptions("inquiryType"),
      serviceType: selectOptions("serviceType"),
      staff: staff.map((person) => ({ value: String(person.id), label: person.email })),
    },
  };
}

/** "25 inquiries", "More than 10,000 inquiries", and where a search's page is. */
function totalText(total: Total, paging: Paging): string {
  const count = total.count.toLocaleString("en");
  const text = total.exact
    ? `${count} ${total.count === 1 ? "inquiry" : "inquiries"}`
    : paging.kind === "search"
      ? `More than ${count} inquiries match: the ${count} best, most relevant first`
      : `More than ${count} inquiries`;
  return paging.pages && paging.pages > 1
    ? `${text}, page ${paging.page} of ${paging.pages}`
    : text;
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
  const { query, total, paging, rows, options } = useLoaderData<typeof loader>();
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
        {totalText(total, paging)}
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
                  <span className="font-semibold wrap-anywhere text-fg">
                    <MarkedText segments={row.subject} />
                  </span>
                </div>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
                  <span className="wrap-anywhere">
                    <MarkedText segments={row.fullName} /> &lt;
                    <MarkedText segments={row.email} />
                    &gt;
                  </span>
                  {row.company.length ? (
                    <span className="wrap-anywhere">
                      <MarkedText segments={row.company} />
                    </span>
                  ) : null}
                  {row.phone ? (
                    <span className="wrap-anywhere">
                      Phone <MarkedText segments={row.phone} />
                    </span>
                  ) : null}
                  <span>{row.about}</span>
                  <When iso={row.createdAt} />
                  <span>{row.assignee ? `Assigned to ${row.assignee}` : "Unassigned"}</span>
                </div>
                {row.excerpt ? (
                  <p className="mt-1 text-sm wrap-anywhere text-fg-muted">
                    <MarkedText segments={row.excerpt} />
                  </p>
                ) : null}
              </Link>
            </li>
          ))}
        </ol>
      )}

      <Pages paging={paging} />
    </div>
  );
}

/** The paging links: plain links (no JavaScript needed), each page its own URL (back and forward work). */
function Pages({ paging }: { paging: Paging }) {
  const links = [
    {
      href: paging.first,
      label: paging.kind === "list" ? "Newest" : "Best matches",
      rel: undefined,
    },
    {
      href: paging.previous,
      label: paging.kind === "list" ? "Newer" : "Previous",
      rel: "prev",
    },
    { href: paging.next, label: paging.kind === "list" ? "Older" : "Next", rel: "next" },
  ].filter(
    (link, index): link is typeof link & { href: string } =>
      link.href !== null && (index > 0 || link.href !== paging.previous),
  );
  if (links.length === 0) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap gap-2">
      {links.map((link) => (
        <Link key={link.label} to={link.href} className={quietButtonClass} rel={link.rel}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
