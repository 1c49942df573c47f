import { site } from "../site.server";

/** What the server answers when it cannot take an inquiry (the action, the post throttle). */
const waitFor = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
};

export const actionMessages = {
  unreadable: "We could not read the form. Please try again.",
  unavailable: `We could not save your inquiry just now. Please try again in a few minutes, or write to us at ${site().contact.email}.`,
  rateLimited: (retryAfterSeconds: number) =>
    `You have sent several inquiries in a short time. Please wait ${waitFor(retryAfterSeconds)} before sending another, or write to us at ${site().contact.email}.`,
} as const;

/** The plain-text answer to a flood of posts (server/post-throttle.ts). */
export function postThrottleMessage(retryAfterSeconds: number): string {
  return `Too many submissions from your address. Please wait ${waitFor(retryAfterSeconds)}, or write to us at ${site().contact.email}.`;
}
