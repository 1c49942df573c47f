import { CamelCasePlugin, type Kysely, type Transaction } from "kysely";
import { blockCandidates, type BlockKind } from "../app/inbox/senders";
import type { DatabaseHandle } from "./database";
import type { BlockedSendersTable } from "./schema";

/**
 * The blocked senders (migration 0009, decision 0028): addresses and domains
 * whose later inquiries are stored as spam. Staff block and unblock from the
 * inbox; the inquiry store asks `blockedBy` inside the transaction that stores
 * an inquiry. On SQLite and PostgreSQL alike; values are lower-case.
 */
export interface BlockedSender {
  id: number;
  kind: BlockKind;
  value: string;
  reason: string;
  staffId: number | null;
  actor: string;
  createdAt: string;
}

type BlockingDatabase = { blockedSenders: BlockedSendersTable };

function toSender(row: {
  id: number | string;
  kind: string;
  value: string;
  reason: string;
  staffId: number | string | null;
  actor: string;
  createdAt: string | Date;
}): BlockedSender {
  return {
    id: Number(row.id),
    kind: row.kind === "domain" ? "domain" : "address",
    value: row.value,
    reason: row.reason,
    staffId: row.staffId === null ? null : Number(row.staffId),
    actor: row.actor,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The entry that blocks `email` (its address, its domain or a parent domain),
 * if any: the address's own entry first. Runs in the caller's transaction.
 */
export async function blockedBy(
  db: Kysely<BlockingDatabase> | Transaction<BlockingDatabase>,
  email: string,
): Promise<BlockedSender | undefined> {
  const { address, domains } = blockCandidates(email);
  const rows = await db
    .selectFrom("blockedSenders")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb("kind", "=", "address"), eb("value", "=", address)]),
        ...(domains.length
          ? [eb.and([eb("kind", "=", "domain"), eb("value", "in", domains)])]
          : []),
      ]),
    )
    .execute();
  const found = rows.map(toSender);
  return found.find((row) => row.kind === "address") ?? found[0];
}

export class BlockedSenders {
  private readonly db: Kysely<BlockingDatabase>;

  constructor(handle: DatabaseHandle) {
    this.db = handle.db.withPlugin(new CamelCasePlugin()) as unknown as Kysely<BlockingDatabase>;
  }

  /** Every blocked address and domain, the newest first. */
  async list(): Promise<BlockedSender[]> {
    const rows = await this.db
      .selectFrom("blockedSenders")
      .selectAll()
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map(toSender);
  }

  async get(id: number): Promise<BlockedSender | undefined> {
    const row = await this.db
      .selectFrom("blockedSenders")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toSender(row) : undefined;
  }

  /**
   * Blocks an address or a domain (`value` already normalised: lower-case).
   * `created` is false when it was blocked already (the entry kept as it was).
   */
  async block(entry: {
    kind: BlockKind;
    value: string;
    reason: string;
    staffId: number | null;
    actor: string;
  }): Promise<{ created: boolean; sender: BlockedSender }> {
    const inserted = await this.db
      .insertInto("blockedSenders")
      .values(entry)
      .onConflict((conflict) => conflict.columns(["kind", "value"]).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { created: true, sender: toSender(inserted) };
    const existing = await this.db
      .selectFrom("blockedSenders")
      .selectAll()
      .where("kind", "=", entry.kind)
      .where("value", "=", entry.value)
      .executeTakeFirstOrThrow();
    return { created: false, sender: toSender(existing) };
  }

  /** Removes an entry; returns it, or undefined when there was none. */
  async unblock(id: number): Promise<BlockedSender | undefined> {
    const row = await this.db
      .deleteFrom("blockedSenders")
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row ? toSender(row) : undefined;
  }

  /** The entry that blocks this address, if any. */
  blockedBy(email: string): Promise<BlockedSender | undefined> {
    return blockedBy(this.db, email);
  }
}
