import type { InboxServices } from "~/inbox/services";
import { randomUUID } from "node:crypto";
import {
  data,
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import type { Route } from "./+types/inquiry";
import { requireStaff, requireStaffPost } from "~/inbox/auth.server";
import { isStatus, statuses, statusLabels, type Status } from "~/inbox/filter";
import { describeEntry, namesFrom } from "~/inbox/history";
import { studioTime, zoneName } from "~/inbox/time";
import { ageOf, waitsForUs, workingTime } from "~/inbox/business-hours";
import { studioTimeZone } from "~/content/news/schedule";
import { assignedMail, sendInBackground } from "~/inbox/mail.server";
import { parseId } from "~/inbox/ids";
import { NOTE_MAX } from "~/inbox/form-limits";
import { mailLimitMessage } from "~/inbox/mail-limit";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX, replyDraft, replyProblem } from "~/inbox/reply";
import { newMessageId, newReplyToken, replyMessage } from "~/inbox/reply.server";
import { replyTemplates, templateById } from "~/inbox/reply-templates";
import { BlockSender } from "~/inbox/block-sender";
import { domainGuards } from "~/inbox/block-guards.server";
import { domainOf, type DomainGuards } from "~/inbox/senders";
import { LateBadge, StatusBadge } from "~/inbox/status-badge";
import {
  buttonClass,
  dangerButtonClass,
  inputClass,
  labelClass,
  Notice,
  quietButtonClass,
  StaffForm,
  When,
} from "~/inbox/ui";
import { fieldRows, shown } from "~/inbox/view.server";
import { splitQuoted } from "~/inbox/quoted";
import { oneLine, safeText } from "~/contact/text";
import { sourceSentence } from "~/inbox/source";
import type { StaffMember } from "../../../db/staff-store";
import type { loader as layoutLoader } from "./layout";

/**
 * One inquiry: what to do with it first (status and who works it, saved
 * together; a reply by e-mail), then every field and when it arrived,
 * internal notes, what happened to it (the history, in words) and erasure.
 * Every change is a plain form post (it works without JavaScript), checked
 * for origin, session and CSRF token, recorded in the audit log, and
 * answered with a line that says what was done.
 */
export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `#${loaded.inquiry.id} | Inbox` : "Inbox" },
  { name: "robots", content: "noindex, nofollow" },
];

function inquiryId(params: { id?: string }): number {
  const id = parseId(params.id);
  if (id === undefined) throw data("There is no such inquiry.", { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { session, services } = await requireStaff(request, context);
  const id = inquiryId(params);
  const inquiry = await services.inbox.get(id);
  if (!inquiry) throw data("There is no such inquiry: it may have been erased.", { status: 404 });
  const [notes, audit, assignable, everyone, followUpOn, thread, source] = await Promise.all([
    services.inbox.notes(id),
    services.inbox.audit({ submissionId: id }),
    services.staff.assignable(),
    services.staff.list(),
    services.inbox.followUpOf(id),
    services.messages.thread(id),
    services.insights.sourceOf(id),
  ]);
  const nameOf = namesFrom(everyone);
  const assignee = everyone.find((person) => person.id === inquiry.assigneeId);
  const zone = studioTimeZone();
  const sender = displayName(session.staff);
  const template = templateById(new URL(request.url).searchParams.get("template"));
  return {
    inquiry: {
      id: inquiry.id,
      createdAt: inquiry.createdAt,
      status: inquiry.status,
      assigneeId: inquiry.assigneeId,
      assigneeName: assignee ? displayName(assignee) : null,
      followUpOn,
      age: waitsForUs(inquiry.status)
        ? ageOf(inquiry.waitingSince, Date.now(), workingTime(process.env, studioTimeZone()))
        : null,
      email: inquiry.email,
      phone: inquiry.phone,
      subject: shown(inquiry.subject),
      fullName: shown(inquiry.fullName),
    },
    fields: fieldRows(inquiry),
    source: source ? sourceSentence(source) : null,
    notes: notes.map((note) => ({
      ...note,
      author: nameOf(note.author.toLowerCase()) ?? note.author,
      body: shown(note.body, true),
    })),
    history: audit.map((entry) => ({
      id: entry.id,
      createdAt: entry.createdAt,
      ...describeEntry(entry, nameOf),
    })),
    staff: assignable.map((person) => ({ id: person.id, name: displayName(person) })),
    thread: thread.map((message) => ({
      id: message.id,
      direction: message.direction,
      author: shown(message.author),
      createdAt: message.createdAt,
      subject: shown(message.subject),
      // A person's answer with the thread their mail program quoted back folded away.
      parts:
        message.direction === "in"
          ? splitQuoted(shown(message.body, true))
          : [{ kind: "text" as const, text: shown(message.body, true) }],
    })),
    reply: services.mailer
      ? {
          from: `${oneLine(sender)} <${services.settings.replyAddress}>`,
          readsAnswers: services.settings.readsAnswers,
          template: template?.id ?? "",
          // A new key for each form shown: the same form posted twice sends one e-mail.
          key: randomUUID(),
          ...replyDraft({
            inquiry,
            received: `${studioTime(inquiry.createdAt, zone)} ${zoneName(zone)}`,
            sender,
            template: template?.id,
          }),
        }
      : null,
    templates: replyTemplates.map(({ id, label }) => ({ id, label })),
    senderDomain: senderDomainOf(inquiry.email, domainGuards(services.settings.studioDomains)),
  };
}

/** The sender's domain and what blocking it as a whole would mean ("Block this sender"). */
function senderDomainOf(email: string, guards: DomainGuards) {
  const domain = domainOf(email);
  return domain
    ? { value: domain, wide: guards.wide(domain) ?? null, own: guards.own(domain) }
    : null;
}

/** A calendar day as a date field sends it (YYYY-MM-DD), and one that exists. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A colleague as the inbox names them: the name given at invitation, else the address. */
function displayName(person: Pick<StaffMember, "name" | "email">): string {
  return person.name.trim() || person.email;
}

/** What the page says after each action (the redirect carries which). */
const doneMessages = {
  saved: "Saved.",
  told: "Saved. An e-mail with a link is on its way to them.",
  unchanged: "Nothing changed: the status and the assignee are as they were.",
  note: "Note added.",
  "follow-up": "Follow-up date saved.",
  "follow-up-cleared": "Follow-up date cleared.",
  replied: "Marked as replied.",
  sent: "Reply sent. It is in the conversation below, and the inquiry is marked as replied.",
} as const;
type Done = keyof typeof doneMessages;

function isDone(value: string | null): value is Done {
  return value !== null && Object.hasOwn(doneMessages, value);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { session, services, form } = await requireStaffPost(request, context);
  const id = inquiryId(params);
  const inquiry = await services.inbox.get(id);
  if (!inquiry) throw data("There is no such inquiry: it may have been erased.", { status: 404 });
  const actor = session.staff.email;
  const record = (action: string, detail = "") =>
    services.inbox.record({ staffId: session.staff.id, actor, action, submissionId: id, detail });
  const back = (done: Done) => redirect(`/inbox/${id}?done=${done}`);

  switch (form.get("intent")) {
    case "work":
    case "status":
    case "assign": {
      // The page sends status and assignee together ("work"): neither is lost when the other
      // changes. A post of one alone ("status", "assign") keeps the other as it is.
      const intent = form.get("intent");
      const status = intent === "assign" ? inquiry.status : form.get("status");
      if (!isStatus(status)) return data({ error: "Choose a status." }, { status: 400 });
      const value =
        intent === "status"
          ? inquiry.assigneeId === null
            ? ""
            : String(inquiry.assigneeId)
          : form.get("assignee");
      // Kept as it was (even someone who can no longer be chosen), nobody, or a new person.
      let assignee: StaffMember | "kept" | null = null;
      if (typeof value === "string" && value !== "") {
        const chosen = parseId(value);
        if (chosen !== undefined && chosen === inquiry.assigneeId) {
          assignee = "kept";
        } else {
          const people = await services.staff.assignable();
          assignee = people.find((person) => person.id === chosen) ?? null;
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
      }
      // Giving it to a colleague e-mails them: it counts against the sender's mail limit
      // (INBOX_MAIL_MAX_PER_HOUR), checked before anything is saved.
      if (
        assignee !== null &&
        assignee !== "kept" &&
        assignee.id !== session.staff.id &&
        services.mailer
      ) {
        const limit = await services.mailLimit(session.staff.id);
        if (limit?.limited) {
          services.log.warn(
            { event: "inbox.assign_limited", staffId: session.staff.id },
            "assignment refused: the colleague's sending limit",
          );
          return data({ error: mailLimitMessage(limit, "assign") }, { status: 429 });
        }
      }
      const changes = await saveWork(id, inquiry.status, inquiry.assigneeId, status, assignee);
      if (!changes.status && !changes.assignee) return back("unchanged");
      let told = false;
      if (
        changes.assignee &&
        assignee !== null &&
        assignee !== "kept" &&
        assignee.id !== session.staff.id &&
        services.mailer
      ) {
        sendInBackground(
          services,
          assignedMail(services, assignee, displayName(session.staff), inquiry),
          "inbox.assigned_mail_failed",
        );
        told = true;
      }
      return back(told ? "told" : "saved");
    }
    case "replied": {
      const before = await services.inbox.setStatus(id, "replied");
      if (before && before !== "replied") await record("inquiry.status", `${before} → replied`);
      return back("replied");
    }
    case "reply": {
      const typed = {
        subject: oneLine(String(form.get("subject") ?? "")).trim(),
        body: safeText(String(form.get("body") ?? "")).replace(/\r\n?/g, "\n"),
      };
      if (!services.mailer) {
        return data(
          { error: "E-mail is not set up on this server: the reply was not sent.", reply: typed },
          { status: 400 },
        );
      }
      const problem = replyProblem(typed.subject, typed.body);
      if (problem) return data({ error: problem, reply: typed }, { status: 400 });
      const limit = await services.mailLimit(session.staff.id);
      if (limit?.limited) {
        services.log.warn(
          { event: "inbox.reply_limited", staffId: session.staff.id, submissionId: id },
          "reply refused: the colleague's sending limit",
        );
        return data({ error: mailLimitMessage(limit, "reply"), reply: typed }, { status: 429 });
      }
      const key = String(form.get("replyKey") ?? "");
      const clientKey = /^[0-9a-f-]{36}$/.test(key) ? key : null;
      const notSent = () =>
        data(
          {
            error:
              "The reply was not sent: the mail server did not accept it. Nothing was recorded, and your text is still below. Try again in a few minutes; if it keeps failing, tell whoever runs the site.",
            reply: typed,
          },
          { status: 502 },
        );
      const thread = await services.messages.thread(id);
      const token = thread[0]?.replyToken ?? newReplyToken();
      const messageId = newMessageId(services.settings.replyAddress);
      const sender = displayName(session.staff);
      const mail = replyMessage({
        to: inquiry.email,
        senderName: sender,
        replyAddress: services.settings.replyAddress,
        token,
        messageId,
        thread: thread.map((message) => message.messageId),
        subject: typed.subject,
        body: typed.body,
      });
      const sent = {
        submissionId: id,
        staffId: session.staff.id,
        author: sender,
        subject: typed.subject,
        body: mail.text,
        messageId,
        inReplyTo: mail.inReplyTo ?? null,
        replyToken: token,
        clientKey,
        actor,
      };
      // Its place first: the same form posted twice (a double press, a reload that
      // resends) finds it and waits for the first post's outcome, never sending twice.
      const claim = await services.messages.claimReply(sent);
      if (claim === undefined) throw data("The inquiry was erased meanwhile.", { status: 404 });
      if (claim === "taken") {
        const outcome = await firstPostOutcome(services.messages, clientKey!, id);
        if (outcome === "sent") return back("sent");
        if (outcome === "not sent") return notSent();
        return data(
          {
            error:
              outcome === "interrupted"
                ? "An earlier send of this reply was interrupted, and it may not have left. Reload the page, check the conversation, and send it again from the new form if it is not there."
                : outcome === "another inquiry"
                  ? "This form belongs to another inquiry's page. Reload the page and write the reply again."
                  : "This reply is still being sent. Reload the page in a minute to see it in the conversation before sending it again.",
            reply: typed,
          },
          { status: 409 },
        );
      }
      try {
        await services.mailer.send(mail);
      } catch (error) {
        await services.messages.releaseReply(messageId);
        // The mail server's code only: its message can name the refused address.
        const { responseCode, code } = error as { responseCode?: number; code?: string };
        services.log.error(
          {
            event: "inbox.reply_failed",
            submissionId: id,
            reason: responseCode ?? code ?? "error",
          },
          "reply not sent",
        );
        return notSent();
      }
      let before;
      try {
        before = await services.messages.recordReply(sent);
      } catch (error) {
        services.log.error(
          {
            event: "inbox.reply_not_recorded",
            submissionId: id,
            reason: String(error).slice(0, 200),
          },
          "reply sent but not recorded",
        );
        throw error;
      }
      if (before === undefined) {
        throw data("The reply was sent, but the inquiry was erased meanwhile.", { status: 404 });
      }
      return back("sent");
    }
    case "follow-up": {
      const clear = form.get("clear") === "yes";
      const day = clear ? null : String(form.get("followUp") ?? "");
      if (day !== null && !isDay(day)) {
        return data({ error: "Choose the day to follow up on." }, { status: 400 });
      }
      const before = await services.inbox.setFollowUp(id, day);
      if (before !== day) await record("inquiry.follow-up", day ?? "cleared");
      return back(day === null ? "follow-up-cleared" : "follow-up");
    }
    case "note": {
      const body = safeText(String(form.get("body") ?? "")).trim();
      if (!body) return data({ error: "Write the note first." }, { status: 400 });
      if (body.length > NOTE_MAX) {
        return data(
          {
            error: `A note holds at most ${NOTE_MAX.toLocaleString("en")} characters; this one has ${body.length.toLocaleString("en")}. Nothing was saved: shorten it and add it again (your text is still in the box).`,
            note: body,
          },
          { status: 400 },
        );
      }
      await services.inbox.addNote(id, session.staff.id, body);
      await record("inquiry.note-added");
      return back("note");
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

  /** Applies what changed and records each change; says which changed. */
  async function saveWork(
    id: number,
    statusBefore: Status,
    assigneeBefore: number | null,
    status: Status,
    assignee: StaffMember | "kept" | null,
  ) {
    const changes = {
      status: status !== statusBefore,
      assignee: assignee !== "kept" && (assignee?.id ?? null) !== assigneeBefore,
    };
    if (changes.status) {
      await services.inbox.setStatus(id, status);
      await record("inquiry.status", `${statusBefore} → ${status}`);
    }
    if (changes.assignee && assignee !== "kept") {
      await services.inbox.assign(id, assignee?.id ?? null);
      await record("inquiry.assigned", `to ${assignee?.email ?? "nobody"}`);
    }
    return changes;
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

/** "1 Dec 2026" for a stored day (YYYY-MM-DD). */
function dayText(day: string): string {
  return studioTime(`${day}T12:00:00.000Z`, "UTC").replace(/, \d\d:\d\d$/, "");
}

/** A field's value, tappable where it is an address or a phone number. */
function FieldValue({ name, value }: { name: string; value: string }) {
  if (!value) return <span className="text-fg-subtle">not given</span>;
  if (name === "email") {
    return (
      <a href={`mailto:${value}`} className="text-brand-300 underline">
        {value}
      </a>
    );
  }
  if (name === "phone") {
    return (
      <a href={`tel:${value.replace(/[^\d+]/g, "")}`} className="text-brand-300 underline">
        {value}
      </a>
    );
  }
  return <>{value}</>;
}

/** How long a second post of a reply form waits for the first one's e-mail to leave. */
const FIRST_POST_WAIT_MS = 20_000;

/** A claim older than this was left by a process that stopped during its send. */
const INTERRUPTED_CLAIM_MS = 120_000;

/**
 * What became of the first post of a reply form whose second post found its
 * place taken: "sent", "not sent" (the mail server refused it: its place was
 * given up), "sending" still after FIRST_POST_WAIT_MS, "interrupted" (a claim
 * left by a stopped process), or "another inquiry" (the key is another page's).
 */
async function firstPostOutcome(
  messages: InboxServices["messages"],
  clientKey: string,
  submissionId: number,
): Promise<"sent" | "not sent" | "sending" | "interrupted" | "another inquiry"> {
  const until = Date.now() + FIRST_POST_WAIT_MS;
  for (;;) {
    const first = await messages.byClientKey(clientKey);
    if (!first) return "not sent";
    if (first.submissionId !== submissionId) return "another inquiry";
    if (first.sent) return "sent";
    if (first.claimedMsAgo > INTERRUPTED_CLAIM_MS) return "interrupted";
    if (Date.now() >= until) return "sending";
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The note as typed, when it was refused (the page gives it back). */
function typedNote(failed: unknown): string | undefined {
  if (typeof failed !== "object" || failed === null || !("note" in failed)) return undefined;
  return typeof failed.note === "string" ? failed.note : undefined;
}

/** The reply as typed, when a send failed (the page gives it back). */
function typedReply(failed: unknown): { subject: string; body: string } | undefined {
  if (typeof failed !== "object" || failed === null || !("reply" in failed)) return undefined;
  const reply = failed.reply as { subject?: unknown; body?: unknown };
  return typeof reply.subject === "string" && typeof reply.body === "string"
    ? { subject: reply.subject, body: reply.body }
    : undefined;
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

/**
 * The e-mails with the person, oldest first, and the reply form: a template
 * (a GET form, so it works without JavaScript: the loader fills the draft),
 * then To, Subject and the message. Without SMTP, what setting it up gives.
 */
function Conversation({
  thread,
  reply,
  templates,
  failed,
  csrf,
  busy,
  email,
  mailto,
}: {
  thread: Loaded["thread"];
  reply: Loaded["reply"];
  templates: Loaded["templates"];
  failed: { subject: string; body: string } | undefined;
  csrf: string;
  busy: boolean;
  email: string;
  mailto: string;
}) {
  return (
    <div id="reply" className="scroll-mt-4">
      <Section title="Conversation">
        {thread.length === 0 ? (
          <p className="text-fg-muted">No e-mails with this person yet.</p>
        ) : (
          <ol className="space-y-3" aria-label="E-mails, oldest first">
            {thread.map((message) => (
              <li key={message.id}>
                <article
                  aria-labelledby={`message-${message.id}`}
                  className={`rounded-lg p-3 ${message.direction === "out" ? "border-l-4 border-brand-400 bg-ink-800" : "bg-ink-800"}`}
                >
                  <p className="text-sm wrap-anywhere text-fg-muted">
                    {message.direction === "out"
                      ? `${message.author} wrote to ${email}`
                      : `${message.author} wrote`}
                    , <When iso={message.createdAt} />
                  </p>
                  <h3
                    id={`message-${message.id}`}
                    className="mt-1 font-semibold wrap-anywhere text-fg"
                  >
                    {message.subject}
                  </h3>
                  {message.parts.map((part, index) =>
                    part.kind === "text" ? (
                      <p key={index} className="mt-2 wrap-anywhere whitespace-pre-wrap text-fg">
                        {part.text}
                      </p>
                    ) : (
                      <details key={index} className="mt-2">
                        <summary className="cursor-pointer text-sm text-fg-muted underline decoration-dotted underline-offset-2 hover:text-fg">
                          Earlier messages, as quoted
                        </summary>
                        <p className="mt-1 border-l-2 border-line pl-3 wrap-anywhere whitespace-pre-wrap text-fg-muted">
                          {part.text}
                        </p>
                      </details>
                    ),
                  )}
                </article>
              </li>
            ))}
          </ol>
        )}

        {reply ? (
          <div className="mt-5 space-y-4 border-t border-line pt-4">
            <Form
              key={reply.template}
              method="get"
              action="#reply"
              className="space-y-2"
              preventScrollReset
            >
              <label htmlFor="template" className={labelClass}>
                Start from a template
              </label>
              <div className="flex flex-wrap gap-2">
                <select
                  id="template"
                  name="template"
                  defaultValue={reply.template}
                  className={`${inputClass} sm:w-auto sm:flex-1`}
                  aria-describedby="template-help"
                >
                  <option value="">None: a greeting and the inquiry quoted</option>
                  {templates.map((template) => (
                    <option key={template.id} value={template.id}>
                      {template.label}
                    </option>
                  ))}
                </select>
                <button type="submit" className={quietButtonClass}>
                  Use template
                </button>
              </div>
              <p id="template-help" className="text-sm text-fg-muted">
                Fills the reply below with the person’s name, company and subject, and your name. It
                replaces what the reply says now.
              </p>
            </Form>

            <StaffForm
              // Remade only by a new draft (a template chosen, a reply sent): another
              // action on the page (a note, a status) keeps what is being typed.
              key={`${thread.length}-${reply.template}`}
              csrf={csrf}
              className="space-y-3"
            >
              <input type="hidden" name="intent" value="reply" />
              <input type="hidden" name="replyKey" value={reply.key} />
              <p className="text-sm wrap-anywhere text-fg-muted">
                {`From ${reply.from}, to ${email}. `}
                {reply.readsAnswers
                  ? "Their answer comes back into this conversation, and the inquiry waits for us again."
                  : "Their answer arrives in the studio’s mailbox, not here."}
              </p>
              {reply.readsAnswers ? null : (
                <p className="text-sm text-fg-muted">
                  Once the server reads that mailbox (IMAP, in the README&apos;s &ldquo;The
                  studio&apos;s inbox&rdquo;), answers join this conversation by themselves, for the
                  whole team to see, and the inquiry goes back to waiting for us.
                </p>
              )}
              <div>
                <label htmlFor="reply-subject" className={labelClass}>
                  Subject
                </label>
                <input
                  id="reply-subject"
                  name="subject"
                  required
                  maxLength={REPLY_SUBJECT_MAX}
                  defaultValue={failed?.subject ?? reply.subject}
                  className={inputClass}
                />
              </div>
              <div>
                <label htmlFor="reply-body" className={labelClass}>
                  Message
                </label>
                <textarea
                  id="reply-body"
                  name="body"
                  required
                  maxLength={REPLY_BODY_MAX}
                  rows={14}
                  defaultValue={failed?.body ?? reply.body}
                  className={`${inputClass} font-mono text-sm`}
                />
              </div>
              <button type="submit" className={buttonClass} disabled={busy}>
                Send reply
              </button>
            </StaffForm>
          </div>
        ) : (
          <div className="mt-4 space-y-2 border-t border-line pt-4 text-sm text-fg-muted">
            <p>
              Once the site can send e-mail, replies are written and sent from this page, from the
              studio&apos;s address under your name, and every one is kept here for the whole team,
              with templates to start from. With the studio&apos;s mailbox read too, the
              person&apos;s answers come back into this conversation and the inquiry waits for us
              again. Whoever runs the server sets them up (SMTP and IMAP, in the README&apos;s
              &ldquo;The studio&apos;s inbox&rdquo;).
            </p>
            <p>
              Until then,{" "}
              <a href={mailto} className="text-brand-300 underline">
                reply from your own mail program
              </a>{" "}
              and mark the inquiry as replied.
            </p>
          </div>
        )}
      </Section>
    </div>
  );
}

export default function InquiryPage() {
  const { inquiry, fields, source, notes, history, staff, thread, reply, templates, senderDomain } =
    useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof layoutLoader>("inbox");
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [params] = useSearchParams();
  const done = params.get("done");
  const csrf = layout?.csrf ?? "";
  const mailto = `mailto:${encodeURIComponent(inquiry.email)}?subject=${encodeURIComponent(`Re: ${inquiry.subject}`)}`;
  const assigneeKept =
    inquiry.assigneeId !== null && !staff.some((person) => person.id === inquiry.assigneeId);
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
          {inquiry.age?.overdue ? <LateBadge /> : null}
          <span className="text-sm text-fg-muted">
            #{inquiry.id}, received <When iso={inquiry.createdAt} />
            {inquiry.age ? `; waiting ${inquiry.age.text}` : ""}
          </span>
        </div>
        <h1 className="text-2xl font-semibold wrap-anywhere text-fg">{inquiry.subject}</h1>
        <p className="text-fg-muted">
          From {inquiry.fullName}.{" "}
          {inquiry.assigneeName ? `Assigned to ${inquiry.assigneeName}.` : "Not assigned."}
        </p>
      </header>
      {failed && "error" in failed ? <Notice tone="error">{failed.error}</Notice> : null}
      {!failed && isDone(done) ? (
        <Notice>
          {doneMessages[done]}
          {done === "saved" || done === "told"
            ? ` Status: ${statusLabels[inquiry.status]}; ${inquiry.assigneeName ? `assigned to ${inquiry.assigneeName}` : "not assigned"}.`
            : ""}
        </Notice>
      ) : null}

      {/*
       * In the page's order (a phone's, and the keyboard's): what to do first,
       * then the inquiry and its notes, then the history and erasure. From lg
       * up the inquiry takes the left column beside the rest.
       */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">
          <Section title="Work it">
            <div className="space-y-4">
              <StaffForm csrf={csrf} className="space-y-3">
                <input type="hidden" name="intent" value="work" />
                <div>
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
                </div>
                <div>
                  <label htmlFor="assignee" className={labelClass}>
                    Assigned to
                  </label>
                  <select
                    key={inquiry.assigneeId ?? "nobody"}
                    id="assignee"
                    name="assignee"
                    defaultValue={inquiry.assigneeId ?? ""}
                    className={inputClass}
                    aria-describedby="assignee-help"
                  >
                    <option value="">Nobody</option>
                    {assigneeKept ? (
                      <option value={inquiry.assigneeId ?? ""}>
                        {inquiry.assigneeName ?? "A former member of staff"} (no longer on the
                        staff)
                      </option>
                    ) : null}
                    {staff.map((person) => (
                      <option key={person.id} value={person.id}>
                        {person.name}
                      </option>
                    ))}
                  </select>
                  <p id="assignee-help" className="mt-1 text-sm text-fg-muted">
                    Only colleagues who accepted their invitation are listed. A colleague you assign
                    is told by e-mail.
                  </p>
                </div>
                <button type="submit" className={buttonClass} disabled={busy}>
                  Save status and assignee
                </button>
              </StaffForm>
              <StaffForm csrf={csrf} className="space-y-2 border-t border-line pt-4">
                <input type="hidden" name="intent" value="follow-up" />
                <label htmlFor="follow-up" className={labelClass}>
                  Follow up on
                </label>
                <input
                  key={inquiry.followUpOn ?? "none"}
                  id="follow-up"
                  name="followUp"
                  type="date"
                  defaultValue={inquiry.followUpOn ?? ""}
                  className={inputClass}
                  aria-describedby="follow-up-help"
                />
                <p id="follow-up-help" className="text-sm text-fg-muted">
                  {inquiry.followUpOn
                    ? `Set for ${dayText(inquiry.followUpOn)}. `
                    : "No follow-up date. "}
                  The morning digest lists it from that day while the inquiry is open.
                </p>
                <div className="flex flex-wrap gap-2">
                  <button type="submit" className={quietButtonClass} disabled={busy}>
                    Save follow-up date
                  </button>
                  {inquiry.followUpOn ? (
                    <button
                      type="submit"
                      name="clear"
                      value="yes"
                      className={quietButtonClass}
                      disabled={busy}
                      formNoValidate
                    >
                      Clear it
                    </button>
                  ) : null}
                </div>
              </StaffForm>
              <div className="space-y-2 border-t border-line pt-4">
                {reply ? (
                  <>
                    <a href="#reply" className={quietButtonClass}>
                      Write a reply
                    </a>
                    <p className="text-sm text-fg-muted">
                      Sent from here, it is kept on the inquiry for everyone on the staff and marks
                      it as replied. Answered from{" "}
                      <a href={mailto} className="text-brand-300 underline">
                        your own mail program
                      </a>{" "}
                      instead? Mark it as replied yourself.
                    </p>
                  </>
                ) : (
                  <>
                    <a href={mailto} className={quietButtonClass}>
                      Reply by e-mail
                    </a>
                    <p className="text-sm text-fg-muted">
                      Opens your own mail program. Once you have answered, mark the inquiry as
                      replied.
                    </p>
                  </>
                )}
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
        </div>

        <div className="space-y-6 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <Section title="Inquiry">
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
              {fields.map((field) => (
                <div key={field.name} className="contents">
                  <dt className="text-sm font-medium text-fg-muted">{field.label}</dt>
                  <dd
                    className={`wrap-anywhere text-fg ${field.multiline ? "whitespace-pre-wrap" : ""}`}
                  >
                    <FieldValue name={field.name} value={field.value} />
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

          <Section title="Source">
            <p className="text-fg" data-inquiry-source>
              {source ??
                "Not known: the sender's visit was not counted (no JavaScript, Do-Not-Track or Global Privacy Control, or another day)."}
            </p>
          </Section>
          <Conversation
            thread={thread}
            reply={reply}
            templates={templates}
            failed={typedReply(failed)}
            csrf={csrf}
            busy={busy}
            email={inquiry.email}
            mailto={mailto}
          />

          <Section title="Notes">
            {notes.length === 0 ? <p className="text-fg-muted">No notes yet.</p> : null}
            <ol className="space-y-3">
              {notes.map((note) => (
                <li key={note.id} className="rounded-lg bg-ink-800 p-3">
                  <p className="text-sm wrap-anywhere text-fg-muted">
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
                defaultValue={typedNote(failed)}
                className={inputClass}
              />
              <button type="submit" className={quietButtonClass} disabled={busy}>
                Add note
              </button>
            </StaffForm>
          </Section>
        </div>

        <div className="lg:col-start-2 lg:row-start-2">
          <Section title="History">
            {history.length === 0 ? (
              <p className="text-fg-muted">Nothing has happened yet.</p>
            ) : null}
            <ol className="space-y-2 text-sm">
              {history.map((entry) => (
                <li key={entry.id} className="wrap-anywhere text-fg">
                  <span className="text-fg-muted">
                    <When iso={entry.createdAt} />:
                  </span>{" "}
                  {`${entry.who} ${entry.what}.`}
                </li>
              ))}
            </ol>
          </Section>
        </div>

        <div className="space-y-6 lg:col-start-2 lg:row-start-3">
          <BlockSender csrf={csrf} inquiryId={inquiry.id} domain={senderDomain} />
          <Section title="Erase">
            <StaffForm csrf={csrf} className="space-y-3">
              <input type="hidden" name="intent" value="erase" />
              <p className="text-sm text-fg-muted">
                For an erasure request: deletes the inquiry, its notes and its e-mails for good. The
                audit log keeps only that it was erased.
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
        </div>
      </div>
    </div>
  );
}
