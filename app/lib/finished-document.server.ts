import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { deferHydration } from "./deferred-hydration.server";
import { omitStaticHtmlFromHydrationData } from "./hydration-data.server";

/**
 * What every document (prerendered or server-rendered) goes through before it
 * leaves entry.server: its hydration data stops repeating the server-rendered
 * HTML (docs/decisions/0008), and hydration starts after the first paint
 * (docs/decisions/0006).
 */
export function finishDocument(html: string): string {
  return deferHydration(omitStaticHtmlFromHydrationData(html));
}

/**
 * The stream form of `finishDocument` for entry.server: the document is
 * rendered whole (onAllReady) and is small, so it is collected and rewritten
 * at the end.
 */
export function finishedDocument(): Transform {
  // Decodes across chunk boundaries, so a character split between two chunks survives.
  const decoder = new StringDecoder("utf8");
  let html = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      html += decoder.write(chunk);
      callback();
    },
    flush(callback) {
      callback(null, finishDocument(html + decoder.end()));
    },
  });
}
