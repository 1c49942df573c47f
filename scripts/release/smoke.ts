/**
 * The smoke test of a build (a release runs it before switching, and the
 * pipeline's content lane after its build: deploy/pipeline.sh): the build's
 * server on a spare loopback port with a throwaway database; every registered
 * page answers 200 and the contact form stores one inquiry.
 *
 *   npx tsx scripts/release/smoke.ts [DIR]    (DIR: the project whose build/ it starts, default .;
 *                                             SMOKE_PORT: its port, default a free one)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { inquiryForm } from "../deploy/inquiry-form";
import { freeLoopbackPort } from "../deploy/topology";
import { healthOf } from "./instances";
import { run } from "./run";

/** Every registered page of a build: the paths of its sitemap. */
function registeredPaths(buildDir: string): string[] {
  const sitemap = readFileSync(join(buildDir, "client", "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * The new build on a spare loopback port, with a throwaway database: every
 * registered page answers 200, and the form stores one inquiry.
 */
export async function smokeTest(dir: string, env: NodeJS.ProcessEnv, fixedPort?: number) {
  const port = fixedPort ?? (await freeLoopbackPort());
  const data = mkdtempSync(join(tmpdir(), "release-smoke-"));
  const origin = `http://127.0.0.1:${port}`;
  const isolated = {
    ...env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: origin,
    DATA_DIR: data,
    DATABASE_URL: "",
    MIGRATIONS: "auto",
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    SMTP_HOST: "",
    NOTIFY_EMAIL_TO: "",
    NOTIFY_WEBHOOK_URL: "",
  };
  const server = spawn(process.execPath, [join(dir, "build", "server", "main.js")], {
    cwd: dir,
    env: isolated,
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
      { cwd: dir, env: isolated },
    );
    const stored = (JSON.parse(listed) as unknown[]).length;
    if (stored !== 1)
      throw new Error(`the contact form stored ${stored} inquiries for one post (expected 1)`);
    console.log(`smoke: ${paths.length} pages answer 200; the form stored its inquiry`);
  } finally {
    server.kill("SIGTERM");
    await exited;
    rmSync(data, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await smokeTest(
    resolve(process.argv[2] ?? "."),
    process.env,
    process.env.SMOKE_PORT ? Number(process.env.SMOKE_PORT) : undefined,
  );
  console.log(`smoke test passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
