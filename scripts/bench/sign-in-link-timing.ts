/**
 * Can the time of a sign-in link request tell a staff member's address from
 * an unknown one? (Issue 36: before the fix, medians of 19 to 27 ms against
 * 16 to 21 ms, Mann-Whitney z 2.8 to 3.8.) Prints, per run, the medians and
 * quartiles of both kinds of request and the Mann-Whitney statistic; |z| under
 * 1.96 means no difference at the 5 % level.
 *
 *   npm run build && tsx scripts/bench/sign-in-link-timing.ts [--runs 3] [--per-run 100] [--gap 30]
 *
 * The built server (BUILD_DIR, `node build/server/main.js`) in a process of its
 * own on a fresh SQLite folder, as an outsider meets it: work it does after an
 * answer must not be timed with the answer, as it would be if this client ran
 * in the server's event loop. A local SMTP server in a third process takes the
 * e-mails, so that a known address really gets one. The known address is
 * invited with the build's own command line. Requests alternate in a random
 * order, one at a time, `--gap` ms apart (0: back to back, which also measures
 * whether one request's after-answer work slows the next). A timing claim is
 * shown by figures over many runs, never by a timed test.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../../tests/setup/postgres";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "per-run": { type: "string", default: "100" },
    gap: { type: "string", default: "30" },
  },
});
const runs = Number(values.runs);
const perRun = Number(values["per-run"]);
const gapMs = Number(values.gap);

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const KNOWN = "known@studio.example";
const UNKNOWN = "nobody@studio.example";

function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/** Mann-Whitney U of `a` against `b`, and its z (normal approximation, ties corrected). */
function mannWhitney(a: number[], b: number[]): { u: number; z: number } {
  const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort(
    (x, y) => x.v - y.v,
  );
  const ranks = new Array<number>(all.length);
  let tieTerm = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.v === all[i]!.v) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[k] = rank;
    const t = j - i + 1;
    tieTerm += t ** 3 - t;
    i = j + 1;
  }
  const n1 = a.length;
  const n2 = b.length;
  const r1 = all.reduce((sum, item, i) => (item.g === 0 ? sum + ranks[i]! : sum), 0);
  const u = r1 - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
  return { u, z: (u - (n1 * n2) / 2) / sigma };
}

/** A child process that prints one line (its port) when it is ready. */
async function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((done, fail) => {
    child.stdout!.once("data", (chunk: Buffer) => done(chunk.toString().trim()));
    child.once("exit", (code) => fail(new Error(`a helper process exited (${code})`)));
  });
}

// An SMTP server that accepts and drops every message (smtp-server, as the tests' catcher).
const smtp = spawn(
  process.execPath,
  [
    "--input-type=module",
    "-e",
    `import { SMTPServer } from "smtp-server";
     const server = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS"], logger: false,
       onData(stream, _session, done) { stream.resume(); stream.on("end", () => done()); } });
     server.listen(0, "127.0.0.1", () => console.log(server.server.address().port));`,
  ],
  { stdio: ["ignore", "pipe", "inherit"] },
);
const smtpPort = await firstLine(smtp);
const port = await freePort(4470);
const dataDir = mkdtempSync(join(tmpdir(), "studio-link-timing-"));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  SITE_URL: "https://www.nebulaforge.studio",
  DATA_DIR: dataDir,
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: smtpPort,
  RATE_LIMIT_ENABLED: "false",
  LOG_LEVEL: "warn",
};
execFileSync(process.execPath, [join(buildDir, "cli", "inquiries.js"), "invite", KNOWN], {
  env,
  stdio: "ignore",
});
const server = spawn(process.execPath, [join(buildDir, "server", "main.js")], {
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
const url = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      if (i > 100) throw new Error(`the server did not start on ${url}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  const ask = async (email: string) => {
    const started = performance.now();
    const response = await fetch(`${url}/inbox/sign-in`, {
      method: "POST",
      headers: { Origin: env.SITE_URL },
      body: new URLSearchParams({ email }),
    });
    await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`the sign-in page answered ${response.status}`);
    return ms;
  };
  const pause = () => new Promise((done) => setTimeout(done, gapMs));
  for (let i = 0; i < 20; i++) await ask(i % 2 ? KNOWN : UNKNOWN);

  console.log(
    `sign-in link requests, ${perRun} known + ${perRun} unknown per run, ${gapMs} ms apart (ms)`,
  );
  console.log("run   known median [q1, q3]     unknown median [q1, q3]      U        z");
  for (let run = 1; run <= runs; run++) {
    const order = [...Array<string>(perRun).fill(KNOWN), ...Array<string>(perRun).fill(UNKNOWN)];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (const email of order) {
      (email === KNOWN ? known : unknown).push(await ask(email));
      await pause();
    }
    const describe = (values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      const f = (v: number) => v.toFixed(2).padStart(6);
      return `${f(quantile(sorted, 0.5))} [${f(quantile(sorted, 0.25))}, ${f(quantile(sorted, 0.75))}]`;
    };
    const { u, z } = mannWhitney(known, unknown);
    console.log(
      `${String(run).padStart(3)}   ${describe(known)}   ${describe(unknown)}   ${String(u).padStart(7)}  ${z.toFixed(2).padStart(6)}`,
    );
  }
} finally {
  server.kill("SIGTERM");
  smtp.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
