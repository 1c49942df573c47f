import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { loadConfig } from "../../server/config";

/**
 * The schedule's files say what the settings and the inbox assume: the timer runs
 * every BACKUP_INTERVAL_MINUTES (the inbox warns past twice that), the service runs
 * the bundled CLI's backup into a BACKUP_DIR it may write, and Compose's service
 * loops at the same interval into a volume.
 */
describe("the backup schedule in deploy/ and compose.yaml", () => {
  const service = readFileSync("deploy/studio-backup.service", "utf8");
  const timer = readFileSync("deploy/studio-backup.timer", "utf8");
  const setting = (text: string, name: string) =>
    text
      .split("\n")
      .filter((line) => line.startsWith(`${name}=`))
      .map((line) => line.slice(name.length + 1));

  it("runs every BACKUP_INTERVAL_MINUTES by default", () => {
    const minutes = loadConfig({}).BACKUP_INTERVAL_MINUTES;
    expect(setting(timer, "OnCalendar")).toEqual([`*:0/${minutes}`]);
    expect(setting(timer, "Persistent")).toEqual(["true"]);
  });

  it("runs the CLI bundle's backup into a folder the unit may write", () => {
    expect(setting(service, "ExecStart")).toEqual([
      "/usr/bin/node /srv/site/current/build/cli/inquiries.js backup --reason scheduled",
    ]);
    const environment = setting(service, "Environment").join(" ");
    const backupDir = /BACKUP_DIR=(\S+)/.exec(environment)![1]!;
    const dataDir = /DATA_DIR=(\S+)/.exec(environment)![1]!;
    const writable = setting(service, "ReadWritePaths").join(" ").split(" ");
    expect(writable).toEqual(expect.arrayContaining([backupDir, dataDir]));
    expect(backupDir.startsWith("/srv/site/shared/")).toBe(true);
    expect(setting(service, "UMask")).toEqual(["0077"]);
  });

  it("has Compose back up at the same interval into a volume", () => {
    const compose = YAML.parse(readFileSync("compose.yaml", "utf8")) as {
      services: Record<
        string,
        { command?: string[]; volumes?: string[]; environment?: Record<string, string> }
      >;
    };
    const backup = compose.services.backup!;
    expect(backup.command!.join(" ")).toMatch(
      /node build\/cli\/inquiries\.js backup --reason scheduled;.*sleep \$\$\(\(BACKUP_INTERVAL_MINUTES \* 60\)\)/,
    );
    expect(backup.environment!.BACKUP_INTERVAL_MINUTES).toBe("${BACKUP_INTERVAL_MINUTES:-15}");
    expect(backup.volumes).toContain(`backups:${backup.environment!.BACKUP_DIR}`);
  });
});
