import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  droppedUrls,
  listedPaths,
  PUBLIC_URLS_FILE,
  urlGuardMessage,
} from "../../scripts/release/url-guard";
import { pages } from "./pages";
import { siteRedirects } from "./redirects/table.server";

describe("no public address is dropped by accident (deploy/public-urls.txt)", () => {
  it("answers every listed address with a page, a redirect or a gone entry", () => {
    const listed = listedPaths(readFileSync(PUBLIC_URLS_FILE, "utf8"));
    expect(listed.length).toBeGreaterThan(40);
    const dropped = droppedUrls(
      listed,
      pages().map((page) => page.path),
      [...siteRedirects().rules.values()].map((rule) => rule.from),
    );
    // The message is the one the release prints: it says how to fix it.
    expect(dropped, urlGuardMessage(dropped, PUBLIC_URLS_FILE)).toEqual([]);
  });
});
