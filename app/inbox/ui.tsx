import { createContext, useContext, type ReactNode } from "react";
import { Form } from "react-router";
import { CSRF_FIELD } from "./csrf-field";
import { studioTime, zoneName } from "./time";

/** The inbox's small shared pieces: page frame, buttons, fields, a post with its CSRF token. */
export const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-400 px-4 py-2 font-semibold text-ink-950 hover:bg-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 disabled:opacity-60";
export const quietButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-ink-800 px-4 py-2 font-medium text-fg hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 disabled:opacity-60";
export const dangerButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-blood-400 bg-blood-900 px-4 py-2 font-semibold text-fg hover:bg-blood-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blood-400";
export const inputClass =
  "min-h-11 w-full rounded-lg border border-line bg-ink-900 px-3 py-2 text-fg placeholder:text-fg-subtle focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-400";
export const labelClass = "mb-1 block text-sm font-medium text-fg-muted";

/** A form that changes something: a post to `action` carrying the session's CSRF token. */
export function StaffForm({
  csrf,
  action,
  children,
  className,
  reloadDocument,
}: {
  csrf: string;
  action?: string;
  children: ReactNode;
  className?: string;
  reloadDocument?: boolean;
}) {
  return (
    <Form method="post" action={action} className={className} reloadDocument={reloadDocument}>
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      {children}
    </Form>
  );
}

/** A centred card for the pages before sign-in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-5 py-12"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">Studio inbox</p>
      <h1 className="mt-2 text-3xl font-semibold text-fg">{title}</h1>
      <div className="mt-6 space-y-6 text-fg-muted">{children}</div>
    </main>
  );
}

export function Notice({
  tone = "info",
  children,
}: {
  tone?: "info" | "error";
  children: ReactNode;
}) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "rounded-lg border border-blood-400 bg-blood-900 px-4 py-3 text-fg"
          : "rounded-lg border border-brand-500 bg-ink-800 px-4 py-3 text-fg"
      }
    >
      {children}
    </p>
  );
}

/** The studio's time zone: the inbox's layout provides what its loader read (UTC elsewhere). */
export const TimeZoneContext = createContext("UTC");

export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}

/**
 * A time on the studio's clock ("27 Nov 2026, 14:05 Kolkata time"), the same
 * on the server and in the browser. `zone={false}` where a column header
 * names the zone once.
 */
export function When({ iso, zone = true }: { iso: string; zone?: boolean }) {
  const timeZone = useTimeZone();
  const text = studioTime(iso, timeZone);
  return <time dateTime={iso}>{zone ? `${text} ${zoneName(timeZone)}` : text}</time>;
}

/** The header row of the inbox's tables (the audit log, the latest backups). */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="border-b border-line text-fg-muted">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-3 py-2 font-medium">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
