import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  INQUIRY_PAGE_POST_BYTES,
  INQUIRY_PAGE_POST_PATH,
  NOTE_MAX,
  postedBytesMax,
} from "./form-limits";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "./reply";

/** The bytes of a form as a browser posts it (application/x-www-form-urlencoded, line breaks as CR LF). */
function posted(fields: Record<string, string>): number {
  const crlf = Object.entries(fields).map(([key, value]) => [
    key,
    value.replace(/\r\n|\r|\n/g, "\r\n"),
  ]);
  return Buffer.byteLength(new URLSearchParams(crlf).toString());
}

describe("the inquiry page's posts fit the body limit in any script", () => {
  const form = (subject: string, body: string) => ({
    csrf: "c".repeat(64),
    intent: "reply",
    replyKey: "0b0c3c5e-1a43-4e0b-9c8f-3d2b7a1e4f5a",
    subject,
    body,
  });

  it("takes a reply of REPLY_BODY_MAX characters in Cyrillic, CJK, Devanagari or emoji", () => {
    for (const unit of ["Ж", "語", "क", "😀", "\n", "€"]) {
      // maxlength counts UTF-16 code units: an emoji is two.
      const body = unit.repeat(Math.floor(REPLY_BODY_MAX / unit.length));
      const subject = unit.repeat(Math.floor(REPLY_SUBJECT_MAX / unit.length));
      expect(posted(form(subject, body)), JSON.stringify(unit)).toBeLessThanOrEqual(
        INQUIRY_PAGE_POST_BYTES,
      );
    }
    expect(
      posted({ csrf: "c".repeat(64), intent: "note", body: "語".repeat(NOTE_MAX) }),
    ).toBeLessThan(INQUIRY_PAGE_POST_BYTES);
  });

  it("holds any text up to the fields' maxlength (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 300 }),
        fc.string({ unit: "binary", maxLength: 3000 }),
        (subject, body) => {
          const codeUnits = subject.length + body.length;
          const fields = { subject, body };
          expect(posted(fields)).toBeLessThanOrEqual(postedBytesMax(codeUnits));
        },
      ),
    );
  });

  it("applies to the inquiry page, posted plainly or by React Router, and nowhere else", () => {
    for (const path of ["/inbox/12", "/inbox/12.data", "/inbox/12/"]) {
      expect(INQUIRY_PAGE_POST_PATH.test(path), path).toBe(true);
    }
    for (const path of ["/inbox", "/inbox/blocked", "/contact", "/inbox/12/x", "/inbox/1.2"]) {
      expect(INQUIRY_PAGE_POST_PATH.test(path), path).toBe(false);
    }
  });
});
