import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SALT_LIFETIME_MS } from "../../db/insights-store";
import { configSchema } from "../config";
import { VIEWS_PER_MINUTE } from "../contact-runtime";
import { LABEL_MAX } from "./beacon";

/**
 * The privacy page's "How we count visits" says what the code does: the
 * figures it gives are the code's, and it names every kind of visit the
 * endpoint leaves out and what an inquiry carries.
 */
const page = readFileSync(
  new URL("../../content/legal/privacy-policy.md", import.meta.url),
  "utf8",
);
const visits = page.slice(page.indexOf("## How we count visits"));

describe("the privacy page's account of the counting", () => {
  it("gives the code's figures: salt lifetime, retention, rate, label length", () => {
    const retention = configSchema.shape.INSIGHTS_RETENTION_DAYS.parse(undefined);
    expect(visits).toContain(`deleted ${SALT_LIFETIME_MS / 3_600_000} hours after it was made`);
    expect(visits).toContain(`each page view is deleted after ${retention} days`);
    expect(visits).toContain(`beyond ${VIEWS_PER_MINUTE} a minute from one address`);
    expect(visits).toContain(`cut to ${LABEL_MAX.utm} characters`);
  });

  it("names what is not counted and what an inquiry carries, and how times are kept", () => {
    for (const words of [
      "`DNT: 1`",
      "`Sec-GPC: 1`",
      "automated visitors",
      "prefetched or prerendered",
      "never copied into our backups",
      "the time, to the minute",
      "the hour you saw it",
      "we do not look for your visit at all",
      "deleted with it",
      "daily totals",
    ]) {
      expect(visits).toContain(words);
    }
  });
});
