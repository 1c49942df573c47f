import { createHash, randomBytes } from "node:crypto";
import { CamelCasePlugin, sql, type Kysely } from "kysely";
import type { DatabaseHandle } from "./database";
import type { InboxDatabase } from "./schema";

/**
 * The studio's staff and how they sign in: people, their passkeys, one-time
 * links (invitations and e-mailed sign-in links), WebAuthn challenges and
 * sessions. Shared by every server process and the CLI, on SQLite and
 * PostgreSQL alike (docs/decisions/0019-staff-inbox.md).
 *
 * Secrets are never stored: a link's token, a session's token and a
 * challenge's handle are random 32-byte values given to the person once; the
 * tables hold their SHA-256. Every "use once" is one conditional UPDATE or
 * DELETE, so two requests (or two instances) racing for one token cannot both win.
 */
export type LinkPurpose = "invite" | "sign-in";
export type ChallengePurpose = "register" | "authenticate";

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  createdAt: number;
  revokedAt: number | null;
}

export interface StaffListing extends StaffMember {
  passkeys: number;
}

export interface StoredPasskey {
  credentialId: string;
  staffId: number;
  publicKey: string;
  counter: number;
  transports: string[];
}

export interface SessionTimes {
  /** Ends after this long without a request. */
  idleMs: number;
  /** Ends this long after sign-in, whatever happens. */
  absoluteMs: number;
}

export interface ActiveSession {
  staff: StaffMember;
  csrfToken: string;
  createdAt: number;
}

/** A new random secret: 32 bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the tables hold instead of a secret. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as the person may send it back: anything else is not looked up. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

const time = (value: number | string) => Number(value);
const maybeTime = (value: number | string | null) => (value === null ? null : Number(value));

function toStaff(row: {
  id: number;
  email: string;
  name: string;
  createdAt: number | string;
  revokedAt: number | string | null;
}): StaffMember {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    createdAt: time(row.createdAt),
    revokedAt: maybeTime(row.revokedAt),
  };
}

export class StaffStore {
  readonly db: Kysely<InboxDatabase>;

  constructor(
    handle: DatabaseHandle,
    private readonly now: () => number = Date.now,
  ) {
    this.db = handle.db.withPlugin(new CamelCasePlugin()) as unknown as Kysely<InboxDatabase>;
  }

  // --- People -------------------------------------------------------------

  async byEmail(email: string): Promise<StaffMember | undefined> {
    const row = await this.db
      .selectFrom("staff")
      .selectAll()
      .where(sql<boolean>`lower(email) = ${normalEmail(email)}`)
      .executeTakeFirst();
    return row ? toStaff(row) : undefined;
  }

  async byId(id: number): Promise<StaffMember | undefined> {
    const row = await this.db
      .selectFrom("staff")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toStaff(row) : undefined;
  }

  /** Active people (not revoked), by name then address: the inbox's assignees. */
  async active(): Promise<StaffMember[]> {
    const rows = await this.db
      .selectFrom("staff")
      .selectAll()
      .where("revokedAt", "is", null)
      .orderBy("email")
      .execute();
    return rows.map(toStaff);
  }

  /** Everyone ever invited, with how many passkeys each has. */
  async list(): Promise<StaffListing[]> {
    const rows = await this.db
      .selectFrom("staff")
      .leftJoin("staffPasskeys", "staffPasskeys.staffId", "staff.id")
      .select([
        "staff.id",
        "staff.email",
        "staff.name",
        "staff.createdAt",
        "staff.revokedAt",
        (eb) => eb.fn.count<number | string>("staffPasskeys.credentialId").as("passkeys"),
      ])
      .groupBy(["staff.id", "staff.email", "staff.name", "staff.createdAt", "staff.revokedAt"])
      .orderBy("staff.email")
      .execute();
    return rows.map((row) => ({ ...toStaff(row), passkeys: Number(row.passkeys) }));
  }

  /**
   * Invites a person: adds them (or lets a revoked person back in) and makes a
   * one-time invitation link's token, valid for `ttlMs`.
   */
  async invite(
    email: string,
    ttlMs: number,
    name = "",
  ): Promise<{ staff: StaffMember; token: string }> {
    const address = normalEmail(email);
    const existing = await this.byEmail(address);
    let staff: StaffMember;
    if (existing) {
      await this.db
        .updateTable("staff")
        .set({ revokedAt: null, ...(name ? { name } : {}) })
        .where("id", "=", existing.id)
        .execute();
      staff = { ...existing, revokedAt: null, name: name || existing.name };
    } else {
      const row = await this.db
        .insertInto("staff")
        .values({ email: address, name, createdAt: this.now() })
        .returning("id")
        .executeTakeFirstOrThrow();
      staff = { id: Number(row.id), email: address, name, createdAt: this.now(), revokedAt: null };
    }
    const token = await this.createLink(staff.id, "invite", ttlMs);
    return { staff, token };
  }

  /**
   * Revokes a person at once: their sessions, passkeys and unused links are
   * deleted (a person invited again registers a new passkey). Returns false
   * when nobody has that address.
   */
  async revoke(email: string): Promise<StaffMember | undefined> {
    const staff = await this.byEmail(email);
    if (!staff) return undefined;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff")
        .set({ revokedAt: this.now() })
        .where("id", "=", staff.id)
        .execute();
      await trx.deleteFrom("staffSessions").where("staffId", "=", staff.id).execute();
      await trx.deleteFrom("staffPasskeys").where("staffId", "=", staff.id).execute();
      await trx.deleteFrom("staffLinks").where("staffId", "=", staff.id).execute();
      await trx.deleteFrom("webauthnChallenges").where("staffId", "=", staff.id).execute();
    });
    return { ...staff, revokedAt: this.now() };
  }

  // --- One-time links -------------------------------------------------------

  async createLink(staffId: number, purpose: LinkPurpose, ttlMs: number): Promise<string> {
    const token = newToken();
    const now = this.now();
    await this.db
      .insertInto("staffLinks")
      .values({
        tokenHash: tokenHash(token),
        staffId,
        purpose,
        createdAt: now,
        expiresAt: now + ttlMs,
      })
      .execute();
    return token;
  }

  /** The active person a link is for, if it is unused and unexpired (does not spend it). */
  async peekLink(token: unknown, purpose: LinkPurpose): Promise<StaffMember | undefined> {
    if (!isTokenShaped(token)) return undefined;
    const row = await this.db
      .selectFrom("staffLinks")
      .innerJoin("staff", "staff.id", "staffLinks.staffId")
      .selectAll("staff")
      .where("staffLinks.tokenHash", "=", tokenHash(token))
      .where("staffLinks.purpose", "=", purpose)
      .where("staffLinks.usedAt", "is", null)
      .where("staffLinks.expiresAt", ">", this.now())
      .where("staff.revokedAt", "is", null)
      .executeTakeFirst();
    return row ? toStaff(row) : undefined;
  }

  /** Spends a link: only the first caller gets the person; later ones, or after expiry, nothing. */
  async spendLink(token: unknown, purpose: LinkPurpose): Promise<StaffMember | undefined> {
    if (!isTokenShaped(token)) return undefined;
    const now = this.now();
    const row = await this.db
      .updateTable("staffLinks")
      .set({ usedAt: now })
      .where("tokenHash", "=", tokenHash(token))
      .where("purpose", "=", purpose)
      .where("usedAt", "is", null)
      .where("expiresAt", ">", now)
      .returning("staffId")
      .executeTakeFirst();
    if (!row) return undefined;
    const staff = await this.byId(Number(row.staffId));
    return staff && staff.revokedAt === null ? staff : undefined;
  }

  // --- Passkeys -------------------------------------------------------------

  async addPasskey(passkey: StoredPasskey): Promise<void> {
    await this.db
      .insertInto("staffPasskeys")
      .values({
        credentialId: passkey.credentialId,
        staffId: passkey.staffId,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports.join(","),
        createdAt: this.now(),
      })
      .execute();
  }

  async passkeysOf(staffId: number): Promise<StoredPasskey[]> {
    const rows = await this.db
      .selectFrom("staffPasskeys")
      .selectAll()
      .where("staffId", "=", staffId)
      .orderBy("createdAt")
      .execute();
    return rows.map(toPasskey);
  }

  /** A passkey and its owner, if the owner is active. */
  async passkey(
    credentialId: string,
  ): Promise<{ passkey: StoredPasskey; staff: StaffMember } | undefined> {
    const row = await this.db
      .selectFrom("staffPasskeys")
      .innerJoin("staff", "staff.id", "staffPasskeys.staffId")
      .selectAll("staffPasskeys")
      .select(["staff.email", "staff.name", "staff.revokedAt", "staff.createdAt as staffCreatedAt"])
      .where("staffPasskeys.credentialId", "=", credentialId)
      .where("staff.revokedAt", "is", null)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      passkey: toPasskey(row),
      staff: toStaff({
        id: row.staffId,
        email: row.email,
        name: row.name,
        createdAt: row.staffCreatedAt,
        revokedAt: row.revokedAt,
      }),
    };
  }

  async usePasskey(credentialId: string, counter: number): Promise<void> {
    await this.db
      .updateTable("staffPasskeys")
      .set({ counter, lastUsedAt: this.now() })
      .where("credentialId", "=", credentialId)
      .execute();
  }

  // --- WebAuthn challenges ----------------------------------------------------

  /** Keeps a challenge under a new random handle (given to the browser in a cookie). */
  async saveChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    staffId: number | null,
    ttlMs: number,
  ): Promise<string> {
    const handle = newToken();
    const now = this.now();
    await this.db.deleteFrom("webauthnChallenges").where("expiresAt", "<=", now).execute();
    await this.db
      .insertInto("webauthnChallenges")
      .values({ idHash: tokenHash(handle), challenge, purpose, staffId, expiresAt: now + ttlMs })
      .execute();
    return handle;
  }

  /** Takes a challenge out (single use): undefined when unknown, expired or for another purpose. */
  async takeChallenge(
    handle: unknown,
    purpose: ChallengePurpose,
  ): Promise<{ challenge: string; staffId: number | null } | undefined> {
    if (!isTokenShaped(handle)) return undefined;
    const row = await this.db
      .deleteFrom("webauthnChallenges")
      .where("idHash", "=", tokenHash(handle))
      .returning(["challenge", "purpose", "staffId", "expiresAt"])
      .executeTakeFirst();
    if (!row || row.purpose !== purpose || time(row.expiresAt) <= this.now()) return undefined;
    return { challenge: row.challenge, staffId: row.staffId === null ? null : Number(row.staffId) };
  }

  // --- Sessions -------------------------------------------------------------

  /** A new session: a fresh token every time (never one the browser brought). */
  async createSession(
    staffId: number,
    times: SessionTimes,
  ): Promise<{ token: string; csrfToken: string }> {
    const token = newToken();
    const csrfToken = newToken();
    const now = this.now();
    await this.db
      .insertInto("staffSessions")
      .values({
        tokenHash: tokenHash(token),
        staffId,
        csrfToken,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now + times.absoluteMs,
      })
      .execute();
    return { token, csrfToken };
  }

  /**
   * The session a cookie's token names, if it is neither idle too long nor past
   * its absolute end and its person is not revoked; a dead one is deleted.
   * Seeing it moves its idle end (written at most once a minute).
   */
  async readSession(token: unknown, times: SessionTimes): Promise<ActiveSession | undefined> {
    if (!isTokenShaped(token)) return undefined;
    const hash = tokenHash(token);
    const row = await this.db
      .selectFrom("staffSessions")
      .innerJoin("staff", "staff.id", "staffSessions.staffId")
      .select([
        "staffSessions.csrfToken",
        "staffSessions.createdAt as sessionCreatedAt",
        "staffSessions.lastSeenAt",
        "staffSessions.expiresAt",
        "staff.id",
        "staff.email",
        "staff.name",
        "staff.createdAt",
        "staff.revokedAt",
      ])
      .where("staffSessions.tokenHash", "=", hash)
      .executeTakeFirst();
    if (!row) return undefined;
    const now = this.now();
    const lastSeen = time(row.lastSeenAt);
    const dead =
      row.revokedAt !== null || time(row.expiresAt) <= now || lastSeen + times.idleMs <= now;
    if (dead) {
      await this.db.deleteFrom("staffSessions").where("tokenHash", "=", hash).execute();
      return undefined;
    }
    if (now - lastSeen > 60_000) {
      await this.db
        .updateTable("staffSessions")
        .set({ lastSeenAt: now })
        .where("tokenHash", "=", hash)
        .execute();
    }
    return {
      staff: toStaff(row),
      csrfToken: row.csrfToken,
      createdAt: time(row.sessionCreatedAt),
    };
  }

  async deleteSession(token: unknown): Promise<void> {
    if (!isTokenShaped(token)) return;
    await this.db.deleteFrom("staffSessions").where("tokenHash", "=", tokenHash(token)).execute();
  }

  /** Sign out everywhere: every session of this person. Returns how many ended. */
  async deleteSessionsOf(staffId: number): Promise<number> {
    const result = await this.db
      .deleteFrom("staffSessions")
      .where("staffId", "=", staffId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Removes expired sessions, links and challenges (run now and then). */
  async sweep(times: SessionTimes): Promise<void> {
    const now = this.now();
    await this.db
      .deleteFrom("staffSessions")
      .where((eb) =>
        eb.or([eb("expiresAt", "<=", now), eb("lastSeenAt", "<=", now - times.idleMs)]),
      )
      .execute();
    await this.db.deleteFrom("staffLinks").where("expiresAt", "<=", now).execute();
    await this.db.deleteFrom("webauthnChallenges").where("expiresAt", "<=", now).execute();
  }
}

function toPasskey(row: {
  credentialId: string;
  staffId: number;
  publicKey: string;
  counter: number | string;
  transports: string;
}): StoredPasskey {
  return {
    credentialId: row.credentialId,
    staffId: Number(row.staffId),
    publicKey: row.publicKey,
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(",") : [],
  };
}
