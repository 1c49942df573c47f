/**
 * The production topology on loopback, without Docker: Node instances of the
 * built site and nginx running the repository's deploy/nginx.conf (rewritten
 * only on its "# deploy:" lines) from a temporary folder. Used by
 * scripts/deploy/deploy-test.ts and scripts/deploy/bench.ts.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const repoRoot = resolve(import.meta.dirname, "../..");

export async function waitFor(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up: ${String(lastError)}`);
}

/** A port nothing listens on now, on the loopback address (the system picks it). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on("error", fail);
  });
}

/**
 * Refuses a port something already listens on. Another server there (one a
 * stopped run left behind) would answer /healthz before the new one had failed
 * to listen, and every check after would measure it instead: a CI run's
 * Lighthouse audit once did, against an older build.
 */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(port, "127.0.0.1", () => probe.close(() => done()));
    probe.on("error", (error: NodeJS.ErrnoException) =>
      fail(
        new Error(
          error.code === "EADDRINUSE"
            ? `127.0.0.1:${port} is already in use: stop what listens there (ss -ltnp "sport = :${port}")`
            : `127.0.0.1:${port}: ${error.message}`,
        ),
      ),
    );
  });
}

export interface NodeInstance {
  port: number;
  process: ChildProcess;
  /** Ends the process with a signal and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `node build/server/main.js` on 127.0.0.1:port and waits for /healthz. */
export async function startNode(port: number, env: Record<string, string>): Promise<NodeInstance> {
  if (!existsSync(join(buildDir, "server", "main.js"))) {
    throw new Error(`No build in ${buildDir}: run "npm run build" first.`);
  }
  await assertPortFree(port);
  const child = spawn(process.execPath, [join(buildDir, "server", "main.js")], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const early = exited.then(() => {
    throw new Error(`the Node instance on port ${port} exited at start (port in use?)`);
  });
  await Promise.race([waitFor(`http://127.0.0.1:${port}/healthz`), early]);
  early.catch(() => undefined);
  return {
    port,
    process: child,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface Nginx {
  port: number;
  origin: string;
  /** The master process: SIGHUP reloads the configuration. */
  pid: number;
  /** The configuration it runs (what a release tests with nginx -t). */
  configFile: string;
  /** Reloads it as `systemctl reload nginx` does: fails when nginx refuses the configuration. */
  reloadCommand: string;
  stop(): Promise<void>;
  /** What nginx has logged (warnings and errors): the lines about upstreams explain a 502. */
  errors(): string;
}

/** The repository's nginx.conf with its deployment-specific lines pointed at loopback. */
export function nginxConfigFor(options: {
  dir: string;
  port: number;
  upstreamPorts: number[];
  /** The build nginx serves (default BUILD_DIR); a path through a release's `current` link works. */
  buildDir?: string;
  /** The inbox's own host name (INBOX_ORIGIN's), served by the second server block. */
  inboxHost?: string;
}): string {
  const source = readFileSync(join(repoRoot, "deploy", "nginx.conf"), "utf8");
  const served = options.buildDir ?? buildDir;
  const client = join(served, "client");
  const temp = (name: string) => join(options.dir, "temp", name);
  const replacements: [RegExp, string | (() => string)][] = [
    [/^worker_processes .*# deploy: workers$/m, "worker_processes 2;"],
    [/^pid .*# deploy: pid$/m, `pid ${join(options.dir, "nginx.pid")};`],
    [/^error_log .*# deploy: error log$/m, `error_log ${join(options.dir, "error.log")} warn;`],
    [/^(\s*)include mime\.types;.*$/m, "$1include /etc/nginx/mime.types;"],
    [/^(\s*)client_body_temp_path .*$/m, `$1client_body_temp_path ${temp("client")};`],
    [/^(\s*)proxy_temp_path .*$/m, `$1proxy_temp_path ${temp("proxy")};`],
    [/^(\s*)fastcgi_temp_path .*$/m, `$1fastcgi_temp_path ${temp("fastcgi")};`],
    [/^(\s*)uwsgi_temp_path .*$/m, `$1uwsgi_temp_path ${temp("uwsgi")};`],
    [/^(\s*)scgi_temp_path .*$/m, `$1scgi_temp_path ${temp("scgi")};`],
    [/^(\s*)include .*csp-map\.conf;.*$/m, `$1include ${join(served, "nginx", "csp-map.conf")};`],
    [
      /^(\s*)include .*redirects\.conf;.*$/m,
      `$1include ${join(served, "nginx", "redirects.conf")};`,
    ],
    [/^(\s*)listen .*# deploy: listen$/gm, `$1listen 127.0.0.1:${options.port};`],
    [/^(\s*)root .*# deploy: root$/gm, `$1root ${client};`],
    [
      /^(\s*)server_name .*# deploy: inbox host$/m,
      `$1server_name ${options.inboxHost ?? "inbox.nebulaforge.studio"};`,
    ],
    [
      /^(\s*)include proxy_params\.conf;.*$/gm,
      `$1include ${join(repoRoot, "deploy", "proxy_params.conf")};`,
    ],
    [
      /^(\s*)include security_headers\.conf;.*$/gm,
      `$1include ${join(repoRoot, "deploy", "security_headers.conf")};`,
    ],
    // The test's clients play the load balancer: they send X-Forwarded-For from loopback.
    [/^(\s*)set_real_ip_from .*# deploy: load balancer address$/m, "$1set_real_ip_from 127.0.0.1;"],
  ];
  let config = source;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(config)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    pattern.lastIndex = 0;
    config = config.replace(pattern, replacement as string);
  }
  // The upstream block: one line per instance, replacing the two marked ones.
  const upstreamLines = config.match(/^\s*server .*# deploy: upstream$/gm) ?? [];
  if (upstreamLines.length === 0) throw new Error("deploy/nginx.conf has no upstream lines");
  const indent = /^(\s*)/.exec(upstreamLines[0]!)?.[1] ?? "    ";
  const servers = options.upstreamPorts
    .map((port) => `${indent}server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`)
    .join("\n");
  config = config.replace(upstreamLines[0]!, servers);
  for (const line of upstreamLines.slice(1)) config = config.replace(`${line}\n`, "");
  // As root, nginx's workers would run as "nobody"; keep them as the test's user.
  if (process.getuid?.() === 0) config = `user root;\n${config}`;
  return config;
}

/** Runs nginx (Debian's binary) with the repository's configuration on loopback. */
export async function startNginx(
  port: number,
  upstreamPorts: number[],
  served?: string,
  inboxHost?: string,
): Promise<Nginx> {
  const nginxBin = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((bin) => existsSync(bin));
  if (!nginxBin) throw new Error("nginx is not installed (apt-get install nginx)");
  const dir = mkdtempSync(join(tmpdir(), "studio-nginx-"));
  for (const name of ["client", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(join(dir, "temp", name), { recursive: true });
  }
  const configFile = join(dir, "nginx.conf");
  writeFileSync(
    configFile,
    nginxConfigFor({ dir, port, upstreamPorts, buildDir: served, inboxHost }),
  );
  const check = spawnSync(nginxBin, ["-t", "-q", "-p", dir, "-c", configFile], {
    encoding: "utf8",
  });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(nginxBin, ["-p", dir, "-c", configFile, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  // Answers from another nginx still holding the port must not count as ours.
  const early = exited.then(() => {
    throw new Error(`nginx exited at start (is 127.0.0.1:${port} already in use?)`);
  });
  await Promise.race([waitFor(`${origin}/healthz`), early]);
  early.catch(() => undefined);
  return {
    port,
    origin,
    pid: child.pid!,
    configFile,
    reloadCommand: `${nginxBin} -p ${dir} -c ${configFile} -s reload`,
    errors: () => {
      try {
        return readFileSync(join(dir, "error.log"), "utf8");
      } catch {
        return "";
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
