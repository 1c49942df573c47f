import { createHash } from "node:crypto";
import { data } from "react-router";
import { site } from "~/content/site";
import type { ContactResult } from "./result";
import { honeypotField, parseContactForm, toInquiryFields, type InquiryFields } from "./schema";
import type { ContactServices } from "./services";

/**
 * The contact form's action, for posts with and without JavaScript. In order:
 * (React Router has already refused foreign origins with 400, and the server
 * bodies over the limit with 413)
 * 1. honeypot filled: answer as if stored, store nothing, log it;
 * 2. validate with the shared schema: 400 with field errors and the values;
 * 3. rate limit per client address: 429 with a clear message;
 * 4. store, committed before answering: 503 if the database cannot.
 * Only then 200, and the form resets.
 */
export async function contactAction(request: Request, services: ContactServices | undefined) {
  if (!services) {
    // Only happens when the app runs without the server's context (a misconfiguration).
    return reply({ status: "unavailable", result: formError(unavailableMessage) }, 503);
  }

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return reply(
      { status: "invalid", result: formError("We could not read the form. Please try again.") },
      400,
    );
  }

  if (isFilled(form.get(honeypotField))) {
    services.log.warn(
      { event: "contact.honeypot" },
      "honeypot field filled; answered as success, nothing stored",
    );
    return reply({ status: "success", result: { initialValue: null } }, 200);
  }

  const submission = parseContactForm(form);
  if (submission.status !== "success") {
    return reply({ status: "invalid", result: submission.reply() }, 400);
  }

  try {
    const limit = await services.rateLimit();
    if (limit?.limited) {
      services.log.warn({ event: "contact.rate_limited" }, "inquiry refused: rate limit reached");
      return reply(
        {
          status: "rate-limited",
          retryAfterSeconds: limit.retryAfterSeconds,
          result: submission.reply({ formErrors: [rateLimitMessage(limit.retryAfterSeconds)] }),
        },
        429,
        { "Retry-After": String(limit.retryAfterSeconds) },
      );
    }
    const fields = toInquiryFields(submission.value);
    const key = submission.value.idempotencyKey ?? derivedKey(fields, new Date());
    const { created } = await services.saveInquiry(fields, key);
    services.log.info(
      { event: created ? "contact.stored" : "contact.repeated" },
      created ? "inquiry stored" : "repeated submission; nothing new stored",
    );
  } catch (error) {
    services.log.error(
      { event: "contact.store_failed", reason: describe(error) },
      "could not store an inquiry",
    );
    return reply(
      { status: "unavailable", result: submission.reply({ formErrors: [unavailableMessage] }) },
      503,
    );
  }

  return reply({ status: "success", result: submission.reply({ resetForm: true }) }, 200);
}

const unavailableMessage = `We could not save your inquiry just now. Please try again in a few minutes, or write to us at ${site.contact.email}.`;

function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? "a minute" : `${minutes} minutes`;
  return `You have sent several inquiries in a short time. Please wait ${wait} before sending another, or write to us at ${site.contact.email}.`;
}

function reply(result: ContactResult, status: number, headers?: Record<string, string>) {
  return data(result, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function formError(message: string) {
  return { status: "error" as const, error: { "": [message] } };
}

function isFilled(value: FormDataEntryValue | null): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}

/**
 * A form without a key (posted before the page's JavaScript ran, or with none)
 * gets one derived from its content and the UTC day: reloading the result page,
 * which posts the same form again, stores nothing new.
 */
export function derivedKey(fields: InquiryFields, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return `d-${createHash("sha256")
    .update(JSON.stringify([day, fields]))
    .digest("base64url")}`;
}

/** Error class, code and message only: driver errors can carry row values in `detail`. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 200);
  const code = (error as { code?: unknown }).code;
  return `${error.name}${typeof code === "string" ? ` ${code}` : ""}: ${error.message}`.slice(
    0,
    300,
  );
}
