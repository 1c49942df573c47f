import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * React Router's `<Scripts>` preloads every module of the page with
 * `<link rel="modulepreload">` at the browser's default priority for scripts
 * (high), so on a slow connection ~100 KB of JavaScript shares the line with
 * the stylesheet, the fonts and the hero image that the first paint waits for.
 * Every page is complete HTML before any script runs (links are real links,
 * the contact form posts without JavaScript), so the scripts can come second:
 * this marks the preloads `fetchpriority="low"`. `<Scripts>` has no option for
 * it, hence the rewrite of the document head. docs/decisions/0005.
 */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

export function lowerModulePreloadPriority(head: string): string {
  return head.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
}

/**
 * A stream that rewrites the module preloads of an HTML document's head
 * (React hoists them there) and passes the rest through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  // Decodes across chunk boundaries, so a character split between two chunks survives.
  const decoder = new StringDecoder("utf8");
  let head = "";
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (!inHead) return callback(null, text);
      head += text;
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      inHead = false;
      const cut = end + HEAD_END.length;
      callback(null, lowerModulePreloadPriority(head.slice(0, cut)) + head.slice(cut));
    },
    flush(callback) {
      const rest = decoder.end();
      callback(null, inHead ? lowerModulePreloadPriority(head + rest) : rest);
    },
  });
}
