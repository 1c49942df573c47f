import type { RequestHandler } from "express";

/** A path whose forms may be larger than the limit for every other post. */
export interface LargerBodies {
  path: RegExp;
  limit: number;
}

/**
 * Bounds request bodies before React Router reads them: a declared length over
 * `limit` bytes (or the limit of the first of `larger` whose path matches, if
 * higher) gets 413 without reading the body; a body without a declared length
 * (chunked) gets 411, because its size cannot be checked up front. Node's HTTP
 * parser never delivers more bytes than Content-Length says.
 */
export function bodyLimit(
  defaultLimit: number,
  larger: readonly LargerBodies[] = [],
): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const special = larger.find((entry) => entry.path.test(req.path));
    const limit = Math.max(defaultLimit, special?.limit ?? 0);
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"] === undefined) return next();
      return refuse(res, 411, "Length Required: send the form with a Content-Length header.");
    }
    const length = Number(declared);
    if (!Number.isFinite(length) || length < 0) {
      return refuse(res, 400, "Bad Request: invalid Content-Length.");
    }
    if (length > limit) {
      return refuse(
        res,
        413,
        `Your message is too large to send (more than ${Math.floor(limit / 1024)} KB). Please shorten it and try again.`,
      );
    }
    next();
  };
}

function refuse(res: Parameters<RequestHandler>[1], status: number, message: string) {
  // The unread body would otherwise sit on a kept-alive connection.
  res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  res.status(status).type("text/plain; charset=utf-8").send(message);
}
