import { fill } from "~/contact/copy";
import { content } from "../load.server";

/**
 * What the server answers when it cannot take an inquiry (the action, the post
 * throttle), in the words of content/forms/inquiry.yaml ("answers").
 */
function answers() {
  const loaded = content();
  return { ...loaded.inquiryForm.answers, email: loaded.site.contact.email };
}

/** How long to wait, in words: "a minute", "5 minutes". */
function waitFor(retryAfterSeconds: number): string {
  const words = answers();
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? words.oneMinute : fill(words.minutes, { minutes });
}

export const actionMessages = {
  unreadable: () => answers().unreadable,
  unavailable: () => fill(answers().unavailable, { email: answers().email }),
  rateLimited: (retryAfterSeconds: number) =>
    fill(answers().rateLimited, { wait: waitFor(retryAfterSeconds), email: answers().email }),
};

/** The plain-text answer to a flood of posts (server/post-throttle.ts). */
export function postThrottleMessage(retryAfterSeconds: number): string {
  return fill(answers().throttled, { wait: waitFor(retryAfterSeconds), email: answers().email });
}
