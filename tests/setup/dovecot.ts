import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";
import { freePort } from "./postgres";

/**
 * A real IMAP server for tests: Debian's Dovecot (`dovecot-imapd`, brought by
 * scripts/preflight.ts for `npm test`), started from a throwaway configuration
 * in a temporary folder, listening on 127.0.0.1 only on a free port (from
 * 8680, or IMAP_TEST_BASE_PORT), without TLS, with one mail user in a
 * plain-text passdb. Messages arrive by IMAP APPEND, as a mail server
 * delivers them into the mailbox. `stop()` ends the server by its process id
 * and removes the folder. There is no silent skip: without Dovecot this throws.
 */
export interface TestDovecot {
  host: "127.0.0.1";
  port: number;
  user: string;
  pass: string;
  /** Delivers a raw message into the user's INBOX (received at `internalDate`, else now); resolves to its UID. */
  deliver(raw: string | Buffer, internalDate?: Date): Promise<number>;
  /** The INBOX's messages as they are now: UID and flags (what a reader changed, if anything). */
  messages(): Promise<{ uid: number; flags: string[] }[]>;
  stop(): Promise<void>;
}

const DOVECOT = process.env.DOVECOT_BIN ?? "/usr/sbin/dovecot";

/** Servers still running; stopped when the process exits, even if a run forgot to. */
const leftovers = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of leftovers) child.kill("SIGKILL");
});

export async function startDovecot(
  options: { user?: string; pass?: string; basePort?: number } = {},
): Promise<TestDovecot> {
  if (spawnSync(DOVECOT, ["--version"]).status !== 0) {
    throw new Error(
      `Dovecot is not installed (${DOVECOT}): apt-get install -y dovecot-imapd, or set DOVECOT_BIN`,
    );
  }
  const user = options.user ?? "hello@studio.example";
  const pass = options.pass ?? "imap-test-password";
  const dir = mkdtempSync(join(tmpdir(), "studio-dovecot-"));
  chmodSync(dir, 0o755);
  // As root, the mail processes run as Dovecot's own user (never root); otherwise as this user.
  const root = process.getuid?.() === 0;
  const account = root ? idOf("dovecot") : { uid: userInfo().uid, gid: userInfo().gid };
  const loginUser = root ? "dovenull" : userInfo().username;
  const internalUser = root ? "dovecot" : userInfo().username;
  const mail = join(dir, "mail");
  mkdirSync(mail, { mode: 0o700 });
  if (root) chownSync(mail, account.uid, account.gid);
  writeFileSync(join(dir, "passwd"), `${user}:{PLAIN}${pass}::::::\n`, { mode: 0o644 });
  const port = await freePort(options.basePort ?? Number(process.env.IMAP_TEST_BASE_PORT ?? 8680));
  const config = join(dir, "dovecot.conf");
  writeFileSync(
    config,
    `# A throwaway Dovecot for one test run (tests/setup/dovecot.ts).
instance_name = studio-test-${port}
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_login_user = ${loginUser}
default_internal_user = ${internalUser}
first_valid_uid = ${account.uid}
last_valid_uid = ${account.uid}
mail_location = maildir:${mail}/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${account.uid} gid=${account.gid} home=${mail}/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`,
  );
  const child = spawn(DOVECOT, ["-F", "-c", config], { stdio: ["ignore", "ignore", "pipe"] });
  leftovers.add(child);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  try {
    await listening(port, child, () => stderr);
  } catch (error) {
    child.kill("SIGKILL");
    leftovers.delete(child);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const client = () =>
    new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      auth: { user, pass },
      logger: false,
    });
  const withClient = async <T>(work: (imap: ImapFlow) => Promise<T>): Promise<T> => {
    const imap = client();
    await imap.connect();
    try {
      return await work(imap);
    } finally {
      await imap.logout().catch(() => imap.close());
    }
  };

  return {
    host: "127.0.0.1",
    port,
    user,
    pass,
    deliver: (raw, internalDate) =>
      withClient(async (imap) => {
        const appended = await imap.append("INBOX", raw, [], internalDate);
        if (!appended || appended.uid === undefined) throw new Error("APPEND gave no UID");
        return appended.uid;
      }),
    messages: () =>
      withClient(async (imap) => {
        const lock = await imap.getMailboxLock("INBOX", { readOnly: true });
        try {
          if (!imap.mailbox || imap.mailbox.exists === 0) return [];
          const found = await imap.fetchAll("1:*", { uid: true, flags: true });
          return found.map((m) => ({ uid: m.uid, flags: [...(m.flags ?? [])].sort() }));
        } finally {
          lock.release();
        }
      }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(killer);
      }
      leftovers.delete(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function idOf(name: string): { uid: number; gid: number } {
  const uid = Number(spawnSync("id", ["-u", name], { encoding: "utf8" }).stdout.trim());
  const gid = Number(spawnSync("id", ["-g", name], { encoding: "utf8" }).stdout.trim());
  if (!uid || !gid) throw new Error(`no "${name}" user: is dovecot-imapd installed?`);
  return { uid, gid };
}

/** Resolves once the port takes connections; rejects when Dovecot exits or 15 s pass. */
async function listening(port: number, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Dovecot exited: ${stderr().slice(0, 500)}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(
    `Dovecot did not listen on 127.0.0.1:${port} within 15 s: ${stderr().slice(0, 500)}`,
  );
}
