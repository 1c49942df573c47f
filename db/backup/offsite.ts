import { readdir, rename, rm, stat } from "node:fs/promises";
import { createReadStream, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { copyFlushed, fileDigest, partialName, syncFolder } from "./files";
import { parseBackupName } from "./names";
import { folderTarget } from "./options";

/**
 * Where off-site copies go: a folder (a mounted volume) and/or an S3-compatible
 * bucket. Each place copies a finished backup file, checks what arrived, lists
 * the backups it holds and deletes one (retention). Names for logs and messages
 * carry no secret.
 */
export interface Destination {
  /** "folder /mnt/offsite/site", "s3://bucket/prefix/". */
  target: string;
  /** Copies the file and checks the copy's size (and sha256 where it can be read back). */
  put(file: string, name: string, expected: { bytes: number; sha256: string }): Promise<void>;
  /** The backup files there (names only). */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
}

export interface S3Settings {
  bucket: string;
  prefix: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Keys per listing page (S3's most, 1,000, unless a test asks for less). */
  pageSize?: number;
}

/**
 * A folder on a mounted volume. It must exist: a volume that is not mounted must
 * show as a missing folder, not fill the local disk (point the setting at a
 * folder inside the mount).
 */
export function folderDestination(dir: string): Destination {
  const folder = resolve(dir);
  const ready = async () => {
    const info = await stat(folder).catch(() => undefined);
    if (!info?.isDirectory()) {
      throw new Error(`BACKUP_COPY_DIR ${folder} is not a folder: is the volume mounted?`);
    }
  };
  return {
    target: folderTarget(folder),
    async put(file, name, expected) {
      await ready();
      const path = join(folder, name);
      const partial = partialName(path);
      try {
        await copyFlushed(file, partial);
        const copied = await fileDigest(partial);
        if (copied.bytes !== expected.bytes || copied.sha256 !== expected.sha256) {
          throw new Error(
            `the copy in ${folder} does not match the backup (${copied.bytes} bytes, sha256 ${copied.sha256})`,
          );
        }
        await rename(partial, path);
        await syncFolder(folder);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async list() {
      await ready();
      return (await readdir(folder)).filter((name) => parseBackupName(name) !== undefined);
    },
    async remove(name) {
      await rm(join(folder, name), { force: true });
    },
  };
}

/**
 * A bucket through the AWS SDK (any S3-compatible service). Loaded only when a
 * bucket is set up. Checksums are sent only where S3 requires them: the SDK's
 * default (a streamed upload with trailing checksums, aws-chunked) is stored
 * with its chunk framing by services that do not speak it (s3rver, older MinIO),
 * a corrupt copy; the size is checked after every upload instead, and the
 * backup's sha256 travels as the object's metadata.
 */
export async function s3Destination(settings: S3Settings): Promise<Destination> {
  const s3 = await import("@aws-sdk/client-s3");
  const client = new s3.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // Our own attempts (BACKUP_COPY_ATTEMPTS) decide how often a copy is tried.
    maxAttempts: 1,
  });
  const { bucket, prefix } = settings;
  return {
    target: `s3://${bucket}/${prefix}`,
    async put(file, name, expected) {
      const key = `${prefix}${name}`;
      await client.send(
        new s3.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: statSync(file).size,
          ContentType: "application/octet-stream",
          Metadata: { sha256: expected.sha256 },
        }),
      );
      const head = await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: key }));
      if (head.ContentLength !== expected.bytes || head.Metadata?.sha256 !== expected.sha256) {
        throw new Error(
          `the bucket holds ${head.ContentLength ?? "no"} bytes for ${key}, not the backup's ${expected.bytes}`,
        );
      }
    },
    async list() {
      // ListObjects (version 1), paged by the last key: every S3-compatible service
      // has it, and s3rver pages version 2 with a DES token that OpenSSL 3 (Node 18
      // and later) no longer has, so the loopback tests could not page version 2.
      const names: string[] = [];
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new s3.ListObjectsCommand({
            Bucket: bucket,
            Prefix: prefix,
            Marker: marker,
            MaxKeys: settings.pageSize,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        for (const key of keys) {
          const name = key.slice(prefix.length);
          if (parseBackupName(name)) names.push(name);
        }
        if (!page.IsTruncated || keys.length === 0) return names;
        marker = page.NextMarker ?? keys.at(-1);
      }
    },
    async remove(name) {
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: `${prefix}${name}` }));
    },
  };
}

/**
 * Runs `work` up to `attempts` times, pausing `pauseMs` times the attempt between
 * them; resolves to the attempts it took, or rejects with the last error.
 */
export async function withAttempts(
  attempts: number,
  pauseMs: number,
  work: () => Promise<void>,
): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      await work();
      return attempt;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((done) => setTimeout(done, pauseMs * attempt));
    }
  }
}
