import { rmSync } from "node:fs";
import { join } from "node:path";
import SQLite from "libsql";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, startPostgres, type TestPostgres } from "../setup/postgres";
import {
  ageKeys,
  requireBuild,
  runCli,
  staffCookie,
  startBuiltServer,
  tempFolder,
  writtenFile,
} from "./backup-support";
import { post, startSite, validInquiry, waitFor, type Engine, type TestSite } from "./support";

/**
 * A backup taken while inquiries keep arriving, restored into a fresh server,
 * on both engines: every inquiry the site acknowledged before the backup began
 * is there exactly once, SQLite's integrity check passes, and the restored
 * server starts and its inbox lists them. The CLI is the bundle production runs.
 */
export function loadContract(engine: Engine) {
  describe(`a backup under load on ${engine}`, () => {
    let postgres: TestPostgres | undefined;
    let site: TestSite;
    const folders: string[] = [];
    const folder = (name: string) => {
      const dir = tempFolder(name);
      folders.push(dir);
      return dir;
    };

    beforeAll(async () => {
      requireBuild();
      if (engine === "postgres") postgres = await startPostgres();
      site = await startSite({
        databaseUrl: postgres ? await freshDatabase(postgres.url) : undefined,
      });
    }, 120_000);
    afterAll(async () => {
      await site?.close();
      await postgres?.stop();
      for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    });

    it("restores every inquiry acknowledged before it began, once, into a server that starts and lists them", async () => {
      const keys = await ageKeys(folder("keys"));
      const backupDir = folder("backups");
      const source = { DATA_DIR: site.config.DATA_DIR, DATABASE_URL: site.config.DATABASE_URL };

      // A steady stream: four visitors posting one inquiry after another.
      const acknowledged: { subject: string; at: number }[] = [];
      let sent = 0;
      let streaming = true;
      const visitor = async () => {
        while (streaming) {
          const n = ++sent;
          // A word of its own, so that the inbox's search finds this one only.
          const subject = `Load ${engine} inquiry ${n}, reference L${n}Q`;
          const answer = await post(site, { ...validInquiry, subject });
          if (answer.status === 200 && answer.text.includes("Form Submitted Successfully!")) {
            acknowledged.push({ subject, at: Date.now() });
          }
        }
      };
      const stream = Promise.all([visitor(), visitor(), visitor(), visitor()]);
      await waitFor(() => acknowledged.length >= 40, {
        what: "40 acknowledged inquiries",
        timeout: 30_000,
      });

      const began = Date.now();
      const backup = await runCli(["backup", "--reason", "scheduled"], {
        ...source,
        BACKUP_DIR: backupDir,
        BACKUP_AGE_RECIPIENT: keys.recipient,
      });
      const duringBackup = acknowledged.filter((inquiry) => inquiry.at > began).length;
      await waitFor(
        () => acknowledged.filter((inquiry) => inquiry.at > began).length >= duringBackup + 5,
        {
          what: "inquiries after the backup",
        },
      );
      streaming = false;
      await stream;
      expect(backup.code, backup.stderr).toBe(0);
      const file = writtenFile(backup);
      expect(file.startsWith(backupDir)).toBe(true);
      expect(file).toMatch(new RegExp(`-${engine}-scheduled\\.backup\\.age$`));

      // A fresh place to restore into: a new data folder, or a new database.
      const target =
        engine === "sqlite"
          ? { dataDir: join(folder("restored"), "data") }
          : { dataDir: folder("unused"), databaseUrl: await freshDatabase(postgres!.url) };
      const restore = await runCli(["restore", file, "--identity", keys.identityFile], {
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.databaseUrl,
        BACKUP_DIR: backupDir,
      });
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/every table matches the manifest/);

      const subjects = await restoredSubjects(target);
      const before = acknowledged.filter((inquiry) => inquiry.at < began);
      expect(before.length).toBeGreaterThanOrEqual(20);
      for (const inquiry of before)
        expect(subjects.filter((s) => s === inquiry.subject)).toHaveLength(1);
      // Nothing twice, and nothing the site never acknowledged or sent.
      expect(new Set(subjects).size).toBe(subjects.length);
      const acknowledgedSubjects = new Set(acknowledged.map((inquiry) => inquiry.subject));
      expect(subjects.every((subject) => acknowledgedSubjects.has(subject))).toBe(true);
      // The restore ran while posts were still arriving at the source: the copy is a snapshot.
      expect(subjects.length).toBeLessThan(acknowledged.length);

      if (engine === "sqlite") {
        const database = new SQLite(join(target.dataDir, "studio.db"));
        try {
          expect(database.pragma("integrity_check")).toEqual([{ integrity_check: "ok" }]);
        } finally {
          database.close();
        }
      }

      const server = await startBuiltServer(target);
      try {
        const cookie = await staffCookie(target);
        const inbox = await fetch(`${server.url}/inbox`, { headers: { Cookie: cookie } });
        expect(inbox.status).toBe(200);
        expect(await inbox.text()).toContain(`${subjects.length} inquiries`);
        const first = before[0]!.subject;
        const reference = /L\d+Q/.exec(first)![0];
        const search = await fetch(`${server.url}/inbox?q=${reference}`, {
          headers: { Cookie: cookie },
        });
        // The search marks the matched words: compared as text, without the markup.
        const page = (await search.text()).replace(/<[^>]+>/g, "");
        expect(page).toContain("1 inquiry");
        expect(page).toContain(first);
      } finally {
        await server.stop();
      }
    }, 180_000);
  });
}

async function restoredSubjects(target: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<string[]> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return (
        await client.query<{ subject: string }>("select subject from contact_submissions")
      ).rows.map((row) => row.subject);
    } finally {
      await client.end();
    }
  }
  const database = new SQLite(join(target.dataDir, "studio.db"));
  try {
    return (
      database.prepare("select subject from contact_submissions").all() as { subject: string }[]
    ).map((row) => row.subject);
  } finally {
    database.close();
  }
}
