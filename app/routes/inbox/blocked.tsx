import {
  data,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import type { Route } from "./+types/blocked";
import { requireStaff, requireStaffPost } from "~/inbox/auth.server";
import { namesFrom, personName } from "~/inbox/history";
import { parseId } from "~/inbox/ids";
import { blockKinds, domainOf, normalAddress, readBlockRequest, REASON_MAX } from "~/inbox/senders";
import { domainGuards } from "~/inbox/block-guards.server";
import {
  buttonClass,
  inputClass,
  labelClass,
  Notice,
  quietButtonClass,
  StaffForm,
  When,
} from "~/inbox/ui";
import type { loader as layoutLoader } from "./layout";

/**
 * Blocked senders (decision 0028): the addresses and domains whose inquiries
 * go straight to Spam, who blocked each, when and why; a form to block one by
 * hand; and Unblock. The inquiry page's "Block this sender" posts here too
 * (with the inquiry's number: the address is read from the inquiry, never
 * from the form). Every change is a checked staff post and an audit entry.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Blocked senders | Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(request, context);
  const [blocked, people] = await Promise.all([services.blocked.list(), services.staff.list()]);
  const nameOf = namesFrom(people);
  return {
    blocked: blocked.map((entry) => ({
      ...entry,
      by: personName(entry.actor, nameOf),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, services, form } = await requireStaffPost(request, context);
  const actor = session.staff.email;
  const record = (action: string, detail: string, submissionId: number | null = null) =>
    services.inbox.record({ staffId: session.staff.id, actor, action, submissionId, detail });
  const refuse = (error: string, from?: number) => data({ error, from }, { status: 400 });

  if (form.get("intent") === "unblock") {
    const id = parseId(form.get("id"));
    const removed = id === undefined ? undefined : await services.blocked.unblock(id);
    if (!removed) return refuse("That sender is not blocked (it may have been unblocked already).");
    await record("sender.unblocked", `${removed.kind} ${removed.value}`);
    return redirect("/inbox/blocked?done=unblocked");
  }
  if (form.get("intent") !== "block") return refuse("Unknown action.");

  // From an inquiry: the address or domain is the inquiry's own.
  const request_ = new URLSearchParams();
  for (const key of ["kind", "value", "reason", "confirmWide"]) {
    const value = form.get(key);
    if (typeof value === "string") request_.set(key, value);
  }
  let from: number | undefined;
  if (form.has("inquiry")) {
    from = parseId(form.get("inquiry"));
    const inquiry = from === undefined ? undefined : await services.inbox.get(from);
    if (!inquiry || from === undefined) {
      return refuse("There is no such inquiry: it may have been erased.");
    }
    const value =
      request_.get("kind") === "domain" ? domainOf(inquiry.email) : normalAddress(inquiry.email);
    if (!value) {
      return refuse("This inquiry's address cannot be blocked: it is not a usable address.", from);
    }
    request_.set("value", value);
  }
  const block = readBlockRequest(request_, domainGuards(services.settings.studioDomains));
  if (!block.ok) return refuse(block.error, from);
  const { created, sender } = await services.blocked.block({
    kind: block.kind,
    value: block.value,
    reason: block.reason,
    staffId: session.staff.id,
    actor,
  });
  if (created) {
    await record(
      "sender.blocked",
      `${block.kind} ${block.value}${block.reason ? `: ${block.reason}` : ""}`,
      from ?? null,
    );
  }
  if (from !== undefined && form.get("markSpam") === "yes") {
    const before = await services.inbox.setStatus(from, "spam");
    if (before && before !== "spam") await record("inquiry.status", `${before} → spam`, from);
  }
  const back = new URLSearchParams({
    done: created ? "blocked" : "already",
    id: String(sender.id),
  });
  if (from !== undefined) back.set("from", String(from));
  return redirect(`/inbox/blocked?${back}`);
}

function what(entry: { kind: string; value: string }): string {
  return entry.kind === "domain" ? `the domain ${entry.value}` : entry.value;
}

export default function BlockedSenders() {
  const { blocked } = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof layoutLoader>("inbox");
  const failed = useActionData<typeof action>();
  const [params] = useSearchParams();
  const csrf = layout?.csrf ?? "";
  const done = params.get("done");
  const doneEntry = blocked.find((entry) => String(entry.id) === params.get("id"));
  const from = failed?.from ?? parseId(params.get("from"));
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-fg">Blocked senders</h1>
      <p className="max-w-prose text-fg-muted">
        Inquiries from these addresses and domains go straight to{" "}
        <Link to="/inbox?status=spam" className="text-brand-300 underline">
          Spam
        </Link>
        , and nobody is notified. The sender sees the usual thank-you message, so a spammer learns
        nothing. A blocked domain covers its subdomains too.
      </p>
      {failed && "error" in failed ? <Notice tone="error">{failed.error}</Notice> : null}
      {!failed && done === "blocked" && doneEntry ? (
        <Notice>Blocked {what(doneEntry)}. Later inquiries from it go straight to Spam.</Notice>
      ) : null}
      {!failed && done === "already" && doneEntry ? (
        <Notice>
          {doneEntry.kind === "domain" ? `The domain ${doneEntry.value}` : doneEntry.value} was
          blocked already; nothing changed.
        </Notice>
      ) : null}
      {!failed && done === "unblocked" ? (
        <Notice>Unblocked. Its inquiries arrive as new ones again.</Notice>
      ) : null}
      {from !== undefined ? (
        <p>
          <Link to={`/inbox/${from}`} className="text-brand-300 underline">
            Back to inquiry #{from}
          </Link>
        </p>
      ) : null}

      <section aria-labelledby="blocked-list" className="space-y-3">
        <h2 id="blocked-list" className="text-lg font-semibold text-fg">
          {blocked.length === 0
            ? "Nothing is blocked"
            : blocked.length === 1
              ? "1 blocked sender"
              : `${blocked.length} blocked senders`}
        </h2>
        {blocked.length === 0 ? (
          <p className="text-fg-muted">
            Block a sender from an inquiry&rsquo;s page, or with the form below.
          </p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line bg-ink-900">
            {blocked.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere text-fg">
                    {entry.kind === "domain" ? `Domain: ${entry.value}` : `Address: ${entry.value}`}
                  </p>
                  <p className="text-sm wrap-anywhere text-fg-muted">
                    Blocked by {entry.by}, <When iso={entry.createdAt} />
                    {entry.reason ? `. Why: ${entry.reason}` : ""}
                  </p>
                </div>
                <StaffForm csrf={csrf}>
                  <input type="hidden" name="intent" value="unblock" />
                  <input type="hidden" name="id" value={entry.id} />
                  <button
                    type="submit"
                    className={quietButtonClass}
                    aria-label={`Unblock ${what(entry)}`}
                  >
                    Unblock
                  </button>
                </StaffForm>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="block-by-hand"
        className="max-w-xl space-y-3 rounded-xl border border-line bg-ink-900 p-4"
      >
        <h2 id="block-by-hand" className="text-lg font-semibold text-fg">
          Block an address or a domain
        </h2>
        <StaffForm csrf={csrf} className="space-y-3">
          <input type="hidden" name="intent" value="block" />
          <fieldset>
            <legend className={labelClass}>What to block</legend>
            <div className="flex flex-wrap gap-x-6">
              {blockKinds.map((kind) => (
                <label key={kind} className="inline-flex min-h-11 items-center gap-2 text-fg">
                  <input
                    type="radio"
                    name="kind"
                    value={kind}
                    defaultChecked={kind === "address"}
                    className="size-5 accent-brand-400"
                  />
                  {kind === "address" ? "One address" : "A whole domain"}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="block-value" className={labelClass}>
              Address or domain
            </label>
            <input
              id="block-value"
              name="value"
              required
              maxLength={254}
              autoComplete="off"
              spellCheck={false}
              className={inputClass}
              aria-describedby="block-value-help"
            />
            <p id="block-value-help" className="mt-1 text-sm text-fg-muted">
              Such as offers@spam.example, or spam.example for everyone there. The studio&rsquo;s
              own domain cannot be blocked.
            </p>
          </div>
          <div>
            <label htmlFor="block-reason" className={labelClass}>
              Why (optional, seen by staff)
            </label>
            <input id="block-reason" name="reason" maxLength={REASON_MAX} className={inputClass} />
          </div>
          <label className="flex items-start gap-2 text-sm text-fg">
            <input
              type="checkbox"
              name="confirmWide"
              value="yes"
              className="mt-0.5 size-5 accent-brand-400"
            />
            <span>
              I mean it if this is a free-mail provider (such as gmail.com or outlook.com) or a
              public suffix (such as co.uk): every inquiry from anyone there will go to Spam.
            </span>
          </label>
          <button type="submit" className={buttonClass}>
            Block
          </button>
        </StaffForm>
      </section>
    </div>
  );
}
