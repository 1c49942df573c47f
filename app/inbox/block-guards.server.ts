import { createRequire } from "node:module";
import { getDomain, parse } from "tldts";
import type { DomainGuards, WideDomain } from "./senders";

/**
 * The server's answers to "may this whole domain be blocked?" (decision 0028):
 * free-mail providers from the `email-providers` package (about 8,000 domains,
 * kept from a maintained list), public suffixes from the Public Suffix List as
 * `tldts` ships it (ICANN and private sections: co.uk, github.io), and the
 * studio's own domains. Server-only: the lists stay out of the browser's bundle.
 */
const require = createRequire(import.meta.url);

function providerList(): string[] {
  const list: unknown = require("email-providers/all.json");
  if (!Array.isArray(list)) throw new Error("email-providers/all.json is not a list of domains");
  return list.filter((entry): entry is string => typeof entry === "string");
}

/** Free-mail providers that list leaves out, by name. */
const alsoFreeMail = ["fastmail.com", "tutanota.com", "tuta.io"];

let freeMail: ReadonlySet<string> | undefined;

export function isFreeMail(domain: string): boolean {
  freeMail ??= new Set([...providerList(), ...alsoFreeMail].map((entry) => entry.toLowerCase()));
  return freeMail.has(domain.toLowerCase());
}

/** Whether `domain` is itself on the Public Suffix List (co.uk, github.io; not spam.example). */
export function isPublicSuffix(domain: string): boolean {
  const parsed = parse(domain.toLowerCase(), { allowPrivateDomains: true });
  return (
    parsed.publicSuffix === domain.toLowerCase() && Boolean(parsed.isIcann || parsed.isPrivate)
  );
}

export function wideDomain(domain: string): WideDomain | undefined {
  if (isPublicSuffix(domain)) return "public-suffix";
  if (isFreeMail(domain)) return "free-mail";
  return undefined;
}

/**
 * The studio's own domains: the registrable domain of each host and address it
 * names (the site's, the inbox's, the reply address's), so that
 * www.nebulaforge.studio and hello@nebulaforge.studio both give nebulaforge.studio.
 */
export function studioDomains(names: readonly (string | undefined)[]): string[] {
  const domains = new Set<string>();
  for (const name of names) {
    if (!name) continue;
    const host = (name.includes("@") ? name.slice(name.lastIndexOf("@") + 1) : name)
      .trim()
      .toLowerCase()
      .replace(/\.$/, "");
    if (!host) continue;
    domains.add(getDomain(host, { allowPrivateDomains: true }) ?? host);
  }
  return [...domains];
}

/** The guards for a studio whose own domains are `own` (studioDomains). */
export function domainGuards(own: readonly string[]): DomainGuards {
  const related = (domain: string, mine: string) =>
    domain === mine || mine.endsWith(`.${domain}`) || domain.endsWith(`.${mine}`);
  return {
    wide: wideDomain,
    own: (domain) => own.some((mine) => related(domain.toLowerCase(), mine)),
  };
}
