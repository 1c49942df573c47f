import type { RequestHandler } from "express";
import { isInboxPath } from "../../app/inbox/paths";
import type { Config } from "../config";

/**
 * The inbox on an origin of its own (INBOX_ORIGIN, decision 0019). The editor
 * at /admin runs Decap with `script-src 'unsafe-eval'`; on one origin with the
 * inbox, a script run in the editor could read the inbox's pages (their CSRF
 * token) and post with the inbox's Origin. With INBOX_ORIGIN set:
 *
 * - a request to the inbox's host gets the inbox and what its pages load
 *   (scripts and styles under /assets, React Router's route manifest, icons);
 *   anything else there, /admin and every public page included, is 404, and
 *   "/" sends to /inbox;
 * - the inbox's paths on any other host redirect there (GET, HEAD) or are 404.
 *
 * The host is the request's Host header, which a page's scripts cannot set
 * (behind nginx: proxy_params.conf passes the visitor's), never
 * X-Forwarded-Host, which they can.
 */
export function inboxOriginRouting(config: Pick<Config, "INBOX_ORIGIN">): RequestHandler | null {
  if (!config.INBOX_ORIGIN) return null;
  const inbox = new URL(config.INBOX_ORIGIN);
  const onInboxHost = inboxHostTest(config);
  return (req, res, next) => {
    const reading = req.method === "GET" || req.method === "HEAD";
    if (onInboxHost(req)) {
      if (isInboxPath(req.path) || loadedByTheInbox(req.path)) return next();
      res.setHeader("Cache-Control", "no-store");
      if (req.path === "/" && reading) return res.redirect(302, "/inbox");
      return res.status(404).type("text/plain; charset=utf-8").send("Not Found");
    }
    if (!isInboxPath(req.path)) return next();
    res.setHeader("Cache-Control", "no-store");
    if (reading) return res.redirect(302, `${inbox.origin}${req.originalUrl}`);
    res.status(404).type("text/plain; charset=utf-8").send("Not Found");
  };
}

/** Whether a request is for the inbox's own host (never, without INBOX_ORIGIN). */
export function inboxHostTest(
  config: Pick<Config, "INBOX_ORIGIN">,
): (req: { headers: { host?: string } }) => boolean {
  if (!config.INBOX_ORIGIN) return () => false;
  const inbox = new URL(config.INBOX_ORIGIN);
  return (req) => hostOf(req.headers.host, inbox.protocol) === inbox.host;
}

/** What the inbox's pages load from their own origin besides the inbox's paths. */
function loadedByTheInbox(path: string): boolean {
  return (
    path.startsWith("/assets/") ||
    path.startsWith("/icons/") ||
    path === "/__manifest" ||
    path === "/favicon.ico"
  );
}

/** A Host header as URL.host spells it (lower case, no default port), or "" when there is none. */
function hostOf(header: string | undefined, protocol: string): string {
  if (!header) return "";
  try {
    return new URL(`${protocol}//${header}`).host;
  } catch {
    return "";
  }
}
