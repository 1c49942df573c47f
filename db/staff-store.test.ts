import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, startPostgres, type TestPostgres } from "../tests/setup/postgres";
import { migrate, openDatabase, type DatabaseHandle } from "./database";
import { isTokenShaped, newToken, StaffStore, tokenHash, type NewPasskey } from "./staff-store";

/** Staff, links, challenges and sessions on a real SQLite file and a real PostgreSQL. */
const engines = ["sqlite", "postgres"] as const;
const HOUR = 3_600_000;
const times = { idleMs: 12 * HOUR, absoluteMs: 30 * 24 * HOUR };

describe.each(engines)("staff sign-in data on %s", (engine) => {
  let postgres: TestPostgres | undefined;
  let handle: DatabaseHandle;
  let dataDir: string;
  let clock = Date.now();
  let staff: StaffStore;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-staff-store-"));
    if (engine === "postgres") postgres = await startPostgres();
    const databaseUrl = postgres ? await freshDatabase(postgres.url) : undefined;
    handle = openDatabase({ databaseUrl, dataDir });
    await migrate(handle);
    staff = new StaffStore(handle, () => clock);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("an invitation link works once, and not after it expired", async () => {
    const { staff: person, token } = await staff.invite("Ada@Studio.example", HOUR, "Ada");
    expect(person.email).toBe("ada@studio.example");
    expect((await staff.peekLink(token, "invite"))?.id).toBe(person.id);
    expect(await staff.peekLink(token, "sign-in")).toBeUndefined();
    const [first, second] = await Promise.all([
      staff.spendLink(token, "invite"),
      staff.spendLink(token, "invite"),
    ]);
    expect([first?.id, second?.id].filter(Boolean)).toEqual([person.id]);
    expect(await staff.spendLink(token, "invite")).toBeUndefined();

    const later = await staff.invite("ada@studio.example", HOUR);
    clock += HOUR + 1;
    expect(await staff.peekLink(later.token, "invite")).toBeUndefined();
    expect(await staff.spendLink(later.token, "invite")).toBeUndefined();
  });

  it("stores only hashes of tokens", async () => {
    const { token } = await staff.invite("hash@studio.example", HOUR);
    const session = await staff.createSession(
      (await staff.byEmail("hash@studio.example"))!.id,
      times,
    );
    const dump = JSON.stringify([
      await staff.db.selectFrom("staffLinks").selectAll().execute(),
      await staff.db.selectFrom("staffSessions").select(["tokenHash"]).execute(),
    ]);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(session.token);
    expect(dump).toContain(tokenHash(token));
  });

  it("a session ends after the idle time, after the absolute time, on sign-out and on revocation", async () => {
    const { staff: person } = await staff.invite("session@studio.example", HOUR);
    const a = await staff.createSession(person.id, times);
    const b = await staff.createSession(person.id, times);
    expect(a.token).not.toBe(b.token);
    expect((await staff.readSession(a.token, times))?.staff.id).toBe(person.id);

    // Active every 11 hours: alive for the idle limit, dead at the absolute one.
    const start = clock;
    while (clock - start < times.absoluteMs - 11 * HOUR) {
      clock += 11 * HOUR;
      expect(await staff.readSession(a.token, times)).toBeDefined();
    }
    clock = start + times.absoluteMs;
    expect(await staff.readSession(a.token, times)).toBeUndefined();

    const c = await staff.createSession(person.id, times);
    clock += times.idleMs;
    expect(await staff.readSession(c.token, times)).toBeUndefined();

    const d = await staff.createSession(person.id, times);
    await staff.deleteSession(d.token);
    expect(await staff.readSession(d.token, times)).toBeUndefined();

    const e = await staff.createSession(person.id, times);
    const f = await staff.createSession(person.id, times);
    expect(await staff.deleteSessionsOf(person.id)).toBeGreaterThanOrEqual(2);
    expect(await staff.readSession(e.token, times)).toBeUndefined();
    expect(await staff.readSession(f.token, times)).toBeUndefined();

    const g = await staff.createSession(person.id, times);
    const link = await staff.createLink(person.id, "sign-in", HOUR);
    await staff.revoke("SESSION@studio.example");
    expect(await staff.readSession(g.token, times)).toBeUndefined();
    expect(await staff.spendLink(link, "sign-in")).toBeUndefined();
  });

  it("a challenge is taken once, for its purpose, before it expires", async () => {
    const handleA = await staff.saveChallenge("challenge-a", "authenticate", null, 60_000);
    expect(await staff.takeChallenge(handleA, "register")).toBeUndefined();
    const handleB = await staff.saveChallenge("challenge-b", "authenticate", null, 60_000);
    expect(await staff.takeChallenge(handleB, "authenticate")).toEqual({
      challenge: "challenge-b",
      staffId: null,
    });
    expect(await staff.takeChallenge(handleB, "authenticate")).toBeUndefined();
    const handleC = await staff.saveChallenge("challenge-c", "authenticate", null, 60_000);
    clock += 60_000;
    expect(await staff.takeChallenge(handleC, "authenticate")).toBeUndefined();
  });

  const passkeyOf = (staffId: number, credentialId = newToken()): NewPasskey => ({
    credentialId,
    staffId,
    publicKey: "pQECAyYgASFYIA",
    counter: 0,
    transports: ["internal"],
    name: "Laptop",
    deviceType: "singleDevice",
    backedUp: false,
  });

  it("only people who accepted their invitation, and are not revoked, can be given inquiries; by name", async () => {
    const zoe = await staff.invite("zoe@assign.example", HOUR, "Zoë Adams");
    const bob = await staff.invite("bob@assign.example", HOUR, "bob Brown");
    const pending = await staff.invite("pending@assign.example", HOUR, "Never Signed Up");
    const leaver = await staff.invite("leaver@assign.example", HOUR, "Alex Leaver");
    for (const invited of [zoe, bob, leaver]) {
      await staff.savePasskey(passkeyOf(invited.staff.id), {
        token: invited.token,
        purpose: "invite",
      });
    }
    await staff.revoke("leaver@assign.example");
    const assignable = (await staff.assignable()).filter((p) =>
      p.email.endsWith("@assign.example"),
    );
    expect(assignable.map((person) => person.name)).toEqual(["bob Brown", "Zoë Adams"]);
    expect(assignable.map((person) => person.id)).not.toContain(pending.staff.id);
  });

  it("a newer invitation cancels the person's earlier unused ones; of two at once, never both survive", async () => {
    const first = await staff.invite("twice@studio.example", HOUR);
    const second = await staff.invite("twice@studio.example", HOUR);
    expect(await staff.peekLink(first.token, "invite")).toBeUndefined();
    expect(
      await staff.savePasskey(passkeyOf(first.staff.id), { token: first.token, purpose: "invite" }),
    ).toBeUndefined();
    expect((await staff.peekLink(second.token, "invite"))?.id).toBe(second.staff.id);

    // Made at the same millisecond (this store's clock stands still), confirmed in either
    // order: never both still work.
    // (On PostgreSQL one of the two may fail on the address's unique index: a new person
    // is added once.)
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        staff
          .createInvitation("race@studio.example", HOUR, { readmit: false })
          .catch(() => undefined),
      ),
    );
    const made = [a, b].filter((i) => i !== undefined);
    await Promise.all(made.map((invitation) => staff.supersedeInvitations(invitation)));
    const working = await Promise.all(made.map((i) => staff.peekLink(i.token, "invite")));
    expect(working.filter(Boolean).length).toBeLessThanOrEqual(1);
  });

  it("withdraws an invitation that was not sent: its link, and the person it added", async () => {
    const before = await staff.invite("kept@studio.example", HOUR);
    const again = (await staff.createInvitation("kept@studio.example", HOUR, { readmit: false }))!;
    await staff.withdrawInvitation(again);
    expect(await staff.byEmail("kept@studio.example")).toBeDefined();
    // The earlier invitation was never cancelled: the failed one changed nothing.
    expect(await staff.peekLink(before.token, "invite")).toBeDefined();
    expect(await staff.peekLink(again.token, "invite")).toBeUndefined();

    const fresh = (await staff.createInvitation("never@studio.example", HOUR, { readmit: false }))!;
    expect(fresh.created).toBe(true);
    await staff.withdrawInvitation(fresh);
    expect(await staff.byEmail("never@studio.example")).toBeUndefined();
    const links = await staff.db
      .selectFrom("staffLinks")
      .selectAll()
      .where("staffId", "=", fresh.staff.id)
      .execute();
    expect(links).toEqual([]);
  });

  it("lets a revoked person back in only with the operator's invitation, and only once it is used", async () => {
    const { staff: person } = await staff.invite("leaver@studio.example", HOUR);
    await staff.revoke("leaver@studio.example");
    expect(
      await staff.createInvitation("leaver@studio.example", HOUR, { readmit: false }),
    ).toBeUndefined();
    expect(
      await staff.db
        .selectFrom("staffLinks")
        .selectAll()
        .where("staffId", "=", person.id)
        .execute(),
    ).toEqual([]);

    const readmitted = await staff.invite("leaver@studio.example", HOUR);
    // Still revoked: no session, no sign-in link, until the invitation is used.
    expect((await staff.byId(person.id))?.revokedAt).not.toBeNull();
    const link = await staff.createLink(person.id, "sign-in", HOUR);
    expect(await staff.spendLink(link, "sign-in")).toBeUndefined();
    expect((await staff.peekLink(readmitted.token, "invite"))?.id).toBe(person.id);
    const back = await staff.savePasskey(passkeyOf(person.id), {
      token: readmitted.token,
      purpose: "invite",
    });
    expect(back?.revokedAt).toBeNull();
    expect((await staff.byId(person.id))?.revokedAt).toBeNull();
  });

  it("a passkey that cannot be saved leaves its invitation unspent", async () => {
    const a = await staff.invite("first-owner@studio.example", HOUR);
    const b = await staff.invite("second-owner@studio.example", HOUR);
    const shared = passkeyOf(a.staff.id);
    expect(await staff.savePasskey(shared, { token: a.token, purpose: "invite" })).toBeDefined();
    await expect(
      staff.savePasskey({ ...shared, staffId: b.staff.id }, { token: b.token, purpose: "invite" }),
    ).rejects.toThrow();
    expect((await staff.peekLink(b.token, "invite"))?.id).toBe(b.staff.id);
    expect(await staff.passkeysOf(b.staff.id)).toEqual([]);
  });

  it("renames and removes only the person's own passkeys, and the last one only when told", async () => {
    const { staff: owner } = await staff.invite("owner@studio.example", HOUR);
    const { staff: other } = await staff.invite("other@studio.example", HOUR);
    const laptop = passkeyOf(owner.id);
    const phone = {
      ...passkeyOf(owner.id),
      name: "Phone",
      deviceType: "multiDevice" as const,
      backedUp: true,
    };
    await staff.savePasskey(laptop);
    await staff.savePasskey(phone);
    await staff.savePasskey(passkeyOf(other.id));
    const listed = await staff.passkeysOf(owner.id);
    expect(listed.map((p) => [p.name, p.deviceType, p.backedUp])).toEqual(
      expect.arrayContaining([
        ["Laptop", "singleDevice", false],
        ["Phone", "multiDevice", true],
      ]),
    );
    expect(listed[0]!.createdAt).toBeGreaterThan(0);
    expect(listed[0]!.lastUsedAt).toBeNull();

    expect(await staff.renamePasskey(other.id, laptop.credentialId, "Mine now")).toBeUndefined();
    expect(await staff.renamePasskey(owner.id, laptop.credentialId, "Work laptop")).toBe("Laptop");
    expect(
      await staff.removePasskey(other.id, laptop.credentialId, { evenTheLast: true }),
    ).toBeUndefined();
    expect(
      (await staff.removePasskey(owner.id, phone.credentialId, { evenTheLast: false })) as unknown,
    ).toMatchObject({ name: "Phone" });
    expect(await staff.removePasskey(owner.id, laptop.credentialId, { evenTheLast: false })).toBe(
      "last",
    );
    expect(await staff.passkeysOf(owner.id)).toHaveLength(1);
    expect(
      await staff.removePasskey(owner.id, laptop.credentialId, { evenTheLast: true }),
    ).toMatchObject({ name: "Work laptop" });
    expect(await staff.passkeysOf(owner.id)).toEqual([]);
    expect(await staff.passkeysOf(other.id)).toHaveLength(1);

    // Two tabs removing the last two at once: one goes, the other is held back by the warning.
    for (let round = 0; round < 5; round++) {
      const pair = [passkeyOf(owner.id), passkeyOf(owner.id)];
      for (const passkey of pair) await staff.savePasskey(passkey);
      const removed = await Promise.all(
        pair.map((passkey) =>
          staff.removePasskey(owner.id, passkey.credentialId, { evenTheLast: false }),
        ),
      );
      expect(
        removed.filter((r) => r === "last"),
        `round ${round}`,
      ).toHaveLength(1);
      expect(await staff.passkeysOf(owner.id)).toHaveLength(1);
      await staff.removePasskey(owner.id, (await staff.passkeysOf(owner.id))[0]!.credentialId, {
        evenTheLast: true,
      });
    }
  });

  it("records what a passkey reports at each use", async () => {
    const { staff: person } = await staff.invite("used@studio.example", HOUR);
    const passkey = { ...passkeyOf(person.id), deviceType: null, backedUp: null };
    await staff.savePasskey(passkey);
    clock += 1000;
    const reported = { deviceType: "multiDevice", backedUp: true } as const;
    // Of two uses with one counter at once (a copy racing its original), one is recorded.
    const uses = await Promise.all([
      staff.usePasskey(passkey.credentialId, 7, reported),
      staff.usePasskey(passkey.credentialId, 7, reported),
    ]);
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect(await staff.usePasskey(passkey.credentialId, 6, reported)).toBe(false);
    const [used] = await staff.passkeysOf(person.id);
    expect(used).toMatchObject({
      counter: 7,
      deviceType: "multiDevice",
      backedUp: true,
      lastUsedAt: clock,
    });
    // An authenticator without counters (always 0) is used as often as it likes.
    const counterless = { ...passkeyOf(person.id), counter: 0 };
    await staff.savePasskey(counterless);
    expect(await staff.usePasskey(counterless.credentialId, 0, reported)).toBe(true);
    expect(await staff.usePasskey(counterless.credentialId, 0, reported)).toBe(true);
  });

  it("looks up no token that is not shaped like one", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (value) => {
        expect(await staff.readSession(value, times)).toBeUndefined();
        expect(await staff.spendLink(value, "sign-in")).toBeUndefined();
      }),
      { numRuns: 40 },
    );
    expect(isTokenShaped(newToken())).toBe(true);
  });
});
