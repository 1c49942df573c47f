import type { RequestHandler } from "express";

/**
 * Bounds request bodies before React Router reads them: a declared length over
 * `limit` bytes gets 413 without reading the body; a body without a declared
 * length (chunked) gets 411, because its size cannot be checked up front.
 * Node's HTTP parser never delivers more bytes than Content-Length says.
 */
export function bodyLimit(limit: number): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
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
