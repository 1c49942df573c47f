import { describe, expect, it } from "vitest";
import { inquiryFormView } from "~/content/contact/form";
import { loadContent } from "~/content/load.server";
import { fill, optionValues, type InquiryRules } from "./copy";
import { inquiryFields, type FieldName } from "./fields";
import { parseContactForm, postedValues, requiredFields, toInquiryFields } from "./schema";

/** The form's rules as the content gives them (content/forms/inquiry.yaml). */
const rules = inquiryFormView(loadContent());
const { messages } = rules;
/** A value each select offers (its first option), so no option is pinned here. */
const offered = (name: FieldName) => optionValues(rules.fields[name])[0]!;

const limits = {
  fullName: inquiryFields.fullName.max,
  email: inquiryFields.email.max,
  phone: inquiryFields.phone.max,
  company: inquiryFields.company.max,
  subject: inquiryFields.subject.max,
  message: inquiryFields.message.max,
};

const valid = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+91 80 4718 2290",
  company: "Analytical Engines Ltd",
  country: offered("country"),
  inquiryType: offered("inquiryType"),
  serviceType: offered("serviceType"),
  budget: offered("budget"),
  timeline: offered("timeline"),
  subject: "Flight trainer for a drone academy",
  message: "We need a VR drone trainer for 40 cadets, delivered before March.",
  consent: "on",
  idempotencyKey: "k3Jd9Qm2Lx8Vb7Nc",
} as const;

type Fields = Partial<Record<keyof typeof valid | "website", string>>;

function parse(fields: Fields, using: InquiryRules = rules) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(name, value);
  }
  return parseContactForm(form, using);
}

function errorsOf(fields: Fields) {
  const submission = parse(fields);
  expect(submission.status).toBe("error");
  return submission.status === "error" ? submission.errors : {};
}

describe("contactSchema", () => {
  it("accepts a complete inquiry and types every field", () => {
    const submission = parse(valid);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(toInquiryFields(submission.value)).toEqual({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+91 80 4718 2290",
      company: "Analytical Engines Ltd",
      country: valid.country,
      inquiryType: valid.inquiryType,
      subject: "Flight trainer for a drone academy",
      message: "We need a VR drone trainer for 40 cadets, delivered before March.",
      budget: valid.budget,
      timeline: valid.timeline,
      serviceType: valid.serviceType,
      consent: true,
    });
    expect(submission.value.idempotencyKey).toBe(valid.idempotencyKey);
  });

  it("accepts only the required fields; optional ones become empty strings and consent false", () => {
    const submission = parse({
      fullName: "Ada",
      email: "ada@example.com",
      inquiryType: valid.inquiryType,
      subject: "Hello",
      message: "A short but real question.",
      phone: "",
      company: "",
      country: "",
      budget: "",
      timeline: "",
      serviceType: "",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const fields = toInquiryFields(submission.value);
    expect(fields).toMatchObject({
      phone: "",
      company: "",
      country: "",
      budget: "",
      timeline: "",
      serviceType: "",
      consent: false,
    });
  });

  it("trims surrounding whitespace", () => {
    const submission = parse({
      ...valid,
      fullName: "  Ada Lovelace \n",
      email: " ada@example.com ",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.fullName).toBe("Ada Lovelace");
    expect(submission.value.email).toBe("ada@example.com");
  });

  it.each(["fullName", "email", "inquiryType", "subject", "message"] as const)(
    "requires %s (missing, empty or blank)",
    (name) => {
      for (const value of [undefined, "", "   "]) {
        const errors = errorsOf({ ...valid, [name]: value });
        expect(Object.keys(errors)).toEqual([name]);
        expect(errors[name]).toHaveLength(1);
      }
    },
  );

  it.each(["phone", "company", "country", "serviceType", "budget", "timeline", "consent"] as const)(
    "does not require %s",
    (name) => {
      expect(parse({ ...valid, [name]: undefined }).status).toBe("success");
    },
  );

  it.each([
    "plainaddress",
    "ada@",
    "@example.com",
    "ada@example",
    "ada example@example.com",
    "ada@@example.com",
  ])("rejects the email %s", (email) => {
    expect(errorsOf({ ...valid, email }).email).toEqual([messages.email]);
  });

  it.each([
    ["fullName", limits.fullName],
    ["email", limits.email],
    ["phone", limits.phone],
    ["company", limits.company],
    ["subject", limits.subject],
    ["message", limits.message],
  ] as const)("bounds %s at %i characters", (name, max) => {
    const atLimit =
      name === "email"
        ? `${"a".repeat(64)}@${"b".repeat(max - 64 - 1 - 4)}.com`
        : name === "phone"
          ? "+".padEnd(max, "9")
          : "x".repeat(max);
    expect(atLimit).toHaveLength(max);
    expect(parse({ ...valid, [name]: atLimit }).status).toBe("success");
    const over = name === "email" ? `a${atLimit}` : `${atLimit}9`;
    expect(errorsOf({ ...valid, [name]: over })[name]?.[0]).toBe(
      fill(messages.tooLong, { noun: rules.fields[name].noun!, max }),
    );
  });

  it("asks for a message of at least 10 characters", () => {
    expect(errorsOf({ ...valid, message: "Hi there!" }).message).toEqual([
      fill(messages.tooShort, { min: 10 }),
    ]);
    expect(parse({ ...valid, message: "Hi there!!" }).status).toBe("success");
  });

  it("names what is missing in the field's own words", () => {
    expect(errorsOf({ ...valid, fullName: "" }).fullName).toEqual([
      fill(messages.required, { noun: rules.fields.fullName.noun! }),
    ]);
  });

  it.each(["country", "inquiryType", "serviceType", "budget", "timeline"] as const)(
    "accepts every listed %s, and nothing else",
    (name) => {
      for (const value of optionValues(rules.fields[name]))
        expect(parse({ ...valid, [name]: value }).status, value).toBe("success");
      for (const value of ["not-an-option", `${valid[name]}-x`, " "]) {
        const errors = errorsOf({ ...valid, [name]: value });
        expect(Object.keys(errors), value).toEqual([name]);
        expect(errors[name]).toEqual([rules.fields[name].choose ?? messages.choose]);
      }
    },
  );

  it("follows the content: an option added to the list is accepted, with no code change", () => {
    const inquiryType = rules.fields.inquiryType;
    const extended: InquiryRules = {
      ...rules,
      fields: {
        ...rules.fields,
        inquiryType: {
          ...inquiryType,
          options: [...(inquiryType.options ?? []), { value: "workshop", label: "A workshop" }],
        },
      },
    };
    expect(parse({ ...valid, inquiryType: "workshop" }).status).toBe("error");
    expect(parse({ ...valid, inquiryType: "workshop" }, extended).status).toBe("success");
  });

  it("reads consent from the checkbox", () => {
    const ticked = parse({ ...valid, consent: "on" });
    const unticked = parse({ ...valid, consent: undefined });
    expect(ticked.status === "success" && ticked.value.consent).toBe(true);
    expect(unticked.status === "success" && unticked.value.consent).toBe(false);
  });

  it("accepts names and text in any script", () => {
    const names = [
      "José Ñúñez",
      "Zoë Ørsted-Łukasik",
      "अनन्या शर्मा",
      "王小明",
      "محمد العلي",
      "Ólafur 🚀",
    ];
    for (const fullName of names) {
      const submission = parse({ ...valid, fullName, message: `${fullName} — नमस्ते, 你好, مرحبا!` });
      expect(submission.status).toBe("success");
      if (submission.status === "success") expect(submission.value.fullName).toBe(fullName);
    }
  });

  it("keeps strings that look like HTML as plain text", () => {
    const message = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"';
    const submission = parse({ ...valid, subject: "<b>Bold</b> request", message });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.message).toBe(message);
    expect(submission.value.subject).toBe("<b>Bold</b> request");
  });

  it("keeps line breaks in the message but not in single-line fields", () => {
    const message = "Line one\r\nLine two\n\tindented";
    expect(parse({ ...valid, message }).status).toBe("success");
    expect(Object.keys(errorsOf({ ...valid, subject: "Hello\r\nBcc: x@example.com" }))).toEqual([
      "subject",
    ]);
    expect(Object.keys(errorsOf({ ...valid, fullName: "Ada\u0000" }))).toEqual(["fullName"]);
    expect(Object.keys(errorsOf({ ...valid, message: "Null byte \u0000 here" }))).toEqual([
      "message",
    ]);
  });

  it.each([
    ["right-to-left override", "\u202e"],
    ["left-to-right embedding", "\u202a"],
    ["first-strong isolate", "\u2068"],
    ["C1 control NEL", "\u0085"],
    ["C1 control CSI", "\u009b"],
    ["line separator", "\u2028"],
    ["right-to-left mark", "\u200f"],
  ])("refuses a %s in single-line fields", (_name, character) => {
    for (const name of ["fullName", "company", "subject"] as const) {
      expect(Object.keys(errorsOf({ ...valid, [name]: `Ada${character}Lovelace` }))).toEqual([
        name,
      ]);
    }
  });

  it("refuses overrides, isolates and C1 controls in the message, but keeps the marks right-to-left text uses", () => {
    for (const character of ["\u202e", "\u2066", "\u0085", "\u009b"]) {
      expect(Object.keys(errorsOf({ ...valid, message: `Hello there${character}!` }))).toEqual([
        "message",
      ]);
    }
    expect(parse({ ...valid, message: "שלום עולם\u200f, hello world" }).status).toBe("success");
  });

  it("rejects a malformed phone number", () => {
    expect(Object.keys(errorsOf({ ...valid, phone: "call me maybe" }))).toEqual(["phone"]);
    expect(Object.keys(errorsOf({ ...valid, phone: "123" }))).toEqual(["phone"]);
    expect(parse({ ...valid, phone: "(080) 4718-2290" }).status).toBe("success");
  });

  it("checks the idempotency key's shape but does not require it", () => {
    expect(parse({ ...valid, idempotencyKey: undefined }).status).toBe("success");
    expect(Object.keys(errorsOf({ ...valid, idempotencyKey: "short" }))).toEqual([
      "idempotencyKey",
    ]);
    expect(Object.keys(errorsOf({ ...valid, idempotencyKey: "x".repeat(65) }))).toEqual([
      "idempotencyKey",
    ]);
  });

  it("ignores fields it does not know (the honeypot is checked by the action)", () => {
    const submission = parse({ ...valid, website: "https://spam.example" });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value).not.toHaveProperty("website");
  });
});

describe("form constraints", () => {
  it("marks exactly the fields the schema requires as required", () => {
    // An empty form is refused for exactly the fields the HTML marks `required`.
    expect(Object.keys(errorsOf({})).sort()).toEqual([...requiredFields].sort());
  });

  it("makes idempotency keys the schema accepts, different every time", async () => {
    const { newIdempotencyKey } = await import("./idempotency-key");
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(parse({ ...valid, idempotencyKey: key }).status).toBe("success");
  });
});

describe("postedValues (what a refused form is drawn with again)", () => {
  it("keeps each field as posted, and nothing else", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, website: "https://spam.example" })) {
      form.set(name, value);
    }
    form.set("fullName", "  Ada  ");
    form.set("phone", "");
    const values = postedValues(form);
    // As typed (not trimmed), the box as "on"; empty, unknown and hidden fields left out.
    expect(values).toMatchObject({ fullName: "  Ada  ", email: valid.email, consent: "on" });
    expect(Object.keys(values)).not.toContain("phone");
    expect(Object.keys(values)).not.toContain("website");
    expect(Object.keys(values)).not.toContain("idempotencyKey");
  });
});
