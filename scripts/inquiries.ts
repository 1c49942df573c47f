/**
 * The studio's tool for contact inquiries: list, export, delete (a data-subject
 * request) and purge (retention); the staff of the inbox; backups and restore
 * (scripts/backup-commands.ts). Works on SQLite and PostgreSQL alike, also
 * while the site runs (SQLite's WAL mode lets it read and write beside the server).
 *
 *   npm run inquiries -- help
 *
 * In production it runs bundled (build/cli/inquiries.js, made by `npm run build`)
 * with production dependencies only. It reads the same settings as the server:
 * DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite, default ./data).
 */
import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  migrate,
  openDatabase,
  sqliteFile,
  prepareSchema,
  schemaState,
  type DatabaseHandle,
} from "../db/database";
import { InboxStore } from "../db/inbox-store";
import { InquiryStore, type StoredInquiry } from "../db/inquiry-store";
import { normalEmail, StaffStore, type StaffListing } from "../db/staff-store";
import { ConfigError, loadConfig, type Config } from "../server/config";
import { inboxSettings, linkUrl } from "../server/inbox/settings";
import { fieldNames, fieldSpec } from "../app/contact/fields";
import { backupOptions, formatBytes, takeBackup } from "../db/backup";
import { oneLine, safeText } from "../app/contact/text";
import { displayValue, fieldReportLabel } from "../app/content/contact/fields";
import { backupUsage, runBackupCommand } from "./backup-commands";
import { digestUsage, runDigest } from "./digest-command";
import { readMailUsage, runReadMail } from "./mail-command";

/** The privacy policy keeps inquiries for 24 months. */
export const DEFAULT_RETENTION_DAYS = 730;

const usage = `Contact inquiries of the website.

Usage: npm run inquiries -- <command> [options]

Commands:
  list [--since DATE] [--limit N] [--full]
      Inquiries, oldest first, with the time the server received them (UTC).
      --full prints every field and the message.
  export --format csv|json [--out FILE] [--since DATE]
      Every inquiry (or those since DATE) as CSV or JSON, to FILE or the terminal.
  delete --email ADDRESS [--dry-run]
      Deletes every inquiry sent from ADDRESS (a data-subject deletion request),
      with its pending notifications. The address is matched case-insensitively.
  purge [--older-than DAYS] [--dry-run]
      Deletes inquiries received more than DAYS days ago. Default ${DEFAULT_RETENTION_DAYS} days:
      the 24 months our privacy policy promises. Run it regularly (cron).
  invite ADDRESS [--name NAME]
      Invites a member of staff to the inbox at /inbox: prints a one-time link,
      valid INBOX_INVITE_HOURS (24 hours), with which they register a passkey.
      It cancels the person's earlier unused invitations. Inviting a revoked
      person again (only possible here) lets them back in when they use it.
      Run it with the server's DATA_DIR (or DATABASE_URL) and SITE_URL: it says
      which database and which address it used, and refuses a missing SQLite
      file or an unset SITE_URL rather than invite into the wrong place.
  staff list
      Everyone invited: address, name, passkeys, and whether they are revoked.
  staff revoke ADDRESS
      Ends that person's sessions at once and removes their passkeys and links.
  migrate [--status]
      Applies the database migrations this version has and the database lacks,
      after a backup (BACKUP_DIR, as "backup" takes it; the release runs it before
      it restarts the site: docs/release.md).
      --status only says which are applied, pending, or from a newer release.
${backupUsage}${digestUsage}${readMailUsage}  help
      This text.

DATE is a day (2025-10-01, midnight UTC) or a full ISO time (2025-10-01T09:30:00+05:30).
The database is the server's: PostgreSQL when DATABASE_URL is set, otherwise the
SQLite file in DATA_DIR (default ./data). It is safe to run while the site runs.
`;

class UsageError extends Error {}

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

const defaultIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** Runs one command; resolves to the exit code (0 ok, 1 failure, 2 usage). */
export async function run(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: Io = defaultIo,
): Promise<number> {
  const [command = "help", ...rest] = argv;
  if (command === "help" || command === "--help" || command === "-h") {
    io.out(usage);
    return 0;
  }
  if (command === "invite" || command === "staff") return runStaff(command, rest, env, io);
  if (command === "migrate") return runMigrate(rest, env, io);
  if (command === "digest") {
    try {
      return await runDigest(rest, env, io);
    } catch (error) {
      return failed(error, io);
    }
  }
  if (command === "read-mail") {
    try {
      return await runReadMail(rest, env, io);
    } catch (error) {
      return failed(error, io);
    }
  }
  if (command === "backup" || command === "restore")
    return runBackupCommand(command, rest, env, io);
  let handle: DatabaseHandle | undefined;
  try {
    const options = parseOptions(command, rest);
    handle = await openForCommand(loadConfig(env));
    io.err(
      `Database: ${handle.engine === "sqlite" ? "SQLite" : "PostgreSQL"} ${handle.location}\n`,
    );
    const store = new InquiryStore(handle);

    switch (command) {
      case "list": {
        const inquiries = await store.list({ since: options.since, limit: options.limit });
        io.out(options.full ? formatFull(inquiries) : formatTable(inquiries));
        io.err(
          `${count(inquiries.length, "inquiry", "inquiries")}${options.since ? ` since ${options.since.toISOString()}` : ""}\n`,
        );
        return 0;
      }
      case "export": {
        const inquiries = await store.list({ since: options.since });
        const text =
          options.format === "csv" ? toCsv(inquiries) : `${JSON.stringify(inquiries, null, 2)}\n`;
        if (options.out) {
          // Personal data: readable by the owner only.
          writeFileSync(options.out, text, { mode: 0o600 });
          io.err(`Exported ${count(inquiries.length, "inquiry", "inquiries")} to ${options.out}\n`);
        } else {
          io.out(text);
        }
        return 0;
      }
      case "delete": {
        const email = options.email!;
        const deleted = await store.deleteByEmail(email, { dryRun: options.dryRun });
        io.out(
          options.dryRun
            ? `Would delete ${count(deleted, "inquiry", "inquiries")} from ${email} (dry run, nothing deleted).\n`
            : `Deleted ${count(deleted, "inquiry", "inquiries")} from ${email}.\n`,
        );
        return 0;
      }
      case "purge": {
        const days = options.olderThan ?? DEFAULT_RETENTION_DAYS;
        const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
        const purged = await store.purgeOlderThan(cutoff, { dryRun: options.dryRun });
        io.out(
          options.dryRun
            ? `Would delete ${count(purged, "inquiry", "inquiries")} received before ${cutoff.toISOString()} (older than ${days} days; dry run, nothing deleted).\n`
            : `Deleted ${count(purged, "inquiry", "inquiries")} received before ${cutoff.toISOString()} (older than ${days} days).\n`,
        );
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error) {
    return failed(error, io);
  } finally {
    await handle?.close();
  }
}

/**
 * The server's database, as the server would open it: migrated first when
 * MIGRATIONS=auto; with MIGRATIONS=release, refused while it lacks a migration.
 */
async function openForCommand(config: Config): Promise<DatabaseHandle> {
  const handle = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  try {
    await prepareSchema(handle, config.MIGRATIONS);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** `migrate [--status]`: the release's migrate step (docs/release.md). */
async function runMigrate(args: string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  let handle: DatabaseHandle | undefined;
  try {
    let status = false;
    try {
      status =
        parseArgs({ args, strict: true, options: { status: { type: "boolean" } } }).values.status ??
        false;
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    const config = loadConfig(env);
    handle = openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: 2,
    });
    io.err(
      `Database: ${handle.engine === "sqlite" ? "SQLite" : "PostgreSQL"} ${handle.location}\n`,
    );
    const before = await schemaState(handle);
    const list = (names: string[]) => (names.length > 0 ? names.join(", ") : "none");
    if (status) {
      io.out(
        `applied: ${list(before.applied)}\npending: ${list(before.pending)}\nfrom a newer release: ${list(before.newer)}\n`,
      );
      return 0;
    }
    if (before.pending.length === 0) {
      io.out(
        `migrate: nothing to apply (${count(before.applied.length, "migration", "migrations")} applied)\n`,
      );
      return 0;
    }
    // A copy of the data before the schema changes (not of a new, empty database).
    if (before.applied.length > 0) {
      const backup = await takeBackup({
        ...backupOptions(config, "pre-migration"),
        log: (line) => io.err(`${line}\n`),
      });
      io.out(
        `backup: wrote ${backup.file} (${formatBytes(backup.bytes)}, sha256 ${backup.sha256})\n`,
      );
    }
    const applied = await migrate(handle);
    io.out(`migrate: applied ${applied.join(", ")}\n`);
    return 0;
  } catch (error) {
    return failed(error, io);
  } finally {
    await handle?.close();
  }
}

/** Says why a command failed: 2 for a wrong command or setting (with the usage), else 1. */
function failed(error: unknown, io: Io): number {
  if (error instanceof UsageError) {
    io.err(`${error.message}\n\n${usage}`);
    return 2;
  }
  if (error instanceof ConfigError) {
    io.err(`${error.message}\n`);
    return 2;
  }
  io.err(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
}

/**
 * Which database a staff command works on, and for an invitation which
 * address its link opens, said before anything changes. Refused when the
 * SQLite file is not there (run without the server's DATA_DIR, a command would
 * otherwise make a new empty database the running server never reads), and
 * an invitation when neither SITE_URL nor INBOX_ORIGIN is set (its link would
 * point at the default address, not at this server).
 */
export function staffCommandTarget(
  config: Pick<Config, "DATABASE_URL" | "DATA_DIR">,
  env: NodeJS.ProcessEnv,
  linkOrigin?: string,
): { said: string } | { refusal: string } {
  let database: string;
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    database = `PostgreSQL database "${url.pathname.slice(1)}" on ${url.hostname}${url.port ? `:${url.port}` : ""} (DATABASE_URL)`;
  } else {
    const file = sqliteFile(config.DATA_DIR);
    if (!existsSync(file)) {
      return {
        refusal:
          `There is no database at ${file}, so this is not the server's: nothing was changed.\n` +
          "Run the command with the server's settings: the same DATA_DIR (or DATABASE_URL) and SITE_URL\n" +
          "as the running site, for example from the server's folder with its .env loaded. A new\n" +
          "installation's database is made when the server first starts.\n",
      };
    }
    database = `SQLite database ${file} (DATA_DIR)`;
  }
  if (linkOrigin !== undefined && !env.SITE_URL?.trim() && !env.INBOX_ORIGIN?.trim()) {
    return {
      refusal:
        `SITE_URL is not set, so the invitation's link would open ${linkOrigin}, which may not be this\n` +
        "server: nothing was changed. Run the command with the server's SITE_URL (and INBOX_ORIGIN if\n" +
        "the inbox has an address of its own).\n",
    };
  }
  return {
    said:
      `Database: ${database}\n` +
      (linkOrigin === undefined ? "" : `Inbox address: ${linkOrigin} (SITE_URL or INBOX_ORIGIN)\n`),
  };
}

/** The staff commands: invite, staff list, staff revoke. */
async function runStaff(
  command: "invite" | "staff",
  args: string[],
  env: NodeJS.ProcessEnv,
  io: Io,
): Promise<number> {
  let handle: DatabaseHandle | undefined;
  try {
    const { values, positionals } = parseStaffArgs(args);
    const [sub, address] = command === "invite" ? ["invite", positionals[0]] : positionals;
    if (command === "staff" && sub !== "list" && sub !== "revoke") {
      throw new UsageError('staff takes "list" or "revoke ADDRESS".');
    }
    if (sub !== "list" && !isAddress(address)) {
      throw new UsageError(
        `${command === "invite" ? "invite" : "staff revoke"} needs an e-mail ADDRESS.`,
      );
    }
    const config: Config = loadConfig(env);
    const settings = inboxSettings(config);
    const where = staffCommandTarget(config, env, sub === "invite" ? settings.origin : undefined);
    if ("refusal" in where) {
      io.err(where.refusal);
      return 1;
    }
    io.err(where.said);
    handle = await openForCommand(config);
    const staff = new StaffStore(handle);
    const audit = new InboxStore(handle);
    if (sub === "list") {
      io.out(formatStaff(await staff.list()));
      return 0;
    }
    if (sub === "invite") {
      // Recorded before the link exists, as the inbox's invitations are.
      await audit.record({
        staffId: null,
        actor: "operator (command line)",
        action: "staff.invited",
        detail: normalEmail(address!),
      });
      const invited = await staff.invite(address!, settings.inviteMs, values.name?.trim() ?? "");
      const hours = config.INBOX_INVITE_HOURS;
      io.out(
        `Invitation for ${invited.staff.email}, valid ${hours} hour${hours === 1 ? "" : "s"}, for one use:\n` +
          `${linkUrl(settings, "invite", invited.token)}\n`,
      );
      io.err(
        "Send it to them privately: whoever opens it first registers a passkey for this address.\n" +
          "Their earlier unused invitations no longer work.\n" +
          (invited.staff.revokedAt === null
            ? ""
            : "They are revoked until they use it: then they are back in, with that passkey only.\n"),
      );
      return 0;
    }
    const revoked = await staff.revoke(address!);
    if (!revoked) {
      io.err(`Nobody with the address ${address} was invited.\n`);
      return 1;
    }
    await audit.record({
      staffId: null,
      actor: "operator (command line)",
      action: "staff.revoked",
      detail: revoked.email,
    });
    io.out(`Revoked ${revoked.email}: signed out everywhere, passkeys and links removed.\n`);
    return 0;
  } catch (error) {
    return failed(error, io);
  } finally {
    await handle?.close();
  }
}

function parseStaffArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: { name: { type: "string" } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function isAddress(value: string | undefined): value is string {
  return typeof value === "string" && /^[^\s@]+@[^\s@]+$/.test(value.trim()) && value.length <= 254;
}

export function formatStaff(people: readonly StaffListing[]): string {
  if (people.length === 0) return "Nobody is invited yet: npm run inquiries -- invite ADDRESS\n";
  const rows = people.map((person) => [
    oneLine(person.email),
    clip(person.name || "-", 24),
    String(person.passkeys),
    person.revokedAt === null
      ? "active"
      : `revoked ${new Date(person.revokedAt).toISOString().slice(0, 10)}`,
  ]);
  const header = ["Address", "Name", "Passkeys", "State"];
  return alignedColumns(header, rows);
}

interface Options {
  since?: Date;
  limit?: number;
  full: boolean;
  format?: "csv" | "json";
  out?: string;
  email?: string;
  olderThan?: number;
  dryRun: boolean;
}

const allowed: Record<string, string[]> = {
  list: ["since", "limit", "full"],
  export: ["format", "out", "since"],
  delete: ["email", "dry-run"],
  purge: ["older-than", "dry-run"],
};

function parseOptions(command: string, args: string[]): Options {
  if (!allowed[command]) throw new UsageError(`Unknown command "${command}".`);
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        since: { type: "string" },
        limit: { type: "string" },
        full: { type: "boolean" },
        format: { type: "string" },
        out: { type: "string" },
        email: { type: "string" },
        "older-than": { type: "string" },
        "dry-run": { type: "boolean" },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  for (const name of Object.keys(values)) {
    if (!allowed[command]!.includes(name)) {
      throw new UsageError(`"${command}" does not take --${name}.`);
    }
  }
  const options: Options = { full: values.full ?? false, dryRun: values["dry-run"] ?? false };
  if (values.since !== undefined) options.since = parseDate(values.since);
  if (values.limit !== undefined) options.limit = positiveInteger("--limit", values.limit);
  if (command === "export") {
    if (values.format !== "csv" && values.format !== "json") {
      throw new UsageError("export needs --format csv or --format json.");
    }
    options.format = values.format;
    options.out = values.out;
  }
  if (command === "delete") {
    const email = values.email?.trim();
    if (!email || !email.includes("@")) throw new UsageError("delete needs --email ADDRESS.");
    options.email = email;
  }
  if (values["older-than"] !== undefined) {
    options.olderThan = positiveInteger("--older-than", values["older-than"]);
  }
  return options;
}

function parseDate(text: string): Date {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new UsageError(`--since: "${text}" is not a date (use 2025-10-01 or an ISO time).`);
  }
  return date;
}

function positiveInteger(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new UsageError(`${name} must be a whole number above 0.`);
  return value;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

// --- Output -----------------------------------------------------------------

function clip(text: string, width: number): string {
  const flat = oneLine(text.replace(/\s+/g, " "));
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

export function formatTable(inquiries: readonly StoredInquiry[]): string {
  if (inquiries.length === 0) return "No inquiries.\n";
  const rows = inquiries.map((inquiry) => [
    `#${inquiry.id}`,
    inquiry.createdAt.replace("T", " ").replace(/\.\d+Z$/, "Z"),
    clip(inquiry.fullName, 24),
    clip(inquiry.email, 32),
    clip(displayValue("inquiryType", inquiry.inquiryType), 24),
    clip(inquiry.subject, 40),
  ]);
  const header = ["ID", "Received (UTC)", "Name", "Email", "Type", "Subject"];
  return alignedColumns(header, rows);
}

export function formatFull(inquiries: readonly StoredInquiry[]): string {
  if (inquiries.length === 0) return "No inquiries.\n";
  const singleLine = fieldNames.filter((name) => fieldSpec(name).kind !== "textarea");
  const texts = fieldNames.filter((name) => fieldSpec(name).kind === "textarea");
  return inquiries
    .map((inquiry) => {
      const field = (label: string, value: string) =>
        `  ${label.padEnd(13)}${oneLine(value) || "-"}`;
      return [
        `#${inquiry.id}  received ${inquiry.createdAt}`,
        ...singleLine.map((name) =>
          field(fieldReportLabel(name), displayValue(name, inquiry[name])),
        ),
        ...texts.flatMap((name) => [
          "",
          ...safeText(String(inquiry[name]))
            .split(/\r?\n/)
            .map((text) => `  ${text}`),
        ]),
        "",
      ].join("\n");
    })
    .join("\n");
}

/** Export columns: the id, the time received, then every field in the table's order. */
export const csvColumns = ["id", "createdAt", ...fieldNames] as const;

/**
 * RFC 4180 CSV (CRLF line ends; a field with a comma, quote or line break is
 * quoted, quotes doubled). A text cell that starts with = + - @ or a tab gets a
 * leading apostrophe, so that a spreadsheet shows it instead of running it as a
 * formula (CSV injection); phone numbers are exempt (their format is validated).
 */
export function toCsv(inquiries: readonly StoredInquiry[]): string {
  const lines = [csvColumns.join(",")];
  for (const inquiry of inquiries) {
    lines.push(
      csvColumns
        .map((column) => {
          const value = inquiry[column];
          if (typeof value !== "string") return String(value);
          return csvCell(column === "phone" ? value : defuseFormula(value));
        })
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function defuseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

// Run when executed directly (node build/cli/inquiries.js, tsx scripts/inquiries.ts), not when imported.
const entry = process.argv[1] ?? "";
if (/inquiries\.(ts|js)$/.test(entry)) {
  process.exitCode = await run(process.argv.slice(2));
}

/** Rows under a header, each column as wide as its widest cell, two spaces between. */
function alignedColumns(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join("\n")}\n`;
}
