/**
 * The backup commands of the studio's CLI (scripts/inquiries.ts):
 *
 *   npm run backup [-- --reason REASON]
 *   npm run restore -- FILE [--replace] [--identity FILE]
 *
 * Both read the server's settings (DATABASE_URL or DATA_DIR, the BACKUP_* ones;
 * README, "Backups"). Neither migrates before it works: a backup is of the
 * database as it is (the release takes one before it migrates), and restore
 * migrates what it restored.
 */
import { parseArgs } from "node:util";
import {
  BackupFileError,
  backupOptions,
  formatBytes,
  restoreBackup,
  RestoreRefused,
  takeBackup,
} from "../db/backup";
import { ConfigError, loadConfig } from "../server/config";
import type { Io } from "./inquiries";

export const backupUsage = `  backup [--reason REASON]
      Takes a backup of the database now: a consistent copy with its manifest,
      encrypted to BACKUP_AGE_RECIPIENT, written to BACKUP_DIR, copied off-site,
      then retention. REASON (a-z, 0-9, -) names it: manual (the default),
      scheduled, pre-migration. The last line names the file, its size and sha256.
  restore FILE [--replace] [--identity KEYFILE]
      Checks FILE (checksums, manifest; decrypted with BACKUP_AGE_IDENTITY or
      KEYFILE) and restores it into the empty data folder or database, migrates
      it, and compares every table's rows with the manifest. A database that
      holds data is replaced only with --replace, and then kept. Stop the site first.
`;

class UsageError extends Error {}

/** Runs `backup` or `restore`; resolves to the exit code (0 ok, 1 failed or refused, 2 usage). */
export async function runBackupCommand(
  command: "backup" | "restore",
  args: string[],
  env: NodeJS.ProcessEnv,
  io: Io,
): Promise<number> {
  try {
    const { values, positionals } = parse(command, args);
    const config = loadConfig(env);
    const out = (line: string) => io.out(`${line}\n`);
    if (command === "backup") {
      if (positionals.length)
        throw new UsageError(`backup takes no file (got "${positionals[0]}").`);
      if (config.BACKUP_AGE_IDENTITY) {
        io.err(
          "warning: BACKUP_AGE_IDENTITY is set where backups are taken: whoever reads this machine can read every backup. Keep the private key off the server; bring it only to restore.\n",
        );
      }
      const result = await takeBackup({
        ...backupOptions(config, values.reason ?? "manual"),
        log: out,
      });
      out(`backup: wrote ${result.file} (${formatBytes(result.bytes)}, sha256 ${result.sha256})`);
      const complete =
        result.copies.every((copy) => copy.ok) &&
        result.pruned.every((p) => !p.error) &&
        result.problems.length === 0;
      return complete ? 0 : 1;
    }

    if (positionals.length !== 1) throw new UsageError("restore needs one backup FILE.");
    const result = await restoreBackup({
      file: positionals[0]!,
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      identity: values.identity ?? config.BACKUP_AGE_IDENTITY,
      replace: values.replace ?? false,
      backupDir: config.BACKUP_DIR,
      recipients: config.BACKUP_AGE_RECIPIENT,
      pgBin: config.BACKUP_PG_BIN,
      log: out,
    });
    io.out(countsTable(result.manifest.tables, result.restored));
    out(
      `restore: migrations applied after the restore: ${result.migrated.length ? result.migrated.join(", ") : "none (the backup's schema is this version's)"}`,
    );
    const rows = Object.values(result.restored).reduce((sum, n) => sum + n, 0);
    out(
      `restore: restored ${result.manifest.engine} backup of ${result.manifest.takenAt} into ${result.location}: every table matches the manifest (${rows} rows, ${result.restored.contact_submissions ?? 0} inquiries).`,
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\nUsage:\n${backupUsage}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      io.err(`${error.message}\n`);
      return 2;
    }
    if (error instanceof BackupFileError || error instanceof RestoreRefused) {
      io.err(`${command} refused: ${error.message}\nNothing was changed.\n`);
      return 1;
    }
    io.err(`${command} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

function parse(command: "backup" | "restore", args: string[]) {
  try {
    return parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options:
        command === "backup"
          ? { reason: { type: "string" } }
          : { replace: { type: "boolean" }, identity: { type: "string" } },
    }) as {
      values: { reason?: string; replace?: boolean; identity?: string };
      positionals: string[];
    };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Each table's rows in the manifest and as restored, side by side. */
export function countsTable(
  manifest: Record<string, number>,
  restored: Record<string, number>,
): string {
  const names = [...new Set([...Object.keys(manifest), ...Object.keys(restored)])].sort();
  const width = Math.max(5, ...names.map((name) => name.length));
  const lines = [`${"table".padEnd(width)}  ${"manifest".padStart(9)}  ${"restored".padStart(9)}`];
  for (const name of names) {
    lines.push(
      `${name.padEnd(width)}  ${String(manifest[name] ?? "-").padStart(9)}  ${String(restored[name] ?? "-").padStart(9)}`,
    );
  }
  return `${lines.join("\n")}\n`;
}
