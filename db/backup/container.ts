import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { backupManifestSchema, type BackupManifest } from "./manifest";

/**
 * The backup file, before any encryption (docs/decisions/0020-backups.md):
 *
 *   nebula-forge-backup 1\n          what the file is, and the format's version
 *   {manifest as one line of JSON}\n  engine, schema, row counts, the payload's size and sha256
 *   payload                           exactly manifest.payload.bytes bytes
 *   sha256 <64 hex digits>\n          of every byte above
 *
 * The trailer covers the manifest too, so one flipped byte anywhere, a cut or an
 * addition is refused before anything is restored. With age on top, age's own
 * authentication refuses the same earlier still.
 */
export const MAGIC = "nebula-forge-backup 1\n";
/** A manifest line longer than this is not one of ours (real ones are under 2 KB). */
const MAX_MANIFEST_BYTES = 64 * 1024;
const TRAILER_BYTES = "sha256 ".length + 64 + 1;

/** A file restore cannot trust: the message says what is wrong with it. */
export class BackupFileError extends Error {}

/** The backup file's bytes for a manifest and the payload file it describes. */
export async function* containerBytes(
  manifest: BackupManifest,
  payloadFile: string,
): AsyncGenerator<Uint8Array> {
  const whole = createHash("sha256");
  const head = Buffer.from(`${MAGIC}${JSON.stringify(manifest)}\n`, "utf8");
  whole.update(head);
  yield head;
  let bytes = 0;
  for await (const chunk of createReadStream(payloadFile) as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    whole.update(chunk);
    yield chunk;
  }
  // The payload was hashed and measured before; a file that changed since is no backup.
  if (bytes !== manifest.payload.bytes) {
    throw new Error(
      `the payload changed while it was written (${bytes} bytes, expected ${manifest.payload.bytes})`,
    );
  }
  yield Buffer.from(`sha256 ${whole.digest("hex")}\n`, "utf8");
}

/**
 * Reads a backup file's bytes: hands the payload to `onPayload` as it passes and
 * resolves to the manifest once every check holds (magic, manifest, payload
 * length and sha256, trailer, nothing after it). Anything else rejects with a
 * BackupFileError; the caller throws away what `onPayload` received.
 */
export async function readContainer(
  source: AsyncIterable<Uint8Array>,
  onPayload: (chunk: Uint8Array) => void | Promise<void>,
): Promise<BackupManifest> {
  const whole = createHash("sha256");
  const payloadHash = createHash("sha256");
  // Changed inside advance(): a plain annotation would let TypeScript narrow it to "magic".
  let stage = "magic" as "magic" | "manifest" | "payload" | "trailer";
  let pending = Buffer.alloc(0);
  let manifest: BackupManifest | undefined;
  let payloadLeft = 0;

  const takeLine = (limit: number, what: string): Buffer | undefined => {
    const end = pending.indexOf(0x0a);
    if (end < 0) {
      if (pending.length > limit) throw new BackupFileError(`${what} is longer than a backup's`);
      return undefined;
    }
    if (end + 1 > limit) throw new BackupFileError(`${what} is longer than a backup's`);
    const line = pending.subarray(0, end + 1);
    pending = pending.subarray(end + 1);
    return line;
  };

  const advance = async () => {
    for (;;) {
      if (stage === "magic") {
        if (pending.length < MAGIC.length) {
          if (!Buffer.from(MAGIC).subarray(0, pending.length).equals(pending)) notOurs();
          return;
        }
        if (pending.subarray(0, MAGIC.length).toString("latin1") !== MAGIC) notOurs();
        whole.update(pending.subarray(0, MAGIC.length));
        pending = pending.subarray(MAGIC.length);
        stage = "manifest";
      } else if (stage === "manifest") {
        const line = takeLine(MAX_MANIFEST_BYTES, "the manifest");
        if (!line) return;
        whole.update(line);
        manifest = parseManifest(line.subarray(0, -1));
        payloadLeft = manifest.payload.bytes;
        stage = "payload";
      } else if (stage === "payload") {
        if (payloadLeft > 0) {
          if (pending.length === 0) return;
          const part = pending.subarray(0, Math.min(payloadLeft, pending.length));
          pending = pending.subarray(part.length);
          payloadLeft -= part.length;
          whole.update(part);
          payloadHash.update(part);
          await onPayload(part);
        }
        if (payloadLeft === 0) stage = "trailer";
        else return;
      } else {
        if (pending.length > TRAILER_BYTES) {
          throw new BackupFileError(
            "the file goes on after its checksum: it is not the file that was written",
          );
        }
        return;
      }
    }
  };

  for await (const chunk of source) {
    pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
    await advance();
  }
  await advance();

  if (stage !== "trailer" || pending.length < TRAILER_BYTES) {
    const where =
      stage === "magic" || stage === "manifest"
        ? "before the end of its manifest"
        : stage === "payload"
          ? `${payloadLeft} bytes before the end of the database copy`
          : "inside its checksum";
    throw new BackupFileError(`the backup is cut short: it ends ${where}`);
  }
  const trailer = pending.toString("latin1");
  const match = /^sha256 ([0-9a-f]{64})\n$/.exec(trailer);
  if (!match) throw new BackupFileError("the backup's checksum line is damaged");
  const actual = whole.digest("hex");
  if (match[1] !== actual) {
    throw new BackupFileError(
      `the backup is damaged: its sha256 is ${actual}, and the file says ${match[1]}`,
    );
  }
  // The trailer already covers the payload; the manifest's own sum is checked too,
  // so a payload taken out of the file is checked the same way.
  const payloadSum = payloadHash.digest("hex");
  if (payloadSum !== manifest!.payload.sha256) {
    throw new BackupFileError(
      `the database copy is damaged: its sha256 is ${payloadSum}, the manifest says ${manifest!.payload.sha256}`,
    );
  }
  return manifest!;
}

function notOurs(): never {
  throw new BackupFileError(
    'this is not a backup of the site (it does not start with "nebula-forge-backup 1")',
  );
}

function parseManifest(bytes: Buffer): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new BackupFileError("the backup's manifest is not readable JSON");
  }
  const result = backupManifestSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new BackupFileError(
      `the backup's manifest is not valid: ${issue.path.join(".") || "manifest"} ${issue.message}`,
    );
  }
  return result.data;
}
