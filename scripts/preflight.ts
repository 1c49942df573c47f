/**
 * Runs first in `npm test`, `npm run test:deploy`, `npm run audit:lighthouse` and
 * `npm run bench:island`: makes sure the Debian packages a suite drives are there
 * before it starts.
 *   npm test             chromium-headless-shell (end-to-end), postgresql (integration),
 *                        nginx (the release's nginx checks run the real nginx -t) and
 *                        dovecot-imapd (the inbox reads answers from a real IMAP server)
 *   npm run test:deploy  nginx and postgresql
 *   npm run audit:lighthouse, npm run bench:island  chromium (suite "lighthouse")
 *   deploy/pipeline.sh check  postgresql, nginx and dovecot-imapd (the pipelines' fast tests: no browser)
 *   npm run drill:backup  postgresql (suite "drill")
 * Every suite that runs PostgreSQL also needs postgresql-client: the backup tests
 * and the drill run its pg_dump, pg_restore and psql.
 * CHROMIUM_PATH, DATABASE_URL, BACKUP_PG_BIN and DOVECOT_BIN stand in for either
 * Chromium, postgresql, postgresql-client and dovecot-imapd.
 *
 * What it does about a missing package is `decide()`: as root on a machine with
 * apt-get it installs them (`apt-get update` once, a non-interactive install,
 * then stops and disables the services Debian starts, because the suites start
 * their own on loopback) and prints one line saying what and why; anywhere
 * else it stops with one line naming the packages and the variables that stand
 * in for them.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { findPostgresBin } from "../tests/setup/postgres";

export type Suite = "test" | "deploy" | "lighthouse" | "check" | "drill";
export type DebianPackage =
  | "chromium"
  | "chromium-headless-shell"
  | "postgresql"
  | "postgresql-client"
  | "nginx"
  | "dovecot-imapd";

const command: Record<Suite, string> = {
  test: "npm test",
  deploy: "npm run test:deploy",
  lighthouse: "npm run audit:lighthouse",
  check: "bash deploy/pipeline.sh check",
  drill: "npm run drill:backup",
};
const why: Record<DebianPackage, string> = {
  chromium: "Lighthouse drives Debian's Chromium",
  "chromium-headless-shell": "the browser tests drive Debian's Chromium headless shell",
  postgresql: "the PostgreSQL tests start a throwaway cluster from its binaries",
  "postgresql-client": "the backup tests run pg_dump, pg_restore and psql",
  nginx: "the release's checks and the deploy test run nginx",
  "dovecot-imapd": "the inbox's tests read answers from a throwaway Dovecot IMAP server",
};
const standIn: Partial<Record<DebianPackage, string>> = {
  chromium: "CHROMIUM_PATH",
  "chromium-headless-shell": "CHROMIUM_PATH",
  postgresql: "DATABASE_URL",
  "postgresql-client": "BACKUP_PG_BIN",
  "dovecot-imapd": "DOVECOT_BIN",
};
/** The packages that start a service of their own when Debian installs them, and its name. */
const services: Partial<Record<DebianPackage, string>> = {
  postgresql: "postgresql",
  nginx: "nginx",
  "dovecot-imapd": "dovecot",
};

/**
 * Which packages this machine has, or has a stand-in for: CHROMIUM_PATH names
 * another Chromium (and is then looked for instead of either), DATABASE_URL an
 * existing PostgreSQL server.
 */
export function presentPackages(
  env: NodeJS.ProcessEnv,
  fileExists: (path: string) => boolean,
  postgresBin: string | undefined,
) {
  return {
    chromium: fileExists(env.CHROMIUM_PATH ?? "/usr/bin/chromium"),
    "chromium-headless-shell": fileExists(env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell"),
    postgresql: Boolean(env.DATABASE_URL) || Boolean(postgresBin),
    "postgresql-client": fileExists(`${env.BACKUP_PG_BIN ?? "/usr/bin"}/pg_dump`),
    nginx: ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].some((bin) => fileExists(bin)),
    "dovecot-imapd": fileExists(env.DOVECOT_BIN ?? "/usr/sbin/dovecot"),
  };
}

/** What a suite needs, given what this machine has. */
export function missingPackages(
  suite: Suite,
  has: Record<DebianPackage, boolean>,
): DebianPackage[] {
  const needs: Record<Suite, DebianPackage[]> = {
    test: ["chromium-headless-shell", "postgresql", "postgresql-client", "nginx", "dovecot-imapd"],
    deploy: ["postgresql", "postgresql-client", "nginx"],
    lighthouse: ["chromium"],
    check: ["postgresql", "postgresql-client", "nginx", "dovecot-imapd"],
    drill: ["postgresql", "postgresql-client"],
  };
  return needs[suite].filter((name) => !has[name]);
}

export type Decision =
  | { action: "nothing" }
  | { action: "install"; packages: DebianPackage[]; services: string[]; line: string }
  | { action: "stop"; line: string };

/**
 * The preflight's decision: install only as root where apt-get exists (the
 * way Debian's packages are meant to arrive, and what CI's fresh machine has);
 * never ask for a password or touch another system's package manager.
 */
export function decide(
  suite: Suite,
  missing: DebianPackage[],
  machine: { isRoot: boolean; hasAptGet: boolean },
): Decision {
  if (missing.length === 0) return { action: "nothing" };
  if (machine.isRoot && machine.hasAptGet) {
    return {
      action: "install",
      packages: missing,
      services: missing.flatMap((name) => services[name] ?? []),
      line: `${command[suite]}: installing ${missing.join(", ")} with apt-get (${missing.map((name) => why[name]).join("; ")})`,
    };
  }
  const set = missing.flatMap((name) => standIn[name] ?? []);
  return {
    action: "stop",
    line: `${command[suite]} needs ${missing.join(" and ")}: install with \`apt-get install -y ${missing.join(" ")}\`${set.length ? ` (or set ${set.join(" or ")})` : ""}.`,
  };
}

function run(
  program: string,
  args: string[],
  { env = process.env, quiet = false }: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
) {
  const stdio = ["ignore", "ignore", quiet ? "ignore" : "inherit"] as const;
  const result = spawnSync(program, args, { stdio: [...stdio], env });
  return result.status === 0;
}

function install(decision: Extract<Decision, { action: "install" }>) {
  const started = Date.now();
  console.log(decision.line);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (!run("apt-get", ["update", "-qq"], { env })) {
    console.error("apt-get update failed: see the lines above");
    process.exit(1);
  }
  const args = ["install", "-y", "-qq", "--no-install-recommends", ...decision.packages];
  if (!run("apt-get", args, { env })) {
    console.error(`apt-get install ${decision.packages.join(" ")} failed: see the lines above`);
    process.exit(1);
  }
  // Debian starts PostgreSQL, nginx and Dovecot on install; the suites start their own on
  // loopback, and a system nginx on port 80, a cluster on 5432 or an IMAP server on 143
  // would only be in the way.
  for (const service of decision.services) {
    // Without systemd as PID 1 (a container), systemctl only disables: stop it the SysV way.
    if (!run("systemctl", ["disable", "--now", service], { quiet: true }))
      run("service", [service, "stop"], { quiet: true });
  }
  console.log(
    `installed ${decision.packages.join(", ")} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

function main() {
  const arg = process.argv[2];
  const suite: Suite =
    arg === "deploy" || arg === "lighthouse" || arg === "check" || arg === "drill" ? arg : "test";
  const has = presentPackages(process.env, existsSync, findPostgresBin());
  const decision = decide(suite, missingPackages(suite, has), {
    isRoot: process.getuid?.() === 0,
    hasAptGet:
      process.platform === "linux" && run("sh", ["-c", "command -v apt-get"], { quiet: true }),
  });
  if (decision.action === "stop") {
    console.error(decision.line);
    process.exit(1);
  }
  if (decision.action === "install") install(decision);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
