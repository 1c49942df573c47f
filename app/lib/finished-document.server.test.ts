import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { HYDRATION_STARTER_MARK } from "./deferred-hydration.server";
import { finishDocument, finishedDocument } from "./finished-document.server";
import { staticHtmlInHydrationData } from "./hydration-data.server";
import { pageHtml, renderedDocument } from "./rendered-document.fixture";

describe("the finished document", () => {
  it("starts hydration after the first paint and carries the page's HTML once", () => {
    const out = finishDocument(renderedDocument);
    expect(out).toContain(HYDRATION_STARTER_MARK);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(staticHtmlInHydrationData(out)).toBe(0);
    expect(out.split(pageHtml)).toHaveLength(2);
  });

  it.each([1, 7, 64, 4096])(
    "is the same through the stream in chunks of %i bytes",
    async (size) => {
      const bytes = Buffer.from(renderedDocument);
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await text(Readable.from(chunks).pipe(finishedDocument()))).toBe(
        finishDocument(renderedDocument),
      );
    },
  );
});
