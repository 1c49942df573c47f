/**
 * A value as pieces, some marked: how the inbox's list shows what a search
 * matched (`<mark>` around the matched words; app/inbox/marked-text.tsx). The
 * engines' highlighters produce them (db/inbox-search.ts); a value shown
 * without a search is one unmarked piece.
 */
export interface Segment {
  text: string;
  mark: boolean;
}

export function unmarked(text: string): Segment[] {
  return text ? [{ text, mark: false }] : [];
}

/** The segments with `show` applied to each piece's text (show must keep one character per character). */
export function mapText(segments: readonly Segment[], show: (text: string) => string): Segment[] {
  return segments.map((segment) => ({ text: show(segment.text), mark: segment.mark }));
}
