import type { InquiryFields } from "./schema";

/** A structured logger (pino's shape); never give it personal data. */
export interface LogSink {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface RateLimitVerdict {
  limited: boolean;
  retryAfterSeconds: number;
}

/**
 * What the contact action needs from the server, handed to it through React
 * Router's context (app/load-context.ts; made in server/contact-runtime.ts).
 * Types only: the implementations live in db/ and server/.
 */
export interface ContactServices {
  /**
   * Stores an inquiry; resolves once it is committed. `created` is false for a repeated key.
   * With the sender's visit (address and user agent, hashed and never stored), the
   * inquiry records the page views that led to it (db/insights-store.ts).
   */
  saveInquiry(
    fields: InquiryFields,
    idempotencyKey: string,
    visit?: { address: string; userAgent: string },
  ): Promise<{ created: boolean }>;
  /** Whether an inquiry with this idempotency key is already stored (a retry of a stored one). */
  isStored(idempotencyKey: string): Promise<boolean>;
  /** Counts one accepted inquiry for this client address; null when rate limiting is off. */
  rateLimit(clientAddress: string): Promise<RateLimitVerdict | null>;
  log: LogSink;
}
