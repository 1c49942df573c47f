import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_QUERY_WORDS,
  queryWords,
  searchPages,
  withinOneEdit,
  wordMatches,
  type IndexedPage,
} from "./site-search";

const pages: IndexedPage[] = [
  {
    url: "/services/simulations/defence",
    title: "Defence & Tactical Simulation",
    section: "Services",
    content:
      "Mission rehearsal, drone and equipment-handling trainers for armed forces and defence integrators.",
  },
  {
    url: "/Blackvale",
    title: "Blackvale",
    section: "Games",
    content: "A gothic horror game set in a village <b>under</b> a curse.",
  },
  {
    url: "/careers",
    title: "Careers",
    section: "Careers",
    content: "Open roles. Gameplay Programmer. Unreal Engine Developer. Technical Artist.",
  },
];

const text = (parts: { text: string }[]) => parts.map((part) => part.text).join("");

describe("the server's search (its page for /search?q= and the script's /search/results)", () => {
  it("ignores accents however they are typed, and takes one letter as a word of its own", () => {
    for (const query of ["défense", "de\u0301fense", "DÉFENCE"])
      expect(
        searchPages(pages, query).map((result) => result.url),
        query,
      ).toEqual(["/services/simulations/defence"]);
    // "c++" is "c": no page has that word, and it is not the start of every word.
    expect(searchPages(pages, "c++")).toEqual([]);
  });

  it("finds a page by the start of its words, title matches first", () => {
    const results = searchPages(pages, "defen simul");
    expect(results.map((result) => result.url)).toEqual(["/services/simulations/defence"]);
    expect(results[0]!.section).toBe("Services");
  });

  it("needs every word of the query, and forgives one typo in a long word", () => {
    expect(searchPages(pages, "gameplay programmer").map((r) => r.url)).toEqual(["/careers"]);
    expect(searchPages(pages, "gamplay programer").map((r) => r.url)).toEqual(["/careers"]);
    expect(searchPages(pages, "blackvale drone")).toEqual([]);
    // Short words must match exactly (from their start): "gane" is not "game".
    expect(searchPages(pages, "gane")).toEqual([]);
  });

  it("marks the matched words in the excerpt, and keeps the page's text as text", () => {
    const [result] = searchPages(pages, "curse");
    const marked = result!.excerpt.filter((part) => part.mark).map((part) => part.text);
    expect(marked).toEqual(["curse"]);
    // The excerpt is text: markup in the content is never markup in the result.
    expect(text(result!.excerpt)).toContain("<b>under</b>");
  });

  it("answers an empty query, or one of punctuation only, with nothing", () => {
    expect(searchPages(pages, "")).toEqual([]);
    expect(searchPages(pages, " ?!… ")).toEqual([]);
  });

  it("reads any query without throwing, at most MAX_QUERY_WORDS words of it", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (query) => {
        const words = queryWords(query);
        expect(words.length).toBeLessThanOrEqual(MAX_QUERY_WORDS);
        for (const word of words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
        for (const result of searchPages(pages, query)) {
          expect(pages.some((page) => page.url === result.url)).toBe(true);
          // An excerpt is a stretch of the page's own text (with "…" where it was cut).
          const page = pages.find((candidate) => candidate.url === result.url)!;
          for (const part of result.excerpt)
            expect(`${page.content} … `.includes(part.text.replace(/^… /, ""))).toBe(true);
        }
      }),
    );
  });

  it("finds a page by any word of its content, whatever the case", () => {
    const words = pages.flatMap((page) =>
      (page.content.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => ({ word, url: page.url })),
    );
    fc.assert(
      fc.property(fc.constantFrom(...words), fc.boolean(), ({ word, url }, upper) => {
        const query = upper ? word.toUpperCase() : word.toLowerCase();
        expect(searchPages(pages, query).map((result) => result.url)).toContain(url);
      }),
    );
  });

  it("counts one change, addition or removal as one edit, and no more", () => {
    expect(withinOneEdit("simulation", "simulatoin")).toBe(false);
    expect(withinOneEdit("simulation", "simulatin")).toBe(true);
    expect(withinOneEdit("simulation", "simulations")).toBe(true);
    expect(withinOneEdit("simulation", "simulaxion")).toBe(true);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), (word, at) => {
        const i = at % word.length;
        const removed = word.slice(0, i) + word.slice(i + 1);
        expect(withinOneEdit(word, removed)).toBe(true);
        expect(withinOneEdit(removed, word)).toBe(true);
        expect(wordMatches(word.toLowerCase(), word.toLowerCase())).toBe(true);
      }),
    );
  });
});
