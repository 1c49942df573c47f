import type { FieldName } from "./fields";

/**
 * Errors to show, by field name; the form's own (a rate limit, an outage, a
 * form the server could not read, an expired key) under `""`.
 */
export type FormErrors = Partial<Record<string, string[]>>;

/** The values a form was posted with, as text: a page drawn without JavaScript fills the form with them again. */
export type PostedValues = Partial<Record<FieldName, string>>;

/** An inquiry that was not stored: what the form shows, with every value kept. */
export interface Refusal {
  errors: FormErrors;
  values: PostedValues;
}

/** What a submission of the inquiry form comes back with, from the server action or the client wrapper. */
export type ContactResult =
  /** Stored (or a repeat of a stored one): the form resets. */
  | { status: "success" }
  /** Field errors (HTTP 400). */
  | ({ status: "invalid" } & Refusal)
  /** Too many inquiries from this address (HTTP 429); the form-level error says when to retry. */
  | ({ status: "rate-limited"; retryAfterSeconds: number } & Refusal)
  /** The database could not store it (HTTP 503). */
  | ({ status: "unavailable" } & Refusal)
  /** Browser side only: network error, timeout or an unexpected answer. */
  | { status: "failed" };

export type ContactStatus = ContactResult["status"];
