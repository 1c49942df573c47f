/**
 * `npm run release`: a new release of a self-hosted site, switched in with no
 * request lost, or `--rollback` to the previous one (docs/release.md).
 *
 *   npm run release -- [--root /srv/site] [--repo .] [COMMIT]
 *   npm run release -- [--root /srv/site] --rollback
 *
 * A commit that is already live and was built on the studio's today is not built
 * again ("nothing new to publish"): the hourly pipeline run then costs nothing, and
 * the first run after midnight (studio time) publishes the day's scheduled posts.
 * --force builds it anyway.
 *
 * A release builds COMMIT (default: the repository's HEAD) into a folder of its
 * own, checks it on a spare loopback port, then points `current` at it, reloads
 * nginx and restarts the Node instances one at a time, each once the one before
 * answers /healthz as the new release. Any failure before the switch leaves the
 * live release untouched; a failure after it (an instance that does not come up)
 * switches back. It exits non-zero naming the step that failed and why.
 *
 * Settings: <root>/shared/.env (the site's settings, also read by the instances)
 * and the environment, which wins:
 *   RELEASE_INSTANCES [3001,3002]   the Node instances' ports on 127.0.0.1
 *   RELEASE_RESTART   [sudo systemctl restart studio-site@{port}]   restarts one instance
 *   RELEASE_RELOAD_NGINX []          e.g. "sudo systemctl reload nginx" when nginx serves the files
 *   RELEASE_KEEP      [5]            releases kept (the live one and the one before always)
 *   RELEASE_SETTLE_SECONDS [6]       wait after an instance is healthy (before the next, and
 *                                    before the release ends): longer than nginx's
 *                                    fail_timeout (5 s), so that nginx counts it as up again
 *                                    before another instance stops
 *   RELEASE_HEALTH_TIMEOUT_SECONDS [90]
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs, parseEnv } from "node:util";
import { studioToday } from "../../app/content/news/schedule";
import { inquiryForm } from "../deploy/inquiry-form";
import { freeLoopbackPort } from "../deploy/topology";
import {
  acquireLock,
  currentRelease,
  layoutOf,
  LockedError,
  prepare,
  previousRelease,
  prune,
  releaseId,
  switchTo,
  type Layout,
} from "./layout";

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
  },
});
const layout = layoutOf(values.root!);
const started = performance.now();
const timings: [string, number][] = [];

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

/** The settings: shared/.env, then the environment. */
function settings(): NodeJS.ProcessEnv {
  const file = existsSync(layout.env) ? parseEnv(readFileSync(layout.env, "utf8")) : {};
  return { ...file, ...process.env };
}

function instancePorts(env: NodeJS.ProcessEnv): number[] {
  const ports = (env.RELEASE_INSTANCES ?? "3001,3002").split(",").map((p) => Number(p.trim()));
  if (ports.length === 0 || ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535))
    throw new StepError(
      "settings",
      `RELEASE_INSTANCES must list ports, such as 3001,3002 (is "${env.RELEASE_INSTANCES}")`,
    );
  return ports;
}

const seconds = (env: NodeJS.ProcessEnv, name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0)
    throw new StepError("settings", `${name} must be a number of seconds`);
  return value;
};

/** Runs a command; returns its standard output, or throws with the last lines of both. */
function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  const result = spawnSync(command, args, {
    ...options,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
    const tail = output.trim().split("\n").slice(-15).join("\n");
    throw new Error(
      `${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal}):\n${tail}`,
    );
  }
  return result.stdout;
}

/** A shell command of the settings (RELEASE_RESTART, RELEASE_RELOAD_NGINX). */
function shell(command: string) {
  const result = spawnSync("sh", ["-c", command], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (result.status !== 0)
    throw new Error(
      `"${command}" failed (exit ${result.status}): ${(result.stderr || result.stdout).trim()}`,
    );
}

async function healthOf(port: number): Promise<{ status?: string; release?: string } | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.ok ? ((await response.json()) as { status?: string; release?: string }) : null;
  } catch {
    return null;
  }
}

/** Waits until the instance on `port` answers /healthz as release `id`. */
async function waitForRelease(port: number, id: string, timeoutSeconds: number) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let last: unknown = null;
  while (Date.now() < deadline) {
    last = await healthOf(port);
    if ((last as { release?: string } | null)?.release === id) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `the instance on port ${port} did not answer /healthz as ${id} within ${timeoutSeconds} s (last answer: ${JSON.stringify(last)})`,
  );
}

/** Restarts the instances one at a time onto release `id`. */
async function rollInstances(env: NodeJS.ProcessEnv, id: string, done: number[] = []) {
  const command = env.RELEASE_RESTART ?? "sudo systemctl restart studio-site@{port}";
  const settle = seconds(env, "RELEASE_SETTLE_SECONDS", 6);
  const timeout = seconds(env, "RELEASE_HEALTH_TIMEOUT_SECONDS", 90);
  const ports = instancePorts(env);
  for (const port of ports) {
    shell(command.replaceAll("{port}", String(port)));
    await waitForRelease(port, id, timeout);
    done.push(port);
    console.log(`release: the instance on ${port} serves ${id}`);
    // Also after the last one: a rollback or another release right after this one must
    // not stop an instance while nginx still counts the one restarted last as down
    // (seen: "no live upstreams" 502s when a rollback followed a release at once).
    await new Promise((r) => setTimeout(r, settle * 1000));
  }
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

/** Every registered page of a build: the paths of its sitemap. */
function registeredPaths(buildDir: string): string[] {
  const sitemap = readFileSync(join(buildDir, "client", "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * The new build on a spare loopback port, with a throwaway database: every
 * registered page answers 200, and the form stores one inquiry.
 */
async function smokeTest(dir: string, env: NodeJS.ProcessEnv) {
  const port = await freeLoopbackPort();
  const data = mkdtempSync(join(tmpdir(), "release-smoke-"));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(dir, "build", "server", "main.js")], {
    cwd: dir,
    env: {
      ...env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: data,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      SMTP_HOST: "",
      NOTIFY_EMAIL_TO: "",
      NOTIFY_WEBHOOK_URL: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  server.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const exited = new Promise((r) => server.once("exit", r));
  try {
    const deadline = Date.now() + 60_000;
    while (!(await healthOf(port))) {
      if (server.exitCode !== null) throw new Error(`the new build did not start:\n${errors}`);
      if (Date.now() > deadline)
        throw new Error(`the new build did not answer /healthz within 60 s:\n${errors}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const paths = registeredPaths(join(dir, "build"));
    const failing: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${origin}${path}`, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) failing.push(`${path} answered ${response.status}`);
    }
    if (failing.length > 0)
      throw new Error(`pages of the new build do not answer: ${failing.join("; ")}`);
    const key = `release-smoke-${Date.now()}`;
    const posted = await fetch(`${origin}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: inquiryForm(key, { subject: "Release smoke test" }),
      redirect: "manual",
    });
    await posted.arrayBuffer();
    if (posted.status >= 400) throw new Error(`the contact form answered ${posted.status}`);
    const listed = run(
      process.execPath,
      [join(dir, "build", "cli", "inquiries.js"), "export", "--format", "json"],
      {
        cwd: dir,
        env: { ...env, DATA_DIR: data, DATABASE_URL: "" },
      },
    );
    const stored = (JSON.parse(listed) as unknown[]).length;
    if (stored !== 1)
      throw new Error(`the contact form stored ${stored} inquiries for one post (expected 1)`);
    console.log(`release: ${paths.length} pages answer 200; the form stored its inquiry`);
  } finally {
    server.kill("SIGTERM");
    await exited;
    rmSync(data, { recursive: true, force: true });
  }
}

/** node_modules for a release: a copy from a folder whose lockfile is the same, else npm install. */
function installDependencies(dir: string, repo: string) {
  const lock = readFileSync(join(dir, "package-lock.json"), "utf8");
  const current = currentRelease(layout);
  const candidates = [current ? join(layout.releases, current) : null, repo].filter(
    (c): c is string => c !== null,
  );
  for (const candidate of candidates) {
    const modules = join(candidate, "node_modules");
    if (
      existsSync(modules) &&
      existsSync(join(candidate, "package-lock.json")) &&
      readFileSync(join(candidate, "package-lock.json"), "utf8") === lock
    ) {
      cpSync(realpathSync(modules), join(dir, "node_modules"), {
        recursive: true,
        verbatimSymlinks: true,
      });
      return `copied from ${candidate} (same package-lock.json)`;
    }
  }
  run("npm", ["install", "--no-audit", "--no-fund"], { cwd: dir });
  return "npm install";
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

async function release(commitish: string) {
  const env = settings();
  instancePorts(env);
  const repo = resolve(values.repo!);
  const commit = await step("commit", () => {
    try {
      return execFileSync("git", ["-C", repo, "rev-parse", "--verify", `${commitish}^{commit}`], {
        encoding: "utf8",
      }).trim();
    } catch {
      throw new Error(`${commitish} is not a commit of ${repo}`);
    }
  });
  const live = currentRelease(layout);
  const today = studioToday(env);
  if (live && !values.force && live.endsWith(`-${commit.slice(0, 7)}`)) {
    const builtOn = join(layout.releases, live, "build", "BUILT_ON");
    if (existsSync(builtOn) && readFileSync(builtOn, "utf8").trim() === today)
      return `nothing new to publish: ${commit} is live (${live}), built on ${today}, studio time`;
  }
  const id = releaseId(commit);
  const partial = join(layout.releases, `${id}.partial`);
  try {
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
    await step("build", () =>
      run("npm", ["run", "build"], { cwd: partial, env: { ...env, BUILD_DIR: "build" } }),
    );
    writeFileSync(join(partial, "build", "RELEASE"), `${id}\n`);
    // The studio's day the content was built for (scheduled posts): see the top of this file.
    writeFileSync(join(partial, "build", "BUILT_ON"), `${today}\n`);
    await step("check", async () => {
      run("npm", ["run", "audit:static"], { cwd: partial, env: { ...env, BUILD_DIR: "build" } });
      await smokeTest(partial, env);
    });
    if (live)
      console.log(
        `release: carried ${carryAssets(join(layout.releases, live), partial)} assets of ${live}`,
      );
    renameSync(partial, join(layout.releases, id));
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  await step("switch", () => {
    switchTo(layout, id);
    reloadNginx(env, live, id);
  });
  console.log(`release: switched to ${id} at ${new Date().toISOString()}`);
  const restarted: number[] = [];
  try {
    await step("restart", () => rollInstances(env, id, restarted));
  } catch (error) {
    if (live) {
      console.error(`release: ${(error as Error).message}; switching back to ${live}`);
      switchTo(layout, live);
      reloadNginx(env, id, live);
      await rollInstances(env, live).catch((e: unknown) =>
        console.error(`release: switching back failed too: ${(e as Error).message}`),
      );
    }
    throw error;
  }
  const removed = await step("prune", () => prune(layout, Number(env.RELEASE_KEEP ?? 5)));
  return `released ${id} (commit ${commit})${removed.length ? `; removed ${removed.join(", ")}` : ""}`;
}

async function rollback() {
  const env = settings();
  const live = currentRelease(layout);
  const previous = previousRelease(layout);
  if (!live || !previous)
    throw new StepError(
      "rollback",
      `there is no release before ${live ?? "(none live)"} to go back to`,
    );
  await step("switch", () => {
    switchTo(layout, previous);
    reloadNginx(env, live, previous);
  });
  console.log(`release: switched back to ${previous} at ${new Date().toISOString()}`);
  await step("restart", () => rollInstances(env, previous));
  return `rolled back from ${live} to ${previous}`;
}

async function main(layout: Layout) {
  prepare(layout);
  let unlock: () => void;
  try {
    unlock = acquireLock(
      layout,
      values.rollback ? "rollback" : `release ${positionals[0] ?? "HEAD"}`,
    );
  } catch (error) {
    if (error instanceof LockedError) {
      console.error(`release refused: ${error.message}`);
      process.exit(75);
    }
    throw error;
  }
  try {
    const summary = values.rollback ? await rollback() : await release(positionals[0] ?? "HEAD");
    const total = (performance.now() - started) / 1000;
    console.log(
      `${summary} in ${total.toFixed(1)} s (${timings.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(", ")})`,
    );
  } catch (error) {
    const failed = error instanceof StepError ? error : new StepError("release", String(error));
    console.error(`release failed at ${failed.step}: ${failed.message}`);
    console.error(`the live release is ${currentRelease(layout) ?? "(none)"}`);
    process.exitCode = 1;
  } finally {
    unlock();
  }
}

await main(layout);
