import { describe, expect, it } from "vitest";
import { sameMeaning } from "./content-meaning";

const post = (front: string, body: string) => `---\n${front}\n---\n${body}\n`;

describe("sameMeaning", () => {
  it("holds for the same data written differently, and a body that draws the same HTML", () => {
    expect(sameMeaning("title: 'A'\ntags: [x]\n", "title: A\ntags:\n  - x\n", "yaml")).toBe(true);
    expect(
      sameMeaning(post("title: A", "- one\n- two"), post("title: A", "* one\n* two"), "markdown"),
    ).toBe(true);
  });

  it("fails for changed data, and for a body that draws other HTML", () => {
    expect(sameMeaning("title: A\n", "title: B\n", "yaml")).toBe(false);
    expect(sameMeaning("n: '1'\n", "n: 1\n", "yaml")).toBe(false);
    expect(sameMeaning(post("title: A", "x"), post("title: B", "x"), "markdown")).toBe(false);
    // A loose list made tight: its items lose their paragraphs.
    expect(
      sameMeaning(post("title: A", "- one\n\n- two"), post("title: A", "* one\n* two"), "markdown"),
    ).toBe(false);
  });
});
