import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  canonicalPath,
  inlineScriptHashes,
  pathForIndexFile,
  pathProblem,
  staticPageKey,
} from "./static-pages";
import { trimTrailingSlashes } from "../app/lib/paths";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of classic and module inline scripts", () => {
    const html = `<script>console.log(1)</script><script type="module" async="">import "/a.js";</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("console.log(1)"), sha('import "/a.js";')]);
  });

  it("skips external scripts and JSON-LD data blocks, which CSP hashes do not cover", () => {
    const html = `<script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("lists a repeated script once", () => {
    expect(inlineScriptHashes("<script>a()</script><script>a()</script>")).toHaveLength(1);
  });
});

describe("paths of prerendered files", () => {
  it("maps index files to clean paths in their built spelling", () => {
    expect(pathForIndexFile("/b/client", "/b/client/index.html")).toBe("/");
    expect(pathForIndexFile("/b/client", "/b/client/PrivacyPolicy/index.html")).toBe(
      "/PrivacyPolicy",
    );
    expect(pathForIndexFile("/b/client", "/b/client/services/ai/iot/index.html")).toBe(
      "/services/ai/iot",
    );
  });

  it("looks requests up case-insensitively, without a trailing slash", () => {
    expect(staticPageKey("/PrivacyPolicy/")).toBe("/privacypolicy");
    expect(staticPageKey("/")).toBe("/");
    expect(staticPageKey("/services%2Fai")).toBe("/services/ai");
    expect(staticPageKey("/%E0%A4%A")).toBe("/%e0%a4%a");
  });
});

describe("one spelling per URL", () => {
  it("trims trailing slashes in linear time (the old /\\/+$/ took 234 ms on 15,000 slashes)", () => {
    const hostile = `/${"/".repeat(60_000)}a`;
    const started = performance.now();
    expect(staticPageKey(hostile)).toBe(hostile);
    expect(trimTrailingSlashes(`/about${"/".repeat(60_000)}`)).toBe("/about");
    // Linear: a millisecond or two. The quadratic pattern takes 16 times its 234 ms at four
    // times the slashes (about 4 s), so the limit is far from both, also on a busy machine.
    expect(performance.now() - started).toBeLessThan(500);
    expect(trimTrailingSlashes("/")).toBe("/");
    expect(trimTrailingSlashes("///")).toBe("/");
  });

  it("redirects repeated slashes and a page's file name to the clean path", () => {
    expect(canonicalPath("//about")).toBe("/about");
    expect(canonicalPath("/services//ai///iot")).toBe("/services/ai/iot");
    expect(canonicalPath("/about/index.html")).toBe("/about");
    expect(canonicalPath("/index.html")).toBe("/");
    expect(canonicalPath("//evil.example/")).toBe("/evil.example/");
    expect(canonicalPath(`/${"/".repeat(20_000)}a`)).toBe("/a");
  });

  it("leaves clean paths alone, and never redirects to a path a browser reads as another host", () => {
    for (const path of ["/", "/about", "/about/", "/contact.data", "/assets/x.js"]) {
      expect(canonicalPath(path)).toBeNull();
    }
    expect(canonicalPath("/\\evil.example//x")).toBeNull();
  });
});

describe("paths that cannot be pages", () => {
  it("finds malformed percent-encoding and paths too deep or too long to route", () => {
    expect(pathProblem("/%zz")).toBe("malformed");
    expect(pathProblem("/a/%e0%a4")).toBe("malformed");
    expect(pathProblem("/a%00b")).toBe("malformed");
    expect(pathProblem(`/${"a/".repeat(17)}`)).toBe("too-long");
    expect(pathProblem(`/${"x".repeat(1100)}`)).toBe("too-long");
    for (const path of ["/", "/services/ai/iot", "/%E0%A4%A8", `/${"a/".repeat(15)}b`]) {
      expect(pathProblem(path)).toBeNull();
    }
  });
});
