import { describe, expect, it } from "vitest";
import { yamlComments } from "./yaml-comments";

describe("yamlComments", () => {
  it("finds every comment of a YAML file with its line, and nothing that only looks like one", () => {
    const text = [
      "# Old addresses of the site and where they go now.",
      "redirects:",
      "  - from: /a # the old services page",
      "    to: '/b # not a comment'",
      "  # before the next one",
      "  - from: /c#section",
      "    to: |",
      "      # text of a block, not a comment",
      "# the end",
      "",
    ].join("\n");
    expect(yamlComments(text, "yaml")).toEqual([
      { line: 1, text: "Old addresses of the site and where they go now." },
      { line: 3, text: "the old services page" },
      { line: 5, text: "before the next one" },
      { line: 9, text: "the end" },
    ]);
  });

  it("reads only the front matter of a Markdown file, where a # starts a heading", () => {
    const text =
      "---\ntitle: Launch\n# drafted by Maria\ntags: []\n---\n# A heading\n\nText # not YAML\n";
    expect(yamlComments(text, "markdown")).toEqual([{ line: 3, text: "drafted by Maria" }]);
    expect(yamlComments("---\ntitle: Launch\n---\n# A heading\n", "markdown")).toEqual([]);
  });

  it("finds none in a file without comments", () => {
    expect(yamlComments("title: 'C# and #hashtags'\nitems:\n  - a#b\n", "yaml")).toEqual([]);
  });
});
