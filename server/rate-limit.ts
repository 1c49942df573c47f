import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * Rate limiting of accepted inquiries per client address: a fixed window of
 * RATE_LIMIT_WINDOW_SECONDS holding at most RATE_LIMIT_MAX hits (see
 * docs/decisions/0012-inquiry-abuse-protection.md for what counts as a hit).
 *
 * Two stores: in memory for the single embedded (SQLite) process, and a
 * PostgreSQL table when DATABASE_URL is set, so that the limit holds across
 * several server processes behind one proxy.
 */
export interface RateLimitStore {
  /** Adds one hit to `key` in the window starting at `windowStart` (epoch ms); returns the window's hits. */
  increment(key: string, windowStart: number, windowMs: number): Promise<number>;
  close?(): void;
}

export interface RateLimitResult {
  limited: boolean;
  /** Hits left in this window after this one. */
  remaining: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

export interface RateLimiterOptions {
  max: number;
  windowSeconds: number;
  /** Keeps the counts of two limiters on one store apart. */
  namespace?: string;
  now?: () => number;
}

export class RateLimiter {
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(
    private readonly store: RateLimitStore,
    private readonly options: RateLimiterOptions,
  ) {
    this.windowMs = options.windowSeconds * 1000;
    this.now = options.now ?? Date.now;
  }

  /** Counts one hit for `clientAddress`; `limited` once the window's hits exceed the maximum. */
  async hit(clientAddress: string): Promise<RateLimitResult> {
    const now = this.now();
    const windowStart = now - (now % this.windowMs);
    const hits = await this.store.increment(
      hashAddress(clientAddress, this.options.namespace),
      windowStart,
      this.windowMs,
    );
    return {
      limited: hits > this.options.max,
      remaining: Math.max(0, this.options.max - hits),
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + this.windowMs - now) / 1000)),
    };
  }

  close() {
    this.store.close?.();
  }
}

/** Addresses are personal data: the stores only ever see a hash of them. */
export function hashAddress(address: string, namespace = "contact-rate-limit"): string {
  return createHash("sha256").update(`${namespace}:${address}`).digest("hex").slice(0, 32);
}

/** For one process: a map of current windows, swept once a minute. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { windowStart: number; hits: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(now: () => number = Date.now) {
    this.sweeper = setInterval(() => {
      const current = now();
      for (const [key, entry] of this.windows) {
        if (entry.windowStart + this.longestWindow <= current) this.windows.delete(key);
      }
    }, 60_000);
    this.sweeper.unref();
  }

  private longestWindow = 0;

  async increment(key: string, windowStart: number, windowMs: number): Promise<number> {
    this.longestWindow = Math.max(this.longestWindow, windowMs);
    const entry = this.windows.get(key);
    if (!entry || entry.windowStart !== windowStart) {
      this.windows.set(key, { windowStart, hits: 1 });
      return 1;
    }
    entry.hits += 1;
    return entry.hits;
  }

  close() {
    clearInterval(this.sweeper);
    this.windows.clear();
  }
}

/** Shared by every process on one PostgreSQL: one atomic upsert per hit. */
export class PostgresRateLimitStore implements RateLimitStore {
  private lastCleanup = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async increment(key: string, windowStart: number, windowMs: number): Promise<number> {
    const row = await this.db
      .insertInto("rate_limits")
      .values({ key, window_start: windowStart, hits: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(["key", "window_start"])
          .doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }),
      )
      .returning("hits")
      .executeTakeFirstOrThrow();
    await this.cleanup(windowStart, windowMs);
    return Number(row.hits);
  }

  /** Old windows are deleted at most once per window, by whichever process gets there. */
  private async cleanup(windowStart: number, windowMs: number) {
    if (windowStart <= this.lastCleanup) return;
    this.lastCleanup = windowStart;
    await this.db
      .deleteFrom("rate_limits")
      .where("window_start", "<", windowStart - windowMs)
      .execute();
  }
}
