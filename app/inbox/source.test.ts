import { describe, expect, it } from "vitest";
import type { InboxInquiry } from "../../db/inbox-store";
import type { InquirySource } from "../../db/insights-store";
import { inquiriesCsv, inquiriesJson, type ExportContext } from "./export.server";
import { referrerLabel, sourceSentence } from "./source";

const source: InquirySource = {
  entryPath: "/services/simulations/defence",
  referrerHost: "google.com",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  pagesSeen: 3,
  firstSeenAt: Date.parse("2026-11-27T09:00:00Z"),
};

describe("an inquiry's source", () => {
  it("reads as one sentence for staff", () => {
    expect(sourceSentence(source)).toBe(
      "Came from a Google search, entered on /services/simulations/defence, 3 pages seen.",
    );
    expect(
      sourceSentence({
        ...source,
        referrerHost: "",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "autumn",
        pagesSeen: 1,
      }),
    ).toBe(
      "Came from the campaign “autumn” (newsletter / email) via a direct visit (typed, bookmarked or from an app), entered on /services/simulations/defence, 1 page seen.",
    );
    expect(referrerLabel("www.google.co.uk")).toBe("a Google search");
    expect(referrerLabel("linkedin.com")).toBe("linkedin.com");
  });

  it("is carried by the CSV and JSON exports, empty where it is not known", () => {
    const inquiry = (id: number) =>
      ({
        id,
        createdAt: "2026-11-27T10:00:00.000Z",
        status: "new",
        assigneeId: null,
        fullName: "Ada Lovelace",
        email: "ada@example.com",
      }) as unknown as InboxInquiry;
    const context: ExportContext = {
      timeZone: "Europe/London",
      names: new Map(),
      notes: new Map(),
      sources: new Map([
        [1, { ...source, utmCampaign: "=cmd()" }],
        [3, { ...source, referrerHost: "", pagesSeen: 1 }],
      ]),
    };
    const csv = inquiriesCsv([inquiry(1), inquiry(2), inquiry(3)], context);
    const [header, first, second, third] = csv.split("\r\n");
    expect(header).toMatch(
      /,Entry page,Referrer,Campaign source,Campaign medium,Campaign name,Pages seen,Notes$/,
    );
    expect(first).toMatch(/,\/services\/simulations\/defence,google\.com,,,'=cmd\(\),3,$/);
    expect(second).toMatch(/,,,,,,,$/);
    expect(third).toMatch(/,\/services\/simulations\/defence,none \(a direct visit\),,,,1,$/);
    const json = JSON.parse(inquiriesJson([inquiry(1), inquiry(2)], context)) as Record<
      string,
      unknown
    >[];
    expect(json[0]!.source).toEqual({
      entryPath: source.entryPath,
      referrerHost: "google.com",
      utmSource: "",
      utmMedium: "",
      utmCampaign: "=cmd()",
      pagesSeen: 3,
    });
    expect(json[1]!.source).toBeNull();
  });
});
