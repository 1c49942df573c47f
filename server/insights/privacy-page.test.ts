import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SALT_LIFETIME_MS } from "../../db/insights-store";
import { configSchema } from "../config";
import { SALT_SWEEP_MS, VIEWS_PER_MINUTE } from "../contact-runtime";
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
    expect(visits).toContain(`each page view is deleted after ${retention} days`);
  });

  it("gives the salt's real longest life: its lifetime plus the interval of the sweep that deletes it", () => {
    const hours = SALT_LIFETIME_MS / 3_600_000;
    const sweepMinutes = SALT_SWEEP_MS / 60_000;
    expect(visits).toContain(
      `deleted at most ${hours} hours ${sweepMinutes} minutes after it was made: once ${hours} hours have passed since the minute it was made in, at our server's next check, which runs every ${sweepMinutes} minutes`,
    );
  });

  it("says the rate limit is per minute from its start, per address and per server process", () => {
    expect(visits).toContain(
      `beyond ${VIEWS_PER_MINUTE} in one minute (counted from the start of each minute) from one address, a limit each of our server processes keeps on its own, so with two processes an address may be counted up to ${VIEWS_PER_MINUTE * 2} times`,
    );
  });

  it("says the campaign tags' limit in the unit the code counts: UTF-16 code units", () => {
    expect(LABEL_MAX.utm).toBe(100);
    expect("🙂".length).toBe(2); // one emoji, two units: "fewer" letters, as the page says
    expect(visits).toContain(
      `cut to ${LABEL_MAX.utm} UTF-16 code units: ${LABEL_MAX.utm} letters of most alphabets, fewer where characters such as emoji take two units each`,
    );
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
