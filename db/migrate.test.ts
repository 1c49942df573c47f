import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Migration } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type TestPostgres } from "../tests/setup/postgres";
import {
  migrate,
  openDatabase,
  requireSchema,
  SchemaBehindError,
  schemaState,
  type DatabaseHandle,
} from "./database";
import { InquiryStore } from "./inquiry-store";
import { migrationsFor } from "./migrations";

/**
 * Migrations run once, as a release step, and old code runs on a newer schema
 * (a rollback): docs/release.md, "Migrations". On both engines.
 */
const inquiry = {
  fullName: "Grace Hopper",
  email: "grace@example.com",
  phone: "",
  company: "",
  country: "",
  inquiryType: "other",
  subject: "Rolled back",
  message: "Stored by the older code on the newer schema.",
  budget: "",
  timeline: "",
  serviceType: "",
  consent: false,
} as const;

/** What a newer release adds, following expand/contract: a nullable column. */
const newerRelease: Record<string, Migration> = {
  "9000_newer_release_note": {
    up: (db) =>
      db.schema.alterTable("contact_submissions").addColumn("newer_note", "text").execute(),
  },
};

for (const engine of ["sqlite", "postgres"] as const) {
  describe(`migrations on ${engine}`, () => {
    let postgres: TestPostgres | undefined;
    let dir: string;
    let handle: DatabaseHandle;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "studio-migrate-"));
      if (engine === "postgres") postgres = await startPostgres();
      handle = openDatabase({ dataDir: dir, databaseUrl: postgres?.url });
    });
    afterAll(async () => {
      await handle.close();
      await postgres?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it("a new database lacks every migration, and the server refuses it without migrating", async () => {
      const state = await schemaState(handle);
      expect(state.applied).toEqual([]);
      expect(state.pending).toEqual(Object.keys(migrationsFor(engine)));
      await expect(requireSchema(handle)).rejects.toBeInstanceOf(SchemaBehindError);
    });

    it("a migration that fails leaves the schema as it was", async () => {
      const failing: Record<string, Migration> = {
        ...migrationsFor(engine),
        "8999_fails_halfway": {
          up: async (db) => {
            await db.schema.createTable("half_done").addColumn("id", "integer").execute();
            throw new Error("the second statement fails");
          },
        },
      };
      await expect(migrate(handle, failing)).rejects.toThrow(/8999_fails_halfway/);
      expect((await schemaState(handle)).applied).toEqual([]);
      const tables = await handle.db.introspection.getTables();
      expect(tables.map((t) => t.name)).not.toContain("half_done");
      expect(tables.map((t) => t.name)).not.toContain("contact_submissions");
    });

    it("applies this code's migrations once", async () => {
      expect(await migrate(handle)).toEqual(Object.keys(migrationsFor(engine)));
      expect(await migrate(handle)).toEqual([]);
      await expect(requireSchema(handle)).resolves.toMatchObject({ pending: [], newer: [] });
    });

    it("older code starts, stores and migrates again on a schema a newer release extended", async () => {
      await migrate(handle, { ...migrationsFor(engine), ...newerRelease });
      // The older code (this one) sees a migration it does not know: no refusal.
      expect(await schemaState(handle)).toMatchObject({
        pending: [],
        newer: ["9000_newer_release_note"],
      });
      await expect(requireSchema(handle)).resolves.toBeDefined();
      expect(await migrate(handle)).toEqual([]);
      const stored = await new InquiryStore(handle).create(inquiry, `rollback-${engine}`);
      expect(stored.created).toBe(true);
      const { rows } = await sql<{
        newer_note: string | null;
      }>`select newer_note from contact_submissions where email = ${inquiry.email}`.execute(
        handle.db,
      );
      expect(rows).toEqual([{ newer_note: null }]);
    });
  });
}
