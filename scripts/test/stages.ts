/**
 * `npm test`: the stages in order, each an npm script of its own, and at the
 * end a table of how long each took (also when one fails, which stops the run).
 * Typecheck and lint run side by side (each is one single-threaded process on
 * a two-core machine; their output is printed when each ends, not interleaved).
 *
 *   npm test                      every stage
 *   npm test -- --from e2e        from a stage on (after a fix, say)
 *
 * The slow, load-sensitive checks are stages of .ci/run of their own, not of
 * this command: `npm run audit:lighthouse`, `npm run test:deploy` and
 * `npm run test:editor-build` (README, "Quality gates").
 */
import { spawn } from "node:child_process";
import { formatStageTable, groupStartingAt, type Stage, type StageResult } from "./stage-table";

/** Each group runs after the one before; the stages of a group run at once. */
const groups: Stage[][] = [
  [{ name: "preflight", script: "preflight" }],
  [
    { name: "typecheck", script: "typecheck" },
    { name: "lint", script: "lint" },
  ],
  [{ name: "build", script: "build" }],
  [{ name: "unit and integration", script: "test:unit" }],
  [{ name: "static checks", script: "audit:static" }],
  [{ name: "end-to-end", script: "test:e2e" }],
];

function runScript(stage: Stage, buffered: boolean): Promise<StageResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", stage.script], {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => {
      if (buffered) process.stdout.write(`\n== ${stage.name}\n${output}`);
      resolve({ name: stage.name, seconds: (performance.now() - started) / 1000, ok: code === 0 });
    });
  });
}

const fromAt = process.argv.indexOf("--from");
const from = fromAt >= 0 ? process.argv[fromAt + 1] : undefined;
const firstGroup = from ? groupStartingAt(groups, from) : 0;
if (firstGroup < 0) {
  console.error(
    `no stage named ${from}: ${groups
      .flat()
      .map((s) => s.name)
      .join(", ")}`,
  );
  process.exit(2);
}

const results: StageResult[] = [];
const started = performance.now();
for (const group of groups.slice(firstGroup)) {
  if (group.length === 1) process.stdout.write(`\n== ${group[0]!.name}\n`);
  results.push(...(await Promise.all(group.map((stage) => runScript(stage, group.length > 1)))));
  if (results.some((result) => !result.ok)) break;
}
console.log(`\n${formatStageTable(results, (performance.now() - started) / 1000)}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
