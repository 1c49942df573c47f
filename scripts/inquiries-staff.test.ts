import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../db/database";
import { StaffStore } from "../db/staff-store";
import { run, type Io } from "./inquiries";

/** The operator's staff commands: invite, staff list, staff revoke (on SQLite). */
describe("npm run inquiries -- invite / staff", () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-cli-staff-"));
    env = { DATA_DIR: dataDir, SITE_URL: "https://www.studio.example" };
    // The server's database, as the server makes it when it first starts.
    const handle = openDatabase({ dataDir });
    try {
      await migrate(handle);
    } finally {
      await handle.close();
    }
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function cli(...args: string[]) {
    let out = "";
    let err = "";
    const io: Io = { out: (text) => void (out += text), err: (text) => void (err += text) };
    const code = await run(args, env, io);
    return { code, out, err };
  }

  it("invites with a one-time link on SITE_URL, lists, and revokes", async () => {
    const invited = await cli("invite", "Sales@Studio.example", "--name", "Sales desk");
    expect(invited.code).toBe(0);
    const link = /https:\/\/www\.studio\.example\/inbox\/invite\?token=([\w-]{43})/.exec(
      invited.out,
    );
    expect(link).not.toBeNull();
    expect(invited.out).toContain("valid 24 hours");

    const handle = openDatabase({ dataDir });
    try {
      await migrate(handle);
      const staff = new StaffStore(handle);
      expect((await staff.peekLink(link![1], "invite"))?.email).toBe("sales@studio.example");
    } finally {
      await handle.close();
    }

    const listed = await cli("staff", "list");
    expect(listed.out).toMatch(/sales@studio\.example\s+Sales desk\s+0\s+active/);

    const revoked = await cli("staff", "revoke", "sales@studio.example");
    expect(revoked.code).toBe(0);
    expect((await cli("staff", "list")).out).toMatch(/sales@studio\.example.*revoked/);

    const check = openDatabase({ dataDir });
    try {
      expect(await new StaffStore(check).peekLink(link![1], "invite")).toBeUndefined();
    } finally {
      await check.close();
    }
  });

  it("says which database and which address it used", async () => {
    const invited = await cli("invite", "maria@studio.example");
    expect(invited.err).toContain(`Database: SQLite database ${join(dataDir, "")}`);
    expect(invited.err).toContain("Inbox address: https://www.studio.example");
  });

  it("refuses to invite into a database that is not the server's, or without SITE_URL", async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), "studio-cli-elsewhere-"));
    try {
      env = { DATA_DIR: elsewhere, SITE_URL: "https://www.studio.example" };
      const refused = await cli("invite", "maria@studio.example");
      expect(refused.code).toBe(1);
      expect(refused.out).toBe("");
      expect(refused.err).toContain("There is no database at");
      expect(refused.err).toContain("nothing was changed");
      // Nothing was made there.
      expect(existsSync(join(elsewhere, "studio.db"))).toBe(false);
      expect(readdirSync(elsewhere)).toEqual([]);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
    env = { DATA_DIR: dataDir };
    const noSite = await cli("invite", "maria@studio.example");
    expect(noSite.code).toBe(1);
    expect(noSite.err).toContain("SITE_URL is not set");
    expect(noSite.out).toBe("");
    const handle = openDatabase({ dataDir });
    try {
      expect(await new StaffStore(handle).byEmail("maria@studio.example")).toBeUndefined();
    } finally {
      await handle.close();
    }
  });

  it("refuses what is not an address and unknown people", async () => {
    expect((await cli("invite")).code).toBe(2);
    expect((await cli("invite", "not an address")).code).toBe(2);
    expect((await cli("staff", "fire", "a@b.example")).code).toBe(2);
    const unknown = await cli("staff", "revoke", "nobody@studio.example");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("Nobody with the address");
  });
});
