import { sql, type Kysely } from "kysely";

/**
 * The stored times of a visit made coarse (issue 39's review, decision 0025
 * revision 1): a page view's time and a salt's making rounded down to the
 * minute, an inquiry's first view to the hour, as db/insights-store.ts now
 * writes them, so that rows written before this release cannot pick one view
 * out either. Rounded down, so no time moves to another UTC day.
 *
 * Changes values only, in columns every release reads the same way (epoch ms):
 * the previous release runs beside it unchanged.
 */
const MINUTE = 60_000;
const HOUR = 3_600_000;

export function insightsCoarseTimes() {
  return {
    async up(db: Kysely<unknown>) {
      const round = async (table: string, column: string, unit: number) => {
        const ref = sql.ref(column);
        await sql`update ${sql.table(table)} set ${ref} = ${ref} - (${ref} % ${sql.lit(unit)})
          where ${ref} % ${sql.lit(unit)} <> 0`.execute(db);
      };
      await round("insight_events", "at", MINUTE);
      await round("insight_salts", "created_at", MINUTE);
      await round("inquiry_sources", "first_seen_at", HOUR);
    },

    // The exact times are gone for good; nothing to undo.
    async down() {},
  };
}
