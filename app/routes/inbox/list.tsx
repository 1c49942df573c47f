import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import type { Route } from "./+types/list";
import { requireStaff, requireStaffPost } from "~/inbox/auth.server";
import { bulkDoneText, readBulk } from "~/inbox/bulk";
import { BulkForm, subjectId } from "~/inbox/bulk-form";
import { BulkBlockConfirm } from "~/inbox/bulk-block-confirm";
import { isBlockKind } from "~/inbox/senders";
import { assignedMail, assignedManyMail, sendInBackground } from "~/inbox/mail.server";
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
import { LateBadge, StatusBadge } from "~/inbox/status-badge";
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
import { studioTimeZone } from "~/content/news/schedule";
import { ageOf, promiseCutoff, waitsForUs, workingTime, type Age } from "~/inbox/business-hours";
import { selectOptions, shown } from "~/inbox/view.server";
import type { FoundInquiry, InboxInquiry, Total } from "../../../db/inbox-store";
import { bulkChange } from "../../../db/inbox-bulk";
import { bulkBlock, missingText } from "~/inbox/bulk-block.server";
import { mailLimitMessage } from "~/inbox/mail-limit";
import type { StaffMember } from "../../../db/staff-store";
import type { loader as layoutLoader } from "./layout";

/** How many inquiries past the promise the list's first page names. */
const LATE_SHOWN = 10;

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

/** How long an open inquiry has waited, in working time (null once it no longer waits for us). */
type AgeOf = (inquiry: InboxInquiry) => Age | null;

/** A row as the list shows it, its searched fields in pieces (marked where a search matched). */
function listRow(
  inquiry: InboxInquiry,
  names: Map<number, string>,
  ageFor: AgeOf,
  marks?: FoundInquiry["marks"],
) {
  const line = (segments: Segment[]) => mapText(segments, (text) => shown(text));
  return {
    age: ageFor(inquiry),
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
  const everyone = await services.staff.list();
  const nameOf = (person: { name: string; email: string }) => person.name.trim() || person.email;
  // Who can be given inquiries (StaffStore.assignable): not revoked, with a passkey.
  const assignable = everyone
    .filter((person) => person.revokedAt === null && person.passkeys > 0)
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b), "en"));
  const names = new Map(everyone.map((person) => [person.id, nameOf(person)]));
  const work = workingTime(process.env, studioTimeZone());
  const now = Date.now();
  const ageFor: AgeOf = (inquiry) =>
    waitsForUs(inquiry.status) ? ageOf(inquiry.waitingSince, now, work) : null;
  let rows: ReturnType<typeof listRow>[];
  let total: Total;
  let paging: Paging;
  if (filter.search) {
    const found = await services.inbox.find(
      { ...filter, search: filter.search },
      { page: place.page, limit: PAGE_SIZE },
    );
    rows = found.inquiries.map((inquiry) => listRow(inquiry, names, ageFor, inquiry.marks));
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
    rows = page.inquiries.map((inquiry) => listRow(inquiry, names, ageFor));
    total = page.total;
    paging = {
      kind: "list",
      first: place.after || place.before ? `/inbox${filterSearch(query)}` : null,
      previous: page.newer ? `/inbox${filterSearch(query, { before: page.newer })}` : null,
      next: page.older ? `/inbox${filterSearch(query, { after: page.older })}` : null,
    };
  }
  // On the list's first page, unfiltered: what has waited past the promise, the oldest first.
  const unfiltered = !Object.values(query).some(Boolean) && !place.after && !place.before;
  const late = unfiltered
    ? await services.inbox.waitingSince(new Date(promiseCutoff(now, work)), LATE_SHOWN)
    : null;
  return {
    query,
    total,
    paging,
    rows,
    late: late && {
      more: late.more,
      inquiries: late.inquiries.map((inquiry) => ({
        id: inquiry.id,
        subject: shown(inquiry.subject),
        fullName: shown(inquiry.fullName),
        waited: ageOf(inquiry.waitingSince, now, work).text,
        assignee: inquiry.assigneeId === null ? null : (names.get(inquiry.assigneeId) ?? null),
      })),
    },
    options: {
      inquiryType: selectOptions("inquiryType"),
      serviceType: selectOptions("serviceType"),
      staff: assignable.map((person) => ({ value: String(person.id), label: nameOf(person) })),
    },
  };
}

/**
 * A bulk action on the ticked inquiries (decision 0028): archive, mark as
 * spam, or assign to a colleague who accepted their invitation. A plain form
 * post (it works without JavaScript), checked for origin, session and CSRF
 * token as every inbox post; bad input changes nothing and says why. Answered
 * with a redirect to the same filter, with what happened to how many.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { session, services, form } = await requireStaffPost(request, context);
  const bulk = readBulk(form);
  if (!bulk.ok) return data({ error: bulk.error }, { status: 400 });
  const { ids, change } = bulk;
  const by = { staffId: session.staff.id, actor: session.staff.email };
  if (change.kind === "block") {
    const outcome = await bulkBlock(services, ids, by, change.options);
    if (outcome.ok === "preview") return { blockPreview: outcome.preview };
    if (!outcome.ok) {
      return data(
        {
          error: outcome.error,
          ...(outcome.preview
            ? { blockPreview: outcome.preview, blockKind: change.options?.kind }
            : {}),
        },
        { status: 400 },
      );
    }
    const params = new URLSearchParams(filterSearch(bulk.query));
    params.set("done", "blocked");
    params.set("kind", change.options!.kind);
    params.set("n", String(outcome.created));
    if (outcome.already > 0) params.set("same", String(outcome.already));
    if (outcome.movedToSpam > 0) params.set("spam", String(outcome.movedToSpam));
    return redirect(`/inbox?${params}`);
  }
  let assignee: StaffMember | null = null;
  if (change.kind === "assign" && change.assignee !== null) {
    const people = await services.staff.assignable();
    assignee = people.find((person) => person.id === change.assignee) ?? null;
    if (!assignee) {
      return data(
        {
          error:
            "Choose someone on the staff. Only colleagues who accepted their invitation can be given inquiries.",
        },
        { status: 400 },
      );
    }
  }
  const told = assignee !== null && assignee.id !== session.staff.id && services.mailer !== null;
  if (told) {
    // Notices e-mail a colleague: one bulk assignment counts as one e-mail of the sender's limit.
    const limit = await services.mailLimit(session.staff.id);
    if (limit?.limited) {
      services.log.warn(
        { event: "inbox.bulk_assign_limited", staffId: session.staff.id },
        "bulk assignment refused: the colleague's sending limit",
      );
      return data({ error: mailLimitMessage(limit, "bulk-assign") }, { status: 429 });
    }
  }
  const outcome = await bulkChange(
    services.inbox,
    ids,
    change.kind === "status" ? change : { kind: "assign", assignee },
    by,
  );
  if (!outcome.ok) {
    return data({ error: missingText(outcome.missing.length) }, { status: 400 });
  }
  if (told && assignee && outcome.changed.length > 0) {
    const by = session.staff.name.trim() || session.staff.email;
    const [only] = outcome.changed;
    sendInBackground(
      services,
      outcome.changed.length === 1 && only
        ? assignedMail(services, assignee, by, only)
        : assignedManyMail(services, assignee, by, outcome.changed),
      "inbox.assigned_mail_failed",
    );
  }
  const params = new URLSearchParams(filterSearch(bulk.query));
  params.set(
    "done",
    change.kind === "status" ? change.status : assignee ? "assigned" : "unassigned",
  );
  params.set("n", String(outcome.changed.length));
  if (outcome.unchanged > 0) params.set("same", String(outcome.unchanged));
  if (assignee) params.set("to", String(assignee.id));
  if (told && outcome.changed.length > 0) params.set("told", "1");
  return redirect(`/inbox?${params}`);
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
  const { query, total, paging, rows, options, late } = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof layoutLoader>("inbox");
  const [params] = useSearchParams();
  const filtered = Object.values(query).some(Boolean);
  const moreFilters = Object.entries(query).some(([key, value]) => key !== "q" && value !== "");
  const failed = useActionData<typeof action>();
  const staffNames = new Map(options.staff.map((person) => [Number(person.value), person.label]));
  const bulkDone = failed ? undefined : bulkDoneText(params, (id) => staffNames.get(id));
  return (
    <div className="space-y-6">
      {params.get("erased") ? (
        <Notice>The inquiry and its notes are erased. The audit log keeps that it happened.</Notice>
      ) : null}
      {failed && "error" in failed ? <Notice tone="error">{failed.error}</Notice> : null}
      {bulkDone ? <Notice>{bulkDone}</Notice> : null}
      {failed && "blockPreview" in failed && failed.blockPreview && layout ? (
        <BulkBlockConfirm
          csrf={layout.csrf}
          query={query}
          preview={failed.blockPreview}
          kind={
            "blockKind" in failed && isBlockKind(failed.blockKind) ? failed.blockKind : undefined
          }
        />
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold text-fg">
          {query.status
            ? statusLabels[query.status as keyof typeof statusLabels]
            : layout && query.assignee === String(layout.me.id)
              ? "Assigned to you"
              : "All inquiries"}
        </h1>
        {layout ? <ExportForms csrf={layout.csrf} query={query} /> : null}
      </div>

      {late ? <LateInquiries late={late} /> : null}
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
        <BulkForm
          csrf={layout?.csrf ?? ""}
          query={query}
          rows={rows}
          staff={options.staff}
          renderRow={(row) => (
            <Link
              to={`/inbox/${row.id}`}
              className="block py-3 pr-4 pl-2 hover:bg-ink-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-300"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <StatusBadge status={row.status} />
                {row.age?.overdue ? <LateBadge /> : null}
                <span id={subjectId(row.id)} className="font-semibold wrap-anywhere text-fg">
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
                {row.age ? <span>Waiting {row.age.text}</span> : null}
              </div>
              {row.excerpt ? (
                <p className="mt-1 text-sm wrap-anywhere text-fg-muted">
                  <MarkedText segments={row.excerpt} />
                </p>
              ) : null}
            </Link>
          )}
        />
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

/** What has waited longer than one business day, the oldest first: the list's first page, unfiltered. */
function LateInquiries({ late }: { late: { more: boolean; inquiries: LateRow[] } }) {
  if (late.inquiries.length === 0) return null;
  return (
    <section
      aria-labelledby="late-heading"
      className="rounded-xl border border-blood-400 bg-ink-900 p-4"
    >
      <h2 id="late-heading" className="font-semibold text-fg">
        Waiting longer than one business day
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        The website promises an answer within one business day.{" "}
        {late.more ? `The ${late.inquiries.length} oldest:` : "The oldest first:"}
      </p>
      <ul className="mt-3 space-y-2">
        {late.inquiries.map((inquiry) => (
          <li key={inquiry.id}>
            <Link
              to={`/inbox/${inquiry.id}`}
              className="block rounded-lg px-2 py-1 hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-brand-300"
            >
              <span className="font-medium wrap-anywhere text-brand-300 underline">
                #{inquiry.id} {inquiry.subject}
              </span>
              <span className="block text-sm wrap-anywhere text-fg-muted">
                {`${inquiry.fullName}, waiting ${inquiry.waited}, ${inquiry.assignee ? `assigned to ${inquiry.assignee}` : "unassigned"}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type LateRow = NonNullable<Awaited<ReturnType<typeof loader>>["late"]>["inquiries"][number];
