/**
 * `npm run test:deploy`, second part: `npm run release` on the production
 * topology (nginx, two Node instances, PostgreSQL, on loopback), while visitors
 * keep coming (docs/release.md).
 *
 * A throwaway site root laid out as a server's (docs/release.md), a bare clone of
 * this repository as the git host, and an editor's clone that publishes two
 * commits: one that changes the home page's text, one whose content fails its
 * schema. Releases run as the pipelines run them (`bash deploy/pipeline.sh
 * deploy`, with the server's side run here), a rollback as a person runs it
 * (`npm run release -- --rollback`). The instances run as systemd would run them
 * (a supervisor here restarts one when the release asks, from wherever `current`
 * points). Checks:
 *  1. the first release goes live from nothing;
 *  2. a release, then a rollback, under a steady stream of page requests and
 *     inquiry posts: no 5xx, no connection error, every acknowledged inquiry
 *     stored once, the home page switching to the new text (and back) within
 *     seconds of the switch;
 *  3. a commit whose content fails its schema is refused at the build and the
 *     live site keeps serving; a pipeline for a commit that is no longer the
 *     branch's tip releases nothing; a second release started during one is refused.
 * Prints the figures; exits 1 on any failed check. Needs nginx and PostgreSQL.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  cpSync,
  unlinkSync,
  watch,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import pg from "pg";
import { startPostgres, type TestPostgres } from "../../tests/setup/postgres";
import { currentRelease, layoutOf } from "../release/layout";
import { inquiryForm } from "./inquiry-form";
import { startNginx, type Nginx } from "./topology";

const repoRoot = resolve(import.meta.dirname, "../..");
const NGINX_PORT = Number(process.env.RELEASE_TEST_PORT ?? 8091);
const PORTS = (process.env.RELEASE_TEST_NODE_PORTS ?? "3791,3792").split(",").map(Number);
/** Plain words: the page's HTML writes them as they are (no entity for a quote or an ampersand). */
const MARKER = "A sentence only the second commit of the release test has.";

const failures: string[] = [];
const figures: [string, string][] = [];
function check(condition: boolean, message: string) {
  console.log(`${condition ? "  ok  " : "  FAIL"} ${message}`);
  if (!condition) failures.push(message);
}

const work = mkdtempSync(join(tmpdir(), "release-test-"));
const root = join(work, "site");
/** The git host (a bare repository), the editor's clone (Publish pushes from it), the server's clone. */
const origin = join(work, "origin.git");
const editor = join(work, "editor");
const source = join(root, "repo");
const run = join(root, "run");
const layout = layoutOf(root);
let branch = "main";

/** Publishes a change as the editor does (a commit pushed to the site's branch); returns the commit. */
function publish(message: string, file: string, change: (text: string) => string): string {
  const path = join(editor, file);
  writeFileSync(path, change(readFileSync(path, "utf8")));
  const git = (...args: string[]) =>
    execFileSync(
      "git",
      [
        "-C",
        editor,
        "-c",
        "user.name=Release test",
        "-c",
        "user.email=release-test@example.com",
        ...args,
      ],
      { encoding: "utf8" },
    );
  git("commit", "--quiet", "-am", message);
  git("push", "--quiet", "origin", `HEAD:${branch}`);
  return git("rev-parse", "HEAD").trim();
}

/** The Node instances, run as a service manager runs them: restarted on request, from `current`. */
class Supervisor {
  private readonly children = new Map<number, ChildProcess>();
  private readonly watcher;
  constructor(private readonly env: NodeJS.ProcessEnv) {
    mkdirSync(run, { recursive: true });
    this.watcher = watch(run, (_event, name) => {
      const port = /^(\d+)\.restart$/.exec(name ?? "")?.[1];
      if (!port || !existsSync(join(run, name!))) return;
      unlinkSync(join(run, name!));
      void this.restart(Number(port));
    });
  }
  /** Ends the running process (it drains), then starts the one `current` points to. */
  async restart(port: number) {
    await this.stopOne(port);
    const release = realpathSync(layout.current);
    const child = spawn(process.execPath, [join(release, "build", "server", "main.js")], {
      cwd: release,
      env: { ...this.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port) },
      stdio: ["ignore", "ignore", "inherit"],
    });
    this.children.set(port, child);
  }
  private async stopOne(port: number) {
    const child = this.children.get(port);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  async stop() {
    this.watcher.close();
    await Promise.all(PORTS.map((port) => this.stopOne(port)));
  }
}

interface ReleaseRun {
  code: number;
  output: string;
  switchedAt?: number;
}

/** Runs a command of the release (its output kept, the moment it switches noted). */
function runRelease(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): { done: Promise<ReleaseRun>; child: ChildProcess } {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  let switchedAt: number | undefined;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (switchedAt === undefined && /release: switched (back )?to /.test(output))
      switchedAt = Date.now();
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const done = new Promise<ReleaseRun>((r) =>
    child.once("exit", (code) => r({ code: code ?? 1, output, switchedAt })),
  );
  return { done, child };
}

/** What every pipeline runs after a publish: `bash deploy/pipeline.sh deploy`, the server being this machine. */
function pipelineDeploy(commit: string, env: Record<string, string> = {}) {
  return runRelease("bash", [join(repoRoot, "deploy/pipeline.sh"), "deploy"], {
    DEPLOY_HOST: "local",
    COMMIT: commit,
    BRANCH: branch,
    SITE_ROOT: root,
    ...env,
  });
}

/** `npm run release` by hand on the server (a rollback, say), from its clone. */
function releaseCommand(args: string[], env: Record<string, string> = {}) {
  return runRelease(
    process.execPath,
    [
      join(repoRoot, "node_modules/tsx/dist/cli.mjs"),
      join(source, "scripts/release/release.ts"),
      "--root",
      root,
      "--repo",
      source,
      ...args,
    ],
    env,
  );
}

interface Traffic {
  requests: number;
  failures: string[];
  acknowledged: string[];
  /** Since when the home page has shown the expected text (or not shown it), without exception. */
  flippedAt?: number;
}

let visitors = 0;
const nextVisitor = () => `10.9.${(visitors >> 8) & 255}.${visitors++ & 255}`;

/** Pages and inquiry posts through nginx, `concurrency` at a time, until `until` settles. */
async function traffic(
  origin: string,
  until: Promise<unknown>,
  expectMarker: boolean,
): Promise<Traffic> {
  const result: Traffic = { requests: 0, failures: [], acknowledged: [] };
  let finished = false;
  void until.finally(() => (finished = true));
  const deadline = Date.now() + 600_000;
  const worker = async (index: number) => {
    for (let i = 0; !finished && Date.now() < deadline && result.requests < 50_000; i++) {
      const post = (i + index) % 5 === 0;
      const key = `release-${Date.now()}-${index}-${i}`;
      try {
        const response = post
          ? await fetch(`${origin}/contact`, {
              method: "POST",
              headers: {
                "Content-Type": "application/x-www-form-urlencoded",
                Origin: origin,
                "X-Forwarded-For": nextVisitor(),
              },
              body: inquiryForm(key),
              signal: AbortSignal.timeout(15_000),
            })
          : await fetch(`${origin}${i % 2 ? "/" : "/about"}`, {
              signal: AbortSignal.timeout(15_000),
            });
        const body = await response.text();
        result.requests++;
        if (response.status >= 500)
          result.failures.push(`${post ? "POST /contact" : "GET"} answered ${response.status}`);
        if (post && response.status === 200) result.acknowledged.push(key);
        if (
          !post &&
          i % 2 &&
          result.flippedAt === undefined &&
          body.includes(MARKER) === expectMarker
        )
          result.flippedAt = Date.now();
      } catch (error) {
        result.requests++;
        result.failures.push(`${post ? "POST /contact" : "GET"}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
  return result;
}

async function storedOnce(db: pg.Pool, keys: string[]) {
  const { rows } = await db.query<{ idempotency_key: string; n: string }>(
    "select idempotency_key, count(*) as n from contact_submissions where idempotency_key = any($1) group by idempotency_key",
    [keys],
  );
  const counts = new Map(rows.map((row) => [row.idempotency_key, Number(row.n)]));
  return keys.filter((key) => counts.get(key) !== 1);
}

let postgres: TestPostgres | undefined;
let nginx: Nginx | undefined;
let supervisor: Supervisor | undefined;
let db: pg.Pool | undefined;
try {
  postgres = await startPostgres({ basePort: 55700 });
  db = new pg.Pool({ connectionString: postgres.url, max: 2 });
  execFileSync("git", ["clone", "--quiet", "--bare", repoRoot, origin]);
  branch = execFileSync("git", ["-C", origin, "symbolic-ref", "--short", "HEAD"], {
    encoding: "utf8",
  }).trim();
  execFileSync("git", ["clone", "--quiet", origin, editor]);
  mkdirSync(root, { recursive: true });
  execFileSync("git", ["clone", "--quiet", origin, source]);
  // The server's clone has its dependencies (the pipeline's npm install finds them complete).
  cpSync(join(repoRoot, "node_modules"), join(source, "node_modules"), {
    recursive: true,
    verbatimSymlinks: true,
  });
  const first = execFileSync("git", ["-C", editor, "rev-parse", "HEAD"], {
    encoding: "utf8",
  }).trim();
  mkdirSync(layout.shared, { recursive: true });
  writeFileSync(
    layout.env,
    [
      `SITE_URL=http://127.0.0.1:${NGINX_PORT}`,
      `DATABASE_URL=${postgres.url}`,
      "TRUST_PROXY=loopback",
      "RATE_LIMIT_ENABLED=false",
      "LOG_LEVEL=warn",
      `RELEASE_INSTANCES=${PORTS.join(",")}`,
      `RELEASE_RESTART=touch ${run}/{port}.restart`,
      "",
    ].join("\n"),
  );
  supervisor = new Supervisor(parseEnv(readFileSync(layout.env, "utf8")));

  console.log("1. the first release, from nothing, as the pipeline runs it");
  const firstRun = await pipelineDeploy(first).done;
  check(firstRun.code === 0, `the first release goes live (exit ${firstRun.code})`);
  if (firstRun.code !== 0) throw new Error(firstRun.output.slice(-3000));
  nginx = await startNginx(NGINX_PORT, PORTS, join(layout.current, "build"));
  const reload = { RELEASE_RELOAD_NGINX: `kill -HUP ${nginx.pid}` };
  console.log(firstRun.output.trim().split("\n").at(-1));

  const second = publish(
    "Release test: new text on the home page",
    "content/pages/home.yaml",
    (text) => text.replace(/^( {2}intro: ).*$/m, `$1${MARKER}`),
  );
  for (const [label, start, marker] of [
    ["2. a release after a publish", () => pipelineDeploy(second, reload), true],
    ["3. a rollback", () => releaseCommand(["--rollback"], reload), false],
  ] as const) {
    console.log(`${label}, with visitors`);
    const before = currentRelease(layout);
    const running = start();
    const load = await traffic(nginx.origin, running.done, marker);
    const result = await running.done;
    check(result.code === 0, `${label.slice(3)} succeeds (exit ${result.code})`);
    if (result.code !== 0) console.log(result.output.slice(-3000));
    check(
      currentRelease(layout) !== before,
      `${label.slice(3)} switches current (${before} → ${currentRelease(layout)})`,
    );
    check(
      load.failures.length === 0,
      `${load.requests} requests during it, no 5xx or connection error (${load.failures.slice(0, 3).join("; ") || "none"})`,
    );
    if (load.failures.length > 0) {
      const upstream = nginx
        .errors()
        .split("\n")
        .filter((line) => line.includes("upstream"));
      console.log(`  nginx about its upstreams:\n${upstream.slice(-10).join("\n")}`);
      console.log(result.output.slice(-2000));
    }
    const missing = await storedOnce(db, load.acknowledged);
    check(
      missing.length === 0,
      `every acknowledged inquiry stored once (${load.acknowledged.length} acknowledged, ${missing.length} not)`,
    );
    const lag =
      load.flippedAt !== undefined && result.switchedAt !== undefined
        ? (load.flippedAt - result.switchedAt) / 1000
        : undefined;
    check(
      lag !== undefined && lag < 5,
      `the home page shows the ${marker ? "new" : "old"} text ${lag?.toFixed(1) ?? "never"} s after the switch`,
    );
    const home = await (await fetch(`${nginx.origin}/`)).text();
    check(
      home.includes(MARKER) === marker,
      `afterwards the home page has the ${marker ? "new" : "old"} text`,
    );
    console.log(`  ${result.output.trim().split("\n").at(-1)}`);
    figures.push(
      [`${label.slice(3)}: requests`, String(load.requests)],
      [`${label.slice(3)}: errors`, String(load.failures.length)],
      [
        `${label.slice(3)}: inquiries acknowledged / stored once`,
        `${load.acknowledged.length} / ${load.acknowledged.length - missing.length}`,
      ],
      [
        `${label.slice(3)}: switch to ${marker ? "new" : "old"} content`,
        `${lag?.toFixed(2) ?? "never"} s`,
      ],
    );
  }

  console.log("4. refusals");
  const live = currentRelease(layout);
  const broken = publish(
    "Release test: a title the schema refuses",
    "content/pages/home.yaml",
    (text) => text.replace(/^( {2}title: ).*$/m, '$1""'),
  );
  const refused = await pipelineDeploy(broken, reload).done;
  check(
    refused.code !== 0 &&
      /release failed at build: [\s\S]*content\/pages\/home\.yaml: page\.title/.test(
        refused.output,
      ),
    "a commit whose content fails its schema is refused at the build, naming the file and field",
  );
  if (!refused.output.includes("page.title")) console.log(refused.output.slice(-3000));
  check(currentRelease(layout) === live, `the live release is untouched (${live})`);
  const stillServing = await fetch(`${nginx.origin}/`);
  check(
    stillServing.status === 200 && !(await stillServing.text()).includes(MARKER),
    "and the site keeps serving it",
  );
  const stale = await pipelineDeploy(second, reload).done;
  check(
    stale.code === 0 &&
      stale.output.includes(`not releasing ${second}`) &&
      currentRelease(layout) === live,
    "a pipeline whose commit is no longer the branch's tip releases nothing",
  );
  const again = await releaseCommand([first], reload).done;
  check(
    again.code === 0 &&
      again.output.includes("nothing new to publish") &&
      currentRelease(layout) === live,
    "the live commit, already built today (studio time), is not built again (the hourly run)",
  );
  const long = releaseCommand([second], reload);
  while (!existsSync(layout.lock)) await new Promise((r) => setTimeout(r, 50));
  const concurrent = await releaseCommand(["--rollback"], reload).done;
  check(
    concurrent.code === 75 && concurrent.output.includes("another release is running"),
    `a second release started during one is refused (exit ${concurrent.code})`,
  );
  process.kill(-long.child.pid!, "SIGTERM");
  await long.done;
  check(currentRelease(layout) === live, "the interrupted release changed nothing live");
} catch (error) {
  failures.push(`the test could not run: ${(error as Error).message}`);
  console.error(error);
} finally {
  await supervisor?.stop();
  await nginx?.stop();
  await db?.end();
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
}

console.log("\nfigures");
for (const [name, value] of figures) console.log(`  ${name.padEnd(48)} ${value}`);
if (failures.length > 0) {
  console.log(
    `\n${failures.length} check(s) failed:\n${failures.map((f) => `  - ${f}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("\nrelease test passed");
