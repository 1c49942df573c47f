import { describe, expect, it } from "vitest";
import { controlProps, optionsHtml } from "./forms";

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

describe("controlProps (what assistive technology reads of a field)", () => {
  const field = {
    id: "inquiry-email",
    name: "email",
    descriptionId: "inquiry-email-description",
    errorId: "inquiry-email-error",
  };

  it("describes a valid field by its hint only, and does not mark it invalid", () => {
    expect(controlProps(field, true)).toEqual({
      id: "inquiry-email",
      name: "email",
      "aria-invalid": undefined,
      "aria-describedby": "inquiry-email-description",
    });
    expect(controlProps(field, false)["aria-describedby"]).toBeUndefined();
  });

  it("marks a field with errors invalid and describes it by its hint, then its error", () => {
    const invalid = { ...field, errors: ["Please enter a valid email address."] };
    expect(controlProps(invalid, true)).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "inquiry-email-description inquiry-email-error",
    });
    expect(controlProps(invalid, false)["aria-describedby"]).toBe("inquiry-email-error");
    expect(controlProps({ ...field, errors: [] }, false)["aria-invalid"]).toBeUndefined();
  });
});
