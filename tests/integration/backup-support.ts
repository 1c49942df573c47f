import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { openDatabase } from "../../db/database";
import { StaffStore } from "../../db/staff-store";
import { freePort } from "../setup/postgres";
import { buildDir, waitFor } from "./support";

/**
 * Test support for backups: the studio's CLI as production runs it (the bundle,
 * build/cli/inquiries.js, in its own process), age keys, and the built server
 * started on a restored database.
 */
export const cli = join(buildDir, "cli", "inquiries.js");
const main = join(buildDir, "server", "main.js");

export function requireBuild() {
  for (const file of [cli, main]) {
    if (!existsSync(file))
      throw new Error(`No build at ${file}: run "npm run build" first (npm test does).`);
  }
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI without blocking this process (a site served from here keeps answering). */
export function runCli(args: string[], env: Record<string, string | undefined>): Promise<CliRun> {
  const child = spawn(process.execPath, [cli, ...args], {
    env: {
      PATH: process.env.PATH,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The file `backup` says it wrote, from its last line. */
export function writtenFile(run: CliRun): string {
  const lines = run.stdout.trim().split("\n");
  const match =
    /^backup: wrote (\/\S+) \(([\d.]+ (?:bytes|KB|MB|GB)), sha256 ([0-9a-f]{64})\)$/.exec(
      lines.at(-1) ?? "",
    );
  if (!match) throw new Error(`no "backup: wrote" last line in:\n${run.stdout}\n${run.stderr}`);
  return match[1]!;
}

/** A fresh age key pair: the identity in a 0600 file (as age-keygen writes it), and the recipient. */
export async function ageKeys(dir: string): Promise<{ identityFile: string; recipient: string }> {
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  const identityFile = join(dir, `key-${recipient.slice(4, 12)}.txt`);
  writeFileSync(
    identityFile,
    `# created: 2026-11-27T10:00:00Z\n# public key: ${recipient}\n${identity}\n`,
    {
      mode: 0o600,
    },
  );
  return { identityFile, recipient };
}

export function tempFolder(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `studio-backup-${prefix}-`));
}

/** The built server (node build/server/main.js) on a database; stopped by `stop`. */
export async function startBuiltServer(database: { dataDir: string; databaseUrl?: string }) {
  const port = await freePort(4300 + Math.floor(Math.random() * 80));
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      LOG_LEVEL: "warn",
      RATE_LIMIT_ENABLED: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the restored server exited:\n${output}`);
      try {
        return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
      } catch {
        return false;
      }
    },
    { what: "the restored server to answer /healthz", timeout: 30_000, interval: 100 },
  );
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A signed-in staff member's cookie for the inbox of that database (a session made in its store). */
export async function staffCookie(database: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<string> {
  const handle = openDatabase({ ...database, poolSize: 1 });
  try {
    const staff = new StaffStore(handle);
    const invited = await staff.invite(`restore-${Date.now()}@studio.example`, 60_000);
    const session = await staff.createSession(invited.staff.id, {
      idleMs: 60 * 60 * 1000,
      absoluteMs: 60 * 60 * 1000,
    });
    return `__Host-studio-staff=${session.token}`;
  } finally {
    await handle.close();
  }
}
