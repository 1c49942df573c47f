import { handledByHand } from "../app/inbox/business-hours";
import type { Status } from "../app/inbox/filter";
import type { InboxStore } from "./inbox-store";

/**
 * A bulk action of the inbox's list (decision 0028) in one transaction: every
 * selected inquiry must exist, or nothing changes. Each inquiry that changes
 * gets its own history entry, worded as a single change is
 * (`inquiry.status`, `inquiry.assigned`), and one entry says what was done to
 * how many (`inquiries.bulk-status`, `inquiries.bulk-assigned`).
 */
export type BulkOutcome =
  { ok: true; changed: BulkChanged[]; unchanged: number } | { ok: false; missing: number[] };

/** An inquiry the action changed, with what the assignment notice needs. */
export interface BulkChanged {
  id: number;
  subject: string;
  fullName: string;
}

export interface BulkActor {
  staffId: number;
  /** The person's address, as the audit log names people. */
  actor: string;
}

export async function bulkChange(
  inbox: InboxStore,
  ids: readonly number[],
  change:
    | { kind: "status"; status: Status }
    | { kind: "assign"; assignee: { id: number; email: string } | null },
  by: BulkActor,
): Promise<BulkOutcome> {
  return inbox.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("contactSubmissions")
      .select(["id", "status", "assigneeId", "subject", "fullName"])
      .where("id", "in", ids)
      .orderBy("id")
      .execute();
    const found = new Set(rows.map((row) => Number(row.id)));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) return { ok: false, missing };

    const changing =
      change.kind === "status"
        ? rows.filter((row) => row.status !== change.status)
        : rows.filter(
            (row) =>
              (row.assigneeId === null ? null : Number(row.assigneeId)) !==
              (change.assignee?.id ?? null),
          );
    const changedIds = changing.map((row) => Number(row.id));
    const entry = (submissionId: number | null, action: string, detail: string) => ({
      submissionId,
      staffId: by.staffId,
      actor: by.actor,
      action,
      detail,
    });
    if (changedIds.length > 0) {
      if (change.kind === "status") {
        // Those that stop waiting for the studio were handled now (handledByHand).
        const now = new Date();
        const handled = changing.filter(
          (row) => "waitingSince" in handledByHand(row.status, change.status, now),
        );
        const handledIds = new Set(handled.map((row) => Number(row.id)));
        for (const [group, fields] of [
          [changedIds.filter((id) => handledIds.has(id)), { waitingSince: now.toISOString() }],
          [changedIds.filter((id) => !handledIds.has(id)), {}],
        ] as const) {
          if (group.length === 0) continue;
          await trx
            .updateTable("contactSubmissions")
            .set({ status: change.status, ...fields })
            .where("id", "in", group)
            .execute();
        }
        await trx
          .insertInto("inboxAudit")
          .values(
            changing.map((row) =>
              entry(Number(row.id), "inquiry.status", `${row.status} → ${change.status}`),
            ),
          )
          .execute();
        await trx
          .insertInto("inboxAudit")
          .values(entry(null, "inquiries.bulk-status", `${changedIds.length} → ${change.status}`))
          .execute();
      } else {
        const to = change.assignee?.email ?? "nobody";
        await trx
          .updateTable("contactSubmissions")
          .set({ assigneeId: change.assignee?.id ?? null })
          .where("id", "in", changedIds)
          .execute();
        await trx
          .insertInto("inboxAudit")
          .values(changing.map((row) => entry(Number(row.id), "inquiry.assigned", `to ${to}`)))
          .execute();
        await trx
          .insertInto("inboxAudit")
          .values(entry(null, "inquiries.bulk-assigned", `${changedIds.length} to ${to}`))
          .execute();
      }
    }
    return {
      ok: true,
      changed: changing.map((row) => ({
        id: Number(row.id),
        subject: row.subject,
        fullName: row.fullName,
      })),
      unchanged: rows.length - changing.length,
    };
  });
}
