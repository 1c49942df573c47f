import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/inquiry";
import { requireStaff, requireStaffPost } from "~/inbox/auth.server";
import { isStatus, statuses, statusLabels } from "~/inbox/filter";
import { parseId } from "~/inbox/ids";
import { StatusBadge } from "~/inbox/status-badge";
import {
  buttonClass,
  dangerButtonClass,
  inputClass,
  labelClass,
  quietButtonClass,
  StaffForm,
  When,
} from "~/inbox/ui";
import { fieldRows, shown } from "~/inbox/view.server";
import { safeText } from "~/contact/text";
import type { loader as layoutLoader } from "./layout";

/**
 * One inquiry: every field and when it arrived, its status, who works it,
 * internal notes, a reply by e-mail, erasure, and what happened to it (the
 * audit). Every change is a plain form post (it works without JavaScript),
 * checked for origin, session and CSRF token, and recorded in the audit log.
 */
export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `#${loaded.inquiry.id} | Inbox` : "Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

const NOTE_MAX = 5000;

function inquiryId(params: { id?: string }): number {
  const id = parseId(params.id);
  if (id === undefined) throw data("There is no such inquiry.", { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context);
  const id = inquiryId(params);
  const inquiry = await services.inbox.get(id);
  if (!inquiry) throw data("There is no such inquiry: it may have been erased.", { status: 404 });
  const [notes, audit, staff] = await Promise.all([
    services.inbox.notes(id),
    services.inbox.audit({ submissionId: id }),
    services.staff.active(),
  ]);
  return {
    inquiry: {
      id: inquiry.id,
      createdAt: inquiry.createdAt,
      status: inquiry.status,
      assigneeId: inquiry.assigneeId,
      email: inquiry.email,
      subject: shown(inquiry.subject),
      fullName: shown(inquiry.fullName),
    },
    fields: fieldRows(inquiry),
    notes: notes.map((note) => ({ ...note, body: shown(note.body, true) })),
    audit,
    staff: staff.map((person) => ({ id: person.id, email: person.email })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { session, services, form } = await requireStaffPost(request, context);
  const id = inquiryId(params);
  const inquiry = await services.inbox.get(id);
  if (!inquiry) throw data("There is no such inquiry: it may have been erased.", { status: 404 });
  const actor = session.staff.email;
  const record = (action: string, detail = "") =>
    services.inbox.record({ staffId: session.staff.id, actor, action, submissionId: id, detail });
  const back = redirect(`/inbox/${id}`);

  switch (form.get("intent")) {
    case "status":
    case "replied": {
      const status = form.get("intent") === "replied" ? "replied" : form.get("status");
      if (!isStatus(status)) return data({ error: "Choose a status." }, { status: 400 });
      const before = await services.inbox.setStatus(id, status);
      if (before !== status) await record("inquiry.status", `${before} → ${status}`);
      return back;
    }
    case "assign": {
      const value = form.get("assignee");
      let assignee: number | null = null;
      if (typeof value === "string" && value !== "") {
        const id = parseId(value);
        const person = id === undefined ? undefined : await services.staff.byId(id);
        if (!person || person.revokedAt !== null) {
          return data({ error: "Choose someone on the staff." }, { status: 400 });
        }
        assignee = person.id;
      }
      await services.inbox.assign(id, assignee);
      const name = assignee === null ? "nobody" : (await services.staff.byId(assignee))!.email;
      await record("inquiry.assigned", `to ${name}`);
      return back;
    }
    case "note": {
      const body = safeText(String(form.get("body") ?? "")).trim();
      if (!body) return data({ error: "Write the note first." }, { status: 400 });
      if (body.length > NOTE_MAX) {
        return data({ error: `A note holds at most ${NOTE_MAX} characters.` }, { status: 400 });
      }
      await services.inbox.addNote(id, session.staff.id, body);
      await record("inquiry.note-added");
      return back;
    }
    case "erase": {
      if (form.get("confirm") !== "yes") {
        return data({ error: "Tick the box to confirm the erasure." }, { status: 400 });
      }
      await services.inbox.erase(id);
      await record("inquiry.erased", "erasure request: fields and notes deleted");
      return redirect("/inbox?erased=1");
    }
    default:
      return data({ error: "Unknown action." }, { status: 400 });
  }
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={`section-${title}`}
      className="rounded-xl border border-line bg-ink-900 p-4 sm:p-5"
    >
      <h2 id={`section-${title}`} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function InquiryPage() {
  const { inquiry, fields, notes, audit, staff } = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof layoutLoader>("inbox");
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const csrf = layout?.csrf ?? "";
  const mailto = `mailto:${encodeURIComponent(inquiry.email)}?subject=${encodeURIComponent(`Re: ${inquiry.subject}`)}`;
  return (
    <div className="space-y-6">
      <p>
        <a href="/inbox" className="text-sm text-brand-300 underline">
          All inquiries
        </a>
      </p>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={inquiry.status} />
          <span className="text-sm text-fg-muted">
            #{inquiry.id}, received <When iso={inquiry.createdAt} />
          </span>
        </div>
        <h1 className="text-2xl font-semibold wrap-anywhere text-fg">{inquiry.subject}</h1>
      </header>
      {failed && "error" in failed ? (
        <p
          role="alert"
          className="rounded-lg border border-blood-400 bg-blood-900 px-4 py-3 text-fg"
        >
          {failed.error}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Section title="Inquiry">
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
              {fields.map((field) => (
                <div key={field.name} className="contents">
                  <dt className="text-sm font-medium text-fg-muted">{field.label}</dt>
                  <dd
                    className={`wrap-anywhere text-fg ${field.multiline ? "whitespace-pre-wrap" : ""}`}
                  >
                    {field.value || <span className="text-fg-subtle">not given</span>}
                  </dd>
                </div>
              ))}
              <div className="contents">
                <dt className="text-sm font-medium text-fg-muted">Received</dt>
                <dd className="text-fg">
                  <When iso={inquiry.createdAt} />
                </dd>
              </div>
            </dl>
          </Section>

          <Section title="Notes">
            {notes.length === 0 ? <p className="text-fg-muted">No notes yet.</p> : null}
            <ol className="space-y-3">
              {notes.map((note) => (
                <li key={note.id} className="rounded-lg bg-ink-800 p-3">
                  <p className="text-sm text-fg-muted">
                    {note.author}, <When iso={note.createdAt} />
                  </p>
                  <p className="mt-1 wrap-anywhere whitespace-pre-wrap text-fg">{note.body}</p>
                </li>
              ))}
            </ol>
            <StaffForm key={notes.length} csrf={csrf} className="mt-4 space-y-2">
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="note-body" className={labelClass}>
                New note (seen by staff only)
              </label>
              <textarea
                id="note-body"
                name="body"
                required
                maxLength={NOTE_MAX}
                rows={3}
                className={inputClass}
              />
              <button type="submit" className={quietButtonClass} disabled={busy}>
                Add note
              </button>
            </StaffForm>
          </Section>
        </div>

        <div className="space-y-6">
          <Section title="Work it">
            <div className="space-y-4">
              <StaffForm csrf={csrf} className="space-y-2">
                <input type="hidden" name="intent" value="status" />
                <label htmlFor="status" className={labelClass}>
                  Status
                </label>
                <select
                  key={inquiry.status}
                  id="status"
                  name="status"
                  defaultValue={inquiry.status}
                  className={inputClass}
                >
                  {statuses.map((value) => (
                    <option key={value} value={value}>
                      {statusLabels[value]}
                    </option>
                  ))}
                </select>
                <button type="submit" className={quietButtonClass} disabled={busy}>
                  Change status
                </button>
              </StaffForm>
              <StaffForm csrf={csrf} className="space-y-2">
                <input type="hidden" name="intent" value="assign" />
                <label htmlFor="assignee" className={labelClass}>
                  Assigned to
                </label>
                <select
                  key={inquiry.assigneeId ?? "nobody"}
                  id="assignee"
                  name="assignee"
                  defaultValue={inquiry.assigneeId ?? ""}
                  className={inputClass}
                >
                  <option value="">Nobody</option>
                  {staff.map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.email}
                    </option>
                  ))}
                </select>
                <button type="submit" className={quietButtonClass} disabled={busy}>
                  Assign
                </button>
              </StaffForm>
              <div className="space-y-2">
                <a href={mailto} className={buttonClass}>
                  Reply by e-mail
                </a>
                <StaffForm csrf={csrf}>
                  <input type="hidden" name="intent" value="replied" />
                  <button
                    type="submit"
                    className={quietButtonClass}
                    disabled={busy || inquiry.status === "replied"}
                  >
                    Mark as replied
                  </button>
                </StaffForm>
              </div>
            </div>
          </Section>

          <Section title="Erase">
            <StaffForm csrf={csrf} className="space-y-3">
              <input type="hidden" name="intent" value="erase" />
              <p className="text-sm text-fg-muted">
                For an erasure request: deletes the inquiry and its notes for good. The audit log
                keeps only that it was erased.
              </p>
              <label className="flex items-start gap-2 text-fg">
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  className="mt-1 size-5"
                />
                <span>Yes, erase inquiry #{inquiry.id}</span>
              </label>
              <button type="submit" className={dangerButtonClass} disabled={busy}>
                Erase inquiry
              </button>
            </StaffForm>
          </Section>

          <Section title="History">
            {audit.length === 0 ? <p className="text-fg-muted">Nothing has happened yet.</p> : null}
            <ol className="space-y-2 text-sm">
              {audit.map((entry) => (
                <li key={entry.id} className="text-fg-muted">
                  <When iso={entry.createdAt} />: <span className="text-fg">{entry.action}</span>
                  {entry.detail ? ` (${entry.detail})` : ""} by{" "}
                  <span className="break-all">{entry.actor}</span>
                </li>
              ))}
            </ol>
          </Section>
        </div>
      </div>
    </div>
  );
}
