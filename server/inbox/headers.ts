import type { RequestHandler } from "express";
import { isInboxPath } from "../../app/inbox/paths";
import { permissionsPolicy } from "../security-headers";

/**
 * The inbox's own policy, stricter than the public pages': scripts only from
 * the site with this response's nonce, styles only from the stylesheet, no
 * frames, nothing kept by a browser or a cache, nothing for a search engine,
 * no Referer to other sites (its URLs name inquiries and searches), a browsing context of its
 * own, and passkeys allowed (the public pages forbid them).
 */
export function inboxPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join("; ");
}

export const inboxPermissionsPolicy = permissionsPolicy.replace(
  "publickey-credentials-get=()",
  "publickey-credentials-get=(self), publickey-credentials-create=(self)",
);

export function inboxHeaders(options: { development?: boolean } = {}): RequestHandler {
  return (req, res, next) => {
    if (!isInboxPath(req.path)) return next();
    if (!options.development) {
      res.setHeader("Content-Security-Policy", inboxPolicy(res.locals.cspNonce as string));
    }
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    // same-origin, not no-referrer: under no-referrer a browser sends `Origin: null`
    // with a form post, and the Origin check would refuse every post without JavaScript.
    res.setHeader("Referrer-Policy", "same-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", inboxPermissionsPolicy);
    next();
  };
}
