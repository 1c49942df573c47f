/**
 * `npm run bench:build`: how long `npm run build` takes as the site grows, and
 * where the time goes (a benchmark: it prints figures and the budgets,
 * it passes or fails nothing).
 *
 * For each size (today's site plus 0, 400, 1,000 generated news posts), in a
 * temporary copy of the project (content/ and public/ copied, node_modules
 * linked; nothing is written to the work tree):
 *  - cold: the build from scratch (no public/img, no public/og/news, no build
 *    cache), each step of package.json's "build" timed on its own, React
 *    Router's build split into the client/server bundles and the prerendering;
 *  - warm: one more news post, then the build again over the same folder,
 *    reusing what the cold build left (as a release does with its shared
 *    folder, and CI with its cache).
 *
 *   npm run bench:build -- [--posts 0,400,1000] [--keep]
 */
import { spawn } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { generatedPosts } from "./generated-posts";

const { values } = parseArgs({
  options: {
    posts: { type: "string", default: "0,400,1000" },
    keep: { type: "boolean", default: false },
  },
});
const sizes = values.posts.split(",").map((value) => {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(`--posts: "${value}" is not a count`);
  return count;
});

const root = resolve(import.meta.dirname, "../..");
/** What the copy leaves out: dependencies (linked), git, and every build output. */
const NOT_COPIED = new Set([
  "node_modules",
  ".git",
  ".react-router",
  ".cache",
  "data",
  "backups",
  "test-results",
  "playwright-report",
  "screenshots",
]);
const buildScript = (
  JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { build: string } }
).scripts.build;
const steps = buildScript.split("&&").map((step) => step.trim());

function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "bench-build-"));
  for (const entry of readdirSync(root)) {
    if (NOT_COPIED.has(entry) || entry === "build" || entry.startsWith("build-")) continue;
    cpSync(join(root, entry), join(dir, entry), {
      recursive: true,
      // Derived files: a cold build makes them.
      filter: (source) =>
        !source.startsWith(join(root, "public", "img")) &&
        !source.startsWith(join(root, "public", "og", "news")),
    });
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

function addPosts(dir: string, from: number, count: number) {
  const news = join(dir, "content", "news");
  mkdirSync(news, { recursive: true });
  for (const [file, text] of generatedPosts(root, from, count))
    writeFileSync(join(news, file), text);
}

interface StepTime {
  name: string;
  seconds: number;
}

/** Runs one step of the build in `dir`; returns its time, split where its output marks a phase. */
async function runStep(dir: string, command: string): Promise<StepTime[]> {
  const started = performance.now();
  let prerenderStarted: number | undefined;
  let sharesSeconds: number | undefined;
  const output: string[] = [];
  const child = spawn("bash", ["-c", command], {
    cwd: dir,
    env: { ...process.env, BUILD_DIR: "build", NODE_ENV: "production", FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const read = (stream: NodeJS.ReadableStream) =>
    createInterface({ input: stream }).on("line", (line) => {
      output.push(line);
      if (prerenderStarted === undefined && /Prerender/i.test(line))
        prerenderStarted = performance.now();
      const shares = /share images drawn in (\d+) ms/.exec(line);
      if (shares) sharesSeconds = Number(shares[1]) / 1000;
    });
  read(child.stdout);
  read(child.stderr);
  const status = await new Promise<number | null>((done) => child.on("close", done));
  const ended = performance.now();
  if (status !== 0) {
    console.error(output.slice(-40).join("\n"));
    throw new Error(`"${command}" failed (exit ${status}) in ${dir}`);
  }
  const seconds = (ended - started) / 1000;
  const name = stepName(command);
  if (name === "react-router build" && prerenderStarted !== undefined)
    return [
      { name: "bundles (vite)", seconds: (prerenderStarted - started) / 1000 },
      { name: "prerender", seconds: (ended - prerenderStarted) / 1000 },
    ];
  if (name === "build-images" && sharesSeconds !== undefined)
    return [
      { name: "image sizes", seconds: seconds - sharesSeconds },
      { name: "share images", seconds: sharesSeconds },
    ];
  return [{ name, seconds }];
}

function stepName(command: string): string {
  const script = /scripts\/(\S+)\.ts/.exec(command);
  if (script) return script[1]!.replace(/^cms\//, "");
  return command.replace(/^npx /, "");
}

async function build(dir: string): Promise<{ total: number; steps: StepTime[] }> {
  const started = performance.now();
  const times: StepTime[] = [];
  for (const command of steps) times.push(...(await runStep(dir, command)));
  return { total: (performance.now() - started) / 1000, steps: times };
}

interface Row {
  posts: number;
  pages: number;
  cold: { total: number; steps: StepTime[] };
  warm: { total: number; steps: StepTime[] };
}

const rows: Row[] = [];
for (const extra of sizes) {
  const dir = copyProject();
  try {
    addPosts(dir, 0, extra);
    const pages = readdirSync(join(dir, "content", "news")).length;
    console.info(`bench: ${extra} extra posts (${pages} news posts) in ${dir}: cold build…`);
    const cold = await build(dir);
    addPosts(dir, extra, 1);
    console.info(
      `bench: ${extra} extra posts: cold ${cold.total.toFixed(1)} s; one more post, warm build…`,
    );
    const warm = await build(dir);
    rows.push({ posts: extra, pages, cold, warm });
    const split = (build: { steps: StepTime[] }) =>
      build.steps.map((step) => `${step.name} ${step.seconds.toFixed(1)}`).join(", ");
    console.info(`bench: ${extra} extra posts: cold ${split(cold)}`);
    console.info(`bench: ${extra} extra posts: warm ${warm.total.toFixed(1)} s: ${split(warm)}`);
  } finally {
    if (values.keep) console.info(`bench: kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

const columns = rows[0]?.cold.steps.map((step) => step.name) ?? [];
const seconds = (value: number | undefined) => (value === undefined ? "" : value.toFixed(1));
const table: string[][] = [
  ["extra posts", "build", "total s", ...columns],
  ...rows.flatMap((row) =>
    (["cold", "warm"] as const).map((kind) => [
      String(row.posts),
      kind,
      seconds(row[kind].total),
      ...columns.map((name) =>
        seconds(row[kind].steps.find((step) => step.name === name)?.seconds),
      ),
    ]),
  ),
];
const widths = table[0]!.map((_, index) => Math.max(...table.map((line) => line[index]!.length)));
console.info(`\nnpm run build, ${cpus().length} cores, ${new Date().toISOString()}\n`);
for (const line of table)
  console.info(line.map((cell, index) => cell.padStart(widths[index]!)).join("  "));

const today = rows.find((row) => row.posts === 0)?.cold.total;
const at400 = rows.find((row) => row.posts === 400);
if (today && at400) {
  const coldRatio = at400.cold.total / today;
  const warmRatio = at400.warm.total / today;
  console.info(
    `\nbudget: cold build with 400 extra posts / today's cold build = ${coldRatio.toFixed(2)} (at most 2.5): ${coldRatio <= 2.5 ? "within" : "OVER"}`,
  );
  console.info(
    `budget: warm build after one new post (400 extra) / today's cold build = ${warmRatio.toFixed(2)} (at most 1.5): ${warmRatio <= 1.5 ? "within" : "OVER"}`,
  );
}
