import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { cspNonceContext, loggerContext } from "./load-context";

export const streamTimeout = 5_000;

/**
 * Always waits for the whole document (onAllReady): pages are prerendered or
 * small, crawlers and people get the same complete HTML, and a page that does
 * not hydrate has nothing to stream in later. A per-request CSP nonce, when the
 * server provides one, goes on every script React and React Router write.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext) ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Never move a finished Suspense boundary out of place: React 19 otherwise
        // sends large ones hidden, revealed by an inline script, which leaves
        // lazy pieces (the contact page's) invisible without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors React Router meets (a loader or action that throws, a refused origin,
 * a render failure) as one JSON line in the server's log: the status, the
 * method and path without the query, and for a real failure (500) the error's
 * name, message and stack inside the JSON. Requests the client gave up on are
 * not errors. Without a server (prerendering), the line goes to stderr.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router's origin check throws plain errors: "... `origin` header ..." for
  // a document post, "Bad Request" for a data post. Both are answered with 400.
  const refused =
    error instanceof Error &&
    (error.message.includes("`origin` header") || error.message === "Bad Request");
  const status = isRouteErrorResponse(error) ? error.status : refused ? 400 : 500;
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  const fields: Record<string, unknown> = {
    event: refused ? "router.refused" : "router.error",
    status,
    method: request.method,
    path: new URL(request.url).pathname,
  };
  if (cause instanceof Error) {
    fields.error =
      status >= 500
        ? { name: cause.name, message: cause.message, stack: cause.stack }
        : cause.message;
  }
  // No context when React Router refused the request before making one.
  const logger = typeof context?.get === "function" ? context.get(loggerContext) : null;
  if (logger) {
    if (status >= 500) logger.error(fields, "request failed");
    else logger.warn(fields, "request refused");
  } else {
    console.error(JSON.stringify({ level: status >= 500 ? "error" : "warn", ...fields }));
  }
};
