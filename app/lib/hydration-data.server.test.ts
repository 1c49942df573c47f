import { describe, expect, it } from "vitest";
import {
  IN_DOCUMENT,
  omitStaticHtmlFromHydrationData,
  staticHtmlInHydrationData,
} from "./hydration-data.server";
import {
  footerHtml,
  hydrationDataScript,
  hydrationValues,
  pageHtml,
  renderedDocument,
} from "./rendered-document.fixture";

/** The loader data values a rewritten document gives the browser. */
function valuesOf(html: string): unknown[] {
  const argument = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/.exec(html)![1]!;
  const chunk = JSON.parse(argument) as string;
  expect(chunk.endsWith("\n")).toBe(true);
  return JSON.parse(chunk) as unknown[];
}

describe("hydration data without the page's HTML", () => {
  it("replaces the page body and the footer, and nothing else", () => {
    const out = omitStaticHtmlFromHydrationData(renderedDocument);
    const expected = hydrationValues.map((value) =>
      value === pageHtml || value === footerHtml ? IN_DOCUMENT : value,
    );
    expect(valuesOf(out)).toEqual(expected);
    expect(
      out.replace(/<script>window\.__reactRouterContext\.streamController[^]*?<\/script>/, ""),
    ).toBe(renderedDocument.replace(hydrationDataScript(hydrationValues), ""));
  });

  it("keeps the data script safe to inline", () => {
    const out = omitStaticHtmlFromHydrationData(
      renderedDocument.replace(
        hydrationDataScript(hydrationValues),
        hydrationDataScript([...hydrationValues, "</script><script>alert(1)</script>"]),
      ),
    );
    const script = /<script>window\.__reactRouterContext[^]*?<\/script>/.exec(out)![0];
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(valuesOf(out).at(-1)).toBe("</script><script>alert(1)</script>");
  });

  it("reports how much HTML a document's data still carries", () => {
    expect(staticHtmlInHydrationData(renderedDocument)).toBe(pageHtml.length + footerHtml.length);
    expect(staticHtmlInHydrationData(omitStaticHtmlFromHydrationData(renderedDocument))).toBe(0);
  });

  it("leaves a document without data of the known shape as it is", () => {
    const unknown = renderedDocument.replace(
      hydrationDataScript(hydrationValues),
      '<script>window.__reactRouterContext.streamController.enqueue("P1:[1]\\n");</script>',
    );
    expect(omitStaticHtmlFromHydrationData(unknown)).toBe(unknown);
    expect(staticHtmlInHydrationData(unknown)).toBeUndefined();
    const withoutData = renderedDocument.replace(hydrationDataScript(hydrationValues), "");
    expect(omitStaticHtmlFromHydrationData(withoutData)).toBe(withoutData);
  });

  it("leaves a value that is not HTML under another key alone", () => {
    const values = [{ _1: 2, _3: 4 }, "title", "html", "html", "<p>not page HTML</p>"];
    const document = renderedDocument.replace(
      hydrationDataScript(hydrationValues),
      hydrationDataScript(values),
    );
    // "html" is the title's value here (index 2), and the key of index 4 (index 3).
    expect(valuesOf(omitStaticHtmlFromHydrationData(document))).toEqual([
      { _1: 2, _3: 4 },
      "title",
      "html",
      "html",
      IN_DOCUMENT,
    ]);
  });
});
