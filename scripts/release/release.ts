/**
 * `npm run release`: releases of a self-hosted site, switched in with no request
 * lost (docs/release.md; decision 0022).
 *
 *   npm run release -- [--root /srv/site] [--repo .] [--trigger pipeline|schedule|manual] [--force] [COMMIT]
 *   npm run release -- --rollback          back to the release that was live before
 *   npm run release -- --pause "reason"    stop automatic publishing (a rollback pauses too)
 *   npm run release -- --resume
 *   npm run release -- --list              the release log
 *   npm run release -- --status            what is live, as JSON
 *
 * A release builds COMMIT (default: the repository's HEAD) into a folder of its
 * own, checks it on a spare loopback port, applies the database migrations it
 * brings (after a backup), tests nginx's configuration with it, then points
 * `current` at it, reloads nginx and restarts the Node instances one at a time,
 * each once the one before answers /healthz as the new release. Any failure
 * before the switch leaves the live site untouched; a failure at or after it (a
 * reload, an instance that does not come up) switches back. Every outcome is
 * written to <root>/releases.log and sent to the studio. It exits non-zero naming
 * the step that failed and why.
 *
 * A commit that is live on every instance and was built on the studio's today is
 * not built again ("nothing new to publish"; --force builds it anyway); when some
 * instances answer with another release, they are restarted onto the live one.
 *
 * Settings: <root>/shared/.env (the site's settings, also read by the instances)
 * and the environment, which wins:
 *   RELEASE_INSTANCES [3001,3002]   the Node instances' ports on 127.0.0.1
 *   RELEASE_RESTART   [sudo systemctl restart studio-site@{port}]   restarts one instance
 *   RELEASE_MIGRATE   [node {dir}/build/cli/inquiries.js migrate]   applies the migrations
 *                     ({dir}: the new release's folder, {release}: its id, {root})
 *   RELEASE_RELOAD_NGINX []          e.g. "sudo systemctl reload nginx" when nginx serves the files
 *   RELEASE_NGINX_CONFIG [/etc/nginx/nginx.conf], RELEASE_NGINX_BIN [nginx]   what `nginx -t` tests
 *   RELEASE_KEEP      [5]            releases kept (the live one and the rollback's target always)
 *   RELEASE_SETTLE_SECONDS [6]       wait after an instance is healthy (before the next, and
 *                                    before the release ends): longer than nginx's fail_timeout
 *   RELEASE_HEALTH_TIMEOUT_SECONDS [90]
 *   RELEASE_LOCK_WAIT_SECONDS [900]  how long a release waits for one that is running
 *   RELEASE_MIN_FREE_MB []           free space a release needs (default: the live release's size and a half)
 *   BUILD_CACHE_DIR [<root>/shared/build-cache]   the derived files the builds share
 *                                    (scripts/build-cache.ts); entries unused for 30 days go
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from "node:fs";
import { userInfo } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import { parseArgs, parseEnv } from "node:util";
import { studioToday } from "../../app/content/news/schedule";
import { pruneUnused } from "../build-cache";
import {
  appendReleaseEvent,
  commitOf,
  pauseState,
  readReleaseLog,
  unfinishedSwitch,
  releaseSummaries,
  rollbackCandidates,
  type NewReleaseEvent,
} from "../../server/release-log";
import { guardPublicUrls } from "./url-guard";
import {
  instanceReleases,
  rollInstances,
  shell,
  strayInstances,
  type InstanceSettings,
} from "./instances";
import {
  currentRelease,
  layoutOf,
  listReleases,
  markFailed,
  isFailed,
  prepare,
  prune,
  releaseId,
  switchTo,
} from "./layout";
import { acquireReleaseLock, LockTimeoutError } from "./lock";
import { run } from "./run";
import { smokeTest } from "./smoke";
import { checkNginxConfig, nginxSettings } from "./nginx";
import { lastLines, tellStudio } from "./notify";

class StepError extends Error {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(message);
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: "string", default: process.env.SITE_ROOT ?? "/srv/site" },
    repo: { type: "string", default: "." },
    rollback: { type: "boolean", default: false },
    force: { type: "boolean", default: false },
    pause: { type: "string" },
    resume: { type: "boolean", default: false },
    list: { type: "boolean", default: false },
    status: { type: "boolean", default: false },
    trigger: { type: "string", default: "manual" },
    by: { type: "string" },
  },
});
const layout = layoutOf(values.root!);
const started = performance.now();
const timings: [string, number][] = [];
const trigger = (["pipeline", "schedule", "manual"] as const).find((t) => t === values.trigger);
if (!trigger) {
  console.error(`--trigger is pipeline, schedule or manual (not "${values.trigger}")`);
  process.exit(2);
}
const by = values.by ?? process.env.SUDO_USER ?? userInfo().username;
const automatic = trigger !== "manual";
const seconds = () => Number(((performance.now() - started) / 1000).toFixed(1));
/** The folder of the release being made, once it is complete (a failure marks it). */
let attempt: string | null = null;
/** What the migrate step did (its backup, the migrations applied), for the log. */
let migration: { backup?: string; migrations: string[] } = { migrations: [] };

/** Runs one named step; its time goes into the summary, its failure names it. */
async function step<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  const begun = performance.now();
  console.log(`release: ${name}…`);
  try {
    return await work();
  } catch (error) {
    if (error instanceof StepError) throw error;
    throw new StepError(name, error instanceof Error ? error.message : String(error));
  } finally {
    timings.push([name, (performance.now() - begun) / 1000]);
  }
}

/** Build cache entries no release has used for this long are removed after a build. */
const BUILD_CACHE_DAYS = 30;

/** Settings that say where the data is: shared/.env's win over a shell's environment. */
const DATA_SETTINGS = ["DATABASE_URL", "DATA_DIR", "BACKUP_DIR"] as const;

/**
 * The settings: shared/.env, then the environment, which wins, except for where
 * the data is (a shell's DATABASE_URL must not migrate another database). DATA_DIR
 * and BACKUP_DIR default to shared/data and shared/backups: relative, they would
 * point into a release folder.
 */
function settings(): NodeJS.ProcessEnv {
  const file = existsSync(layout.env) ? parseEnv(readFileSync(layout.env, "utf8")) : {};
  const env: NodeJS.ProcessEnv = { ...file, ...process.env };
  for (const name of DATA_SETTINGS) if (name in file) env[name] = file[name];
  if (!env.DATA_DIR || !isAbsolute(env.DATA_DIR)) env.DATA_DIR = layout.data;
  if (!env.BACKUP_DIR || !isAbsolute(env.BACKUP_DIR))
    env.BACKUP_DIR = join(layout.shared, "backups");
  return env;
}

/** Every release setting read once, before anything changes: a typo fails here, not halfway. */
function checkSettings(env: NodeJS.ProcessEnv) {
  instanceSettings(env);
  for (const name of ["RELEASE_KEEP", "RELEASE_MIN_FREE_MB", "RELEASE_LOCK_WAIT_SECONDS"])
    if (env[name] !== undefined) number(env, name, 0);
  const written = existsSync(layout.env)
    ? Object.keys(parseEnv(readFileSync(layout.env, "utf8")))
    : [];
  const unknown = written.filter(
    (name) => name.startsWith("RELEASE_") && !KNOWN_SETTINGS.has(name),
  );
  if (unknown.length > 0)
    throw new StepError(
      "settings",
      `${layout.env} has ${unknown.join(", ")}, which the release does not read (a typo?): it reads ${[...KNOWN_SETTINGS].join(", ")}`,
    );
  // nginx serves through current, but nothing would test or reload it: refuse.
  const nginx = nginxSettings(env);
  if (
    !env.RELEASE_RELOAD_NGINX &&
    existsSync(nginx.config) &&
    readFileSync(nginx.config, "utf8").includes(layout.current)
  )
    throw new StepError(
      "settings",
      `${nginx.config} serves ${layout.current}, but RELEASE_RELOAD_NGINX is not set: nginx would never be tested or reloaded (set it, e.g. "sudo systemctl reload nginx")`,
    );
}

const KNOWN_SETTINGS = new Set([
  "RELEASE_INSTANCES",
  "RELEASE_RESTART",
  "RELEASE_MIGRATE",
  "RELEASE_RELOAD_NGINX",
  "RELEASE_NGINX_CONFIG",
  "RELEASE_NGINX_BIN",
  "RELEASE_KEEP",
  "RELEASE_SETTLE_SECONDS",
  "RELEASE_HEALTH_TIMEOUT_SECONDS",
  "RELEASE_LOCK_WAIT_SECONDS",
  "RELEASE_MIN_FREE_MB",
]);

function number(env: NodeJS.ProcessEnv, name: string, fallback: number) {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0)
    throw new StepError("settings", `${name} must be a number (is "${env[name]}")`);
  return value;
}

function instanceSettings(env: NodeJS.ProcessEnv): InstanceSettings {
  const ports = (env.RELEASE_INSTANCES ?? "3001,3002").split(",").map((p) => Number(p.trim()));
  if (ports.length === 0 || ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535))
    throw new StepError(
      "settings",
      `RELEASE_INSTANCES must list ports, such as 3001,3002 (is "${env.RELEASE_INSTANCES}")`,
    );
  return {
    ports,
    restart: env.RELEASE_RESTART ?? "sudo systemctl restart studio-site@{port}",
    settleSeconds: number(env, "RELEASE_SETTLE_SECONDS", 6),
    healthTimeoutSeconds: number(env, "RELEASE_HEALTH_TIMEOUT_SECONDS", 90),
  };
}

function log(event: NewReleaseEvent) {
  appendReleaseEvent(layout.log, { trigger, by, ...event });
}

/** On a failure's path: a log that cannot be written (a full disk) must not hide the failure. */
function logQuietly(event: NewReleaseEvent) {
  try {
    log(event);
  } catch (error) {
    console.error(`release: could not write ${layout.log}: ${(error as Error).message}`);
  }
}

/** What a log line, a page of the inbox and a message carry of some output: its last lines, at most 4 KB. */
function shortened(text: string): string {
  const tail = lastLines(text, 20);
  return tail.length > 4096 ? `…${tail.slice(-4095)}` : tail;
}

/**
 * Reloads nginx when what it read at its last load changes: the pages' policies
 * (build/nginx/csp-map.conf). The files themselves it follows through `current`
 * at once. A reload closes clients' idle kept-alive connections, racing a request
 * sent on one at that moment (browsers resend such a request; the form's
 * idempotency key counts a resent post once), so a release whose policies are
 * the same, any change of content alone, does not reload.
 */
function reloadNginx(env: NodeJS.ProcessEnv, from: string | null, to: string) {
  if (!env.RELEASE_RELOAD_NGINX) return;
  const policies = (id: string) => {
    const file = join(layout.releases, id, "build", "nginx", "csp-map.conf");
    return existsSync(file) ? readFileSync(file, "utf8") : null;
  };
  if (from && policies(from) === policies(to)) {
    console.log("release: the pages' policies are unchanged; nginx is not reloaded");
    return;
  }
  shell(env.RELEASE_RELOAD_NGINX);
  console.log("release: nginx reloaded (the pages' policies changed)");
}

/**
 * Points `current` at `to` and has nginx read it; when nginx refuses (its reload
 * fails), points `current` back at `from` (nginx keeps running the configuration
 * it had) and throws.
 */
function switchWithNginx(env: NodeJS.ProcessEnv, from: string | null, to: string) {
  // Written first: a log that cannot be written stops the release before anything moves.
  log({ event: "switched", id: to, from });
  switchTo(layout, to);
  try {
    reloadNginx(env, from, to);
  } catch (error) {
    if (from) {
      switchTo(layout, from);
      logQuietly({ event: "switched", id: from, from: to });
    }
    throw error;
  }
}

/** Tests nginx's configuration with release `id` in place, when nginx serves the site. */
function checkNginx(env: NodeJS.ProcessEnv, id: string) {
  if (!env.RELEASE_RELOAD_NGINX) return;
  checkNginxConfig(nginxSettings(env), layout.current, join(layout.releases, id));
  console.log("release: nginx -t passes with the new release in place");
}

/**
 * node_modules for a release. From the live release when its package-lock.json is
 * the same: hard links (half a second instead of fifteen, and no second copy on the
 * disk), safe because a release's files are never written again. From the clone
 * (whose node_modules a later npm install may change in place): a copy. Else npm install.
 */
function installDependencies(dir: string, repo: string) {
  const lock = readFileSync(join(dir, "package-lock.json"), "utf8");
  const current = currentRelease(layout);
  const sameLock = (folder: string) =>
    existsSync(join(folder, "node_modules")) &&
    existsSync(join(folder, "package-lock.json")) &&
    readFileSync(join(folder, "package-lock.json"), "utf8") === lock;
  if (current && sameLock(join(layout.releases, current))) {
    run("cp", ["-al", join(layout.releases, current, "node_modules"), join(dir, "node_modules")], {
      cwd: dir,
    });
    return `linked from ${current} (same package-lock.json)`;
  }
  if (sameLock(repo)) {
    cpSync(realpathSync(join(repo, "node_modules")), join(dir, "node_modules"), {
      recursive: true,
      verbatimSymlinks: true,
    });
    return `copied from ${repo} (same package-lock.json)`;
  }
  run("npm", ["install", "--no-audit", "--no-fund"], { cwd: dir });
  return "npm install";
}

/**
 * A release of the same commit, built for the same studio day, whose checks passed:
 * its files are those a new build would make. A retry after a failure past the
 * checks (an instance that did not come up, a reload nginx refused) reuses them,
 * hard-linked, instead of building again (--force builds anyway).
 */
function checkedBuildOf(commit: string, today: string): string | null {
  return (
    listReleases(layout)
      .reverse()
      .find(
        (id) =>
          commitOf(id) === commit.slice(0, 7) &&
          builtOn(id) === today &&
          existsSync(join(layout.releases, id, "build", "CHECKED")),
      ) ?? null
  );
}

/** Writes one of a release's own files (RELEASE, BUILT_ON, …), never through a hard link. */
function writeOwn(dir: string, name: string, text: string) {
  const file = join(dir, "build", name);
  rmSync(file, { force: true });
  writeFileSync(file, text);
}

/** Hashed assets of the live release that the new one lacks: pages already open (and
 * instances not yet restarted) still ask for them after the switch. */
function carryAssets(from: string, to: string) {
  const source = join(from, "build", "client", "assets");
  const target = join(to, "build", "client", "assets");
  if (!existsSync(source)) return 0;
  let carried = 0;
  for (const name of readdirSync(source)) {
    if (existsSync(join(target, name))) continue;
    copyFileSync(join(source, name), join(target, name));
    carried++;
  }
  return carried;
}

/** Bytes under a folder (du: fast on node_modules' tens of thousands of files). */
function sizeOf(path: string): number {
  const output = spawnSync("du", ["-sk", path], { encoding: "utf8" }).stdout ?? "";
  return Number(output.split("\t")[0] ?? 0) * 1024;
}

/** Refuses to start a release that would fill the disk halfway. */
function checkFreeSpace(env: NodeJS.ProcessEnv, live: string | null) {
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  const { bavail, bsize } = statfsSync(layout.releases);
  const free = bavail * bsize;
  const liveSize = live ? sizeOf(join(layout.releases, live)) : 0;
  const needed = env.RELEASE_MIN_FREE_MB
    ? number(env, "RELEASE_MIN_FREE_MB", 0) * 1024 * 1024
    : Math.max(liveSize * 1.5, 1024 * 1024 * 1024);
  if (free < needed)
    throw new Error(
      `${mb(free)} free on the disk of ${layout.releases}; a release needs about ${mb(needed)}` +
        `${live ? ` (the live release takes ${mb(liveSize)}, and a build needs room beside it)` : ""}: ` +
        "free some space (old logs, backups elsewhere) or grow the disk",
    );
  return `${mb(free)} free, ${mb(needed)} needed`;
}

/** The studio's day a release was built for (scheduled posts). */
function builtOn(id: string): string | null {
  const file = join(layout.releases, id, "build", "BUILT_ON");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

/**
 * A commit of the repository: its hash, subject and the time it was committed (an
 * editor's Publish commits and pushes at once: the start of "push to live").
 */
function resolveCommit(
  repo: string,
  commitish: string,
): { commit: string; subject: string; pushedAt: string } {
  try {
    const commit = execFileSync(
      "git",
      ["-C", repo, "rev-parse", "--verify", `${commitish}^{commit}`],
      { encoding: "utf8" },
    ).trim();
    const [committed = "", ...subject] = execFileSync(
      "git",
      ["-C", repo, "log", "-1", "--format=%cI%n%s", commit],
      { encoding: "utf8" },
    )
      .trim()
      .split("\n");
    return { commit, subject: subject.join(" "), pushedAt: new Date(committed).toISOString() };
  } catch {
    throw new StepError("commit", `${commitish} is not a commit of ${repo}`);
  }
}

/** Where a rollback goes: the release live before this one, complete and not failed. */
function rollbackTarget(live: string | null): string | null {
  const events = readReleaseLog(layout.log);
  const usable = (id: string) =>
    !isFailed(layout, id) && existsSync(join(layout.releases, id, "build", "RELEASE"));
  if (events.some((e) => e.event === "released" || e.event === "rolled-back"))
    return rollbackCandidates(events, live).find(usable) ?? null;
  // A server released before the log existed: the newest folder older than the live one.
  return (
    listReleases(layout)
      .filter((id) => live === null || id < live)
      .reverse()
      .find(usable) ?? null
  );
}

/** Restarts the instances found on another release than the live one. */
async function repairInstances(env: NodeJS.ProcessEnv, live: string, stray: number[]) {
  console.log(
    `release: instances on ${stray.join(", ")} do not serve ${live}: restarting them onto it`,
  );
  try {
    await step("repair", async () => {
      // A run stopped after its switch may not have reloaded nginx (the pages' policies).
      if (env.RELEASE_RELOAD_NGINX) shell(env.RELEASE_RELOAD_NGINX);
      await rollInstances(instanceSettings(env), live, stray);
    });
    log({ event: "repaired", id: live, ports: stray, outcome: "live" });
    await tellStudio(env, {
      event: "release.repaired",
      subject: `Site: instances restarted onto the live release ${live}`,
      text: `The instances on ports ${stray.join(", ")} were not serving the live release ${live} (a release stopped during its restarts, say). They were restarted onto it and all answer now.`,
      details: { release: live, ports: stray },
    });
    return `repaired: the instances on ${stray.join(", ")} serve ${live} again`;
  } catch (error) {
    logQuietly({
      event: "repaired",
      id: live,
      ports: stray,
      outcome: "failed",
      message: shortened((error as Error).message),
    });
    // The live release does not come up where it should: go back to the one before.
    const target = rollbackTarget(live);
    if (!target) throw error;
    console.error(`release: ${(error as Error).message}; rolling back to ${target}`);
    markFailed(layout, live, (error as Error).message);
    return rollBackTo(
      live,
      target,
      `The instances on ${stray.join(", ")} did not come up on ${live} (${(error as Error).message}), so the release rolled the site back`,
    );
  }
}

async function release(commitish: string) {
  const env = settings();
  const instances = instanceSettings(env);
  const repo = resolve(values.repo!);
  const { commit, subject, pushedAt } = await step("commit", () => resolveCommit(repo, commitish));
  const paused = pauseState(readReleaseLog(layout.log));
  if (paused && automatic)
    return `publishing is paused since ${paused.at} (${paused.by}: ${paused.reason}); ${commit.slice(0, 7)} was not released. "npm run release -- --resume" resumes.`;
  if (paused) console.log(`release: automatic publishing stays paused (${paused.reason})`);
  let live = currentRelease(layout);
  const today = studioToday(env);
  if (live) {
    // Instances left on another release (a run stopped during its restarts) are put
    // back on the live one first, whatever this run then does.
    const stray = await strayInstances(instances.ports, live);
    if (stray.length > 0) {
      console.log(`release: ${await repairInstances(env, live, stray)}`);
      live = currentRelease(layout);
      // A repair that could not bring them up rolled back, and paused.
      if (automatic && pauseState(readReleaseLog(layout.log)))
        return `the repair rolled back to ${live}; publishing is paused`;
    } else if (unfinishedSwitch(readReleaseLog(layout.log))) {
      // Every instance serves it: the rollout finished, only its outcome was never written.
      log({ event: "repaired", id: live, ports: [], outcome: "live" });
    }
  }
  if (live && !values.force && commitOf(live) === commit.slice(0, 7) && builtOn(live) === today)
    return `nothing new to publish: ${commit} is live (${live}) on every instance, built on ${today}, studio time`;
  // Every step builds for the same day, even when the studio's midnight falls during the build.
  const pinned = { ...env, CONTENT_TODAY: today };
  const id = releaseId(commit);
  const partial = join(layout.releases, `${id}.partial`);
  const outcome = { id, commit, subject, from: live };
  try {
    console.log(`release: ${await step("disk", () => checkFreeSpace(env, live))}`);
    const checked = values.force ? null : checkedBuildOf(commit, today);
    if (checked) {
      await step("reuse", () => {
        run("cp", ["-al", join(layout.releases, checked), partial], { cwd: layout.releases });
        for (const name of ["FAILED", "CHECKED"])
          rmSync(join(partial, "build", name), { force: true });
      });
      console.log(`release: the build and checks of ${checked} (the same commit, built today)`);
      // The build's checks hold, but what is live may have changed since they ran (a
      // rollback, another release): the URL guard is about the live release, so it runs again.
      await step("check", () =>
        console.log(`release: ${guardPublicUrls(live && join(layout.releases, live), partial)}`),
      );
      writeOwn(partial, "RELEASE", `${id}\n`);
      writeOwn(partial, "CHECKED", `${checked}\n`);
    } else {
      await step("export", () => {
        mkdirSync(partial, { recursive: true });
        execFileSync("sh", [
          "-c",
          `git -C "$1" archive --format=tar "$2" | tar -x -C "$3"`,
          "sh",
          repo,
          commit,
          partial,
        ]);
      });
      const how = await step("install", () => installDependencies(partial, repo));
      console.log(`release: dependencies ${how}`);
      // Derived files (share images, variants, compressed files) come from the cache the
      // releases share, keyed by their inputs (scripts/build-cache.ts): a publish that adds
      // one post draws one share image.
      const buildCache =
        env.BUILD_CACHE_DIR && isAbsolute(env.BUILD_CACHE_DIR)
          ? env.BUILD_CACHE_DIR
          : join(layout.shared, "build-cache");
      await step("build", () =>
        run("npm", ["run", "build"], {
          cwd: partial,
          env: { ...pinned, BUILD_DIR: "build", BUILD_CACHE_DIR: buildCache },
        }),
      );
      try {
        const pruned = pruneUnused(buildCache, BUILD_CACHE_DAYS);
        console.log(
          `release: build cache: ${pruned} entries unused for ${BUILD_CACHE_DAYS} days removed`,
        );
      } catch (error) {
        // The cache only saves time: a folder it cannot tidy is said, never a failed release.
        console.error(`release: the build cache was not pruned (${(error as Error).message})`);
      }
      writeOwn(partial, "RELEASE", `${id}\n`);
      // The studio's day the content was built for (scheduled posts): see the top of this file.
      writeOwn(partial, "BUILT_ON", `${today}\n`);
      await step("check", async () => {
        // The static checks keep each page's validation in the same cache: a publish
        // validates the pages it changed.
        run("npm", ["run", "audit:static"], {
          cwd: partial,
          env: { ...pinned, BUILD_DIR: "build", BUILD_CACHE_DIR: buildCache },
        });
        await smokeTest(partial, pinned);
        console.log(`release: ${guardPublicUrls(live && join(layout.releases, live), partial)}`);
      });
      writeOwn(partial, "CHECKED", `${id}\n`);
    }
    if (live)
      console.log(
        `release: carried ${carryAssets(join(layout.releases, live), partial)} assets of ${live}`,
      );
    renameSync(partial, join(layout.releases, id));
    attempt = id;
    migration = await step("migrate", () => migrateFor(env, id));
    await step("nginx", () => checkNginx(env, id));
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (attempt) markFailed(layout, attempt, (error as Error).message);
    throw error;
  }
  await step("switch", () => switchWithNginx(env, live, id));
  console.log(`release: switched to ${id} at ${new Date().toISOString()}`);
  try {
    await step("restart", () => rollInstances(instances, id));
  } catch (error) {
    if (live) {
      console.error(`release: ${(error as Error).message}; switching back to ${live}`);
      markFailed(layout, id, (error as Error).message);
      switchWithNginx(env, id, live);
      const stray = await strayInstances(instances.ports, live);
      await rollInstances(instances, live, stray).catch((e: unknown) =>
        console.error(`release: switching back failed too: ${(e as Error).message}`),
      );
      throw new StepError("restart", `${(error as Error).message}; switched back to ${live}`);
    }
    throw error;
  }
  const liveAt = new Date();
  log({
    event: "released",
    ...outcome,
    outcome: "live",
    seconds: seconds(),
    ...migration,
    at: liveAt.toISOString(),
    pushedAt,
  });
  const pushToLive = Math.round((liveAt.getTime() - Date.parse(pushedAt)) / 1000);
  // Live now, whatever pruning does: a folder it cannot remove is only said.
  let removed: string[] = [];
  try {
    removed = await step("prune", () =>
      prune(layout, number(env, "RELEASE_KEEP", 5), [rollbackTarget(id)]),
    );
  } catch (error) {
    console.error(`release: pruning failed (${(error as Error).message}); the release is live`);
  }
  await tellStudio(env, {
    event: "release.live",
    subject: `Site: live: ${subject}${trigger === "pipeline" ? ` (${pushToLive} s after the push)` : ""}`,
    text: [
      `The site now serves ${commit.slice(0, 12)}, "${subject}" (release ${id}, ${trigger}, ${by}), ${seconds()} s after the release started` +
        (trigger === "pipeline" ? `, ${pushToLive} s after the push (its commit's time).` : "."),
      migration.migrations.length
        ? `It applied the database migrations ${migration.migrations.join(", ")}${migration.backup ? ` after a backup (${migration.backup})` : ""}.`
        : "",
      `Before it, ${live ?? "nothing"} was live; "npm run release -- --rollback" on the server goes back to it.`,
    ]
      .filter(Boolean)
      .join("\n\n"),
    details: {
      release: id,
      commit,
      subject,
      from: live,
      seconds: seconds(),
      ...(trigger === "pipeline" ? { pushedAt, pushToLiveSeconds: pushToLive } : {}),
      ...migration,
    },
  });
  return `released ${id} (commit ${commit})${removed.length ? `; removed ${removed.join(", ")}` : ""}`;
}

/** The release step that applies the new code's migrations (RELEASE_MIGRATE). */
function migrateFor(env: NodeJS.ProcessEnv, id: string) {
  const dir = join(layout.releases, id);
  const command = (env.RELEASE_MIGRATE ?? `node "{dir}/build/cli/inquiries.js" migrate`)
    .replaceAll("{dir}", dir)
    .replaceAll("{release}", id)
    .replaceAll("{root}", layout.root);
  // Backups go outside the release folders: shared/backups unless BACKUP_DIR says where.
  const backupDir =
    env.BACKUP_DIR && isAbsolute(env.BACKUP_DIR) ? env.BACKUP_DIR : join(layout.shared, "backups");
  const output = run("sh", ["-c", command], {
    cwd: dir,
    env: { ...env, MIGRATIONS: "release", BACKUP_DIR: backupDir },
  });
  process.stdout.write(output.replace(/^/gm, "release: "));
  const backup = /^backup: wrote (\S+)/m.exec(output)?.[1];
  const applied = /^migrate: applied (.+)$/m.exec(output)?.[1];
  return {
    ...(backup ? { backup } : {}),
    migrations: applied ? applied.split(",").map((name) => name.trim()) : [],
  };
}

async function rollback() {
  const live = currentRelease(layout);
  const target = rollbackTarget(live);
  if (!live || !target)
    throw new StepError(
      "rollback",
      `there is no release before ${live ?? "(none live)"} that went live and did not fail`,
    );
  return rollBackTo(live, target, `${by} rolled the site back`);
}

/** Switches from `live` back to `target`, restarts the instances not on it, and pauses. */
async function rollBackTo(live: string, target: string, why: string) {
  const env = settings();
  const instances = instanceSettings(env);
  try {
    await step("nginx", () => checkNginx(env, target));
    await step("switch", () => switchWithNginx(env, live, target));
    console.log(`release: switched back to ${target} at ${new Date().toISOString()}`);
    await step("restart", async () =>
      rollInstances(instances, target, await strayInstances(instances.ports, target)),
    );
  } catch (error) {
    const message = shortened((error as Error).message);
    await tellStudio(env, {
      event: "release.rollback-failed",
      subject: `Site: the rollback to ${target} failed`,
      text: `${why} from ${live} to ${target}, and that failed: ${message}\n\n"npm run release -- --list" and "--status" on the server say what is live.`,
      details: { from: live, to: target, output: message },
    });
    logQuietly({
      event: "rolled-back",
      from: live,
      to: target,
      outcome: "failed",
      message,
      seconds: seconds(),
    });
    throw error;
  }
  log({ event: "rolled-back", from: live, to: target, outcome: "live", seconds: seconds() });
  const reason = `rolled back from ${live} to ${target}: automatic releases wait until someone resumes them`;
  log({ event: "paused", reason });
  await tellStudio(env, {
    event: "release.rolled-back",
    subject: `Site: rolled back to ${target}; publishing paused`,
    text: `${why} from ${live} to ${target}. Automatic publishing is paused, so that the next publish or the hourly run does not put ${live} back. When the cause is fixed, run "npm run release -- --resume" on the server.`,
    details: { from: live, to: target },
  });
  return `rolled back from ${live} to ${target}; automatic publishing is paused ("npm run release -- --resume" resumes it)`;
}

async function pause(reason: string) {
  if (!reason.trim()) throw new StepError("pause", 'say why: --pause "the reason"');
  log({ event: "paused", reason: reason.trim() });
  await tellStudio(settings(), {
    event: "release.paused",
    subject: `Site: automatic publishing paused by ${by}`,
    text: `${by} paused automatic publishing: ${reason.trim()}\n\nPublishes in the editor are kept and go live once someone runs "npm run release -- --resume" on the server.`,
    details: { reason: reason.trim() },
  });
  return `automatic publishing is paused: ${reason.trim()}`;
}

function resume() {
  if (!pauseState(readReleaseLog(layout.log))) return "automatic publishing was not paused";
  log({ event: "resumed" });
  return "automatic publishing resumed: the next publish or hourly run releases the branch's tip";
}

/** --status: what is live, for the pipeline's hourly check and for people. */
async function status() {
  const env = settings();
  const live = currentRelease(layout);
  return JSON.stringify(
    {
      live,
      commit: live ? commitOf(live) : null,
      builtOn: live ? builtOn(live) : null,
      today: studioToday(env),
      paused: pauseState(readReleaseLog(layout.log)),
      instances: Object.fromEntries(await instanceReleases(instanceSettings(env).ports)),
    },
    null,
    2,
  );
}

function list() {
  const events = readReleaseLog(layout.log);
  const paused = pauseState(events);
  const lines = [
    `live: ${currentRelease(layout) ?? "nothing"}${paused ? `; automatic publishing PAUSED since ${paused.at} (${paused.by}: ${paused.reason})` : ""}`,
    "",
    ...releaseSummaries(events, 30).map((entry) =>
      [
        entry.at.replace("T", " ").slice(0, 19),
        entry.kind.padEnd(8),
        entry.outcome.padEnd(13),
        (entry.id ?? "").padEnd(25),
        `${entry.trigger}/${entry.by}`.padEnd(22),
        `${entry.subject}${entry.step ? ` [failed at ${entry.step}: ${lastLines(entry.message ?? "", 1)}]` : ""}`,
      ].join("  "),
    ),
  ];
  return lines.join("\n");
}

async function main() {
  // `npm run release --rollback` (without the --) hands the flag to npm, not to us:
  // the script would release HEAD. Refuse instead.
  const swallowed = ["rollback", "pause", "resume", "list", "status", "force"].filter(
    (flag) => process.env[`npm_config_${flag}`] !== undefined,
  );
  if (swallowed.length > 0) {
    console.error(
      `release refused: npm took --${swallowed.join(", --")} for itself; write "npm run release -- --${swallowed[0]}"`,
    );
    process.exit(2);
  }
  // The pipeline's SSH connection may go while the release runs: its output then has
  // nowhere to go, which must not stop it halfway.
  process.stdout.on("error", () => {});
  process.stderr.on("error", () => {});
  if (values.list) return console.log(list());
  prepare(layout);
  if (values.status) return console.log(await status());
  const env = settings();
  try {
    checkSettings(env);
  } catch (error) {
    console.error(`release refused: ${(error as Error).message}`);
    process.exit(2);
  }
  const before = currentRelease(layout);
  let unlock: () => void;
  try {
    unlock = acquireReleaseLock(layout.lock, number(env, "RELEASE_LOCK_WAIT_SECONDS", 900));
  } catch (error) {
    console.error(`release refused: ${(error as Error).message}`);
    process.exit(error instanceof LockTimeoutError ? 75 : 1);
  }
  let commit: string | null = null;
  try {
    let summary: string;
    if (values.pause !== undefined) summary = await pause(values.pause);
    else if (values.resume) summary = resume();
    else if (values.rollback) {
      // Two people rolling back at once: the second would go back one release further.
      if (currentRelease(layout) !== before)
        throw new StepError(
          "rollback",
          `the live release changed while this waited (${before} → ${currentRelease(layout)}): nothing was rolled back; run it again if you still want to`,
        );
      summary = await rollback();
    } else {
      commit = positionals[0] ?? "HEAD";
      summary = await release(commit);
    }
    console.log(
      `${summary} in ${seconds()} s (${timings.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(", ")})`,
    );
  } catch (error) {
    const failed = error instanceof StepError ? error : new StepError("release", String(error));
    console.error(`release failed at ${failed.step}: ${failed.message}`);
    console.error(`the live release is ${currentRelease(layout) ?? "(none)"}`);
    process.exitCode = 1;
    if (commit !== null && failed.step !== "commit" && failed.step !== "settings")
      await recordFailure(commit, failed);
  } finally {
    unlock();
  }
}

/**
 * A release that failed: the studio is told first (a log that cannot be written must
 * not keep the message), then the log says where and why. A release that had
 * switched and switched back pauses automatic publishing: the hourly run would
 * otherwise try the same commit again every hour.
 */
async function recordFailure(commitish: string, failed: StepError) {
  const env = settings();
  const { commit, subject } = resolveCommit(resolve(values.repo!), commitish);
  const live = currentRelease(layout);
  const switchedBack =
    (failed.step === "restart" || failed.step === "switch") && live !== null && live !== attempt;
  const output = shortened(failed.message);
  await tellStudio(env, {
    event: "release.failed",
    subject: `Site: release failed at ${failed.step}: ${subject}`,
    text: [
      `The release of ${commit.slice(0, 12)}, "${subject}" (${trigger}, ${by}), failed at its ${failed.step} step. ${switchedBack ? `It had switched, and switched back: ${live} serves the site, and automatic publishing is paused until someone runs "npm run release -- --resume" on the server.` : `Nothing changed: ${live ?? "nothing"} serves the site.`}`,
      "What it said (the last lines):",
      output,
    ].join("\n\n"),
    details: { commit, subject, step: failed.step, live, output },
  });
  logQuietly({
    event: "released",
    id: attempt,
    commit,
    subject,
    outcome: switchedBack ? "switched-back" : "failed",
    step: failed.step,
    message: output,
    seconds: seconds(),
    from: live,
    ...migration,
  });
  if (switchedBack)
    logQuietly({
      event: "paused",
      reason: `${commit.slice(0, 7)} failed at ${failed.step} and was switched back: automatic releases wait until someone resumes them`,
    });
}

await main();
