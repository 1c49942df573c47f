import { INQUIRY_ACTION, ISLAND_POST_ACCEPT } from "./island";
import type { ContactResult, ContactStatus } from "./result";

/** A submission that has not been answered after this long counts as failed. */
export const SUBMIT_TIMEOUT_MS = 20_000;

const statuses: readonly ContactStatus[] = [
  "success",
  "invalid",
  "rate-limited",
  "unavailable",
  "failed",
];

/**
 * Posts the form's data to the route's action as the island does, asking for
 * JSON. A network error, a timeout or an answer that is not the action's (a 413
 * from the server, a proxy's error page) becomes `{ status: "failed" }`, so the
 * form keeps its values; every failure is logged (spec section 8).
 */
export async function postInquiry(
  formData: FormData,
  send: typeof fetch = fetch,
  timeoutMs = SUBMIT_TIMEOUT_MS,
): Promise<ContactResult> {
  try {
    const response = await send(INQUIRY_ACTION, {
      method: "POST",
      body: formData,
      headers: { Accept: ISLAND_POST_ACCEPT },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const result = await actionAnswer(response);
    if (!result) throw new Error(`not the action's answer: HTTP ${response.status}`);
    if (result.status !== "success")
      console.error(`Contact form submission failed: ${result.status}`);
    return result;
  } catch (error) {
    console.error("Contact form submission failed:", error);
    return { status: "failed" };
  }
}

/** The action's JSON answer, or undefined when the response is something else. */
async function actionAnswer(response: Response): Promise<ContactResult | undefined> {
  if (!response.headers.get("Content-Type")?.startsWith("application/json")) return undefined;
  const body: unknown = await response.json();
  const status = (body as { status?: unknown } | null)?.status;
  return statuses.includes(status as ContactStatus) ? (body as ContactResult) : undefined;
}
