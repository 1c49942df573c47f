import { describe, expect, it } from "vitest";
import { ASSIGNED_LISTED, assignedManyMail } from "./mail.server";
import type { InboxServices } from "./services";

/** The notice of a bulk assignment: one e-mail, each inquiry linked, the rest counted. */
describe("the notice of a bulk assignment", () => {
  // Only the origin is read by this message; the rest of the services are not needed.
  const services = { settings: { origin: "https://studio.example" } } as unknown as InboxServices;
  const priya = {
    id: 7,
    email: "priya@studio.example",
    name: "Priya Nair",
    createdAt: 0,
    revokedAt: null,
  };
  const inquiries = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      id: 100 + i,
      subject: `Line one\r\nBcc: evil@example.com ${i}`,
      fullName: `Customer ${i}`,
    }));

  it("lists and links every inquiry, each on its own lines, with a link to Mine", () => {
    const mail = assignedManyMail(services, priya, "Lena Ortiz", inquiries(3));
    expect(mail.to).toBe("priya@studio.example");
    expect(mail.subject).toBe("3 inquiries are yours");
    const lines = mail.text.split("\n");
    expect(lines[0]).toBe("Lena Ortiz assigned you 3 inquiries:");
    for (let i = 0; i < 3; i++) {
      expect(lines).toContain(`  https://studio.example/inbox/${100 + i}`);
      // A subject's line break cannot start a line of its own in the notice.
      expect(lines.some((line) => line.startsWith("Bcc:"))).toBe(false);
    }
    expect(mail.text).toContain("https://studio.example/inbox?assignee=7");
    expect(mail.text).not.toContain("more.");
  });

  it(`lists the first ${ASSIGNED_LISTED} and counts the rest`, () => {
    const mail = assignedManyMail(services, priya, "Lena Ortiz", inquiries(ASSIGNED_LISTED + 5));
    expect(mail.text.match(/^#\d+ from /gm)).toHaveLength(ASSIGNED_LISTED);
    expect(mail.text).toContain("\nand 5 more.\n");
  });
});
