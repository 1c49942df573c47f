import { existsSync, readFileSync } from "node:fs";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Decrypter, Encrypter } from "age-encryption";
import { BackupFileError } from "./container";

/**
 * Encryption to age public keys through `age-encryption` (the reference
 * TypeScript implementation by age's author): X25519 or post-quantum hybrid
 * recipients, ChaCha20-Poly1305 in 64 KiB chunks, each authenticated, the last
 * one marked, so a flipped byte, a cut or another key's file is refused. A file
 * it writes is read by the `age` command too: `age -d -i key.txt FILE`.
 */
export const AGE_MAGIC = "age-encryption.org/v1\n";

/** Whether a file starts the way every binary age file does. */
export function isAgeFile(firstBytes: Uint8Array): boolean {
  return Buffer.from(firstBytes).subarray(0, AGE_MAGIC.length).toString("latin1") === AGE_MAGIC;
}

/** The bytes of `source`, encrypted to every recipient. */
export async function* encrypted(
  source: AsyncIterable<Uint8Array>,
  recipients: readonly string[],
): AsyncGenerator<Uint8Array> {
  const encrypter = new Encrypter();
  for (const recipient of recipients) encrypter.addRecipient(recipient);
  const output = await encrypter.encrypt(toWebStream(source));
  yield* output as unknown as AsyncIterable<Uint8Array>;
}

/**
 * The plaintext of an age file. A key that does not fit, a damaged header or a
 * damaged chunk rejects with a BackupFileError saying which.
 */
export async function* decrypted(
  source: AsyncIterable<Uint8Array>,
  identities: readonly string[],
): AsyncGenerator<Uint8Array> {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  let output: AsyncIterable<Uint8Array>;
  try {
    output = (await decrypter.decrypt(toWebStream(source))) as unknown as AsyncIterable<Uint8Array>;
  } catch (error) {
    throw explain(error);
  }
  try {
    yield* output;
  } catch (error) {
    throw explain(error);
  }
}

/** Whatever age refuses is about the file: another key's, or damaged. */
function explain(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (/no identity matched/i.test(message)) {
    return new BackupFileError(
      "this backup is encrypted to another key: none of the keys in BACKUP_AGE_IDENTITY opens it",
    );
  }
  return new BackupFileError(`the encrypted backup is damaged or cut short (age: ${message})`);
}

/**
 * The private keys to decrypt with: BACKUP_AGE_IDENTITY (or --identity) names an
 * identity file as `age-keygen` writes it, or holds the AGE-SECRET-KEY-1… itself.
 */
export function readIdentities(setting: string): string[] {
  const text = /^AGE-SECRET-KEY-/i.test(setting.trim())
    ? setting
    : existsSync(setting)
      ? readFileSync(setting, "utf8")
      : missing(setting);
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const bad = keys.find((key) => !/^AGE-SECRET-KEY-(PQ-)?1[0-9A-Z]+$/.test(key));
  if (keys.length === 0 || bad !== undefined) {
    throw new BackupFileError(
      `BACKUP_AGE_IDENTITY: ${setting.startsWith("AGE-") ? "the key" : setting} holds no age private key (a line AGE-SECRET-KEY-1…)`,
    );
  }
  return keys;
}

function missing(path: string): never {
  throw new BackupFileError(`BACKUP_AGE_IDENTITY: there is no file ${path}`);
}

function toWebStream(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  // Node's web stream and the DOM lib's are the same object at run time; the two
  // type declarations differ only in details neither side uses here.
  return Readable.toWeb(
    Readable.from(source),
  ) as unknown as WebReadableStream<Uint8Array> as unknown as ReadableStream<Uint8Array>;
}
