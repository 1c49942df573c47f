import { useState, type ReactNode } from "react";
import type { FilterQuery } from "./filter";
import { StaffForm, inputClass, labelClass, quietButtonClass } from "./ui";
import { useHydrated } from "./use-hydrated";

/**
 * The list as one form (decision 0028): a checkbox per inquiry, "all on this
 * page", and the bulk bar (archive, mark as spam, block their senders after a
 * confirmation, assign). Without JavaScript
 * it is a plain post: "all on this page" sends the page's ids (`pageId`) and
 * the server takes them. With JavaScript, ticking it ticks every row, and the
 * bar says how many are selected. The bar stays at the top of the screen while
 * the list scrolls, so its actions are in reach on a phone too.
 */
export interface BulkRow {
  id: number;
}

/**
 * The id of the element that holds a row's subject (the caller's row sets it):
 * the row's checkbox is named "Select #12" and that subject, without saying the
 * subject twice in the page's text.
 */
export function subjectId(id: number): string {
  return `inquiry-subject-${id}`;
}

export function BulkForm<Row extends BulkRow>({
  csrf,
  query,
  rows,
  staff,
  renderRow,
}: {
  csrf: string;
  query: FilterQuery;
  rows: readonly Row[];
  staff: readonly { value: string; label: string }[];
  renderRow: (row: Row) => ReactNode;
}) {
  const hydrated = useHydrated();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  // A new page of the list (after an action, or another filter) starts with nothing selected.
  const [shown, setShown] = useState(rows);
  if (shown !== rows) {
    setShown(rows);
    setPicked(new Set());
  }
  const all = rows.length > 0 && rows.every((row) => picked.has(row.id));
  const toggle = (id: number, on: boolean) =>
    setPicked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selected = rows.filter((row) => picked.has(row.id)).length;
  return (
    <StaffForm csrf={csrf} action="/inbox?index" className="space-y-3">
      {Object.entries(query).map(([key, value]) =>
        value ? <input key={key} type="hidden" name={key} value={value} /> : null,
      )}
      {rows.map((row) => (
        <input key={row.id} type="hidden" name="pageId" value={row.id} />
      ))}
      <fieldset className="sticky top-0 z-10 rounded-xl border border-line bg-ink-900 p-3 shadow-lg shadow-ink-950/60">
        <legend className="sr-only">With the selected inquiries</legend>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-fg">
            <input
              type="checkbox"
              name="all"
              value="yes"
              checked={all}
              onChange={(event) =>
                setPicked(
                  event.currentTarget.checked ? new Set(rows.map((row) => row.id)) : new Set(),
                )
              }
              className="size-5 accent-brand-400"
            />
            Select all {rows.length} on this page
          </label>
          {hydrated ? (
            <p className="text-sm text-fg-muted" aria-live="polite">
              {selected === 0
                ? "None selected"
                : `${selected} ${selected === 1 ? "inquiry" : "inquiries"} selected`}
            </p>
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <button type="submit" name="bulk" value="archived" className={quietButtonClass}>
            Archive
          </button>
          <button type="submit" name="bulk" value="spam" className={quietButtonClass}>
            Mark as spam
          </button>
          <button type="submit" name="bulk" value="block" className={quietButtonClass}>
            Block senders…
          </button>
          <div className="flex min-w-0 grow flex-wrap items-end gap-2 sm:grow-0">
            <div className="min-w-0 grow sm:w-56 sm:grow-0">
              <label htmlFor="bulk-assignee" className={labelClass}>
                Assign to
              </label>
              <select id="bulk-assignee" name="assignTo" defaultValue="" className={inputClass}>
                <option value="">Choose a colleague</option>
                <option value="none">Nobody (unassign)</option>
                {staff.map((person) => (
                  <option key={person.value} value={person.value}>
                    {person.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="bulk" value="assign" className={quietButtonClass}>
              Assign
            </button>
          </div>
        </div>
      </fieldset>
      <ol className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-ink-900">
        {rows.map((row) => (
          <li key={row.id} className="flex items-stretch">
            <label className="flex shrink-0 cursor-pointer items-start py-3 pr-1 pl-4">
              <span id={`select-${row.id}`} className="sr-only">
                Select #{row.id}
              </span>
              <input
                type="checkbox"
                name="id"
                value={row.id}
                aria-labelledby={`select-${row.id} ${subjectId(row.id)}`}
                checked={picked.has(row.id)}
                onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                className="mt-1 size-5 accent-brand-400"
              />
            </label>
            <div className="min-w-0 grow">{renderRow(row)}</div>
          </li>
        ))}
      </ol>
    </StaffForm>
  );
}
