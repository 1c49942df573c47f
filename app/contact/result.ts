import type { SubmissionResult } from "@conform-to/react";

/** What a submission of the inquiry form comes back with, from the server action or the client wrapper. */
export type ContactResult =
  /** Stored (or a repeat of a stored one): the form resets. */
  | { status: "success"; result: SubmissionResult<string[]> }
  /** Field errors (HTTP 400). */
  | { status: "invalid"; result: SubmissionResult<string[]> }
  /** Too many inquiries from this address (HTTP 429); the form-level error says when to retry. */
  | { status: "rate-limited"; result: SubmissionResult<string[]>; retryAfterSeconds: number }
  /** The database could not store it (HTTP 503). */
  | { status: "unavailable"; result: SubmissionResult<string[]> }
  /** Browser side only: network error, timeout or an unexpected answer. */
  | { status: "failed" };

export type ContactStatus = ContactResult["status"];
