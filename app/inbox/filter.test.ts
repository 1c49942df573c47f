import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filterSearch, readFilter, statuses } from "./filter";

describe("the inbox's filters from a URL", () => {
  it("reads what it knows and drops the rest, whatever the query holds", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            "status",
            "inquiryType",
            "serviceType",
            "from",
            "to",
            "assignee",
            "q",
            "page",
            "after",
            "before",
            "x",
          ),
          fc.string({ maxLength: 300 }),
        ),
        (entries) => {
          const { query, filter, place } = readFilter(new URLSearchParams(entries));
          if (filter.status) expect(statuses).toContain(filter.status);
          for (const key of ["inquiryType", "serviceType"] as const) {
            if (filter[key]) expect(filter[key]).toMatch(/^[a-z0-9][a-z0-9-]*$/i);
          }
          if (filter.from) expect(Number.isNaN(filter.from.getTime())).toBe(false);
          if (filter.to) expect(Number.isNaN(filter.to.getTime())).toBe(false);
          if (typeof filter.assignee === "number")
            expect(Number.isInteger(filter.assignee)).toBe(true);
          if (filter.search) expect(filter.search.length).toBeLessThanOrEqual(200);
          expect(Number.isInteger(place.page) && place.page >= 1).toBe(true);
          if (typeof filter.assignee === "number") expect(filter.assignee).toBeLessThan(2 ** 31);
          // A page link that is there and not a cursor is reported, never passed on.
          for (const key of ["after", "before"] as const) {
            if (key in entries && !place[key]) expect(place.invalid).toBe(true);
          }
          // What it wrote back reads the same.
          expect(readFilter(new URLSearchParams(filterSearch(query).slice(1))).query).toEqual(
            query,
          );
        },
      ),
    );
  });

  it("carries a cursor in the page links, and reports one that is not", () => {
    const cursor = { at: "2026-11-30T09:15:00.123456Z", id: 42 };
    const query = readFilter(new URLSearchParams("status=new")).query;
    const link = filterSearch(query, { after: cursor });
    expect(link).toBe("?status=new&after=2026-11-30T09%3A15%3A00.123456Z_42");
    expect(readFilter(new URLSearchParams(link.slice(1))).place).toEqual({
      page: 1,
      after: cursor,
      invalid: false,
    });
    for (const bad of [
      "after=x",
      "before=",
      "after=2026-11-30T09:15:00Z_1&before=2026-11-30T09:15:00Z_2",
    ]) {
      expect(readFilter(new URLSearchParams(bad)).place.invalid, bad).toBe(true);
    }
    // An assignee beyond PostgreSQL's integer is dropped (it was an error there).
    expect(readFilter(new URLSearchParams("assignee=9999999999")).filter.assignee).toBeUndefined();
  });

  it("takes days as UTC and the end day inclusively", () => {
    const { filter } = readFilter(new URLSearchParams("from=2026-01-01&to=2026-01-31"));
    expect(filter.from?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(filter.to?.toISOString()).toBe("2026-02-01T00:00:00.000Z");
    expect(readFilter(new URLSearchParams("from=2026-02-30")).filter.from).toBeUndefined();
  });
});
