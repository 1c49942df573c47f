import { bulkChange } from "../../db/inbox-bulk";
import { domainGuards } from "./block-guards.server";
import type { BulkBlockOptions } from "./bulk";
import { domainOf, domainProblem, normalAddress, type WideDomain } from "./senders";
import type { InboxServices } from "./services";

/**
 * "Block their senders" from the list's bulk bar (decision 0028, revision): the
 * first post shows what would be blocked (each address and each domain, how
 * many of the selected inquiries each covers, and which domains need a
 * confirmation or cannot be blocked at all); the confirmation blocks them and,
 * unless unticked, moves the inquiries to Spam. The addresses are read from the
 * inquiries, never from the form. Refused as a whole, with nothing changed,
 * when any selected inquiry is gone, a domain is the studio's own, or a wide
 * domain is not confirmed.
 */
export interface BlockPreviewEntry {
  value: string;
  /** How many of the selected inquiries it covers. */
  inquiries: number;
  wide: WideDomain | null;
  own: boolean;
}

export interface BlockPreview {
  ids: number[];
  addresses: BlockPreviewEntry[];
  domains: BlockPreviewEntry[];
  /** Selected inquiries whose address cannot be blocked (not a usable address). */
  unusable: number;
}

export type BulkBlockOutcome =
  | { ok: "preview"; preview: BlockPreview }
  | { ok: false; error: string; preview?: BlockPreview }
  | { ok: true; created: number; already: number; movedToSpam: number };

function tally(
  values: (string | undefined)[],
  judge: (value: string) => Omit<BlockPreviewEntry, "value" | "inquiries">,
) {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, inquiries]) => ({ value, inquiries, ...judge(value) }));
}

/** The selected inquiries' addresses, in the order of `ids`, or how many no longer exist. */
async function selectedEmails(
  services: InboxServices,
  ids: readonly number[],
): Promise<{ emails: string[] } | { missing: number }> {
  const found = await Promise.all(ids.map((id) => services.inbox.get(id)));
  const emails = found.flatMap((inquiry) => (inquiry ? [inquiry.email] : []));
  return emails.length === ids.length ? { emails } : { missing: ids.length - emails.length };
}

/** What blocking the senders of `ids` (their addresses `emails`) would block. */
function previewOf(
  services: InboxServices,
  ids: readonly number[],
  emails: string[],
): BlockPreview {
  const guards = domainGuards(services.settings.studioDomains);
  const addresses = emails.map((email) => normalAddress(email));
  return {
    ids: [...ids],
    addresses: tally(addresses, () => ({ wide: null, own: false })),
    domains: tally(
      emails.map((email) => domainOf(email)),
      (domain) => ({ wide: guards.wide(domain) ?? null, own: guards.own(domain) }),
    ),
    unusable: addresses.filter((address) => address === undefined).length,
  };
}

export function missingText(count: number): string {
  return `${count === 1 ? "One of the selected inquiries no longer exists" : `${count} of the selected inquiries no longer exist`} (erased since the page was loaded). Nothing was changed: reload the list and select again.`;
}

/** The first post (no `confirmed`): the preview. The confirmation: blocks, records, moves to Spam. */
export async function bulkBlock(
  services: InboxServices,
  ids: readonly number[],
  by: { staffId: number; actor: string },
  options: BulkBlockOptions | null,
): Promise<BulkBlockOutcome> {
  const read = await selectedEmails(services, ids);
  if ("missing" in read) return { ok: false, error: missingText(read.missing) };
  const preview = previewOf(services, ids, read.emails);
  if (!options) return { ok: "preview", preview };
  const entries = options.kind === "domain" ? preview.domains : preview.addresses;
  if (entries.length === 0) {
    return {
      ok: false,
      error: "None of the selected inquiries has an address that can be blocked.",
      preview,
    };
  }
  if (options.kind === "domain") {
    const guards = domainGuards(services.settings.studioDomains);
    for (const entry of entries) {
      const problem = domainProblem(entry.value, guards, options.confirmWide);
      if (problem) return { ok: false, error: `Nothing was blocked. ${problem.error}`, preview };
    }
  }
  // Each sender's audit entry names one of its inquiries, as a block from an inquiry's page does.
  const firstInquiry = new Map<string, number>();
  read.emails.forEach((email, index) => {
    const value = options.kind === "domain" ? domainOf(email) : normalAddress(email);
    if (value && !firstInquiry.has(value)) firstInquiry.set(value, ids[index]!);
  });
  let created = 0;
  for (const entry of entries) {
    const result = await services.blocked.block({
      kind: options.kind,
      value: entry.value,
      reason: options.reason,
      staffId: by.staffId,
      actor: by.actor,
    });
    if (!result.created) continue;
    created += 1;
    await services.inbox.record({
      staffId: by.staffId,
      actor: by.actor,
      action: "sender.blocked",
      submissionId: firstInquiry.get(entry.value) ?? null,
      detail: `${options.kind} ${entry.value}${options.reason ? `: ${options.reason}` : ""}`,
    });
  }
  let movedToSpam = 0;
  if (options.markSpam) {
    const moved = await bulkChange(services.inbox, ids, { kind: "status", status: "spam" }, by);
    // An inquiry erased between the two steps leaves the blocks in place and moves none.
    movedToSpam = moved.ok ? moved.changed.length : 0;
  }
  return { ok: true, created, already: entries.length - created, movedToSpam };
}
