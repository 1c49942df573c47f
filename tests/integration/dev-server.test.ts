import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../../scripts/deploy/topology";

/**
 * `npm run dev` (and `npm run edit`, the same server) answers on the address it
 * was given and nowhere else: Vite's hot-reload WebSocket is attached to the
 * site's own server instead of listening on port 24678 of every interface
 * (issue 25, finding 3). Linux only: the sockets are read from /proc.
 */

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on("error", fail);
  });
}

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

describe.runIf(process.platform === "linux")("the development server", () => {
  let child: ChildProcess;
  let port: number;
  const dataDir = mkdtempSync(join(tmpdir(), "dev-server-test-"));

  beforeAll(async () => {
    port = await freePort();
    child = spawn(process.execPath, [resolve("node_modules/tsx/dist/cli.mjs"), "server/dev.ts"], {
      env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir },
      detached: true,
      stdio: "ignore",
    });
    await waitFor(`http://127.0.0.1:${port}/healthz`, 90_000);
  }, 120_000);

  afterAll(() => {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
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
