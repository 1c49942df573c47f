/**
 * One engine's consistent copy of the database, in a file of the backup folder,
 * with what was in it: what the manifest is made of (db/backup/manifest.ts).
 */
export interface Snapshot {
  payloadFile: string;
  payloadName: "studio.db.gz" | "studio.pgdump";
  bytes: number;
  sha256: string;
  /** Rows per table, counted in the same snapshot as the copy. */
  tables: Record<string, number>;
  migrations: string[];
  /** The engine and tool versions, for people reading the manifest. */
  software: string;
  /** PostgreSQL: the schema the tables are in. */
  schema?: string;
}
