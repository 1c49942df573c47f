import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inquiryFormView } from "~/content/contact/form";
import { loadContent } from "~/content/load.server";
import { optionValues } from "./copy";
import { fieldNames, fieldSpec, inquiryFields } from "./fields";
import { parseContactForm, toInquiryFields } from "./schema";
import { isSafeLine, isSafeText } from "./text";

/**
 * Properties of the inquiry schema over random forms: any field values (any
 * Unicode, control and bidirectional characters, lone surrogates, sizes past
 * every limit, option values that exist and that do not). Parsing never
 * throws, and whatever it accepts is what the store may hold.
 * FUZZ_SEED replays a run; the seed is printed.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261125);
/** The rules of the form as the content gives them (the options each select accepts). */
const rules = inquiryFormView(loadContent());
const runs = Number(process.env.FUZZ_SCHEMA_RUNS ?? 3000);

const nasty = fc.constantFrom(
  "\u0000",
  "\u0007",
  "\t",
  "\n",
  "\r\n",
  "\u007f",
  "\u0085",
  "\u009b",
  "\u200e",
  "\u200f",
  "\u202a",
  "\u202e",
  "\u2066",
  "\u2069",
  "\u2028",
  "\ufeff",
  "\ud800",
  "<script>",
  "=cmd|",
  "@",
  " ",
);
const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc
    .array(fc.oneof(nasty, fc.string({ maxLength: 5 })), { maxLength: 12 })
    .map((parts) => parts.join("")),
  fc.integer({ min: 0, max: 6000 }).map((length) => "x".repeat(length)),
  fc.emailAddress(),
);

/** A value for `name`: often a plausible one (a listed option, a valid e-mail), often anything. */
function valueFor(name: (typeof fieldNames)[number]) {
  const spec = fieldSpec(name);
  const plausible =
    spec.kind === "select"
      ? fc.constantFrom(...optionValues(rules.fields[name]))
      : spec.kind === "checkbox"
        ? fc.constantFrom("on", "off", "true")
        : spec.kind === "email"
          ? fc.emailAddress()
          : fc.string({ minLength: spec.min ?? 1, maxLength: spec.max });
  return fc.option(fc.oneof(plausible, text), { nil: undefined });
}

/** A valid inquiry; each case keeps most of its fields and replaces some. */
const valid: Record<string, string> = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  inquiryType: optionValues(rules.fields.inquiryType)[0]!,
  subject: "Flight trainer",
  message: "We need a VR drone trainer for 40 cadets.",
};

const form = fc.record(
  Object.fromEntries(
    fieldNames.map((name) => [
      name,
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(valid[name]) },
        { weight: 2, arbitrary: valueFor(name) },
      ),
    ]),
  ) as Record<string, fc.Arbitrary<string | undefined>>,
);

describe(`the inquiry schema under random input (seed ${seed}, ${runs} cases)`, () => {
  it("never throws, and accepts only what fits every field's rules", () => {
    let accepted = 0;
    fc.assert(
      fc.property(form, (values) => {
        const data = new FormData();
        for (const [name, value] of Object.entries(values))
          if (value !== undefined) data.set(name, value);
        const submission = parseContactForm(data, rules);
        if (submission.status !== "success") return;
        accepted += 1;
        const stored = toInquiryFields(submission.value);
        for (const name of fieldNames) {
          const spec = fieldSpec(name);
          const value = stored[name];
          if (spec.kind === "checkbox") {
            expect(typeof value).toBe("boolean");
            continue;
          }
          expect(typeof value).toBe("string");
          const string = value as string;
          if (spec.required) expect(string.length).toBeGreaterThan(0);
          expect(string).toBe(string.trim());
          if (spec.kind === "select") {
            expect(string === "" || optionValues(rules.fields[name]).includes(string)).toBe(true);
            continue;
          }
          expect(string.length).toBeLessThanOrEqual(spec.max);
          if (string && spec.min) expect(string.length).toBeGreaterThanOrEqual(spec.min);
          expect(spec.kind === "textarea" ? isSafeText(string) : isSafeLine(string)).toBe(true);
          if (string && spec.kind === "email") expect(string).toContain("@");
        }
        // What was accepted is accepted again as it is stored (the CLI and exports re-read it).
        const again = new FormData();
        for (const name of fieldNames) {
          const value = stored[name];
          if (value !== "" && value !== false)
            again.set(name, value === true ? "on" : String(value));
        }
        expect(parseContactForm(again, rules).status).toBe("success");
      }),
      { seed, numRuns: runs },
    );
    console.info(`schema fuzz: ${runs} cases, ${accepted} accepted, seed ${seed}`);
    expect(accepted).toBeGreaterThan(0);
    expect(inquiryFields.message.max).toBe(5000);
  });
});
