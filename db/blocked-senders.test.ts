import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countedByStatus,
  countsTable,
  inquiry,
  key,
  openInboxDatabase,
  type InboxDatabase,
} from "../tests/setup/inbox-database";
import { BlockedSenders } from "./blocked-senders";
import { bulkChange } from "./inbox-bulk";
import { InquiryStore } from "./inquiry-store";
import { NotificationOutbox } from "./notification-outbox";

/**
 * Blocked senders and bulk actions on a real SQLite file and a real
 * PostgreSQL (decision 0028): a blocked address or domain (and its
 * subdomains) sends later inquiries to Spam, with their history saying why
 * and no notification; unblocking lets them in again; a bulk action changes
 * every selected inquiry with a history entry each and one summary, or
 * nothing at all when one of them is gone; the counts by status stay right.
 */
const engines = ["sqlite", "postgres"] as const;

describe.each(engines)("blocked senders and bulk actions on %s", (engine) => {
  let database: InboxDatabase;
  let blocked: BlockedSenders;
  /** The contact form's store, with one notification channel configured. */
  let contact: InquiryStore;
  let staffId: number;

  beforeAll(async () => {
    database = await openInboxDatabase(engine);
    blocked = new BlockedSenders(database.handle);
    contact = new InquiryStore(database.handle, ["email"]);
    staffId = (await database.staff.invite("maria@studio.example", 60_000)).staff.id;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const by = { staffId: 0, actor: "maria@studio.example" };
  const db = () => database.handle.db as Kysely<unknown>;
  const statusOf = async (id: number) => (await database.inbox.get(id))!.status;
  const pending = async () =>
    (await new NotificationOutbox(database.handle).due(new Date(Date.now() + 3_600_000), 100)).map(
      (row) => row.submissionId,
    );

  it("stores an inquiry from a blocked address as spam, says why in its history, and notifies nobody", async () => {
    const { created } = await blocked.block({
      kind: "address",
      value: "offers@cheap-links.example",
      reason: "Sells links",
      staffId,
      actor: by.actor,
    });
    expect(created).toBe(true);
    const spam = await contact.create(inquiry({ email: "Offers@Cheap-Links.example" }), key());
    expect(spam).toMatchObject({ created: true, blocked: true });
    const fine = await contact.create(inquiry({ email: "other@cheap-links.example" }), key());
    expect(fine.blocked).toBeUndefined();
    expect(await statusOf(spam.id!)).toBe("spam");
    expect(await statusOf(fine.id!)).toBe("new");
    const history = await database.inbox.audit({ submissionId: spam.id! });
    expect(history.map((entry) => [entry.actor, entry.action, entry.detail])).toEqual([
      ["the blocked senders list", "inquiry.sender-blocked", "address offers@cheap-links.example"],
    ]);
    const due = await pending();
    expect(due).toContain(fine.id);
    expect(due).not.toContain(spam.id);
    // The counts the tabs show follow the stored status.
    expect(await countsTable(db())).toEqual(await countedByStatus(db()));
  });

  it("blocks a domain with its subdomains, not a domain that only ends the same way", async () => {
    await blocked.block({
      kind: "domain",
      value: "spam.example",
      reason: "",
      staffId,
      actor: by.actor,
    });
    const sub = await contact.create(inquiry({ email: "a@mail.spam.example" }), key());
    const same = await contact.create(inquiry({ email: "b@spam.example" }), key());
    const lookalike = await contact.create(inquiry({ email: "c@notspam.example" }), key());
    expect([sub.blocked, same.blocked, lookalike.blocked]).toEqual([true, true, undefined]);
    expect(await statusOf(lookalike.id!)).toBe("new");
    expect((await blocked.blockedBy("x@MAIL.spam.example"))?.value).toBe("spam.example");
  });

  it("keeps one entry per address or domain, lists the newest first, and unblocks", async () => {
    const again = await blocked.block({
      kind: "domain",
      value: "spam.example",
      reason: "twice",
      staffId,
      actor: by.actor,
    });
    expect(again.created).toBe(false);
    expect(again.sender.reason).toBe("");
    const list = await blocked.list();
    expect(list.map((entry) => [entry.kind, entry.value, entry.staffId])).toEqual([
      ["domain", "spam.example", staffId],
      ["address", "offers@cheap-links.example", staffId],
    ]);
    expect(list[1]!.reason).toBe("Sells links");
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await blocked.unblock(list[0]!.id))?.value).toBe("spam.example");
    expect(await blocked.unblock(list[0]!.id)).toBeUndefined();
    const after = await contact.create(inquiry({ email: "b@spam.example" }), key());
    expect(after.blocked).toBeUndefined();
    expect(await statusOf(after.id!)).toBe("new");
    // A retry of a stored inquiry stores nothing, blocked or not.
    expect(await contact.create(inquiry(), "same-key")).toMatchObject({ created: true });
    expect(await contact.create(inquiry(), "same-key")).toEqual({ created: false, id: null });
  });

  it("changes every selected inquiry in one go, each with its history entry and one summary", async () => {
    const ids: number[] = [];
    for (let n = 0; n < 3; n++) {
      ids.push((await database.inquiries.create(inquiry({ subject: `Bulk ${n}` }), key())).id!);
    }
    await database.inbox.setStatus(ids[0]!, "archived");
    const actor = { staffId, actor: by.actor };
    const outcome = await bulkChange(
      database.inbox,
      ids,
      { kind: "status", status: "archived" },
      actor,
    );
    expect(outcome).toEqual({
      ok: true,
      changed: [ids[1], ids[2]].map((id, n) => ({
        id,
        subject: `Bulk ${n + 1}`,
        fullName: "Ada Lovelace",
      })),
      unchanged: 1,
    });
    for (const id of ids) expect(await statusOf(id)).toBe("archived");
    const entries = await database.inbox.audit({ limit: 10 });
    expect(
      entries.slice(0, 3).map((entry) => [entry.submissionId, entry.action, entry.detail]),
    ).toEqual([
      [null, "inquiries.bulk-status", "2 → archived"],
      [ids[2], "inquiry.status", "new → archived"],
      [ids[1], "inquiry.status", "new → archived"],
    ]);
    expect(await countsTable(db())).toEqual(await countedByStatus(db()));

    const assigned = await bulkChange(
      database.inbox,
      ids,
      { kind: "assign", assignee: { id: staffId, email: "maria@studio.example" } },
      actor,
    );
    expect(assigned).toMatchObject({ ok: true, unchanged: 0 });
    for (const id of ids) expect((await database.inbox.get(id))!.assigneeId).toBe(staffId);
    const [summary] = await database.inbox.audit({ limit: 1 });
    expect(summary).toMatchObject({
      action: "inquiries.bulk-assigned",
      detail: "3 to maria@studio.example",
    });
    const history = await database.inbox.audit({ submissionId: ids[1]! });
    expect(history.map((entry) => entry.action)).toEqual(["inquiry.assigned", "inquiry.status"]);
  });

  it("changes nothing when one of the selected inquiries is gone", async () => {
    const kept = (await database.inquiries.create(inquiry(), key())).id!;
    const erased = (await database.inquiries.create(inquiry(), key())).id!;
    await database.inbox.erase(erased);
    const entries = (await database.inbox.audit({ limit: 500 })).length;
    const outcome = await bulkChange(
      database.inbox,
      [kept, erased, 2_000_000_000],
      { kind: "status", status: "spam" },
      { staffId, actor: by.actor },
    );
    expect(outcome).toEqual({ ok: false, missing: [erased, 2_000_000_000] });
    expect(await statusOf(kept)).toBe("new");
    expect((await database.inbox.audit({ limit: 500 })).length).toBe(entries);
  });
});
