import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { filterSearch, type FilterQuery } from "./filter";
import type { BlockKind, WideDomain } from "./senders";
import { wideDomainWarning } from "./senders";
import { buttonClass, inputClass, labelClass, quietButtonClass, StaffForm } from "./ui";

/**
 * The confirmation of "Block senders" from the list's bulk bar (decision 0028,
 * revision): what would be blocked (the addresses, or the whole domains), which
 * domains need a deliberate tick (free mail, public suffixes) or cannot be
 * blocked at all (the studio's own), a reason, and "move them to Spam too".
 * Shown by the list's action in answer to the first post; focused when it
 * appears, so that the keyboard and screen readers meet it first.
 */
interface Entry {
  value: string;
  inquiries: number;
  wide: WideDomain | null;
  own: boolean;
}

export interface BlockPreviewView {
  ids: number[];
  addresses: Entry[];
  domains: Entry[];
  unusable: number;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function EntryList({ entries }: { entries: readonly Entry[] }) {
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-6 text-sm text-fg-muted">
      {entries.map((entry) => (
        <li key={entry.value} className="wrap-anywhere">
          {`${entry.value} (${plural(entry.inquiries, "inquiry", "inquiries")})${entry.own ? ": the studio's own domain, cannot be blocked" : ""}`}
        </li>
      ))}
    </ul>
  );
}

export function BulkBlockConfirm({
  csrf,
  query,
  preview,
  kind,
}: {
  csrf: string;
  query: FilterQuery;
  preview: BlockPreviewView;
  /** The kind chosen before, when a confirmation was refused. */
  kind?: BlockKind;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [preview]);
  const own = preview.domains.filter((entry) => entry.own);
  const wide = preview.domains.filter((entry) => entry.wide && !entry.own);
  const selected = plural(preview.ids.length, "selected inquiry", "selected inquiries");
  const back = `/inbox${filterSearch(query)}`;
  return (
    <section
      aria-labelledby="bulk-block-heading"
      className="space-y-3 rounded-xl border border-blood-400 bg-ink-900 p-4 sm:p-5"
    >
      <h2
        id="bulk-block-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-fg focus-visible:outline-2 focus-visible:outline-brand-300"
      >
        {`Block the senders of ${selected}?`}
      </h2>
      <p className="text-sm text-fg-muted">
        Later inquiries from a blocked sender go straight to Spam and nobody is notified; the sender
        still sees the usual thank-you message. Staff can unblock on the Blocked page.
        {preview.unusable > 0
          ? ` ${plural(preview.unusable, "inquiry has", "inquiries have")} no address that can be blocked and ${preview.unusable === 1 ? "is" : "are"} left out.`
          : ""}
      </p>
      <StaffForm csrf={csrf} action="/inbox?index" className="space-y-3">
        {Object.entries(query).map(([key, value]) =>
          value ? <input key={key} type="hidden" name={key} value={value} /> : null,
        )}
        {preview.ids.map((id) => (
          <input key={id} type="hidden" name="id" value={id} />
        ))}
        <input type="hidden" name="confirmBlock" value="yes" />
        <fieldset className="space-y-2">
          <legend className={labelClass}>Block</legend>
          <div>
            <label className="inline-flex min-h-11 items-center gap-2 text-fg">
              <input
                type="radio"
                name="blockKind"
                value="address"
                defaultChecked={kind !== "domain"}
                className="size-5 accent-brand-400"
              />
              Their addresses ({plural(preview.addresses.length, "address", "addresses")})
            </label>
            <EntryList entries={preview.addresses} />
          </div>
          {preview.domains.length > 0 ? (
            <div>
              <label className="inline-flex min-h-11 items-center gap-2 text-fg">
                <input
                  type="radio"
                  name="blockKind"
                  value="domain"
                  defaultChecked={kind === "domain"}
                  className="size-5 accent-brand-400"
                  aria-describedby={own.length > 0 ? "bulk-block-own" : undefined}
                />
                Their whole domains ({plural(preview.domains.length, "domain", "domains")})
              </label>
              <EntryList entries={preview.domains} />
              {own.length > 0 ? (
                <p id="bulk-block-own" className="mt-1 text-sm text-fg-muted">
                  {own.map((entry) => entry.value).join(", ")} {own.length === 1 ? "is" : "are"} the
                  studio&rsquo;s own: block their addresses instead, or leave those inquiries out.
                </p>
              ) : null}
            </div>
          ) : null}
        </fieldset>
        {wide.length > 0 ? (
          <div className="space-y-1">
            {wide.map((entry) => (
              <p key={entry.value} className="text-sm text-fg-muted">
                {wideDomainWarning(entry.value, entry.wide!)}
              </p>
            ))}
            <label className="flex items-start gap-2 text-sm text-fg">
              <input
                type="checkbox"
                name="confirmWide"
                value="yes"
                className="mt-0.5 size-5 accent-brand-400"
              />
              <span>
                If I block whole domains: yes, I mean all of {wide.map((e) => e.value).join(", ")}
              </span>
            </label>
          </div>
        ) : null}
        <div>
          <label htmlFor="bulk-block-reason" className={labelClass}>
            Why (optional, seen by staff)
          </label>
          <input id="bulk-block-reason" name="blockReason" maxLength={500} className={inputClass} />
        </div>
        <label className="flex items-start gap-2 text-sm text-fg">
          <input
            type="checkbox"
            name="markSpam"
            value="yes"
            defaultChecked
            className="mt-0.5 size-5 accent-brand-400"
          />
          <span>Move the {selected} to Spam too</span>
        </label>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="bulk" value="block" className={buttonClass}>
            Block them
          </button>
          <Link to={back} className={quietButtonClass}>
            Cancel
          </Link>
        </div>
      </StaffForm>
    </section>
  );
}
