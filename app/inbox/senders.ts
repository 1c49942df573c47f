import { oneLine } from "../contact/text";

/**
 * Who sent an inquiry, as blocking sees it (decision 0028): an address, or its
 * domain. Addresses and domains are compared lower-case; a blocked domain also
 * covers its subdomains (blocking spam.example blocks mail.spam.example). The
 * common free-mail providers are named so that blocking one of them as a
 * whole needs a second, deliberate confirmation: it would send every inquiry
 * from, say, gmail.com to Spam.
 */
export type BlockKind = "address" | "domain";

export const blockKinds = ["address", "domain"] as const satisfies readonly BlockKind[];

export function isBlockKind(value: unknown): value is BlockKind {
  return value === "address" || value === "domain";
}

/** Widely used free-mail domains: blocking one of them blocks a great many people. */
export const freeMailDomains: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "hotmail.co.uk",
  "live.com",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "yahoo.fr",
  "yahoo.de",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.de",
  "gmx.net",
  "gmx.com",
  "web.de",
  "t-online.de",
  "mail.com",
  "zoho.com",
  "yandex.ru",
  "yandex.com",
  "mail.ru",
  "qq.com",
  "163.com",
  "126.com",
  "orange.fr",
  "free.fr",
  "laposte.net",
  "libero.it",
  "fastmail.com",
  "hey.com",
  "tutanota.com",
  "rediffmail.com",
]);

export function isFreeMail(domain: string): boolean {
  return freeMailDomains.has(domain.toLowerCase());
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
  for (let start = 0; start < labels.length - 1; start++) {
    const domain = labels.slice(start).join(".");
    if (domain) domains.push(domain);
  }
  return { address, domains };
}

export const REASON_MAX = 500;

/** What a block request says, checked; or what is wrong with it, in words. */
export type BlockRequest =
  | { ok: true; kind: BlockKind; value: string; reason: string; freeMail: boolean }
  | { ok: false; error: string };

/**
 * A block as a form posts it (`kind`, `value`, `reason`, `confirmFreeMail`):
 * a free-mail domain as a whole only with `confirmFreeMail=yes`.
 */
export function readBlockRequest(form: FormData | URLSearchParams): BlockRequest {
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
  const freeMail = kind === "domain" && isFreeMail(value);
  if (freeMail && text("confirmFreeMail") !== "yes") {
    return {
      ok: false,
      error: `${value} is a free-mail provider: blocking it sends every inquiry from any of its users to Spam. Block the one address instead, or tick the box to confirm.`,
    };
  }
  return { ok: true, kind, value, reason, freeMail };
}
