import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { bootScript } from "../app/lib/boot-script";
import { speculationRules } from "../app/lib/speculation-rules";

export interface SecurityOptions {
  /** Strict-Transport-Security max-age in seconds; 0 omits the header. */
  hstsMaxAge: number;
  /** `npm run dev`: no CSP (Vite's client and hot reloading run scripts of their own). */
  development?: boolean;
}

const sha256Source = (script: string) =>
  `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/**
 * The two inline scripts every page carries, both constants allowed by their
 * hashes in every policy: the boot script (app/lib/boot-script.ts) and the
 * speculation rules (app/lib/speculation-rules.ts; Chromium ignores the
 * 'inline-speculation-rules' keyword in a policy that has a nonce or hashes).
 */
const everyPageScripts = [sha256Source(bootScript), sha256Source(speculationRules)];

/**
 * The Content-Security-Policy of one response. Scripts run only from our own
 * origin, the boot script and the speculation rules, and either the hashes of a prerendered page's inline scripts or the
 * per-request nonce of a server-rendered one: never 'unsafe-inline' or 'unsafe-eval'.
 * Styles allow 'unsafe-inline' because react-hot-toast injects its CSS at run time.
 * No page runs WebAssembly or a worker: the search asks the server
 * (app/browser/search-page.ts), with `connect-src 'self'` as the contact form does.
 */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set([...everyPageScripts, ...scriptSources])].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "worker-src 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Files served as they are (from public/ and the build's copy of it: images, SVG,
 * videos, fonts, icons, text and XML files), by extension. Shown inside a page they
 * need no policy of their own; opened as a document (a scripted SVG merged with the
 * content, say) this one runs nothing, on the site's origin or any other: in every
 * mode, development included, and through nginx (scripts/write-csp-manifest.ts).
 */
export const FILE_PATH =
  /\.(avif|webp|jpe?g|png|gif|svg|ico|webm|mp4|woff2|txt|xml|json|webmanifest|pdf)$/i;
export const FILE_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

export const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/**
 * Headers every response carries. The CSP is FILE_POLICY for a file, else
 * a nonce policy (for server-rendered HTML) that the prerendered-page handler
 * replaces with the page's hash policy. The nonce is handed to React Router via res.locals.
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const fixed = Object.entries(fixedSecurityHeaders(options));
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (FILE_PATH.test(req.path)) {
      res.setHeader("Content-Security-Policy", FILE_POLICY);
    } else if (!options.development) {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
    }
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}

/** The headers every answer carries whatever it is (all but the CSP). */
export function fixedSecurityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy,
    // No Cross-Origin-Opener-Policy on public pages (decision 0017): any value but
    // unsafe-none puts a visit that arrives from another site into a fresh renderer
    // process, and the site shows no visitor's data for another window to reach.
    "X-Frame-Options": "DENY",
    ...(options.hstsMaxAge > 0
      ? { "Strict-Transport-Security": `max-age=${options.hstsMaxAge}; includeSubDomains` }
      : {}),
  };
}

export function useHashPolicy(res: Response, scriptHashes: readonly string[]) {
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(scriptHashes));
}
