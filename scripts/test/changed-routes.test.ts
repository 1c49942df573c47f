import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changedRoutes, routeGrep } from "./changed-routes";

const segment = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,11}$/);
const path = fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.join("/")}`);

/** The title paths Playwright matches --grep against, for one route of pages.spec.ts. */
const titlesOf = (route: string, project: string) => [
  `${project} tests/e2e/pages.spec.ts ${route} ${route}: first paint alone, accessible, clean console, complete head`,
  `${project} tests/e2e/pages.spec.ts ${route} without JavaScript ${route} without JavaScript: complete, links answer`,
];

describe("test:changed's choice of routes", () => {
  it("takes the routes whose built page is new or differs", () => {
    const before = new Map([
      ["/", "a"],
      ["/about", "b"],
    ]);
    const after = new Map([
      ["/", "a"],
      ["/about", "c"],
      ["/careers", "d"],
    ]);
    expect(changedRoutes(before, after)).toEqual(["/about", "/careers"]);
    expect(changedRoutes(new Map(), after)).toEqual(["/", "/about", "/careers"]);
  });

  it("selects exactly the tests of the chosen routes, whatever their paths", () => {
    fc.assert(
      fc.property(fc.uniqueArray(path, { minLength: 1, maxLength: 8 }), fc.nat(), (all, seed) => {
        const chosen = all.filter((_, index) => (seed >> index) & 1 || index === 0);
        const grep = new RegExp(routeGrep(chosen));
        for (const route of all)
          for (const project of ["desktop", "mobile"])
            for (const title of titlesOf(route, project))
              expect(grep.test(title), `${route} in ${title}`).toBe(chosen.includes(route));
      }),
    );
  });
});
