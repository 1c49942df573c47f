import { z } from "zod";

/**
 * What a backup says about itself: the first thing restore reads, and what it
 * compares the restored database with. It holds names, counts and checksums,
 * never an inquiry (it travels in the clear inside the file, before the payload).
 */
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, "must be 64 hexadecimal digits");
const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a lower-case SQL name");
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const backupManifestSchema = z
  .object({
    engine: z.enum(["sqlite", "postgres"]),
    /** The last migration the database had (db/migrations/), "" for none. */
    schemaVersion: z.string().max(200),
    /** Every migration the database had, in order. */
    migrations: z.array(z.string().min(1).max(200)).max(10_000),
    /** Rows per table at the moment of the copy (one consistent snapshot). */
    tables: z.record(identifier, count),
    /** The database copy inside the file: SQLite's file gzipped, or pg_dump's custom format. */
    payload: z
      .object({
        name: z.enum(["studio.db.gz", "studio.pgdump"]),
        bytes: count,
        sha256: sha256Hex,
      })
      .strict(),
    /** When the copy's snapshot was taken (ISO 8601, UTC). */
    takenAt: z.iso.datetime(),
    reason: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
    /** Where it came from, for people: host name, database location (no password), versions. */
    source: z
      .object({
        host: z.string().max(255),
        location: z.string().max(1000),
        software: z.string().max(200),
      })
      .strict(),
    /** PostgreSQL: the schema the tables were counted in (restore checks them there). */
    schema: identifier.optional(),
  })
  .strict()
  .refine(
    (manifest) => (manifest.engine === "sqlite") === (manifest.payload.name === "studio.db.gz"),
    {
      message: "payload does not fit the engine",
    },
  )
  .refine((manifest) => manifest.schemaVersion === (manifest.migrations.at(-1) ?? ""), {
    message: "schemaVersion is not the last migration",
  });

export type BackupManifest = z.infer<typeof backupManifestSchema>;
