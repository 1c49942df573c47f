import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiry, key } from "../tests/setup/inbox-database";
import { freshDatabase, startPostgres, type TestPostgres } from "../tests/setup/postgres";
import { migrate, openDatabase, type DatabaseHandle } from "./database";
import { InboxStore } from "./inbox-store";
import { InquiryMessagesStore, type SentReply } from "./inquiry-messages-store";
import { InquiryStore } from "./inquiry-store";
import { StaffStore } from "./staff-store";

/**
 * An inquiry's e-mail thread on a real SQLite file and a real PostgreSQL
 * (migration 0008): a reply recorded with the status and the audit in one
 * transaction, the thread oldest first, one message per Message-ID and per
 * form, and the thread erased with its inquiry, by the inbox or by address.
 */
const engines = ["sqlite", "postgres"] as const;

describe.each(engines)("an inquiry's e-mails on %s", (engine) => {
  let postgres: TestPostgres | undefined;
  let handle: DatabaseHandle;
  let dataDir: string;
  let messages: InquiryMessagesStore;
  let inbox: InboxStore;
  let inquiries: InquiryStore;
  let staffId: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "studio-replies-db-"));
    // In this worktree's port range (8600-8699), apart from the other suites' clusters.
    if (engine === "postgres") postgres = await startPostgres({ basePort: 8640 });
    const databaseUrl = postgres ? await freshDatabase(postgres.url) : undefined;
    handle = openDatabase({ databaseUrl, dataDir });
    await migrate(handle);
    messages = new InquiryMessagesStore(handle);
    inbox = new InboxStore(handle);
    inquiries = new InquiryStore(handle);
    const { staff } = await new StaffStore(handle).invite("sam@studio.example", 60_000);
    staffId = staff.id;
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const newInquiry = async (email = "ada@example.com") =>
    (await inquiries.create(inquiry({ email }), key())).id!;
  const reply = (submissionId: number, overrides: Partial<SentReply> = {}): SentReply => ({
    submissionId,
    staffId,
    author: "Sam Carter",
    subject: "Re: A flight trainer",
    body: "Hello Ada,\n\n> We need a drone trainer.",
    messageId: `<${key()}@studio.example>`,
    inReplyTo: null,
    replyToken: "0123456789abcdef0123",
    clientKey: null,
    actor: "sam@studio.example",
    ...overrides,
  });

  it("records a reply with the status and the audit, and keeps the thread oldest first", async () => {
    const id = await newInquiry();
    await inbox.setStatus(id, "in-progress");
    const first = reply(id, { clientKey: "7f1c2a4e-0000-4000-8000-000000000001" });
    expect(await messages.recordReply(first)).toBe("in-progress");
    expect((await inbox.get(id))?.status).toBe("replied");
    const second = reply(id, { body: "And one more thing.", inReplyTo: first.messageId });
    expect(await messages.recordReply(second)).toBe("replied");

    const thread = await messages.thread(id);
    expect(thread.map((m) => [m.direction, m.author, m.body, m.inReplyTo])).toEqual([
      ["out", "Sam Carter", first.body, null],
      ["out", "Sam Carter", "And one more thing.", first.messageId],
    ]);
    expect(thread[0]!.messageId).toBe(first.messageId);
    expect(thread[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await messages.tokenOf(id)).toBe("0123456789abcdef0123");
    expect((await messages.byClientKey(first.clientKey!))?.id).toBe(thread[0]!.id);
    expect(await messages.byClientKey("7f1c2a4e-0000-4000-8000-00000000ffff")).toBeUndefined();

    // Two replies, one status change; never the words written or the address, but each
    // reply's Message-ID and a digest of its text, to match a mail server's record.
    const audit = await inbox.audit({ submissionId: id });
    const replied = (message: SentReply) =>
      expect.stringMatching(
        new RegExp(
          `^by e-mail from the inbox \\(Message-ID ${message.messageId.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, text sha256 [0-9a-f]{16}\\)$`,
        ),
      );
    expect(audit.map((entry) => [entry.action, entry.detail])).toEqual([
      ["inquiry.replied", replied(second)],
      ["inquiry.status", "in-progress → replied"],
      ["inquiry.replied", replied(first)],
    ]);
    expect(JSON.stringify(audit)).not.toContain("drone trainer");
    expect(JSON.stringify(audit)).not.toContain("ada@example.com");
  });

  it("stores one message per Message-ID and per form, and nothing for an inquiry that is gone", async () => {
    const id = await newInquiry();
    const once = reply(id, { clientKey: "7f1c2a4e-0000-4000-8000-000000000002" });
    await messages.recordReply(once);
    await expect(messages.recordReply(reply(id, { messageId: once.messageId }))).rejects.toThrow();
    await expect(
      messages.recordReply(reply(id, { clientKey: "7f1c2a4e-0000-4000-8000-000000000002" })),
    ).rejects.toThrow();
    // The failed transactions left neither a message nor an audit entry.
    expect(await messages.thread(id)).toHaveLength(1);
    expect(await inbox.audit({ submissionId: id })).toHaveLength(2);

    expect(await messages.recordReply(reply(987_654))).toBeUndefined();
    expect(await messages.thread(987_654)).toEqual([]);
    expect(await inbox.audit({ submissionId: 987_654 })).toEqual([]);
  });

  it("claims a reply's place before it is sent: not shown, taken for the same form, given up or marked sent", async () => {
    const id = await newInquiry("claims@example.com");
    const claimed = reply(id, { clientKey: "7f1c2a4e-0000-4000-8000-00000000c1a1" });
    expect(await messages.claimReply(claimed)).toBe("claimed");
    expect(await messages.thread(id)).toEqual([]);
    expect(await messages.byClientKey(claimed.clientKey!)).toMatchObject({ sent: false });
    // The same form's other post finds it taken; a claim on an erased inquiry is refused.
    expect(await messages.claimReply(reply(id, { clientKey: claimed.clientKey }))).toBe("taken");
    expect(await messages.claimReply(reply(987_655))).toBeUndefined();
    // The mail server refused it: its place goes, and the form may be sent again.
    await messages.releaseReply(claimed.messageId);
    expect(await messages.byClientKey(claimed.clientKey!)).toBeUndefined();
    const again = reply(id, { clientKey: claimed.clientKey });
    expect(await messages.claimReply(again)).toBe("claimed");
    expect(await messages.recordReply(again)).toBe("new");
    const thread = await messages.thread(id);
    expect(thread.map((message) => message.messageId)).toEqual([again.messageId]);
    expect(await messages.byClientKey(again.clientKey!)).toMatchObject({ sent: true });
    // A sent reply is never given up.
    await messages.releaseReply(again.messageId);
    expect(await messages.thread(id)).toHaveLength(1);
  });

  it("erases the thread with its inquiry, from the inbox and by address", async () => {
    const db = handle.db as Kysely<unknown>;
    const count = async () =>
      Number(
        (
          await sql<{ n: number | string }>`select count(*) as n from inquiry_messages
            where body like ${"%Quillon%"}`.execute(db)
        ).rows[0]!.n,
      );
    const erased = await newInquiry("quillon@example.com");
    const byAddress = await newInquiry("quillon@example.com");
    const kept = await newInquiry("grace@example.com");
    for (const id of [erased, byAddress, kept]) {
      await messages.recordReply(reply(id, { body: `Hello Quillon, about #${id}` }));
    }
    expect(await count()).toBe(3);

    expect(await inbox.erase(erased)).toBe(true);
    expect(await messages.thread(erased)).toEqual([]);
    expect(await messages.tokenOf(erased)).toBeUndefined();
    expect(await count()).toBe(2);

    expect(await inquiries.deleteByEmail("Quillon@Example.com")).toBe(1);
    expect(await messages.thread(byAddress)).toEqual([]);
    expect(await messages.thread(kept)).toHaveLength(1);
    expect(await count()).toBe(1);
    // The audit keeps that replies were sent, never to whom or what.
    expect(JSON.stringify(await inbox.audit({ submissionId: erased }))).not.toContain("Quillon");
  });

  it("keeps a message when its author leaves the staff", async () => {
    const id = await newInquiry();
    const { staff } = await new StaffStore(handle).invite("leaver@studio.example", 60_000);
    await messages.recordReply(reply(id, { staffId: staff.id, author: "Lee Leaver" }));
    await sql`delete from staff where id = ${staff.id}`.execute(handle.db as Kysely<unknown>);
    const [message] = await messages.thread(id);
    expect(message).toMatchObject({ staffId: null, author: "Lee Leaver" });
  });
});
