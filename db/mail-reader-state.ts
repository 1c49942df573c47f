import { CamelCasePlugin, sql, type Kysely, type RawBuilder } from "kysely";
import type { DatabaseHandle } from "./database";
import type { InboxDatabase } from "./schema";

/** Where the reader got to in a mailbox: its UIDVALIDITY and the highest UID read. */
export interface MailboxMark {
  uidValidity: string | null;
  lastUid: number;
}

/**
 * The IMAP reader's place in each mailbox and its lease (migration 0010,
 * decision 0027). A reading takes the mailbox's lease first: one process reads
 * it at a time however many servers run (and the CLI beside them); a lease that
 * ran out (a process killed mid-reading) is taken over by the next reading.
 * The mark moves only under the lease, after the messages up to it are handled.
 */
export class MailReaderState {
  readonly db: Kysely<InboxDatabase>;

  constructor(readonly handle: DatabaseHandle) {
    this.db = handle.db.withPlugin(new CamelCasePlugin()) as unknown as Kysely<InboxDatabase>;
  }

  /**
   * The database's clock, `ms` from now, in the column's form: each process's
   * own clock may be off (a server whose clock runs an hour fast would take a
   * lease still held), so the lease is written and checked on one clock only.
   */
  private dbTime(ms: number): RawBuilder<string> {
    const seconds = sql.lit(ms / 1000);
    return this.handle.engine === "postgres"
      ? sql<string>`now() + make_interval(secs => ${seconds})`
      : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${sql.lit(`${ms >= 0 ? "+" : ""}${ms / 1000} seconds`)})`;
  }

  /**
   * Takes the mailbox's lease for `holder` until `leaseMs` from now, on the
   * database's clock; false when another holds it.
   */
  async claim(mailbox: string, holder: string, leaseMs: number): Promise<boolean> {
    const take = async () => {
      const taken = await this.db
        .updateTable("mailReaderState")
        .set({ leaseHolder: holder, leaseUntil: this.dbTime(leaseMs) })
        .where("mailbox", "=", mailbox)
        .where((eb) =>
          eb.or([
            eb("leaseHolder", "is", null),
            eb("leaseHolder", "=", holder),
            eb("leaseUntil", "<", this.dbTime(0)),
          ]),
        )
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1;
    };
    // One write on every poll but the first: the mailbox's row is made once.
    if (await take()) return true;
    await this.db
      .insertInto("mailReaderState")
      .values({ mailbox })
      .onConflict((conflict) => conflict.column("mailbox").doNothing())
      .execute();
    return take();
  }

  /** Gives the lease up (a reading that finished, or failed). */
  async release(mailbox: string, holder: string): Promise<void> {
    await this.db
      .updateTable("mailReaderState")
      .set({ leaseHolder: null, leaseUntil: null })
      .where("mailbox", "=", mailbox)
      .where("leaseHolder", "=", holder)
      .execute();
  }

  async mark(mailbox: string): Promise<MailboxMark> {
    const row = await this.db
      .selectFrom("mailReaderState")
      .select(["uidValidity", "lastUid"])
      .where("mailbox", "=", mailbox)
      .executeTakeFirst();
    return { uidValidity: row?.uidValidity ?? null, lastUid: Number(row?.lastUid ?? 0) };
  }

  /** How many readings in a row stopped at `uid` (migration 0013); 0 when the last stop was elsewhere. */
  async stalledReadings(mailbox: string, uidValidity: string, uid: number): Promise<number> {
    const row = await this.db
      .selectFrom("mailReaderState")
      .select(["uidValidity", "stalledUid", "stalledReadings"])
      .where("mailbox", "=", mailbox)
      .executeTakeFirst();
    // A UID means a message only under its UIDVALIDITY: a count kept for another
    // mailbox's UID is not this message's (advance clears it when the mailbox changes).
    return row && row.uidValidity === uidValidity && Number(row.stalledUid) === uid
      ? Number(row.stalledReadings)
      : 0;
  }

  /**
   * A reading that stops before `uid` (its content was not given: the next
   * reading tries it again): the mark goes to just before it and the count of
   * readings stopped there grows by one. Only while `holder` holds the lease.
   */
  async stall(mailbox: string, holder: string, uidValidity: string, uid: number): Promise<boolean> {
    const readings = (await this.stalledReadings(mailbox, uidValidity, uid)) + 1;
    const moved = await this.db
      .updateTable("mailReaderState")
      .set({ uidValidity, lastUid: uid - 1, stalledUid: uid, stalledReadings: readings })
      .where("mailbox", "=", mailbox)
      .where("leaseHolder", "=", holder)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  /**
   * Moves the mark, only while `holder` still holds the lease; false when it lost
   * it. Under another UIDVALIDITY (a rebuilt mailbox) the count of stopped readings
   * goes with the old UIDs.
   */
  async advance(mailbox: string, holder: string, mark: MailboxMark): Promise<boolean> {
    const moved = await this.db
      .updateTable("mailReaderState")
      .set((eb) => {
        const sameMailbox = eb("uidValidity", "=", mark.uidValidity);
        return {
          uidValidity: mark.uidValidity,
          lastUid: mark.lastUid,
          stalledUid: eb
            .case()
            .when(sameMailbox)
            .then(eb.ref("stalledUid"))
            .else(null)
            .end()
            .$castTo<number | null>(),
          stalledReadings: eb
            .case()
            .when(sameMailbox)
            .then(eb.ref("stalledReadings"))
            .else(0)
            .end()
            .$castTo<number>(),
        };
      })
      .where("mailbox", "=", mailbox)
      .where("leaseHolder", "=", holder)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }
}
