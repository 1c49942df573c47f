import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import YAML from "yaml";

/**
 * The morning digest's schedule: the systemd timer and Compose's service run
 * the bundled CLI's `digest` often enough (it decides itself when to send:
 * scripts/digest-command.ts), on the site's data, and catch up after a machine
 * was off.
 */
describe("the digest schedule in deploy/ and compose.yaml", () => {
  const service = readFileSync("deploy/studio-digest.service", "utf8");
  const timer = readFileSync("deploy/studio-digest.timer", "utf8");
  const setting = (text: string, name: string) =>
    text
      .split("\n")
      .filter((line) => line.startsWith(`${name}=`))
      .map((line) => line.slice(name.length + 1));

  it("runs the CLI bundle's digest every 30 minutes, catching up after downtime", () => {
    expect(setting(service, "ExecStart")).toEqual([
      "/usr/bin/node /srv/site/current/build/cli/inquiries.js digest",
    ]);
    expect(setting(service, "EnvironmentFile")).toEqual(["/srv/site/shared/.env"]);
    const dataDir = /DATA_DIR=(\S+)/.exec(setting(service, "Environment").join(" "))![1]!;
    expect(setting(service, "ReadWritePaths").join(" ").split(" ")).toContain(dataDir);
    expect(setting(timer, "OnCalendar")).toEqual(["*:0/30"]);
    expect(setting(timer, "Persistent")).toEqual(["true"]);
  });

  it("has Compose run the same command in a loop on the site's database", () => {
    const compose = YAML.parse(readFileSync("compose.yaml", "utf8")) as {
      services: Record<string, { command?: string[]; environment?: Record<string, string> }>;
    };
    const digest = compose.services.digest!;
    expect(digest.command?.join(" ")).toMatch(
      /node build\/cli\/inquiries\.js digest;\s+sleep 1800;/,
    );
    expect(digest.environment?.DATABASE_URL).toBe(
      compose.services.backup!.environment?.DATABASE_URL,
    );
    expect(Object.keys(digest.environment ?? {})).toEqual(
      expect.arrayContaining(["SMTP_URL", "STUDIO_TIME_ZONE", "SITE_URL"]),
    );
  });
});
