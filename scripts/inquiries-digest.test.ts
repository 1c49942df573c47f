import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailCatcher, type CaughtMail } from "../tests/setup/mail-catcher";
import { migrate, openDatabase } from "../db/database";
import { InboxStore } from "../db/inbox-store";
import { InquiryStore } from "../db/inquiry-store";
import { StaffStore, newToken } from "../db/staff-store";
import { runDigest } from "./digest-command";
import { run } from "./inquiries";

/** The morning digest, through a real SMTP server on loopback and a SQLite file. */
describe("npm run inquiries -- digest", () => {
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
  const mails: CaughtMail[] = [];
  let env: NodeJS.ProcessEnv;
  let ids: number[];
  /** Monday 30 November 2026, 10:00 in Kolkata. */
  const monday = Date.parse("2026-11-30T10:00:00+05:30");

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-digest-"));
    smtp = await startMailCatcher((mail) => mails.push(mail));
    env = {
      DATA_DIR: dataDir,
      SITE_URL: "https://www.studio.example",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      STUDIO_TIME_ZONE: "Asia/Kolkata",
    };
    const handle = openDatabase({ dataDir });
    try {
      await migrate(handle);
      const staff = new StaffStore(handle);
      const inquiries = new InquiryStore(handle);
      const inbox = new InboxStore(handle);
      const maria = await staff.invite("maria@studio.example", 3_600_000, "Maria Keller");
      await staff.savePasskey(
        {
          credentialId: newToken(),
          staffId: maria.staff.id,
          publicKey: "pQECAyYgASFYIA",
          counter: 0,
          transports: ["internal"],
          name: "Laptop",
          deviceType: "singleDevice",
          backedUp: false,
        },
        { token: maria.token, purpose: "invite" },
      );
      await staff.invite("pending@studio.example", 3_600_000, "Not Yet");
      const base = {
        fullName: "Ada Lovelace",
        email: "ada@example.com",
        phone: "",
        company: "",
        country: "",
        inquiryType: "other",
        message: "Forty cadets, before March.",
        budget: "",
        timeline: "",
        serviceType: "",
        consent: true,
      };
      ids = [];
      for (const subject of ["A flight trainer", "A port to consoles", "Answered already"]) {
        ids.push((await inquiries.create({ ...base, subject }, subject)).id!);
      }
      // The trainer arrived the Wednesday before (past the promise); the port on Monday morning.
      await sql`update contact_submissions set created_at = ${"2026-11-25T05:00:00.000Z"} where id = ${ids[0]}`.execute(
        handle.db,
      );
      await sql`update contact_submissions set created_at = ${"2026-11-30T03:45:00.000Z"} where id = ${ids[1]}`.execute(
        handle.db,
      );
      await sql`update contact_submissions set created_at = ${"2026-11-20T05:00:00.000Z"}, status = 'replied' where id = ${ids[2]}`.execute(
        handle.db,
      );
      await inbox.setFollowUp(ids[1]!, "2026-11-30");
      await inbox.setFollowUp(ids[2]!, "2026-11-30");
      await inbox.assign(ids[0]!, maria.staff.id);
    } finally {
      await handle.close();
    }
  });
  afterAll(async () => {
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function digest(args: string[], now: number) {
    let out = "";
    let err = "";
    const code = await runDigest(
      args,
      env,
      { out: (t) => (out += t), err: (t) => (err += t) },
      now,
    );
    return { code, out, err };
  }

  const settle = () => new Promise((done) => setTimeout(done, 300));

  it("sends nothing on a day off or before the morning", async () => {
    expect((await digest([], Date.parse("2026-11-28T10:00:00+05:30"))).out).toContain(
      "not a working day",
    );
    expect((await digest([], Date.parse("2026-11-30T07:00:00+05:30"))).out).toContain("Too early");
    await settle();
    expect(mails).toEqual([]);
  });

  it("e-mails each colleague who accepted what is late and what is due, once a day", async () => {
    const sent = await digest([], monday);
    expect(sent.code).toBe(0);
    expect(sent.out).toContain(
      "Inbox: 1 inquiry past the promise, 1 follow-up due: sent to 1 of 1",
    );
    await settle();
    expect(mails.map((mail) => mail.to)).toEqual([["maria@studio.example"]]);
    const text = mails[0]!.data.replace(/=\r?\n/g, "");
    expect(text).toContain("Monday 30 November 2026");
    expect(text).toContain(`#${ids[0]} A flight trainer`);
    expect(text).toMatch(/waiting over 2 business days, assigned to Maria Keller/);
    expect(text).toContain(`https://www.studio.example/inbox/${ids[0]}`);
    expect(text).toContain(`#${ids[1]} A port to consoles`);
    expect(text).toContain("follow up on Monday 30 November 2026, not assigned");
    expect(text).not.toContain("Answered already");

    // A later run that morning sends nothing more; the audit log says it was sent.
    const again = await digest([], monday + 3_600_000);
    expect(again.out).toContain("was sent already");
    await settle();
    expect(mails).toHaveLength(1);
    const handle = openDatabase({ dataDir });
    try {
      const [entry] = await new InboxStore(handle).audit({ limit: 1 });
      expect(entry).toMatchObject({ actor: "the morning digest", action: "inbox.digest-sent" });
      expect(entry!.detail).toMatch(
        /^2026-11-30: 1 past the promise, 1 follow-ups due, to 1 person$/,
      );
    } finally {
      await handle.close();
    }
  });

  it("refuses without SMTP, through the command line", async () => {
    let err = "";
    const code = await run(
      ["digest"],
      { DATA_DIR: dataDir },
      { out: () => {}, err: (t) => (err += t) },
    );
    expect(code).toBe(1);
    expect(err).toContain("E-mail is not set up");
  });
});
