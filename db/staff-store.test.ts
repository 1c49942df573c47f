import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, startPostgres, type TestPostgres } from "../tests/setup/postgres";
import { migrate, openDatabase, type DatabaseHandle } from "./database";
import { isTokenShaped, newToken, StaffStore, tokenHash } from "./staff-store";

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
