/**
 * An answer's own words apart from the earlier messages it quotes. People answer
 * above or between the studio's words, and their mail program quotes the whole
 * thread back with "> " on each line: shown in full, every answer repeats the
 * conversation before it. The inquiry's page folds each long quoted block (a
 * <details> the reader can open) and shows short ones, which are usually inline
 * answers' context, as they are. Only the display changes: the stored text is
 * the whole answer.
 */
export type Part = { kind: "text" | "quoted"; text: string };

/** A quoted block shorter than this many lines stays in the text. */
export const FOLDED_FROM_LINES = 4;
/** The longest line taken as a quote's attribution ("On 2 Nov 2026, Sam Carter wrote:"). */
const ATTRIBUTION_MAX = 200;

/**
 * A line that introduces a quote, as mail programs write it in the languages the
 * studio's customers write in: "… wrote:", "Am … schrieb Name <address>:", "… a écrit :", "… escribió:",
 * "… ha scritto:", "… escreveu:", "… schreef:", the Polish one, "… skrev:", or an
 * "Original Message" rule. Only such a line goes into the fold: a person's own line
 * ending with a colon ("details:") stays in sight.
 */
const ATTRIBUTION_END =
  /(\b(wrote|schrieb|escribió|scrisse|escreveu|schreef|napisa\u0142|skrev|kirjoitti)|a écrit|ha scritto)\s*:\s*$/i;
const ORIGINAL_MESSAGE =
  /^-{2,}\s*(original message|ursprüngliche nachricht|message d'origine|mensaje original)\s*-{2,}$/i;

/** Whether a line is a mail program's attribution; each pattern is linear in the line. */
function isAttribution(line: string): boolean {
  const text = line.trim();
  if (text.length > ATTRIBUTION_MAX) return false;
  return (
    ATTRIBUTION_END.test(text) ||
    ORIGINAL_MESSAGE.test(text) ||
    // German: "Am 2. Nov. 2026 um 09:14 schrieb Sam Carter <sales@studio.example>:"
    (/^am\s/i.test(text) && /\sschrieb\s/i.test(text) && text.endsWith(":"))
  );
}

const isQuoted = (line: string) => /^[ \t]*>/.test(line);
const isBlank = (line: string) => line.trim() === "";

/**
 * The answer in order, as text and folded quotes; joined with line breaks the
 * parts give the text back exactly. A folded quote takes with it the line that
 * introduces it when that line is a mail program's attribution (isAttribution).
 */
export function splitQuoted(body: string): Part[] {
  const lines = body.split("\n");
  const parts: Part[] = [];
  let text: string[] = [];
  const flushText = () => {
    if (text.length > 0) parts.push({ kind: "text", text: text.join("\n") });
    text = [];
  };
  let i = 0;
  while (i < lines.length) {
    if (!isQuoted(lines[i]!)) {
      text.push(lines[i]!);
      i++;
      continue;
    }
    // A block: quoted lines, with blank lines inside it (not at its end).
    let end = i;
    let quotedLines = 0;
    for (let j = i; j < lines.length; j++) {
      if (isQuoted(lines[j]!)) {
        end = j + 1;
        quotedLines++;
      } else if (!isBlank(lines[j]!)) break;
    }
    if (quotedLines < FOLDED_FROM_LINES) {
      text.push(...lines.slice(i, end));
    } else {
      // Its attribution: the last line of text before it, if it ends with a colon.
      let from = text.length;
      while (from > 0 && isBlank(text[from - 1]!)) from--;
      const intro = text[from - 1];
      const block = lines.slice(i, end);
      if (intro !== undefined && isAttribution(intro)) {
        block.unshift(...text.splice(from - 1));
      }
      flushText();
      const last = parts.at(-1);
      // Two quotes with only an attribution between them are one fold (nothing the
      // person wrote is between them: an attribution is a mail program's line).
      if (last?.kind === "quoted") last.text += `\n${block.join("\n")}`;
      else parts.push({ kind: "quoted", text: block.join("\n") });
    }
    i = end;
  }
  flushText();
  return parts;
}
