import type { RequestHandler } from "express";
import { postThrottleMessage } from "../app/content/contact/action-messages.server";
import type { LogSink } from "../app/contact/services";
import { isInboxPath, isOpenInboxPath } from "../app/inbox/paths";
import type { RateLimiter } from "./rate-limit";

/**
 * Every post to an action (valid, invalid or spam) counts here, per client
 * address, before anything is parsed or rendered: past POST_RATE_LIMIT_MAX in
 * the window the answer is a short 429, not a page. The action's own limit
 * (RATE_LIMIT_MAX accepted inquiries) is lower; this one is there because an
 * invalid post costs a whole rendered page and used to be free. The inbox's
 * posts that anyone can send (a sign-in link asked for or used, the passkey
 * ceremonies) count as the contact form's do; its other posts do not: staff
 * work there all day, and each needs a live session first (decision 0019).
 */
export function postThrottle(limiter: RateLimiter, log: LogSink): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "POST") return next();
    if (isInboxPath(req.path) && !isOpenInboxPath(req.path)) return next();
    const verdict = await limiter.hit(req.ip ?? req.socket.remoteAddress ?? "unknown");
    if (!verdict.limited) return next();
    log.warn({ event: "contact.posts_throttled" }, "posts refused: too many from one address");
    res.setHeader("Retry-After", String(verdict.retryAfterSeconds));
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Connection", "close");
    res
      .status(429)
      .type("text/plain; charset=utf-8")
      .send(postThrottleMessage(verdict.retryAfterSeconds));
  };
}
