import { describe, expect, it } from "vitest";
import type { StoredInquiry } from "../db/inquiry-store";
import { backoffMs, emailText, summaryLine, webhookPayload } from "./notifications";

const inquiry: StoredInquiry = {
  id: 42,
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phone: "",
  company: "Analytical Engines Ltd",
  country: "IN",
  inquiryType: "demo",
  subject: "Drone trainer demo",
  message: "Can we see the drone trainer?\nThanks.",
  budget: "25k-50k",
  timeline: "",
  serviceType: "simulation-defence",
  consent: true,
  createdAt: "2025-10-01T09:30:00.000Z",
};

describe("notifications", () => {
  it("backs off exponentially from the base, capped at six hours", () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, 30))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(backoffMs(30, 30)).toBe(6 * 60 * 60 * 1000);
  });

  it("writes the e-mail with labels, the message and the reference", () => {
    const text = emailText(inquiry);
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("India");
    expect(text).toContain("Product demo");
    expect(text).toContain("Defence and tactical training");
    expect(text).toContain("US$25,000 to 50,000");
    expect(text).toMatch(/Timeline:\s+not given/);
    expect(text).toContain("Can we see the drone trainer?\nThanks.");
    expect(text).toContain("#42");
  });

  it("sends a webhook payload with the inquiry, its labels and a one-line text", () => {
    const payload = webhookPayload(inquiry);
    expect(payload.event).toBe("inquiry.created");
    expect(payload.inquiry).toMatchObject({ id: 42, email: "ada@example.com" });
    expect(payload.inquiry.labels.inquiryType).toBe("Product demo");
    expect(payload.text).toBe(summaryLine(inquiry));
    expect(payload.text).toBe(
      "New inquiry #42 from Ada Lovelace (Product demo): Drone trainer demo",
    );
  });

  it("passes no chat markup and no control or bidirectional characters into the webhook's text", () => {
    const hostile: StoredInquiry = {
      ...inquiry,
      fullName: "<!channel> Eve",
      subject: "<https://evil.example|click me> & win\u202egnp.exe\u0085",
    };
    const text = webhookPayload(hostile).text;
    expect(text).toBe(
      "New inquiry #42 from &lt;!channel&gt; Eve (Product demo): &lt;https://evil.example|click me&gt; &amp; win\ufffdgnp.exe\ufffd",
    );
    expect(text).not.toMatch(/[<>\u202e\u0085]/);
  });

  it("keeps control and bidirectional characters stored before the rules out of the e-mail", () => {
    const text = emailText({
      ...inquiry,
      subject: "Line\r\nBcc: x@example.com\u202e",
      company: "\u009b31m",
    });
    expect(text).toContain("Subject:      Line\ufffd\ufffdBcc: x@example.com\ufffd");
    expect(text).toContain("Company:      \ufffd31m");
    expect(text).not.toMatch(/[\u202e\u009b]/);
  });

  it("links the e-mail and the webhook to the inquiry's page in the inbox", () => {
    expect(emailText(inquiry, "https://www.studio.example/")).toContain(
      "Open it in the inbox: https://www.studio.example/inbox/42",
    );
    expect(webhookPayload(inquiry, "https://www.studio.example").url).toBe(
      "https://www.studio.example/inbox/42",
    );
  });
});
