import type { InquiryFields } from "./schema";

/**
 * What the contact action needs from the server, handed to it through React
 * Router's load context (app/load-context.ts; wired in server/contact-runtime.ts).
 * Types only: the implementations live in db/ and server/.
 */
export interface ContactServices {
  /** Stores an inquiry; resolves once it is committed. `created` is false for a repeated key. */
  saveInquiry(fields: InquiryFields, idempotencyKey: string): Promise<{ created: boolean }>;
  /** Counts one accepted inquiry for the current client address; null when rate limiting is off. */
  rateLimit(): Promise<{ limited: boolean; retryAfterSeconds: number } | null>;
  /** Structured logger (pino); never give it personal data. */
  log: {
    info(fields: Record<string, unknown>, message: string): void;
    warn(fields: Record<string, unknown>, message: string): void;
    error(fields: Record<string, unknown>, message: string): void;
  };
}
