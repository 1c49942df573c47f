import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";

/**
 * The client address of the request being handled, for the contact action's
 * rate limit. Express works it out (`req.ip`, which honours TRUST_PROXY); this
 * middleware keeps it for the rest of the request, so the action can ask for it
 * through its load context without the address ever travelling in a header.
 */
const scope = new AsyncLocalStorage<{ address: string }>();

export function clientAddressScope(): RequestHandler {
  return (req, _res, next) => {
    scope.run({ address: req.ip ?? req.socket.remoteAddress ?? "unknown" }, next);
  };
}

/** The current request's client address ("unknown" outside a request). */
export function currentClientAddress(): string {
  return scope.getStore()?.address ?? "unknown";
}
