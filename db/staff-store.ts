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
/**
 * invite: an invitation (registers a passkey, signs in); sign-in: an e-mailed
 * sign-in link; passkey: an e-mailed link with which a signed-in person adds a
 * passkey (their proof, like a passkey they already have).
 */
export type LinkPurpose = "invite" | "sign-in" | "passkey";
/** authenticate: signing in; confirm: a signed-in person proving it is them before adding a passkey. */
export type ChallengePurpose = "register" | "authenticate" | "confirm";
/** What SimpleWebAuthn reports of a credential: synced (multiDevice) or bound to one device. */
export type PasskeyDeviceType = "singleDevice" | "multiDevice";

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

/** A passkey as it is saved: what the registration proved, and the name the person gave it. */
export interface NewPasskey {
  credentialId: string;
  staffId: number;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  deviceType: PasskeyDeviceType | null;
  backedUp: boolean | null;
}

export interface StoredPasskey extends NewPasskey {
  createdAt: number;
  lastUsedAt: number | null;
}

/** An invitation just made: its person (`created` when the invitation added them) and its token. */
export interface Invitation {
  staff: StaffMember;
  token: string;
  created: boolean;
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
  private readonly engine: DatabaseHandle["engine"];

  constructor(
    handle: DatabaseHandle,
    private readonly now: () => number = Date.now,
  ) {
    this.db = handle.db.withPlugin(new CamelCasePlugin()) as unknown as Kysely<InboxDatabase>;
    this.engine = handle.engine;
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

  /**
   * Who can be given an inquiry: people not revoked who accepted their
   * invitation (they have a passkey), by name then address. Someone invited
   * who never signed up would not see what they were given.
   */
  async assignable(): Promise<StaffMember[]> {
    const rows = await this.db
      .selectFrom("staff")
      .selectAll()
      .where("revokedAt", "is", null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("staffPasskeys")
            .select("staffPasskeys.credentialId")
            .whereRef("staffPasskeys.staffId", "=", "staff.id"),
        ),
      )
      .orderBy(sql`lower(name)`)
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
   * Makes an invitation: adds the person when the address is new, and a
   * one-time link's token valid for `ttlMs`. A revoked person stays revoked:
   * only an invitation with `readmit` (the operator's, from the command line)
   * is made for them, and it lets them back in when it is used (savePasskey),
   * not before. Undefined for a revoked person without `readmit`.
   *
   * Earlier invitations still work until `supersedeInvitations` runs: the
   * inbox calls it once the e-mail is sent, so that a failed send changes
   * nothing (`withdrawInvitation`).
   */
  async createInvitation(
    email: string,
    ttlMs: number,
    options: { name?: string; readmit: boolean },
  ): Promise<Invitation | undefined> {
    const address = normalEmail(email);
    const name = options.name ?? "";
    return this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const row = await trx
        .selectFrom("staff")
        .selectAll()
        .where(sql<boolean>`lower(email) = ${address}`)
        .executeTakeFirst();
      let staff: StaffMember;
      if (row) {
        staff = toStaff(row);
        if (staff.revokedAt !== null && !options.readmit) return undefined;
        if (name) {
          await trx.updateTable("staff").set({ name }).where("id", "=", staff.id).execute();
          staff = { ...staff, name };
        }
      } else {
        const inserted = await trx
          .insertInto("staff")
          .values({ email: address, name, createdAt: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        staff = { id: Number(inserted.id), email: address, name, createdAt: now, revokedAt: null };
      }
      const token = newToken();
      await trx
        .insertInto("staffLinks")
        .values({
          tokenHash: tokenHash(token),
          staffId: staff.id,
          purpose: "invite",
          createdAt: now,
          expiresAt: now + ttlMs,
          liftsRevocation: staff.revokedAt === null ? 0 : 1,
        })
        .execute();
      return { staff, token, created: !row };
    });
  }

  /**
   * A new invitation cancels the person's earlier unused ones: whoever holds
   * an older link (a forwarded e-mail, a leaked chat) can no longer use it.
   * One made in the same millisecond counts as earlier too: of two made at
   * once, neither may survive, never both.
   */
  async supersedeInvitations(invitation: Invitation): Promise<void> {
    const hash = tokenHash(invitation.token);
    const mine = await this.db
      .selectFrom("staffLinks")
      .select("createdAt")
      .where("tokenHash", "=", hash)
      .executeTakeFirst();
    if (!mine) return;
    const createdAt = time(mine.createdAt);
    await this.db
      .deleteFrom("staffLinks")
      .where("staffId", "=", invitation.staff.id)
      .where("purpose", "=", "invite")
      .where("usedAt", "is", null)
      .where("createdAt", "<=", createdAt)
      .where("tokenHash", "!=", hash)
      .execute();
  }

  /**
   * Takes back an invitation that could not be sent: its link, and the person
   * too when this invitation added them (nothing else refers to them yet).
   */
  async withdrawInvitation(invitation: Invitation): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("staffLinks")
        .where("tokenHash", "=", tokenHash(invitation.token))
        .execute();
      if (!invitation.created) return;
      const passkeys = await trx
        .selectFrom("staffPasskeys")
        .select("credentialId")
        .where("staffId", "=", invitation.staff.id)
        .executeTakeFirst();
      if (!passkeys) await trx.deleteFrom("staff").where("id", "=", invitation.staff.id).execute();
    });
  }

  /**
   * The operator's invitation (the command line): made, and the person's
   * earlier ones cancelled at once. A revoked person is let back in when they
   * use it.
   */
  async invite(email: string, ttlMs: number, name = ""): Promise<Invitation> {
    // With readmit, createInvitation always makes one.
    const invitation = (await this.createInvitation(email, ttlMs, { name, readmit: true }))!;
    await this.supersedeInvitations(invitation);
    return invitation;
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

  /** Takes back a link that could not be sent. */
  async deleteLink(token: string): Promise<void> {
    await this.db.deleteFrom("staffLinks").where("tokenHash", "=", tokenHash(token)).execute();
  }

  /**
   * The person a link is for, if it is unused and unexpired (does not spend
   * it): an active person, or a revoked one whose invitation lets them back in.
   */
  async peekLink(token: unknown, purpose: LinkPurpose): Promise<StaffMember | undefined> {
    if (!isTokenShaped(token)) return undefined;
    const row = await this.linkWithHolder(token, purpose)
      .where("staffLinks.usedAt", "is", null)
      .where("staffLinks.expiresAt", ">", this.now())
      .where((eb) =>
        eb.or([eb("staff.revokedAt", "is", null), eb("staffLinks.liftsRevocation", "=", 1)]),
      )
      .executeTakeFirst();
    return row ? toStaff(row) : undefined;
  }

  /**
   * Whose a link was, whatever its state (used, expired): to put a failed
   * attempt with it in that person's audit trail. Undefined for an unknown token.
   */
  async linkHolder(token: unknown, purpose: LinkPurpose): Promise<StaffMember | undefined> {
    if (!isTokenShaped(token)) return undefined;
    const row = await this.linkWithHolder(token, purpose).executeTakeFirst();
    return row ? toStaff(row) : undefined;
  }

  /** The person a link of this token and purpose belongs to (a query to narrow further). */
  private linkWithHolder(token: string, purpose: LinkPurpose) {
    return this.db
      .selectFrom("staffLinks")
      .innerJoin("staff", "staff.id", "staffLinks.staffId")
      .selectAll("staff")
      .where("staffLinks.tokenHash", "=", tokenHash(token))
      .where("staffLinks.purpose", "=", purpose);
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

  /**
   * Saves a verified passkey; with a link (an invitation, or an e-mailed
   * "add a passkey" link), spends it in the same transaction, so that a
   * passkey that cannot be saved (its credential id is already stored) leaves
   * the link unspent, and a used link always has its passkey. An invitation
   * that lifts a revocation lets its person back in here, when it is used.
   * Undefined when the link is used, expired or someone else's, or the person
   * is revoked; a failed insert throws (after the rollback).
   */
  async savePasskey(
    passkey: NewPasskey,
    link?: { token: unknown; purpose: "invite" | "passkey" },
  ): Promise<StaffMember | undefined> {
    if (link && !isTokenShaped(link.token)) return undefined;
    return this.db.transaction().execute(async (trx) => {
      const now = this.now();
      let liftsRevocation = false;
      if (link) {
        const spent = await trx
          .updateTable("staffLinks")
          .set({ usedAt: now })
          .where("tokenHash", "=", tokenHash(link.token as string))
          .where("purpose", "=", link.purpose)
          .where("staffId", "=", passkey.staffId)
          .where("usedAt", "is", null)
          .where("expiresAt", ">", now)
          .returning("liftsRevocation")
          .executeTakeFirst();
        if (!spent) return undefined;
        liftsRevocation = Number(spent.liftsRevocation) === 1;
      }
      const row = await trx
        .selectFrom("staff")
        .selectAll()
        .where("id", "=", passkey.staffId)
        .executeTakeFirst();
      if (!row) return undefined;
      const staff = toStaff(row);
      if (staff.revokedAt !== null) {
        if (!liftsRevocation) return undefined;
        await trx
          .updateTable("staff")
          .set({ revokedAt: null })
          .where("id", "=", staff.id)
          .execute();
      }
      await trx
        .insertInto("staffPasskeys")
        .values({
          credentialId: passkey.credentialId,
          staffId: passkey.staffId,
          publicKey: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports.join(","),
          name: passkey.name,
          deviceType: passkey.deviceType,
          backedUp: passkey.backedUp === null ? null : Number(passkey.backedUp),
          createdAt: now,
        })
        .execute();
      return { ...staff, revokedAt: null };
    });
  }

  /** A person's passkeys, oldest first. */
  async passkeysOf(staffId: number): Promise<StoredPasskey[]> {
    const rows = await this.db
      .selectFrom("staffPasskeys")
      .selectAll()
      .where("staffId", "=", staffId)
      .orderBy("createdAt")
      .orderBy("credentialId")
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
      .select(["staff.email", "staff.name as staffName", "staff.revokedAt"])
      .select("staff.createdAt as staffCreatedAt")
      .where("staffPasskeys.credentialId", "=", credentialId)
      .where("staff.revokedAt", "is", null)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      passkey: toPasskey(row),
      staff: toStaff({
        id: row.staffId,
        email: row.email,
        name: row.staffName,
        createdAt: row.staffCreatedAt,
        revokedAt: row.revokedAt,
      }),
    };
  }

  /**
   * A sign-in (or a confirmation) with the passkey: its new counter, when, and
   * what it now reports. A counter must move forward (one that stays 0 is an
   * authenticator without counters): the update is conditional, so of two
   * uses with the same counter at once (a copy racing its original) only one
   * is recorded, and false says the other's counter did not move.
   */
  async usePasskey(
    credentialId: string,
    counter: number,
    reported: { deviceType: PasskeyDeviceType; backedUp: boolean },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("staffPasskeys")
      .set({
        counter,
        lastUsedAt: this.now(),
        deviceType: reported.deviceType,
        backedUp: Number(reported.backedUp),
      })
      .where("credentialId", "=", credentialId)
      .where((eb) => (counter === 0 ? eb("counter", "=", 0) : eb("counter", "<", counter)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Renames one of the person's own passkeys; returns its former name, or undefined when it is not theirs. */
  async renamePasskey(
    staffId: number,
    credentialId: string,
    name: string,
  ): Promise<string | undefined> {
    const before = await this.db
      .selectFrom("staffPasskeys")
      .select("name")
      .where("staffId", "=", staffId)
      .where("credentialId", "=", credentialId)
      .executeTakeFirst();
    if (!before) return undefined;
    await this.db
      .updateTable("staffPasskeys")
      .set({ name })
      .where("staffId", "=", staffId)
      .where("credentialId", "=", credentialId)
      .execute();
    return before.name;
  }

  /**
   * Removes one of the person's own passkeys. Their last one only with
   * `evenTheLast` (they were warned): "last" otherwise, and nothing removed.
   * Undefined when it is not theirs. Checked and removed in one transaction
   * that holds the person's row (PostgreSQL: FOR UPDATE; SQLite has one writer
   * at a time), so two removals at once cannot take the last two without the
   * warning.
   */
  async removePasskey(
    staffId: number,
    credentialId: string,
    options: { evenTheLast: boolean },
  ): Promise<StoredPasskey | "last" | undefined> {
    return this.db.transaction().execute(async (trx) => {
      if (this.engine === "postgres") {
        await trx.selectFrom("staff").select("id").where("id", "=", staffId).forUpdate().execute();
      }
      const rows = await trx
        .selectFrom("staffPasskeys")
        .selectAll()
        .where("staffId", "=", staffId)
        .execute();
      const target = rows.find((row) => row.credentialId === credentialId);
      if (!target) return undefined;
      if (rows.length === 1 && !options.evenTheLast) return "last";
      await trx
        .deleteFrom("staffPasskeys")
        .where("staffId", "=", staffId)
        .where("credentialId", "=", credentialId)
        .execute();
      return toPasskey(target);
    });
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
  name: string;
  deviceType: string | null;
  backedUp: number | null;
  createdAt: number | string;
  lastUsedAt: number | string | null;
}): StoredPasskey {
  return {
    credentialId: row.credentialId,
    staffId: Number(row.staffId),
    publicKey: row.publicKey,
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(",") : [],
    name: row.name,
    deviceType:
      row.deviceType === "singleDevice" || row.deviceType === "multiDevice" ? row.deviceType : null,
    backedUp: row.backedUp === null ? null : Number(row.backedUp) === 1,
    createdAt: time(row.createdAt),
    lastUsedAt: maybeTime(row.lastUsedAt),
  };
}
