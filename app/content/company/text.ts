import { fill } from "~/contact/copy";

/**
 * Filling a content template's {placeholders} on the server, for copy that
 * counts things ("{positionsInWords} roles open") or names a setting
 * ("Email {email}").
 */
const words = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** A count as a word up to twenty ("nine"), in digits beyond. */
export function inWords(count: number): string {
  return words[count] ?? String(count);
}

/** `template` filled in; a placeholder that opens the text starts it with a capital. */
export function fillText(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  const text = fill(template, values);
  return template.startsWith("{") ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * A line with one placeholder that becomes a link (an e-mail address): the
 * text before and after it. A line without the placeholder is all `before`.
 */
export function aroundToken(template: string, token: string): { before: string; after: string } {
  const [before = "", ...rest] = template.split(`{${token}}`);
  return { before, after: rest.join(`{${token}}`) };
}
