import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/database";
import { InquiryStore } from "../../db/inquiry-store";
import { freePort } from "../setup/postgres";
import { buildDir, validInquiry, waitFor } from "./support";

/**
 * The real server process (node build/server/main.js) on SQLite: an inquiry it
 * acknowledged survives the process being killed outright, and SIGTERM drains
 * and closes the database cleanly. A broken content file stops it before it
 * listens.
 */
const main = join(buildDir, "server", "main.js");

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Every server a test starts, ready or not: afterAll kills what is still running. */
const started: ChildProcess[] = [];

/** The server process on a free port, not yet waited for. */
async function spawnServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort(3640 + Math.floor(Math.random() * 300));
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      RATE_LIMIT_ENABLED: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, port, output: () => output, exited };
}

async function startServer(dataDir: string): Promise<Running> {
  const { child, port, output, exited } = await spawnServer(dataDir);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
      try {
        // A request that hangs is given up and tried again, not waited on forever.
        return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
      } catch {
        return false;
      }
    },
    { what: "the server to answer /healthz", timeout: 20_000, interval: 100 },
  );
  return { child, url, output, exited };
}

function postInquiry(url: string, subject: string) {
  return fetch(`${url}/contact`, {
    method: "POST",
    headers: { Origin: url },
    body: new URLSearchParams({ ...validInquiry, subject }),
    signal: AbortSignal.timeout(10_000),
  });
}

describe("durability of acknowledged inquiries (real server process, SQLite)", () => {
  let dataDir: string;

  beforeAll(() => {
    if (!existsSync(main))
      throw new Error(`No server bundle at ${main}: run "npm run build" first.`);
    dataDir = mkdtempSync(join(tmpdir(), "studio-durability-"));
  });
  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps an acknowledged inquiry when the process is killed with SIGKILL", async () => {
    const first = await startServer(dataDir);
    const response = await postInquiry(first.url, "Survives SIGKILL");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Form Submitted Successfully!");

    // No shutdown of any kind: the row must already be on disk.
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");

    const second = await startServer(dataDir);
    const handle = openDatabase({ dataDir });
    try {
      const rows = await new InquiryStore(handle).list();
      expect(rows.map((row) => row.subject)).toEqual(["Survives SIGKILL"]);
      expect(rows[0]).toMatchObject({
        fullName: "Ada Lovelace",
        email: "ada@example.com",
        consent: true,
      });
    } finally {
      await handle.close();
    }
    // And the restarted server keeps working on the same file.
    const again = await postInquiry(second.url, "After the restart");
    expect(again.status).toBe(200);
    await again.text();
    second.child.kill("SIGKILL");
    await second.exited;
  });

  it("drains requests and closes the database on SIGTERM", async () => {
    const server = await startServer(dataDir);
    const response = await postInquiry(server.url, "Before SIGTERM");
    expect(response.status).toBe(200);
    await response.text();
    server.child.kill("SIGTERM");
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain("database closed");
  });
});

describe("starting the real server process", () => {
  let dataDir: string;
  let contentDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-start-"));
    contentDir = mkdtempSync(join(tmpdir(), "studio-content-"));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(contentDir, { recursive: true, force: true });
  });

  it("refuses to start on a broken content file, naming it, before it listens", async () => {
    cpSync(join(buildDir, "content"), contentDir, { recursive: true });
    writeFileSync(join(contentDir, "forms", "inquiry.yaml"), "title: [never closed\n");
    const server = await spawnServer(dataDir, { CONTENT_DIR: contentDir });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain("content/forms/inquiry.yaml");
    expect(server.output()).not.toContain('"msg":"listening"');
  });
});
