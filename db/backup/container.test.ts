import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { BackupFileError, containerBytes, readContainer } from "./container";
import type { BackupManifest } from "./manifest";

/**
 * The backup file's reader is the door for bytes from outside (a disk, a bucket,
 * someone's download): whatever it is given, it returns the exact manifest and
 * payload that were written, or refuses with a BackupFileError, never anything else.
 */
const work = mkdtempSync(join(tmpdir(), "studio-container-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let files = 0;
async function written(
  payload: Uint8Array,
  tables: Record<string, number> = { contact_submissions: 3 },
) {
  const file = join(work, `payload-${files++}`);
  writeFileSync(file, payload);
  const manifest: BackupManifest = {
    engine: "sqlite",
    schemaVersion: "0002_inbox",
    migrations: ["0001_contact_submissions", "0002_inbox"],
    tables,
    payload: {
      name: "studio.db.gz",
      bytes: payload.length,
      sha256: createHash("sha256").update(payload).digest("hex"),
    },
    takenAt: "2026-11-27T10:15:00.000Z",
    reason: "scheduled",
    source: {
      host: "web-1",
      location: "/srv/site/shared/data/studio.db",
      software: "SQLite 3.45.1",
    },
  };
  const chunks: Buffer[] = [];
  for await (const chunk of containerBytes(manifest, file)) chunks.push(Buffer.from(chunk));
  return { manifest, bytes: Buffer.concat(chunks) };
}

/** Feeds `bytes` in pieces of the given sizes (the reader must not care where chunks end). */
async function read(bytes: Uint8Array, cuts: number[] = []) {
  const pieces: Uint8Array[] = [];
  let at = 0;
  for (const cut of cuts) {
    const end = Math.min(bytes.length, at + cut);
    pieces.push(bytes.subarray(at, end));
    at = end;
  }
  pieces.push(bytes.subarray(at));
  const payload: Buffer[] = [];
  const manifest = await readContainer(
    (async function* () {
      yield* pieces;
    })(),
    (chunk) => {
      payload.push(Buffer.from(chunk));
    },
  );
  return { manifest, payload: Buffer.concat(payload) };
}

async function refusal(bytes: Uint8Array): Promise<unknown> {
  try {
    await read(bytes);
  } catch (error) {
    return error;
  }
  return undefined;
}

const payloads = fc.uint8Array({ minLength: 0, maxLength: 3000 });
const cuts = fc.array(fc.integer({ min: 1, max: 700 }), { maxLength: 8 });

describe("the backup file's reader", () => {
  it("gives back exactly the manifest and payload that were written, however the bytes arrive", async () => {
    await fc.assert(
      fc.asyncProperty(payloads, cuts, async (payload, pieces) => {
        const { manifest, bytes } = await written(payload);
        const back = await read(bytes, pieces);
        expect(back.manifest).toEqual(manifest);
        expect(back.payload.equals(Buffer.from(payload))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses a file with any one byte flipped, wherever it is", async () => {
    await fc.assert(
      fc.asyncProperty(
        payloads,
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async (payload, where, mask) => {
          const { bytes } = await written(payload);
          const damaged = Buffer.from(bytes);
          damaged[where % damaged.length]! ^= mask;
          expect(await refusal(damaged)).toBeInstanceOf(BackupFileError);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("refuses a file cut anywhere, or with anything added after it", async () => {
    await fc.assert(
      fc.asyncProperty(
        payloads,
        fc.nat(),
        fc.uint8Array({ minLength: 1, maxLength: 50 }),
        async (payload, at, extra) => {
          const { bytes } = await written(payload);
          expect(await refusal(bytes.subarray(0, at % bytes.length))).toBeInstanceOf(
            BackupFileError,
          );
          expect(await refusal(Buffer.concat([bytes, extra]))).toBeInstanceOf(BackupFileError);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("refuses arbitrary bytes, and anything after a real header, with a BackupFileError", async () => {
    const { bytes } = await written(Buffer.from("x"));
    const header = bytes.subarray(0, bytes.indexOf(0x0a) + 1);
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2000 }),
        fc.boolean(),
        async (junk, afterHeader) => {
          const input = afterHeader ? Buffer.concat([header, junk]) : junk;
          expect(await refusal(input)).toBeInstanceOf(BackupFileError);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses a manifest that breaks its schema or misstates its payload, even with a correct checksum", async () => {
    const { bytes } = await written(Buffer.from("payload"));
    const text = bytes.toString("latin1");
    const lines = text.split("\n");
    const manifest = JSON.parse(lines[1]!);
    for (const broken of [
      { ...manifest, tables: { 'x"; drop table staff; --': 1 } },
      { ...manifest, tables: { contact_submissions: -1 } },
      { ...manifest, engine: "mysql" },
      { ...manifest, payload: { ...manifest.payload, name: "studio.pgdump" } },
      { ...manifest, extra: true },
      { ...manifest, payload: { ...manifest.payload, sha256: "0".repeat(64) } },
    ]) {
      const head = `${lines[0]}\n${JSON.stringify(broken)}\n`;
      const body = Buffer.from("payload");
      const sum = createHash("sha256").update(head).update(body).digest("hex");
      const file = Buffer.concat([Buffer.from(head), body, Buffer.from(`sha256 ${sum}\n`)]);
      const error = await refusal(file);
      expect(error).toBeInstanceOf(BackupFileError);
      expect(String(error)).toMatch(/manifest is not valid|the database copy is damaged/);
    }
  });

  it("names what is wrong: not a backup, cut short, damaged", async () => {
    const { bytes } = await written(Buffer.alloc(2000, 7));
    expect(String(await refusal(Buffer.from("SQLite format 3\0")))).toMatch(
      /not a backup of the site/,
    );
    expect(String(await refusal(bytes.subarray(0, bytes.length - 1000)))).toMatch(
      /cut short: it ends \d+ bytes before the end of the database copy/,
    );
    const flipped = Buffer.from(bytes);
    flipped[bytes.length - 500]! ^= 1;
    expect(String(await refusal(flipped))).toMatch(/the backup is damaged: its sha256 is/);
  });
});
