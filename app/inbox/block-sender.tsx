import { wideDomainWarning, type WideDomain } from "./senders";
import { inputClass, labelClass, quietButtonClass, StaffForm } from "./ui";

/**
 * "Block this sender" on an inquiry's page (decision 0028): block its address
 * or its whole domain, so that later inquiries from it go straight to Spam,
 * and (ticked by default) move this one to Spam too. Posts to the blocked
 * senders' page with the inquiry's number: the server reads the address from
 * the inquiry. A free-mail domain (gmail.com and the like) or a public suffix
 * is offered only behind a warning and a box to tick, which the server checks
 * as well; the studio's own domain is not offered (the loader says which).
 */
export function BlockSender({
  csrf,
  inquiryId,
  domain,
}: {
  csrf: string;
  inquiryId: number;
  /** The sender's domain, as the server judged it (block-guards.server.ts). */
  domain: { value: string; wide: WideDomain | null; own: boolean } | null;
}) {
  const wide = domain && !domain.own ? domain.wide : null;
  return (
    <section
      aria-labelledby="section-block"
      className="rounded-xl border border-line bg-ink-900 p-4 sm:p-5"
    >
      <h2 id="section-block" className="text-lg font-semibold text-fg">
        Block this sender
      </h2>
      <StaffForm csrf={csrf} action="/inbox/blocked" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="block" />
        <input type="hidden" name="inquiry" value={inquiryId} />
        <p className="text-sm text-fg-muted">
          Later inquiries from a blocked sender go straight to Spam; the sender still sees the usual
          thank-you message. Staff can unblock on the Blocked page.
        </p>
        <div>
          <label htmlFor="block-reason" className={labelClass}>
            Why (optional, seen by staff)
          </label>
          <input id="block-reason" name="reason" maxLength={500} className={inputClass} />
        </div>
        <label className="flex items-start gap-2 text-sm text-fg">
          <input
            type="checkbox"
            name="markSpam"
            value="yes"
            defaultChecked
            className="mt-0.5 size-5 accent-brand-400"
          />
          <span>Move this inquiry to Spam too</span>
        </label>
        {domain && wide ? (
          <p className="text-sm text-fg-muted">
            {wideDomainWarning(domain.value, wide)} Block the address instead, unless you are sure.
          </p>
        ) : null}
        {domain && wide ? (
          <label className="flex items-start gap-2 text-sm text-fg">
            <input
              type="checkbox"
              name="confirmWide"
              value="yes"
              className="mt-0.5 size-5 accent-brand-400"
            />
            <span>Yes, I mean all of {domain.value}</span>
          </label>
        ) : null}
        {domain?.own ? (
          <p className="text-sm text-fg-muted">
            {domain.value} is the studio&rsquo;s own domain: only this address can be blocked.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="kind" value="address" className={quietButtonClass}>
            <span className="wrap-anywhere">Block this address</span>
          </button>
          {domain && !domain.own ? (
            <button type="submit" name="kind" value="domain" className={quietButtonClass}>
              <span className="wrap-anywhere">Block all of {domain.value}</span>
            </button>
          ) : null}
        </div>
      </StaffForm>
    </section>
  );
}
