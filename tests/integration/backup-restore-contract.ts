import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDatabase, type DatabaseHandle } from "../../db/database";
import { InquiryStore } from "../../db/inquiry-store";
import { migrationsFor } from "../../db/migrations";
import { freshDatabase, startPostgres, type TestPostgres } from "../setup/postgres";
import { ageKeys, requireBuild, runCli, tempFolder, writtenFile } from "./backup-support";
import type { Engine } from "./support";

/**
 * What restore refuses, on both engines, and that a refusal writes nothing: a
 * damaged, cut or foreign-key backup; a database that holds data (unless
 * --replace, which keeps it); a database in use; another engine's backup; a
 * newer version's. And the release's pre-migration backup (a database before
 * the newest migration) restores and is migrated.
 */
interface Target {
  dataDir: string;
  databaseUrl?: string;
}

const inquiry = (subject: string) => ({
  fullName: "Grace Hopper",
  email: "grace@example.com",
  phone: "",
  company: "Navy",
  country: "US",
  inquiryType: "simulation",
  subject,
  message: "A fleet logistics simulation.",
  budget: "",
  timeline: "",
  serviceType: "",
  consent: true,
});

export function restoreContract(engine: Engine) {
  describe(`restore on ${engine}`, () => {
    let postgres: TestPostgres | undefined;
    const folders: string[] = [];
    const folder = (name: string) => {
      const dir = tempFolder(name);
      folders.push(dir);
      return dir;
    };
    let keys: { identityFile: string; recipient: string };
    let otherKeys: { identityFile: string; recipient: string };
    let source: Target;
    let backupDir: string;
    let encryptedFile: string;
    let plainFile: string;

    /** A new, empty place to restore into. */
    const freshTarget = async (): Promise<Target> =>
      engine === "sqlite"
        ? { dataDir: join(folder("target"), "data") }
        : { dataDir: folder("unused"), databaseUrl: await freshDatabase(postgres!.url) };
    const env = (target: Target, extra: Record<string, string> = {}) => ({
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl,
      BACKUP_DIR: backupDir,
      ...extra,
    });
    const open = (target: Target): DatabaseHandle => openDatabase({ ...target, poolSize: 1 });
    /**
     * The inquiries there, read by the CLI in a process of its own: libsql releases a
     * file's lock only when its connection is collected, so a database this process
     * opened stays "in use" for restore.
     */
    async function subjects(target: Target): Promise<string[]> {
      const run = await runCli(["export", "--format", "json"], env(target));
      expect(run.code, run.stderr).toBe(0);
      return (JSON.parse(run.stdout) as { subject: string }[]).map((row) => row.subject);
    }
    async function seeded(target: Target, names: string[], upTo?: string): Promise<void> {
      const handle = open(target);
      try {
        if (upTo) {
          const migrator = new Migrator({
            db: handle.db,
            provider: { getMigrations: async () => migrationsFor(handle.engine) },
          });
          const { error } = await migrator.migrateTo(upTo);
          if (error) throw error;
          // As the release of that schema wrote them: today's store reads tables of later
          // migrations (the blocked senders, 0009).
          for (const name of names)
            await sql`insert into contact_submissions
              (full_name, email, company, country, inquiry_type, subject, message, consent, idempotency_key)
              values ('Grace Hopper', 'grace@example.com', 'Navy', 'US', 'simulation', ${name},
                'A fleet logistics simulation.', ${engine === "postgres" ? sql`true` : sql`1`},
                ${`key-${name}-${Math.random()}`})`.execute(handle.db);
          return;
        }
        await migrate(handle);
        const store = new InquiryStore(handle);
        for (const name of names) await store.create(inquiry(name), `key-${name}-${Math.random()}`);
      } finally {
        await handle.close();
      }
    }
    /** Nothing was written: no data folder (SQLite) or no table (PostgreSQL), no staging left. */
    async function expectUntouched(target: Target, tmp: string) {
      if (engine === "sqlite") expect(existsSync(target.dataDir)).toBe(false);
      else {
        const handle = open(target);
        try {
          const { rows } = await sql<{
            n: string;
          }>`select count(*) as n from pg_tables where schemaname = 'public'`.execute(handle.db);
          expect(Number(rows[0]!.n)).toBe(0);
        } finally {
          await handle.close();
        }
      }
      expect(readdirSync(tmp)).toEqual([]);
    }

    beforeAll(async () => {
      requireBuild();
      if (engine === "postgres") postgres = await startPostgres();
      keys = await ageKeys(folder("keys"));
      otherKeys = await ageKeys(folder("other-keys"));
      backupDir = folder("backups");
      source =
        engine === "sqlite"
          ? { dataDir: folder("source") }
          : { dataDir: folder("unused"), databaseUrl: await freshDatabase(postgres!.url) };
      await seeded(source, ["First lead", "Second lead", "Third lead"]);
      const encrypted = await runCli(["backup"], {
        ...env(source),
        BACKUP_AGE_RECIPIENT: keys.recipient,
      });
      expect(encrypted.code, encrypted.stderr).toBe(0);
      encryptedFile = writtenFile(encrypted);
      // Ensures the two names differ (they carry the time to the millisecond).
      await new Promise((done) => setTimeout(done, 5));
      const plain = await runCli(["backup"], env(source));
      expect(plain.code, plain.stderr).toBe(0);
      plainFile = writtenFile(plain);
    }, 120_000);
    afterAll(async () => {
      await postgres?.stop();
      for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    });

    it("refuses a flipped byte, a cut file, another key's file or a missing key, and writes nothing", async () => {
      const damaged = folder("damaged");
      const copy = (name: string, change: (bytes: Buffer) => Buffer) => {
        const path = join(damaged, name);
        writeFileSync(
          path,
          change(readFileSync(name.startsWith("plain") ? plainFile : encryptedFile)),
        );
        return path;
      };
      const flip = (bytes: Buffer) => {
        const out = Buffer.from(bytes);
        out[Math.floor(out.length / 2)]! ^= 0x01;
        return out;
      };
      const cases: { file: string; identity?: string; says: RegExp }[] = [
        {
          file: copy("encrypted-flipped", flip),
          identity: keys.identityFile,
          says: /damaged or cut short/,
        },
        {
          file: copy("encrypted-cut", (bytes) => bytes.subarray(0, bytes.length - 100)),
          identity: keys.identityFile,
          says: /damaged or cut short/,
        },
        { file: encryptedFile, identity: otherKeys.identityFile, says: /encrypted to another key/ },
        { file: encryptedFile, says: /This backup is encrypted: set BACKUP_AGE_IDENTITY/ },
        { file: copy("plain-flipped", flip), says: /is damaged: its sha256 is/ },
        {
          file: copy("plain-cut", (bytes) => bytes.subarray(0, bytes.length - 100)),
          says: /cut short: it ends \d+ bytes before the end of the database copy/,
        },
      ];
      for (const { file, identity, says } of cases) {
        const target = await freshTarget();
        const tmp = folder("tmp");
        const run = await runCli(["restore", file, ...(identity ? ["--identity", identity] : [])], {
          ...env(target),
          TMPDIR: tmp,
        });
        expect(run.code, `${file}: ${run.stdout}`).toBe(1);
        expect(run.stderr).toMatch(says);
        expect(run.stderr).toMatch(/Nothing was changed\./);
        await expectUntouched(target, tmp);
      }
    }, 120_000);

    it("refuses a backup whose manifest disagrees with its database, checksums and all, and writes nothing", async () => {
      // A file made whole again around a manifest that claims one more inquiry than its copy holds.
      const bytes = readFileSync(plainFile);
      const first = bytes.indexOf(0x0a);
      const second = bytes.indexOf(0x0a, first + 1);
      const manifest = JSON.parse(bytes.subarray(first + 1, second).toString("utf8"));
      manifest.tables.contact_submissions += 1;
      const head = Buffer.concat([
        bytes.subarray(0, first + 1),
        Buffer.from(`${JSON.stringify(manifest)}\n`),
      ]);
      const payload = bytes.subarray(second + 1, bytes.length - 72);
      const sum = createHash("sha256").update(head).update(payload).digest("hex");
      const file = join(folder("lying"), "lying.backup");
      writeFileSync(file, Buffer.concat([head, payload, Buffer.from(`sha256 ${sum}\n`)]));

      const target = await freshTarget();
      const tmp = folder("tmp");
      const run = await runCli(["restore", file], { ...env(target), TMPDIR: tmp });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/contact_submissions: 3 rows restored, the manifest says 4/);
      await expectUntouched(target, tmp);
    }, 60_000);

    it("refuses a database that holds data; --replace restores and keeps the one it replaced", async () => {
      // A database with other data, put there by a restore (this process never opens it).
      const other = engine === "sqlite" ? { dataDir: folder("other") } : await freshTarget();
      await seeded(other, ["A lead only this database has"]);
      const otherBackup = await runCli(["backup"], env(other));
      const target = await freshTarget();
      expect((await runCli(["restore", writtenFile(otherBackup)], env(target))).code).toBe(0);
      const refused = await runCli(
        ["restore", encryptedFile, "--identity", keys.identityFile],
        env(target),
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /holds data\. To replace it with the backup, run the restore again with --replace/,
      );
      expect(await subjects(target)).toEqual(["A lead only this database has"]);

      const replaced = await runCli(
        ["restore", encryptedFile, "--replace", "--identity", keys.identityFile],
        {
          ...env(target),
          BACKUP_AGE_RECIPIENT: keys.recipient,
        },
      );
      expect(replaced.code, replaced.stderr).toBe(0);
      expect(await subjects(target)).toEqual(["First lead", "Second lead", "Third lead"]);
      const kept = /the database that was there is kept in (\S+)/.exec(replaced.stdout)![1]!;
      // What was replaced can itself be restored.
      const elsewhere = await freshTarget();
      if (engine === "sqlite") {
        expect(readdirSync(kept)).toContain("studio.db");
        const moved = { dataDir: folder("moved") };
        rmSync(moved.dataDir, { recursive: true });
        const { renameSync } = await import("node:fs");
        renameSync(kept, moved.dataDir);
        expect(await subjects(moved)).toEqual(["A lead only this database has"]);
      } else {
        expect(kept).toMatch(/-postgres-pre-restore\.backup\.age$/);
        const back = await runCli(
          ["restore", kept, "--identity", keys.identityFile],
          env(elsewhere),
        );
        expect(back.code, back.stderr).toBe(0);
        expect(await subjects(elsewhere)).toEqual(["A lead only this database has"]);
      }
    }, 120_000);

    it("refuses while another process has the database open", async () => {
      const target = await freshTarget();
      await seeded(target, []);
      const busy = open(target);
      try {
        await sql`select 1`.execute(busy.db);
        const run = await runCli(["restore", plainFile, "--replace"], env(target));
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(
          engine === "sqlite" ? /is open in another process/ : /other session is connected/,
        );
      } finally {
        await busy.close();
      }
      expect(await subjects(target)).toEqual([]);
    }, 60_000);

    it("refuses another engine's backup and a newer version's", async () => {
      const target = await freshTarget();
      const other = await runCli(["restore", plainFile], {
        ...env(target),
        DATABASE_URL: engine === "sqlite" ? "postgres://nobody@127.0.0.1:9/none" : "",
      });
      expect(other.code).toBe(1);
      expect(other.stderr).toMatch(
        engine === "sqlite" ? /This is a SQLite backup/ : /This is a PostgreSQL backup/,
      );

      const newer = engine === "sqlite" ? { dataDir: folder("newer") } : await freshTarget();
      await seeded(newer, ["From the future"]);
      const handle = open(newer);
      await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_release', '2027-01-01T00:00:00.000Z')`.execute(
        handle.db,
      );
      await handle.close();
      const backup = await runCli(["backup"], env(newer));
      expect(backup.code, backup.stderr).toBe(0);
      const tmp = folder("tmp");
      const run = await runCli(["restore", writtenFile(backup)], { ...env(target), TMPDIR: tmp });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /taken by a newer version of the site: its database has migration 9999_from_a_newer_release/,
      );
      await expectUntouched(target, tmp);
    }, 60_000);

    it("restores the release's pre-migration backup (a database before migration 0003) and migrates it", async () => {
      const older = engine === "sqlite" ? { dataDir: folder("older") } : await freshTarget();
      await seeded(older, ["Before the migration"], "0002_inbox");
      const backup = await runCli(["backup", "--reason", "pre-migration"], env(older));
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/no backup log yet \(migration 0003_backups\)/);
      expect(writtenFile(backup)).toMatch(new RegExp(`-${engine}-pre-migration\\.backup$`));

      const target = await freshTarget();
      const run = await runCli(["restore", writtenFile(backup)], env(target));
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/schema 0002_inbox; checksums ok/);
      expect(run.stdout).toMatch(/migrations applied after the restore: 0003_backups/);
      expect(run.stdout).toMatch(/contact_submissions\s+1\s+1/);
      expect(await subjects(target)).toEqual(["Before the migration"]);
    }, 60_000);
  });
}
