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
            "x",
          ),
          fc.string({ maxLength: 300 }),
        ),
        (entries) => {
          const { query, filter, page } = readFilter(new URLSearchParams(entries));
          if (filter.status) expect(statuses).toContain(filter.status);
          for (const key of ["inquiryType", "serviceType"] as const) {
            if (filter[key]) expect(filter[key]).toMatch(/^[a-z0-9][a-z0-9-]*$/i);
          }
          if (filter.from) expect(Number.isNaN(filter.from.getTime())).toBe(false);
          if (filter.to) expect(Number.isNaN(filter.to.getTime())).toBe(false);
          if (typeof filter.assignee === "number")
            expect(Number.isInteger(filter.assignee)).toBe(true);
          if (filter.search) expect(filter.search.length).toBeLessThanOrEqual(200);
          expect(Number.isInteger(page) && page >= 1).toBe(true);
          // What it wrote back reads the same.
          expect(readFilter(new URLSearchParams(filterSearch(query).slice(1))).query).toEqual(
            query,
          );
        },
      ),
    );
  });

  it("takes days as UTC and the end day inclusively", () => {
    const { filter } = readFilter(new URLSearchParams("from=2026-01-01&to=2026-01-31"));
    expect(filter.from?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(filter.to?.toISOString()).toBe("2026-02-01T00:00:00.000Z");
    expect(readFilter(new URLSearchParams("from=2026-02-30")).filter.from).toBeUndefined();
  });
});
