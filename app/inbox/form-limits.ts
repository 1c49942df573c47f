import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "./reply";

/**
 * How large the inquiry page's posts can be, in bytes, so that the server's
 * body limit (server/body-limit.ts) never refuses a form its fields' maxlength
 * allows. A browser posts a form percent-encoded: each UTF-16 code unit of a
 * field becomes at most 9 bytes (a character of Cyrillic 6, of CJK or
 * Devanagari 9, an emoji's two code units 12 together; a line break, sent as
 * CR LF, 6). The 32 KB that BODY_LIMIT_BYTES allows every other form holds a
 * reply of about 3,500 characters in Chinese: the reply form's 20,000 need more.
 */
export const BYTES_PER_CODE_UNIT = 9;

/** The longest note the inquiry page takes, in characters (UTF-16 code units, as maxlength counts). */
export const NOTE_MAX = 5000;

/** Room for the form's other fields: intent, CSRF token, the reply's one-time key, names and separators. */
const FORM_OVERHEAD_BYTES = 4096;

/** The most a form whose free-text fields hold at most `codeUnits` in total can weigh as posted. */
export function postedBytesMax(codeUnits: number): number {
  return codeUnits * BYTES_PER_CODE_UNIT + FORM_OVERHEAD_BYTES;
}

/** The inquiry page's largest form: the reply (subject and message at their maxlength). */
export const INQUIRY_PAGE_POST_BYTES = postedBytesMax(
  Math.max(REPLY_SUBJECT_MAX + REPLY_BODY_MAX, NOTE_MAX),
);

/**
 * The inquiry page's posts, as a browser sends them: a plain form post to
 * /inbox/12, or React Router's fetch to /inbox/12.data.
 */
export const INQUIRY_PAGE_POST_PATH = /^\/inbox\/\d+(?:\.data)?\/?$/;
