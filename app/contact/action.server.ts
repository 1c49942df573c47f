import { createHash } from "node:crypto";
import { actionMessages } from "~/content/contact/action-messages.server";
import { inquiryFormView } from "~/content/contact/form";
import { content } from "~/content/load.server";
import { declined } from "../../server/insights/beacon";
import type { ContactResult, PostedValues, Refusal } from "./result";
import {
  honeypotField,
  parseContactForm,
  postedValues,
  toInquiryFields,
  type InquiryFields,
} from "./schema";
import type { ContactServices } from "./services";

/**
 * The contact form's action, for posts with and without JavaScript. In order:
 * (the server has already answered other methods with 405, bodies over the
 * limit with 413 and a flood of posts with 429; React Router has refused
 * foreign origins with 400)
 * 1. honeypot filled: answer as if stored, store nothing, log it;
 * 2. validate with the shared schema: 400 with field errors and the values;
 * 3. a retry of an inquiry already stored: its success again, nothing counted;
 * 4. rate limit per client address: 429 with a clear message;
 * 5. store, committed before answering: 503 if the database cannot; with the
 *    sender's visit for the inquiry's source (db/insights-store.ts), unless the
 *    browser sends Do-Not-Track or Global Privacy Control: then the inquiry is
 *    not attributed, and its sender is not looked up among the day's visitors.
 * Only then 200, and the form resets.
 * The answer is plain data (what the form shows, the status, the headers): the
 * route hands it to React Router for a document post and as JSON to the form's
 * island (routes/contact.tsx), so both are answered by this one function.
 */
export async function contactAction(
  request: Request,
  services: ContactServices | null,
  clientAddress: string | null,
): Promise<ContactAnswer | Response> {
  if (request.method !== "POST") {
    // The server's method rule answers first; this keeps the action safe on its own.
    return new Response("Method Not Allowed", {
      status: 405,
      headers: { Allow: "GET, HEAD, POST", "Cache-Control": "no-store" },
    });
  }
  if (!services) {
    // Only happens when the app runs without the server's context (a misconfiguration).
    return reply(refused("unavailable", actionMessages.unavailable()), 503);
  }

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return reply(refused("invalid", actionMessages.unreadable()), 400);
  }

  if (isFilled(form.get(honeypotField))) {
    services.log.warn(
      { event: "contact.honeypot" },
      "honeypot field filled; answered as success, nothing stored",
    );
    return reply({ status: "success" }, 200);
  }

  // The rules the browser checked with: the same content the page was built from.
  const submission = parseContactForm(form, inquiryFormView(content()));
  const values = postedValues(form);
  if (submission.status !== "success") {
    return reply({ status: "invalid", errors: submission.errors, values }, 400);
  }

  const fields = toInquiryFields(submission.value);
  const key = submission.value.idempotencyKey ?? derivedKey(fields, new Date());
  try {
    if (await services.isStored(key)) {
      // A retry of a stored inquiry (a lost answer, a reload): its success again,
      // whatever the rate limit says, and nothing counted against it.
      services.log.info({ event: "contact.repeated" }, "repeated submission; nothing new stored");
      return reply({ status: "success" }, 200);
    }
    const limit = await services.rateLimit(clientAddress ?? "unknown");
    if (limit?.limited) {
      services.log.warn({ event: "contact.rate_limited" }, "inquiry refused: rate limit reached");
      return reply(
        {
          ...refused("rate-limited", actionMessages.rateLimited(limit.retryAfterSeconds), values),
          retryAfterSeconds: limit.retryAfterSeconds,
        },
        429,
        { "Retry-After": String(limit.retryAfterSeconds) },
      );
    }
    const notTracked = declined((name) => request.headers.get(name) ?? undefined);
    const { created } = await services.saveInquiry(
      fields,
      key,
      notTracked
        ? undefined
        : {
            address: clientAddress ?? "unknown",
            userAgent: request.headers.get("user-agent") ?? "",
          },
    );
    services.log.info(
      { event: created ? "contact.stored" : "contact.repeated" },
      created ? "inquiry stored" : "repeated submission; nothing new stored",
    );
  } catch (error) {
    services.log.error(
      { event: "contact.store_failed", reason: describe(error) },
      "could not store an inquiry",
    );
    return reply(refused("unavailable", actionMessages.unavailable(), values), 503);
  }

  return reply({ status: "success" }, 200);
}

/** What the action answers a post with: the form's result, the HTTP status and headers. */
export interface ContactAnswer {
  result: ContactResult;
  status: number;
  headers: Record<string, string>;
}

function reply(
  result: ContactResult,
  status: number,
  headers?: Record<string, string>,
): ContactAnswer {
  return { result, status, headers: { "Cache-Control": "no-store", ...headers } };
}

/** A refusal with one message for the whole form, keeping the values posted. */
function refused<Status extends "invalid" | "rate-limited" | "unavailable">(
  status: Status,
  message: string,
  values: PostedValues = {},
): { status: Status } & Refusal {
  return { status, errors: { "": [message] }, values };
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
