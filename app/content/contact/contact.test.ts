import { describe, expect, it } from "vitest";
import { optionValues } from "~/contact/copy";
import { fieldNames, fieldSpec } from "~/contact/fields";
import { loadContent } from "../load.server";
import { actionMessages, postThrottleMessage } from "./action-messages.server";
import { displayValue, fieldReportLabel } from "./fields";
import { inquiryFormView, readableValue } from "./form";
import { contactHref, inquiryTypeOptions } from "./options";
import { contactPageView } from "./page.server";
import { contactPages } from "./pages";

/**
 * The contact page's and the inquiry form's words (content/pages/contact.yaml,
 * content/forms/inquiry.yaml): what the page, the form, the action, the
 * e-mails and the CLI get from them.
 */
const content = loadContent();
const form = inquiryFormView(content);

/** Every string in a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the contact page", () => {
  it("is titled and described by its content file", () => {
    expect(contactPages(content)).toEqual([
      expect.objectContaining({ path: "/contact", module: "routes/contact.tsx", id: "contact" }),
    ]);
    expect(contactPages(content)[0]).toMatchObject(content.contact.page);
  });

  it("fills every placeholder: no {name} reaches the page", () => {
    const view = contactPageView(content);
    // The error wording stays a template: the shared schema fills it per field.
    const { messages, ...rest } = view.form;
    expect(messages).toEqual(content.inquiryForm.messages);
    expect(strings({ ...view, form: rest }).filter((text) => /\{[A-Za-z]+\}/.test(text))).toEqual(
      [],
    );
    expect(view.hero.mailLink.label).toContain(content.site.contact.email);
    expect(view.info.careersHtml).toContain(
      `<a href="mailto:${content.site.contact.careersEmail}">`,
    );
    expect(view.form.privacyHtml).toMatch(/<a href="\/PrivacyPolicy">/);
  });

  it("keeps the spec's toasts word for word (spec sections 4 and 8)", () => {
    expect(form.toasts).toEqual({
      loading: "Submitting your inquiry...",
      success: "Form Submitted Successfully!",
      failure: "Failed to submit form. Please try again.",
    });
  });
});

describe("the inquiry form's words", () => {
  it("cover every field of the table, each select with options of its own", () => {
    for (const name of fieldNames) {
      const copy = form.fields[name];
      expect(copy.label.trim(), name).not.toBe("");
      expect(copy.report.trim(), name).not.toBe("");
      const kind = fieldSpec(name).kind;
      if (kind === "select") {
        const values = optionValues(copy);
        expect(values.length, name).toBeGreaterThan(0);
        expect(new Set(values).size, name).toBe(values.length);
      } else if (kind !== "checkbox") {
        expect(copy.noun?.trim(), name).toBeTruthy();
      }
    }
  });

  it("fill the field's limits into its hint", () => {
    for (const name of fieldNames) expect(form.fields[name].hint ?? "", name).not.toMatch(/[{}]/);
  });

  it("are what every link to /contact?inquiryType= preselects", () => {
    const topics = optionValues(form.fields.inquiryType);
    const links = strings(content).flatMap((text) => [
      ...text.matchAll(/\/contact\?inquiryType=([^\s)#&"]+)/g),
    ]);
    for (const [link, value] of links) expect(topics, link).toContain(value);
    expect(contactHref(topics[0]!)).toBe(`/contact?inquiryType=${topics[0]}`);
    expect(inquiryTypeOptions().map((option) => option.value)).toEqual(topics);
  });

  it("name a stored value in words for e-mails and the CLI", () => {
    const [first] = form.fields.inquiryType.options ?? [];
    expect(readableValue(form, "inquiryType", first!.value)).toBe(first!.label);
    expect(displayValue("inquiryType", first!.value)).toBe(first!.label);
    expect(displayValue("consent", true)).toBe("yes");
    expect(displayValue("budget", "")).toBe("");
    expect(displayValue("subject", "A trainer")).toBe("A trainer");
    expect(fieldReportLabel("message")).toBe(form.fields.message.report);
  });
});

describe("the server's answers", () => {
  it("name the studio's address and how long to wait, in the content's words", () => {
    const email = content.site.contact.email;
    for (const text of [
      actionMessages.unavailable(),
      actionMessages.rateLimited(30),
      actionMessages.rateLimited(600),
      postThrottleMessage(90),
    ]) {
      expect(text).toContain(email);
      expect(text).not.toMatch(/[{}]/);
    }
    expect(actionMessages.rateLimited(30)).toContain(content.inquiryForm.answers.oneMinute);
    expect(actionMessages.rateLimited(600)).toContain("10");
    expect(actionMessages.unreadable()).toBe(content.inquiryForm.answers.unreadable);
  });
});
