/**
 * Load generation shared by the benchmarks (scripts/bench-contact.ts,
 * scripts/bench/bench.ts): autocannon, typed, and the contact post as the
 * browser's fetcher sends it, each with its own idempotency key.
 */
import { createRequire } from "node:module";
import { INQUIRY_ACTION, ISLAND_POST_ACCEPT } from "../../app/contact/island";

export interface AutocannonResult {
  duration: number;
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; average: number; max: number };
  "2xx": number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  setupRequest?: (request: { body?: string; headers?: Record<string, string> }) => unknown;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
  /** Requests a second over all connections (default: as fast as the server answers). */
  overallRate?: number;
}) => Promise<AutocannonResult>;

/** autocannon has no types of its own; this is the part we use. */
export const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const boundary = "----bench-contact-boundary";
function multipartBody(fields: Record<string, string>): string {
  return (
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") + `--${boundary}--\r\n`
  );
}

let sequence = 0;
/** One valid, complete inquiry with a fresh idempotency key. */
export function inquiryBody(): string {
  sequence += 1;
  return multipartBody({
    fullName: "Benchmark Visitor",
    email: "bench@example.com",
    phone: "+91 80 4718 2290",
    company: "Load Test Ltd",
    country: "IN",
    inquiryType: "project",
    serviceType: "unity",
    budget: "25k-50k",
    timeline: "within-3-months",
    subject: `Benchmark inquiry ${sequence}`,
    message: "A realistic message of a few sentences about a Unity game we would like to build.",
    consent: "on",
    idempotencyKey: `bench-${process.pid}-${sequence}-${Math.random().toString(36).slice(2, 10)}`,
  });
}

/**
 * The contact post as the form's island sends it (multipart to /contact, asking
 * for the action's answer as JSON: app/contact/post-inquiry.ts) for `origin`.
 */
export function contactRequests(origin: string): AutocannonRequest[] {
  return [
    {
      method: "POST",
      path: INQUIRY_ACTION,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        accept: ISLAND_POST_ACCEPT,
        origin,
      },
      setupRequest: (request) => ({ ...request, body: inquiryBody() }),
    },
  ];
}
