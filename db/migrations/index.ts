import type { Migration } from "kysely";
import type { Engine } from "../schema";
import { contactSubmissions } from "./0001_contact_submissions";
import { inbox } from "./0002_inbox";
import { backups } from "./0003_backups";
import { staffAccounts } from "./0004_staff_accounts";
import { inboxSearch } from "./0005_inbox_search";

/**
 * Every migration, in order. Listed in code (not read from a folder) so that
 * the bundled server and CLI carry them. Names are never renamed once shipped.
 */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    "0001_contact_submissions": contactSubmissions(engine),
    "0002_inbox": inbox(engine),
    "0003_backups": backups(engine),
    "0004_staff_accounts": staffAccounts(),
    "0005_inbox_search": inboxSearch(engine),
  };
}
