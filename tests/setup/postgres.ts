import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/**
 * A real PostgreSQL for tests and benchmarks.
 *
 * - With DATABASE_URL set, each call creates a fresh database on that server
 *   (the user needs CREATEDB) and drops it afterwards.
 * - Otherwise it starts a throwaway cluster from the installed binaries
 *   (/usr/lib/postgresql/<version>/bin, or PG_BIN): initdb into a temp folder,
 *   listening on 127.0.0.1 only, on a free port from 55432 (or PG_TEST_BASE_PORT) up, with its Unix
 *   socket in the temp folder. As root, initdb and the server run as the
 *   `postgres` user (initdb refuses root). `stop()` removes everything.
 *
 * There is no silent skip: without PostgreSQL this throws, so the run fails
 * (in CI and locally alike). Install it (`apt-get install postgresql`) or set
 * DATABASE_URL.
 */
export interface TestPostgres {
  /** Connection URL of a database nobody else uses. */
  url: string;
  /** "cluster" (started here) or "server" (DATABASE_URL). */
  kind: "cluster" | "server";
  stop(): Promise<void>;
  /** Stops the server process without removing it (simulates an outage); only for clusters. */
  pause(): void;
  resume(): void;
}

export interface StartOptions {
  /** Keep fsync on (benchmarks measure real durability); tests turn it off for speed. */
  durable?: boolean;
  /** First port to try. */
  basePort?: number;
}

/** Clusters still running; removed when the process exits, even if a run forgot to stop them. */
const leftovers = new Set<() => void>();
process.once("exit", () => {
  for (const remove of [...leftovers]) remove();
});

export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
}

export async function startPostgres(options: StartOptions = {}): Promise<TestPostgres> {
  const external = process.env.DATABASE_URL;
  if (external) return createDatabaseOn(external);

  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      "PostgreSQL is needed for these tests and was not found: install it (apt-get install postgresql) " +
        "or set DATABASE_URL to a server where the user may create databases.",
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "studio-pg-"));
  const dataDir = join(dir, "data");
  const owner = asRoot
    ? Number(execFileSync("id", ["-u", "postgres"]).toString().trim())
    : undefined;
  const group = asRoot
    ? Number(execFileSync("id", ["-g", "postgres"]).toString().trim())
    : undefined;
  if (owner !== undefined && group !== undefined) chownSync(dir, owner, group);

  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8", cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };

  try {
    run("initdb", [
      "-D",
      dataDir,
      "--auth=trust",
      "-U",
      "postgres",
      "--locale=C.UTF-8",
      "--encoding=UTF8",
      "--no-sync",
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const settings = [
    "-c listen_addresses=127.0.0.1",
    `-k ${dir}`,
    "-c max_connections=100",
    ...(options.durable
      ? []
      : ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]),
  ];
  let port = await freePort(options.basePort ?? Number(process.env.PG_TEST_BASE_PORT ?? 55432));
  for (let attempt = 0; ; attempt++) {
    try {
      run("pg_ctl", [
        "-D",
        dataDir,
        "-l",
        join(dir, "server.log"),
        "-w",
        "-t",
        "30",
        "-o",
        `-p ${port} ${settings.join(" ")}`,
        "start",
      ]);
      break;
    } catch (error) {
      // Another run took the port between the check and the start: try the next one.
      if (attempt >= 5) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
      port = await freePort(port + 1);
    }
  }

  // "fast" ends every connection and checkpoints (nothing committed is lost, even
  // with fsync off); "immediate" is a crash, only fit for throwing the cluster away.
  const stopServer = (mode: "fast" | "immediate") => {
    try {
      run("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "stop"]);
    } catch {
      // already stopped
    }
  };
  const remove = () => {
    stopServer("immediate");
    rmSync(dir, { recursive: true, force: true });
    leftovers.delete(remove);
  };
  leftovers.add(remove);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kind: "cluster",
    pause: () => stopServer("fast"),
    resume: () =>
      run("pg_ctl", [
        "-D",
        dataDir,
        "-l",
        join(dir, "server.log"),
        "-w",
        "-o",
        `-p ${port} ${settings.join(" ")}`,
        "start",
      ]),
    async stop() {
      remove();
    },
  };
}

async function createDatabaseOn(serverUrl: string): Promise<TestPostgres> {
  const name = `studio_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: "server",
    pause() {
      throw new Error("pause() needs a throwaway cluster (unset DATABASE_URL)");
    },
    resume() {},
    async stop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The first port from `from` up that nothing listens on at 127.0.0.1. */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port between ${from} and ${from + 199}`);
}

/** A new, empty database on the server behind `url`; returns its URL (dropped with the server or cluster). */
export async function freshDatabase(url: string, prefix = "t"): Promise<string> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
