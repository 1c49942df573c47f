import { existsSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BackupLog, takeBackup, type BackupOptions } from "../../db/backup";
import { backupFileName } from "../../db/backup/names";
import { migrate, openDatabase } from "../../db/database";
import { InquiryStore } from "../../db/inquiry-store";
import { freePort } from "../setup/postgres";
import { ageKeys, tempFolder } from "./backup-support";

/**
 * Off-site copies and retention, with a real folder and a real S3 protocol on
 * the loopback (s3rver): a month of the schedule keeps exactly what the settings
 * say in all three places; a copy that fails is retried, recorded and reported
 * through the inquiry channels (a local webhook), and the backup itself stays.
 */
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const BUCKET = "studio-backups";
const PREFIX = "site/";

describe("off-site copies and retention", () => {
  const folders: string[] = [];
  const folder = (name: string) => {
    const dir = tempFolder(name);
    folders.push(dir);
    return dir;
  };
  let s3rver: S3rver;
  let endpoint: string;
  let s3: S3Client;
  let webhook: Server;
  let webhookUrl: string;
  const messages: { event: string; text: string; details: Record<string, unknown> }[] = [];
  let dataDir: string;
  let recipient: string;

  const options = (extra: Partial<BackupOptions>): BackupOptions => ({
    dataDir,
    backupDir: folder("backups"),
    reason: "scheduled",
    recipients: [recipient],
    copyAttempts: 2,
    copyPauseMs: 10,
    retention: { keepAllHours: 48, keepDailyDays: 30 },
    notify: {
      SITE_URL: "https://www.nebulaforge.studio",
      NOTIFY_WEBHOOK_URL: webhookUrl,
      NOTIFY_EMAIL_TO: undefined,
      SMTP_URL: undefined,
      SMTP_HOST: undefined,
      NOTIFY_EMAIL_FROM: "site@nebulaforge.studio",
      SMTP_PORT: 587,
      SMTP_SECURE: false,
    },
    host: "web-1",
    ...extra,
  });
  const s3Settings = (prefix = PREFIX) => ({
    bucket: BUCKET,
    prefix,
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  });
  /** Every key under the prefix (fewer than a listing's 1,000 once retention ran). */
  async function bucketNames(prefix = PREFIX): Promise<string[]> {
    const page = await s3.send(new ListObjectsCommand({ Bucket: BUCKET, Prefix: prefix }));
    expect(page.IsTruncated).toBe(false);
    return (page.Contents ?? []).map((object) => object.Key!.slice(prefix.length)).sort();
  }

  beforeAll(async () => {
    const port = await freePort(4360);
    s3rver = new S3rver({ port, address: "127.0.0.1", directory: folder("s3rver"), silent: true });
    await s3rver.run();
    endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({
      endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    webhook = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        messages.push(JSON.parse(body));
        response.end("ok");
      });
    });
    await new Promise<void>((done) => webhook.listen(0, "127.0.0.1", done));
    webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`;
    recipient = (await ageKeys(folder("keys"))).recipient;
    dataDir = folder("data");
    const handle = openDatabase({ dataDir });
    await migrate(handle);
    await new InquiryStore(handle).create(
      {
        fullName: "Ada Lovelace",
        email: "ada@example.com",
        phone: "",
        company: "",
        country: "",
        inquiryType: "game",
        subject: "A game about engines",
        message: "Hello.",
        budget: "",
        timeline: "",
        serviceType: "",
        consent: true,
      },
      "offsite-1",
    );
    await handle.close();
  }, 60_000);
  afterAll(async () => {
    s3?.destroy();
    await s3rver?.close();
    await new Promise((done) => webhook?.close(done));
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it("after a month of the schedule keeps exactly what the settings say, locally, in the folder and in the bucket", async () => {
    const backupDir = folder("month-local");
    const copyDir = folder("month-folder");
    const prefix = "month/";
    // A month of backups already in all three places (their names are what retention
    // reads): every 15 minutes here and in the folder; every hour in the bucket, whose
    // loopback stand-in takes some 10 ms a request (the listing is read 100 keys a page,
    // so that its paging is exercised). Then the schedule's next run, at `now`.
    const now = new Date("2026-12-31T23:45:00.000Z");
    const month = (every: number) => {
      const names: string[] = [];
      for (let time = now.getTime() - 31 * 24 * HOUR; time < now.getTime(); time += every) {
        names.push(backupFileName(new Date(time), "sqlite", "scheduled", true));
      }
      return names;
    };
    const quarterHours = month(15 * MINUTE);
    const hours = month(HOUR);
    for (const name of quarterHours) {
      writeFileSync(join(backupDir, name), "an older backup");
      writeFileSync(join(copyDir, name), "an older backup");
    }
    await Promise.all(
      Array.from({ length: 8 }, async (_, lane) => {
        for (let i = lane; i < hours.length; i += 8) {
          await s3.send(
            new PutObjectCommand({
              Bucket: BUCKET,
              Key: `${prefix}${hours[i]}`,
              Body: "an older backup",
            }),
          );
        }
      }),
    );
    // Files retention must never touch.
    writeFileSync(join(backupDir, "README.txt"), "notes of the operator");
    writeFileSync(join(copyDir, "studio.db"), "not a backup");

    const result = await takeBackup(
      options({ backupDir, copyDir, s3: { ...s3Settings(prefix), pageSize: 100 }, now: () => now }),
    );
    expect(result.copies.map((copy) => copy.ok)).toEqual([true, true]);

    const kept = (names: string[]) =>
      [
        // Every backup of the last 48 hours, the new one included.
        ...names.filter((name) => backupTime(name) >= now.getTime() - 48 * HOUR),
        backupFileName(now, "sqlite", "scheduled", true),
        // Before that, the day's last one (23:45 UTC) back to 30 days before now.
        ...Array.from({ length: 28 }, (_, i) =>
          backupFileName(new Date(Date.UTC(2026, 11, 1 + i, 23, 45)), "sqlite", "scheduled", true),
        ),
      ].sort();
    expect(kept(quarterHours)).toHaveLength(48 * 4 + 1 + 28);
    expect(kept(hours)).toHaveLength(48 + 1 + 28);
    expect(readdirSync(backupDir).sort()).toEqual([...kept(quarterHours), "README.txt"].sort());
    expect(readdirSync(copyDir).sort()).toEqual([...kept(quarterHours), "studio.db"].sort());
    expect(await bucketNames(prefix)).toEqual(kept(hours));
  }, 120_000);

  it("copies each backup whole to the folder and the bucket, 0600, and the log records both", async () => {
    const copyDir = folder("copies");
    const result = await takeBackup(options({ copyDir, s3: s3Settings() }));
    const name = result.file.split("/").at(-1)!;
    expect(statSync(result.file).mode & 0o777).toBe(0o600);
    expect(statSync(join(copyDir, name)).mode & 0o777).toBe(0o600);
    expect(statSync(join(copyDir, name)).size).toBe(result.bytes);
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${name}` }));
    const body = Buffer.from(await object.Body!.transformToByteArray());
    expect(body.length).toBe(result.bytes);
    expect(body.subarray(0, 22).toString()).toBe("age-encryption.org/v1\n");
    expect(object.Metadata?.sha256).toBe(result.sha256);

    const handle = openDatabase({ dataDir });
    try {
      // (The month above logged its run at the end of December: this one is picked by name.)
      const entries = (await new BackupLog(handle).recent(12)).filter(
        (entry) => entry.file === name,
      );
      expect(entries.map((entry) => [entry.kind, entry.target, entry.outcome, entry.file])).toEqual(
        [
          ["copy", `s3://${BUCKET}/${PREFIX}`, "ok", name],
          ["copy", `folder ${copyDir}`, "ok", name],
          ["backup", "", "ok", name],
        ],
      );
    } finally {
      await handle.close();
    }
  }, 60_000);

  it("retries a copy that fails, records it and sends one message; the backup stays", async () => {
    messages.length = 0;
    const closed = await freePort(4390);
    const unmounted = join(folder("mount"), "site-backups");
    const result = await takeBackup(
      options({
        copyDir: unmounted,
        s3: { ...s3Settings(), endpoint: `http://127.0.0.1:${closed}` },
      }),
    );
    expect(statSync(result.file).size).toBe(result.bytes);
    expect(result.copies).toEqual([
      expect.objectContaining({
        ok: false,
        attempts: 2,
        error: `BACKUP_COPY_DIR ${unmounted} is not a folder: is the volume mounted?`,
      }),
      expect.objectContaining({ ok: false, attempts: 2, target: `s3://${BUCKET}/${PREFIX}` }),
    ]);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.event).toBe("backup.copy_failed");
    expect(messages[0]!.text).toBe("Off-site backup copy failed on web-1");
    const handle = openDatabase({ dataDir });
    try {
      const failed = await new BackupLog(handle).latest("copy", "failed", `folder ${unmounted}`);
      expect(failed?.error).toMatch(/is the volume mounted/);
    } finally {
      await handle.close();
    }
    // The missing folder was not made: an unmounted volume must not fill the local disk.
    expect(readdirSync(join(unmounted, ".."))).toEqual([]);
  }, 60_000);

  it("removes what a killed backup left (copies, dumps, partial files) once abandoned, and nothing else", async () => {
    const backupDir = folder("leftovers");
    const copyDir = folder("leftovers-copy");
    const sevenHoursAgo = (Date.now() - 7 * HOUR) / 1000;
    const place = (dir: string, name: string, old: boolean) => {
      writeFileSync(join(dir, name), "left behind", { mode: 0o600 });
      if (old) utimesSync(join(dir, name), sevenHoursAgo, sevenHoursAgo);
      return join(dir, name);
    };
    const abandoned = [
      place(backupDir, ".copy-0badc0de.db", true),
      place(backupDir, ".copy-0badc0de.db.gz", true),
      place(backupDir, ".dump-12345678.pgdump", true),
      place(copyDir, ".studio-20261101T000000.000Z-sqlite-scheduled.nfbak.partial-abcdef01", true),
    ];
    const kept = [
      // A running backup's files are written to as it goes: recent, so not touched.
      place(backupDir, ".copy-cafebabe.db", false),
      place(copyDir, ".studio-20261101T010000.000Z-sqlite-scheduled.nfbak.partial-abcdef02", false),
      // Not a backup's work file, however old.
      place(backupDir, "notes.txt", true),
      place(backupDir, ".copy-not-hex.db", true),
    ];
    const lines: string[] = [];
    const result = await takeBackup(
      options({ backupDir, copyDir, log: (line) => lines.push(line) }),
    );
    for (const path of abandoned) expect(existsSync(path), path).toBe(false);
    for (const path of kept) expect(existsSync(path), path).toBe(true);
    expect(existsSync(result.file)).toBe(true);
    expect(lines).toContain(
      `backup: removed what an interrupted backup left in ${backupDir}: .copy-0badc0de.db, .copy-0badc0de.db.gz, .dump-12345678.pgdump`,
    );
  }, 60_000);

  it("reports a backup that fails through the inquiry channels, and writes no file", async () => {
    messages.length = 0;
    const backupDir = folder("nothing");
    await expect(
      takeBackup(options({ backupDir, dataDir: join(dataDir, "missing") })),
    ).rejects.toThrow(/There is no database at .*missing\/studio\.db: nothing to back up/);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      event: "backup.failed",
      text: "Backup failed on web-1",
      details: { reason: "scheduled" },
    });
    expect(readdirSync(backupDir)).toEqual([]);
  }, 60_000);
});

function backupTime(name: string): number {
  const match = /^studio-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z/.exec(name)!;
  return Date.UTC(
    +match[1]!,
    +match[2]! - 1,
    +match[3]!,
    +match[4]!,
    +match[5]!,
    +match[6]!,
    +match[7]!,
  );
}
