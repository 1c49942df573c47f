import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalInboxPath, isInboxPath, isOpenInboxPath } from "./paths";

describe("the inbox's paths in every spelling the router takes", () => {
  it("knows the inbox in any letter case and with its letters percent-encoded", () => {
    for (const path of [
      "/inbox",
      "/INBOX/1",
      "/Inbox/Audit",
      "/%69nbox",
      "/%49NBOX/account",
      "/inbox.data",
      "/INBOX.DATA",
    ]) {
      expect(isInboxPath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/inboxes",
      "/about",
      "/contact",
      "/inbox-x",
      "/%zz",
      "/admin/inbox",
    ]) {
      expect(isInboxPath(path), path).toBe(false);
    }
  });

  it("redirects another spelling to the one the inbox uses, never elsewhere", () => {
    expect(canonicalInboxPath("/INBOX/1")).toBe("/inbox/1");
    expect(canonicalInboxPath("/%69nbox/audit")).toBe("/inbox/audit");
    expect(canonicalInboxPath("/inbox/audit")).toBeNull();
    expect(canonicalInboxPath("/inbox%2Faudit")).toBeNull();
    expect(canonicalInboxPath("/INBOX%3Fq=1")).toBeNull();
    expect(canonicalInboxPath("/about")).toBeNull();
  });

  it("any path: a redirect target is an inbox path of one spelling, the same path in lower case", () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9%._~-]{0,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom("/inbox", "/INBOX", "/InBox", "/%69nbox", "/%49nbox", "/in", "/"),
        fc.array(segment, { maxLength: 3 }),
        (start, segments) => {
          const path = [start, ...segments].join("/");
          const target = canonicalInboxPath(path);
          if (target === null) return;
          expect(target).toBe(target.toLowerCase());
          expect(target).toMatch(/^\/inbox(?:$|\/|\.data$)/);
          expect(target).not.toMatch(/[?#%\\]/);
          expect(canonicalInboxPath(target)).toBeNull();
          expect(isInboxPath(target)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("knows which inbox posts come before any session", () => {
    for (const path of [
      "/inbox/sign-in",
      "/inbox/sign-in.data",
      "/inbox/link",
      "/INBOX/passkey",
      "/inbox/passkey/",
    ]) {
      expect(isOpenInboxPath(path), path).toBe(true);
    }
    for (const path of [
      "/inbox",
      "/inbox/1",
      "/inbox/account",
      "/inbox/export",
      "/inbox/sign-out",
      "/contact",
    ]) {
      expect(isOpenInboxPath(path), path).toBe(false);
    }
  });
});
