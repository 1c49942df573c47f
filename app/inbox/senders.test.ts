import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  blockCandidates,
  domainOf,
  normalAddress,
  normalDomain,
  readBlockRequest,
  REASON_MAX,
} from "./senders";
import { domainGuards, isFreeMail, isPublicSuffix, studioDomains } from "./block-guards.server";

const guards = domainGuards(
  studioDomains(["www.nebulaforge.studio", "hello@mail.studio-mail.example"]),
);

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([labels, top]) => [...labels, top].join("."));
const local = fc.stringMatching(/^[a-z0-9._+-]{1,20}$/);

function request(entries: Record<string, string>) {
  return readBlockRequest(new URLSearchParams(entries), guards);
}

describe("blocking: addresses and domains", () => {
  it("keeps an address and a domain lower-case, whatever case they came in", () => {
    fc.assert(
      fc.property(local, domain, (name, host) => {
        const address = `${name}@${host}`;
        expect(normalAddress(address.toUpperCase())).toBe(address);
        expect(normalDomain(` ${host.toUpperCase()}. `)).toBe(host);
        expect(domainOf(address)).toBe(host);
      }),
    );
  });

  it("catches an address by itself, its domain and each parent domain, never a top-level domain alone", () => {
    expect(blockCandidates("Offers@Mail.Spam.example")).toEqual({
      address: "offers@mail.spam.example",
      domains: ["mail.spam.example", "spam.example"],
    });
    // The contact form accepts host names that are not (a label ending in "-"): a
    // blocked parent still catches them.
    expect(blockCandidates("x@foo-.spam.example").domains).toEqual([
      "foo-.spam.example",
      "spam.example",
    ]);
    fc.assert(
      fc.property(local, domain, (name, host) => {
        const { address, domains } = blockCandidates(`${name}@${host}`);
        expect(address).toBe(`${name}@${host}`);
        expect(domains[0]).toBe(host);
        expect(domains.every((d) => d.includes(".") && host.endsWith(d))).toBe(true);
      }),
    );
  });

  it("refuses what is no address or no domain", () => {
    for (const bad of [
      "",
      "@spam.example",
      "a@",
      "a@b",
      "a b@spam.example",
      "a@spam..example",
      "<a>@x.example",
    ]) {
      expect(normalAddress(bad), bad).toBeUndefined();
    }
    for (const bad of [
      "",
      "example",
      "-spam.example",
      "spam.example/",
      "spam example.com",
      "*.spam.example",
    ]) {
      expect(normalDomain(bad), bad).toBeUndefined();
    }
  });

  it("names the free-mail providers (the email-providers list) and the public suffixes (the PSL)", () => {
    expect(isFreeMail("gmail.com")).toBe(true);
    expect(isFreeMail("GMX.de")).toBe(true);
    expect(isFreeMail("tutanota.com")).toBe(true);
    expect(isFreeMail("ferro-robotics.example")).toBe(false);
    for (const suffix of ["co.uk", "com.br", "github.io", "blogspot.com"]) {
      expect(isPublicSuffix(suffix), suffix).toBe(true);
    }
    for (const domain of ["bbc.co.uk", "spam.example", "gmail.com", "ferro.github.io"]) {
      expect(isPublicSuffix(domain), domain).toBe(false);
    }
  });

  it("knows the studio's own domains, their parents and their subdomains", () => {
    expect(
      studioDomains(["www.nebulaforge.studio", "hello@nebulaforge.studio", undefined]),
    ).toEqual(["nebulaforge.studio"]);
    for (const own of ["nebulaforge.studio", "www.nebulaforge.studio", "studio-mail.example"]) {
      expect(guards.own(own), own).toBe(true);
    }
    for (const other of ["forge.studio", "nebulaforge.studio.example", "spam.example"]) {
      expect(guards.own(other), other).toBe(false);
    }
  });
});

describe("a block request, as a form posts it", () => {
  it("takes an address or a domain with a reason on one line", () => {
    expect(
      request({ kind: "address", value: " Offers@Spam.Example ", reason: "Sells\nlinks" }),
    ).toEqual({
      ok: true,
      kind: "address",
      value: "offers@spam.example",
      reason: "Sells\uFFFDlinks",
      wide: undefined,
    });
    expect(request({ kind: "domain", value: "spam.example" })).toMatchObject({
      ok: true,
      value: "spam.example",
    });
  });

  it("blocks a free-mail domain as a whole only when confirmed; its single addresses freely", () => {
    expect(request({ kind: "domain", value: "gmail.com" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("gmail.com is a free-mail provider"),
    });
    expect(request({ kind: "domain", value: "gmail.com", confirmWide: "yes" })).toMatchObject({
      ok: true,
      wide: "free-mail",
    });
    expect(request({ kind: "address", value: "someone@gmail.com" })).toMatchObject({ ok: true });
  });

  it("blocks a public suffix as a whole only when confirmed", () => {
    expect(request({ kind: "domain", value: "co.uk" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("co.uk is a public suffix"),
    });
    expect(request({ kind: "domain", value: "github.io", confirmWide: "yes" })).toMatchObject({
      ok: true,
      wide: "public-suffix",
    });
  });

  it("never blocks the studio's own domain, even confirmed; one of its addresses can be", () => {
    for (const value of ["nebulaforge.studio", "www.nebulaforge.studio", "studio-mail.example"]) {
      expect(request({ kind: "domain", value, confirmWide: "yes" }), value).toMatchObject({
        ok: false,
        error: expect.stringContaining("the studio's own domain"),
      });
    }
    expect(request({ kind: "address", value: "test@nebulaforge.studio" })).toMatchObject({
      ok: true,
    });
  });

  it("refuses an unknown kind, a long reason, and never throws on any input", () => {
    expect(request({ kind: "everyone", value: "spam.example" })).toMatchObject({ ok: false });
    expect(
      request({ kind: "domain", value: "spam.example", reason: "x".repeat(REASON_MAX + 1) }),
    ).toMatchObject({ ok: false });
    fc.assert(
      fc.property(
        fc.constantFrom("address", "domain", "", "other"),
        fc.string({ unit: "binary", maxLength: 300 }),
        fc.string({ maxLength: 600 }),
        (kind, value, reason) => {
          const result = request({ kind, value, reason });
          if (result.ok) {
            expect(result.value).toBe(result.value.toLowerCase());
            expect(result.value).toBe(result.value.trim());
            expect(result.reason.length).toBeLessThanOrEqual(REASON_MAX);
            expect(["\n", "\r", "\u0000"].some((c) => result.reason.includes(c))).toBe(false);
          } else expect(result.error.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
