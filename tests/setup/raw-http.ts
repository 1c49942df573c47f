import { type Agent, request } from "node:http";

/**
 * HTTP exactly as given: any method (fetch refuses TRACE and CONNECT), any path
 * (fetch normalises "//" and dot segments), and the headers as they came on the
 * wire (fetch joins repeated headers into one).
 */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Name, value, name, value... as received. */
  rawHeaders: string[];
  body: string;
  ms: number;
}

export interface RawOptions {
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: Agent | false;
  timeoutMs?: number;
}

export function raw(
  origin: string,
  method: string,
  path: string,
  options: RawOptions = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  const headers = { ...options.headers };
  // Node's client sends a DELETE or OPTIONS body without a length unless told.
  if (options.body !== undefined && !Object.keys(headers).some((h) => /^content-length$/i.test(h)))
    headers["Content-Length"] = String(Buffer.byteLength(options.body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: hostname, port, method, path, headers, agent: options.agent ?? false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 10_000, () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(options.body);
  });
}

/** How many times a header came (case-insensitive). */
export function headerCount(response: RawResponse, name: string): number {
  return response.rawHeaders.filter(
    (value, i) => i % 2 === 0 && value.toLowerCase() === name.toLowerCase(),
  ).length;
}

/** The headers every answer carries exactly once (server/security-headers.ts). */
export const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
] as const;
