import { describe, expect, it } from "vitest";
import { optionsHtml } from "./forms";

describe("optionsHtml (a select's options as markup)", () => {
  it("starts with the placeholder, then the options and the groups, escaped", () => {
    expect(
      optionsHtml(
        "Pick <one>",
        [{ value: "a&b", label: 'Say "A"' }],
        [{ label: "Games & sims", options: [{ value: "vr", label: "VR <training>" }] }],
        "",
      ),
    ).toBe(
      '<option value="" selected>Pick &lt;one&gt;</option>' +
        '<option value="a&amp;b">Say &quot;A&quot;</option>' +
        '<optgroup label="Games &amp; sims"><option value="vr">VR &lt;training&gt;</option></optgroup>',
    );
  });

  it("marks the option the form starts with (a value kept after a post without JavaScript)", () => {
    const html = optionsHtml("Choose", [{ value: "x", label: "X" }], undefined, "x");
    expect(html).toBe('<option value="">Choose</option><option value="x" selected>X</option>');
  });
});
