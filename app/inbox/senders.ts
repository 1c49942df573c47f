import { oneLine } from "../contact/text";

/**
 * Who sent an inquiry, as blocking sees it (decision 0028): an address, or its
 * domain. Addresses and domains are compared lower-case; a blocked domain also
 * covers its subdomains (blocking spam.example blocks mail.spam.example).
 * Blocking a whole domain that many share (a free-mail provider, a public
 * suffix) needs a second, deliberate confirmation, and the studio's own
 * domain is never blocked (`DomainGuards`, answered on the server).
 */
export type BlockKind = "address" | "domain";

export const blockKinds = ["address", "domain"] as const satisfies readonly BlockKind[];

export function isBlockKind(value: unknown): value is BlockKind {
  return value === "address" || value === "domain";
}

/**
 * A domain that many unrelated senders share: a free-mail provider (gmail.com)
 * or a public suffix (co.uk, github.io). Blocking one as a whole needs a
 * deliberate confirmation (app/inbox/block-guards.server.ts decides which).
 */
export type WideDomain = "free-mail" | "public-suffix";

/** What blocking a whole domain must look at first; the server's lists answer (block-guards.server.ts). */
export interface DomainGuards {
  /** Whether `domain` (normalised) is shared by many unrelated senders, and how. */
  wide(domain: string): WideDomain | undefined;
  /** Whether `domain` is the studio's own (the site's or the reply address's), a parent or a part of it. */
  own(domain: string): boolean;
}

/** Why a wide domain is blocked only when confirmed, in words. */
export function wideDomainWarning(domain: string, wide: WideDomain): string {
  return wide === "free-mail"
    ? `${domain} is a free-mail provider: blocking it sends every inquiry from any of its users to Spam.`
    : `${domain} is a public suffix, shared by many unrelated organisations (as co.uk is): blocking it sends all their inquiries to Spam.`;
}

/** Why the studio's own domain cannot be blocked, in words. */
export function ownDomainRefusal(domain: string): string {
  return `${domain} is the studio's own domain (the site's or the reply address's): it cannot be blocked, or the studio's own tests and colleagues' inquiries would vanish into Spam. Block the one address instead.`;
}

const label = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** A host name of two labels or more, the last letters only (punycode for other scripts). */
const domainPattern = new RegExp(
  `^(?=.{4,253}$)(?:${label}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`,
);

/** A domain as blocking stores it (lower-case, without a trailing dot), or undefined when it is none. */
export function normalDomain(value: string): string | undefined {
  const domain = value.trim().toLowerCase().replace(/\.$/, "");
  return domainPattern.test(domain) ? domain : undefined;
}

/** An address as blocking stores it (lower-case), or undefined when it is none. */
export function normalAddress(value: string): string | undefined {
  const address = value.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1 || address.length > 254) return undefined;
  const local = address.slice(0, at);
  if (local.length > 64 || /[\s@<>(),;:\\"[\]]/.test(local) || oneLine(local) !== local) {
    return undefined;
  }
  const domain = normalDomain(address.slice(at + 1));
  return domain && !address.endsWith(".") ? `${local}@${domain}` : undefined;
}

/** The domain of an address (lower-case), or undefined when it has none. */
export function domainOf(email: string): string | undefined {
  const at = email.lastIndexOf("@");
  return at < 0 ? undefined : normalDomain(email.slice(at + 1));
}

/** The most labels a host name has (253 characters, one letter and a dot each). */
const MAX_LABELS = 127;

/**
 * The blocked-list values that would catch an address: the address itself,
 * its domain and each parent domain of two labels or more
 * (a@mail.spam.example: the address, mail.spam.example, spam.example).
 */
export function blockCandidates(email: string): { address: string; domains: string[] } {
  const address = email.trim().toLowerCase();
  // Not checked as a host name: the form accepts some that are not (a label ending in
  // "-", a long one), and a blocked parent must catch them (x@foo-.spam.example). The
  // lookup compares with stored values, which are checked.
  const at = address.lastIndexOf("@");
  const labels =
    at < 0
      ? []
      : address
          .slice(at + 1)
          .replace(/\.+$/, "")
          .split(".");
  const domains: string[] = [];
  // A host name has at most 127 labels (253 characters): past that, nothing stored can
  // match, and a stranger's address of thousands of labels would build megabytes here.
  for (let start = Math.max(0, labels.length - MAX_LABELS); start < labels.length - 1; start++) {
    const domain = labels.slice(start).join(".");
    if (domain) domains.push(domain);
  }
  return { address, domains };
}

export const REASON_MAX = 500;

/** What a block request says, checked; or what is wrong with it, in words. */
export type BlockRequest =
  | { ok: true; kind: BlockKind; value: string; reason: string; wide: WideDomain | undefined }
  | { ok: false; error: string };

/**
 * A block as a form posts it (`kind`, `value`, `reason`, `confirmWide`): never
 * the studio's own domain, and a free-mail provider or a public suffix as a
 * whole only with `confirmWide=yes`.
 */
export function readBlockRequest(
  form: FormData | URLSearchParams,
  guards: DomainGuards,
): BlockRequest {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const kind = text("kind");
  if (!isBlockKind(kind)) {
    return { ok: false, error: "Choose whether to block one address or a whole domain." };
  }
  const value = kind === "address" ? normalAddress(text("value")) : normalDomain(text("value"));
  if (!value) {
    return {
      ok: false,
      error:
        kind === "address"
          ? "Give the e-mail address to block, such as offers@spam.example."
          : "Give the domain to block, such as spam.example (the part after the @).",
    };
  }
  const reason = oneLine(text("reason")).trim();
  if (reason.length > REASON_MAX) {
    return { ok: false, error: `The reason holds at most ${REASON_MAX} characters.` };
  }
  const problem =
    kind === "domain" ? domainProblem(value, guards, text("confirmWide") === "yes") : undefined;
  if (problem) return { ok: false, error: problem.error };
  return {
    ok: true,
    kind,
    value,
    reason,
    wide: kind === "domain" ? guards.wide(value) : undefined,
  };
}

/**
 * Why a whole domain cannot be blocked as asked, or undefined when it can: the
 * studio's own never, a wide one (free mail, a public suffix) only when `confirmed`.
 */
export function domainProblem(
  domain: string,
  guards: DomainGuards,
  confirmed: boolean,
): { error: string; needsConfirmation: boolean } | undefined {
  if (guards.own(domain)) return { error: ownDomainRefusal(domain), needsConfirmation: false };
  const wide = guards.wide(domain);
  if (wide && !confirmed) {
    return {
      error: `${wideDomainWarning(domain, wide)} Block the one address instead, or tick the box to confirm.`,
      needsConfirmation: true,
    };
  }
  return undefined;
}
