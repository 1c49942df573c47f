import type { Kysely } from "kysely";

/**
 * Staff accounts that hold against insiders and mistakes (issue 36, decision
 * 0019's revision): each passkey's name, the device type and backup state
 * SimpleWebAuthn reports, and whether an invitation lets a revoked person back
 * in once it is used (only the operator's, from the command line).
 *
 * Expand only: new columns with defaults or nullable and an index, nothing
 * renamed or dropped, so that the previous release runs on a migrated database
 * (it reads none of them: passkeys keep working, and its invitations behave as
 * before).
 */
export function staffAccounts() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("staff_passkeys")
        .addColumn("name", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      // "singleDevice" or "multiDevice"; null for passkeys registered before (set at their next use).
      await db.schema.alterTable("staff_passkeys").addColumn("device_type", "text").execute();
      await db.schema.alterTable("staff_passkeys").addColumn("backed_up", "integer").execute();
      await db.schema
        .alterTable("staff_links")
        .addColumn("lifts_revocation", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex("staff_links_staff")
        .on("staff_links")
        .columns(["staff_id", "purpose"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("staff_links_staff").ifExists().execute();
      await db.schema.alterTable("staff_links").dropColumn("lifts_revocation").execute();
      await db.schema.alterTable("staff_passkeys").dropColumn("backed_up").execute();
      await db.schema.alterTable("staff_passkeys").dropColumn("device_type").execute();
      await db.schema.alterTable("staff_passkeys").dropColumn("name").execute();
    },
  };
}
