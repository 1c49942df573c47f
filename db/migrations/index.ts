import type { Migration } from "kysely";
import type { Engine } from "../schema";
import { contactSubmissions } from "./0001_contact_submissions";
import { inbox } from "./0002_inbox";
import { backups } from "./0003_backups";
import { staffAccounts } from "./0004_staff_accounts";
import { inboxSearch } from "./0005_inbox_search";
import { salesDesk } from "./0006_sales_desk";
import { insights } from "./0007_insights";
import { replies } from "./0008_replies";
import { blockedSenders } from "./0009_blocked_senders";
import { mailReader } from "./0010_mail_reader";
import { insightsCoarseTimes } from "./0011_insights_coarse_times";
import { waitingClock } from "./0012_waiting_clock";
import { mailReaderRetries } from "./0013_mail_reader_retries";
import { waitingSince } from "./0014_waiting_since";

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
    "0006_sales_desk": salesDesk(),
    "0007_insights": insights(engine),
    "0008_replies": replies(engine),
    "0009_blocked_senders": blockedSenders(engine),
    "0010_mail_reader": mailReader(engine),
    "0011_insights_coarse_times": insightsCoarseTimes(),
    "0012_waiting_clock": waitingClock(engine),
    "0013_mail_reader_retries": mailReaderRetries(),
    "0014_waiting_since": waitingSince(engine),
  };
}
