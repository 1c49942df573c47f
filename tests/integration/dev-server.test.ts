import { spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freeLoopbackPort, waitFor } from "../../scripts/deploy/topology";
import { FILE_POLICY } from "../../server/security-headers";

/**
 * `npm run edit` (the development server of `npm run dev`, plus the editor) on a
 * throwaway working copy (CONTENT_DIR names its content/), as an editor's
 * computer runs it (issue 25):
 *  - it answers on the address it was given and nowhere else: Vite's hot-reload
 *    WebSocket is attached to the site's own server instead of listening on port
 *    24678 of every interface (finding 3; Linux only: sockets are read from /proc);
 *  - the editor's proxy cannot be made to write outside content/ (finding 1);
 *  - a public file opened as a document runs no script (finding 2);
 *  - no other local page can read the editor's answers (finding 4).
 */

/** The socket inodes held open by every process of a process group. */
function socketInodes(group: number): Set<string> {
  const inodes = new Set<string>();
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after the command name (which may hold spaces) start at ") ".
      const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
      if (Number(fields[2]) !== group) continue;
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode) inodes.add(inode);
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return inodes;
}

/** "address:port" of each listening TCP socket among these inodes. */
function listeningAddresses(inodes: Set<string>): string[] {
  const addresses: string[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const columns = line.trim().split(/\s+/);
      if (columns.length < 10 || columns[3] !== "0A" || !inodes.has(columns[9]!)) continue;
      const [hex, port] = columns[1]!.split(":") as [string, string];
      const address =
        hex.length === 8
          ? (hex.match(/../g) ?? [])
              .reverse()
              .map((byte) => parseInt(byte, 16))
              .join(".")
          : hex === "0".repeat(32)
            ? "::"
            : hex;
      addresses.push(`${address}:${parseInt(port, 16)}`);
    }
  }
  return addresses.sort();
}

/** Every file under a folder, with its text. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      const file = join(entry.parentPath, entry.name);
      files[file.slice(folder.length)] = readFileSync(file, "utf8");
    }
  }
  return files;
}

describe.runIf(process.platform === "linux")("the development server with the editor", () => {
  let child: ChildProcess;
  let port: number;
  let origin: string;
  const dataDir = mkdtempSync(join(tmpdir(), "dev-server-test-"));
  const copy = mkdtempSync(join(tmpdir(), "dev-server-copy-"));

  beforeAll(async () => {
    cpSync("content", join(copy, "content"), { recursive: true });
    mkdirSync(join(copy, "public", "images", "news"), { recursive: true });
    mkdirSync(join(copy, "app", "routes"), { recursive: true });
    writeFileSync(join(copy, "app", "routes", "home.tsx"), "export default function Home() {}\n");
    writeFileSync(join(copy, "package.json"), "{}\n");
    port = await freeLoopbackPort();
    origin = `http://127.0.0.1:${port}`;
    child = spawn(
      process.execPath,
      [resolve("node_modules/tsx/dist/cli.mjs"), "server/dev.ts", "--edit"],
      {
        env: {
          ...process.env,
          HOST: "127.0.0.1",
          PORT: String(port),
          DATA_DIR: dataDir,
          CONTENT_DIR: join(copy, "content"),
        },
        detached: true,
        stdio: "ignore",
      },
    );
    await waitFor(`${origin}/healthz`, 90_000);
  }, 120_000);

  afterAll(() => {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  });

  /** A persistEntry with every field Decap sends (decap-server refused anything less). */
  const persistEntry = (params: Record<string, unknown>) => ({
    action: "persistEntry",
    params: {
      branch: "main",
      assets: [],
      options: { commitMessage: "Update", useWorkflow: false, status: "draft" },
      ...params,
    },
  });

  /** A request to the editor's proxy as the editor's own page sends it. */
  const proxy = (body: unknown) =>
    fetch(`${origin}/admin/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify(body),
    });

  it("saves an entry of the working copy through the editor", async () => {
    const response = await proxy(
      persistEntry({
        dataFiles: [
          {
            slug: "editor-test",
            path: "content/news/editor-test.md",
            raw: "---\ntitle: Test\n---\n",
          },
        ],
      }),
    );
    expect(response.status).toBe(200);
    expect(readFileSync(join(copy, "content/news/editor-test.md"), "utf8")).toContain(
      "title: Test",
    );
    rmSync(join(copy, "content/news/editor-test.md"));
  });

  it("writes nothing outside content/ and public/images/, whatever field names the path", async () => {
    const before = snapshot(copy);
    const saved = { slug: "x", path: "content/news/x.md" };
    const attempts = [
      // decap-server moved the saved file to newPath, anywhere in the repository.
      { dataFiles: [{ ...saved, newPath: "app/routes/home.tsx", raw: "export default 1;" }] },
      { dataFiles: [{ ...saved, newPath: "package.json", raw: "{}" }] },
      {
        dataFiles: [{ ...saved, path: "content/../app/routes/new.tsx", raw: "export default 1;" }],
      },
      { entry: { ...saved, path: "app/routes/home.tsx", raw: "export default 1;" } },
      {
        dataFiles: [{ ...saved, raw: "x" }],
        assets: [{ path: "app/x.png", content: "eA==", encoding: "base64" }],
      },
    ];
    for (const params of attempts) {
      const response = await proxy(persistEntry(params));
      expect([403, 422], JSON.stringify(params)).toContain(response.status);
      expect(((await response.json()) as { error: string }).error).toMatch(/\w/);
    }
    expect(snapshot(copy)).toEqual(before);
    expect(existsSync(join(copy, "app/routes/new.tsx"))).toBe(false);
  });

  it("serves public files under a policy that runs no script, even in development", async () => {
    const response = await fetch(`${origin}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(FILE_POLICY);
    expect(FILE_POLICY).toMatch(/\bsandbox\b/);
    expect(FILE_POLICY).toMatch(/default-src 'none'/);
  });

  it("lets no other local page read the editor's answers", async () => {
    for (const path of ["/admin/config.yml", "/admin/editor.js"]) {
      const response = await fetch(`${origin}${path}`, {
        headers: { Origin: "http://localhost:9999" },
      });
      expect(response.headers.get("access-control-allow-origin"), path).toBeNull();
    }
    // The live-reload stream stays open: its headers are enough.
    const controller = new AbortController();
    const live = await fetch(`${origin}/admin/live`, {
      headers: { Origin: "http://127.0.0.1:9999" },
      signal: controller.signal,
    });
    expect(live.headers.get("access-control-allow-origin")).toBeNull();
    controller.abort();
    const preflight = await fetch(`${origin}/admin/api/v1`, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:9999", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("listens on its own address and port only, hot reload included", () => {
    expect(listeningAddresses(socketInodes(child.pid!))).toEqual([`127.0.0.1:${port}`]);
  });

  it("takes the hot-reload WebSocket on the site's own port", async () => {
    const status = await new Promise<number>((done, fail) => {
      const upgrade = request({
        host: "127.0.0.1",
        port,
        path: "/",
        headers: {
          Connection: "Upgrade",
          Upgrade: "websocket",
          "Sec-WebSocket-Version": "13",
          "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
          "Sec-WebSocket-Protocol": "vite-hmr",
        },
      });
      upgrade.on("upgrade", (response, socket) => {
        socket.destroy();
        done(response.statusCode ?? 0);
      });
      upgrade.on("response", (response) => done(response.statusCode ?? 0));
      upgrade.on("error", fail);
      upgrade.end();
    });
    expect(status).toBe(101);
  });
});
