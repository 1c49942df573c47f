import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BULK_MAX, bulkDoneText, readBulk } from "./bulk";
import { statuses } from "./filter";
import { MAX_ID } from "./ids";

/** A form as the list's bulk form posts it. */
function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

const id = fc.integer({ min: 1, max: MAX_ID });

describe("the list's bulk form, parsed", () => {
  it("takes the ticked inquiries and a status, each id once, in order", () => {
    fc.assert(
      fc.property(
        fc.array(id, { minLength: 1, maxLength: BULK_MAX }),
        fc.constantFrom(...statuses),
        (ids, status) => {
          const bulk = readBulk(
            form([["bulk", status], ...ids.map((n): [string, string] => ["id", String(n)])]),
          );
          expect(bulk).toMatchObject({ ok: true, change: { kind: "status", status } });
          if (bulk.ok) expect(bulk.ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('takes the page\'s inquiries with "all on this page", whatever is ticked', () => {
    const bulk = readBulk(
      form([
        ["bulk", "archived"],
        ["all", "yes"],
        ["id", "2"],
        ["pageId", "1"],
        ["pageId", "2"],
        ["pageId", "3"],
      ]),
    );
    expect(bulk).toMatchObject({ ok: true, ids: [1, 2, 3] });
  });

  it("assigns to a colleague's id, or to nobody", () => {
    expect(
      readBulk(
        form([
          ["bulk", "assign"],
          ["assignTo", "7"],
          ["id", "1"],
        ]),
      ),
    ).toMatchObject({
      ok: true,
      change: { kind: "assign", assignee: 7 },
    });
    expect(
      readBulk(
        form([
          ["bulk", "assign"],
          ["assignTo", "none"],
          ["id", "1"],
        ]),
      ),
    ).toMatchObject({
      ok: true,
      change: { kind: "assign", assignee: null },
    });
  });

  it("keeps the list's filter to come back to, parsed as the list parses it", () => {
    const bulk = readBulk(
      form([
        ["bulk", "spam"],
        ["id", "1"],
        ["status", "new"],
        ["q", "drone"],
        ["assignee", "not-a-number"],
      ]),
    );
    expect(bulk.query).toMatchObject({ status: "new", q: "drone", assignee: "" });
  });

  it("refuses, in words, an action that does not exist, whatever it is", () => {
    fc.assert(
      fc.property(
        fc
          .string()
          .filter(
            (value) =>
              value !== "assign" &&
              value !== "block" &&
              !(statuses as readonly string[]).includes(value),
          ),
        (action) => {
          const bulk = readBulk(
            form([
              ["bulk", action],
              ["id", "1"],
            ]),
          );
          expect(bulk).toMatchObject({ ok: false });
          if (!bulk.ok) expect(bulk.error).toMatch(/^Choose what to do/);
        },
      ),
    );
    expect(readBulk(form([["id", "1"]]))).toMatchObject({ ok: false });
  });

  it("refuses a selection with anything that is not an inquiry's number", () => {
    const notAnId = fc.oneof(
      fc.string().filter((value) => !/^[1-9]\d{0,9}$/.test(value)),
      fc.bigInt({ min: BigInt(MAX_ID) + 1n, max: 10n ** 12n }).map(String),
      fc.constantFrom("0", "-1", "1.5", "1e3", " 1", "0x10", "01"),
    );
    fc.assert(
      fc.property(
        fc.array(id, { maxLength: 5 }),
        notAnId,
        fc.array(id, { maxLength: 5 }),
        (before, bad, after) => {
          const ids = [...before.map(String), bad, ...after.map(String)];
          const bulk = readBulk(
            form([["bulk", "archived"], ...ids.map((n): [string, string] => ["id", n])]),
          );
          expect(bulk).toMatchObject({ ok: false });
          if (!bulk.ok) expect(bulk.error).toMatch(/selection is not valid/);
        },
      ),
    );
  });

  it("refuses nothing selected, too many, and an assignment to no one in particular", () => {
    expect(readBulk(form([["bulk", "archived"]]))).toEqual({
      ok: false,
      error: "Select at least one inquiry first.",
      query: expect.any(Object),
    });
    // "All on this page" on an empty page is nothing selected too.
    expect(
      readBulk(
        form([
          ["bulk", "archived"],
          ["all", "yes"],
          ["id", "1"],
        ]),
      ),
    ).toMatchObject({
      ok: false,
    });
    const many = Array.from({ length: BULK_MAX + 1 }, (_, n): [string, string] => [
      "id",
      String(n + 1),
    ]);
    expect(readBulk(form([["bulk", "spam"], ...many]))).toMatchObject({ ok: false });
    fc.assert(
      fc.property(
        fc.string().filter((value) => value !== "none" && !/^[1-9]\d{0,9}$/.test(value)),
        (to) => {
          const bulk = readBulk(
            form([
              ["bulk", "assign"],
              ["assignTo", to],
              ["id", "1"],
            ]),
          );
          expect(bulk).toMatchObject({
            ok: false,
            error: "Choose the colleague to assign them to.",
          });
        },
      ),
    );
  });

  it("never throws, whatever the form holds", () => {
    const key = fc.constantFrom(
      "bulk",
      "id",
      "pageId",
      "all",
      "assignTo",
      "status",
      "q",
      "assignee",
      "from",
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string()), { maxLength: 30 }), (entries) => {
        const bulk = readBulk(form(entries));
        if (bulk.ok) {
          expect(bulk.ids.length).toBeGreaterThan(0);
          expect(bulk.ids.every((n) => Number.isInteger(n) && n >= 1 && n <= MAX_ID)).toBe(true);
        } else expect(bulk.error.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("what the list says after a bulk action", () => {
  const names = (n: number) => (n === 3 ? "Maria Keller" : undefined);
  const said = (query: string) => bulkDoneText(new URLSearchParams(query), names);

  it("says what happened to how many", () => {
    expect(said("done=archived&n=3")).toBe("3 inquiries archived.");
    expect(said("done=spam&n=1")).toBe("1 inquiry marked as spam.");
    expect(said("done=archived&n=2&same=1")).toBe(
      "2 inquiries archived. 1 other was already archived.",
    );
    expect(said("done=assigned&n=2&to=3&told=1")).toBe(
      "2 inquiries assigned to Maria Keller. An e-mail with a link is on its way to them.",
    );
    expect(said("done=unassigned&n=4&same=2")).toBe(
      "4 inquiries taken off everyone's list. 2 others were already unassigned.",
    );
  });

  it("says when nothing changed because every selected inquiry was already so", () => {
    expect(said("done=archived&n=0&same=3")).toBe(
      "Nothing changed: the 3 selected were already archived.",
    );
    expect(said("done=unassigned&n=0&same=1")).toBe(
      "Nothing changed: the selected inquiry was already unassigned.",
    );
    expect(said("done=replied&n=0&same=2")).toBe(
      "Nothing changed: the 2 selected were already replied.",
    );
  });

  it("says nothing for a link that is not an action's answer", () => {
    expect(said("")).toBeUndefined();
    expect(said("done=erased&n=1")).toBeUndefined();
    expect(said("done=archived&n=-1")).toBeUndefined();
    expect(said("done=archived&n=lots")).toBeUndefined();
  });
});
