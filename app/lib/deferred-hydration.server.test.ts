import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority, lowPriorityModulePreloads } from "./script-priority.server";

const document = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>',
  "</head><body><p>Café – “quoted”</p>",
  '<p>An example in the copy: &lt;link rel="modulepreload"&gt;</p>',
  '<script type="module">import "/assets/entry.js";</script></body></html>',
].join("");

/** Pipes the document through the rewrite in chunks of `size` bytes. */
async function rewriteInChunks(size: number) {
  const bytes = Buffer.from(document);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("low-priority module preloads", () => {
  it("marks every module preload low priority and nothing else", () => {
    const out = lowerModulePreloadPriority(
      '<link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/a.css"/>',
    );
    expect(out).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="stylesheet" href="/a.css"/>',
    );
  });

  it.each([1, 7, 64, 4096])(
    "rewrites the head and keeps the body byte for byte, in chunks of %i bytes",
    async (size) => {
      const out = await rewriteInChunks(size);
      const [head, body] = out.split("</head>");
      expect(head?.match(/fetchpriority="low"/g)).toHaveLength(2);
      expect(body).toBe(document.split("</head>")[1]);
    },
  );

  it("passes a document without a head end through, rewritten", async () => {
    const out = await text(
      Readable.from([Buffer.from('<link rel="modulepreload" href="/x.js"/>')]).pipe(
        lowPriorityModulePreloads(),
      ),
    );
    expect(out).toBe('<link rel="modulepreload" fetchpriority="low" href="/x.js"/>');
  });
});
