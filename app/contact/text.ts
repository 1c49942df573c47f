/**
 * Characters that never belong in an inquiry: they reach e-mail headers, CSV
 * cells, the CLI's terminal output and chat messages, where they can forge
 * headers, run terminal escapes (C1 controls) or reorder what a reader sees
 * (bidirectional overrides and isolates, "Trojan source").
 * - One line: every C0 control, DEL, every C1 control, the bidirectional
 *   embeddings, overrides, isolates and marks, and the line/paragraph separators.
 * - Text (the message): the same, except tab and line breaks, and the
 *   left-to-right/right-to-left marks that right-to-left writing uses.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const unsafeInLine =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;
const unsafeInText =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;
/* eslint-enable no-control-regex */

export function isSafeLine(value: string): boolean {
  return !unsafeInLine.test(value);
}

export function isSafeText(value: string): boolean {
  return !unsafeInText.test(value);
}

/**
 * `value` fit for one line of output (an e-mail subject, a terminal row, a chat
 * line), whatever was stored before these rules: every unsafe character and
 * line break becomes U+FFFD, visibly.
 */
export function oneLine(value: string): string {
  return value.replace(new RegExp(unsafeInLine.source, "g"), "\uFFFD");
}

/** `value` fit for a multi-line text body: unsafe characters become U+FFFD, line breaks stay. */
export function safeText(value: string): string {
  return value.replace(new RegExp(unsafeInText.source, "g"), "\uFFFD");
}
