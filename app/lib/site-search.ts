/**
 * The server's answer to /search?q= (without JavaScript): the pages of the search
 * index (the same Pagefind files the browser searches, read by
 * server/search-index.ts), matched word by word. Every word of the query must match
 * the start of a word of the page (prefix matching, as Pagefind does), or, from five
 * letters on, with one letter wrong, missing or extra (a typo).
 */

export interface IndexedPage {
  url: string;
  title: string;
  section: string;
  content: string;
}

/** A stretch of an excerpt: marked when it is a word the query matched. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

export interface SearchResult {
  url: string;
  title: string;
  section: string;
  excerpt: ExcerptPart[];
}

/** The longest query read (the rest is ignored), and the most words of it matched. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_WORDS = 8;
const EXCERPT_WORDS = 30;
const WORDS_BEFORE_MATCH = 8;

/** A word: letters and digits, with the accents written as marks of their own. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/** A word as it is compared: lower case, without accents ("Défense" is "defense"). */
export function folded(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a query, folded, at most MAX_QUERY_WORDS of them, no repeats. */
export function queryWords(query: string): string[] {
  const words = (query.slice(0, MAX_QUERY_LENGTH).match(WORD) ?? []).map(folded);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** True when `a` and `b` differ by at most one letter changed, added or removed. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Whether the page's word `word` answers the query's word `term`. */
export function wordMatches(term: string, word: string): boolean {
  // One letter ("c" of "C++") is a word of its own, not the start of every word.
  if (term.length < 2) return word === term;
  if (word.startsWith(term)) return true;
  if (term.length < 5) return false;
  return withinOneEdit(term, word) || withinOneEdit(term, word.slice(0, term.length));
}

interface Token {
  word: string;
  start: number;
  end: number;
}

function tokens(text: string): Token[] {
  return [...text.matchAll(WORD)].map((match) => ({
    word: folded(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The excerpt around the first matched word, with every matched word marked. */
function excerpt(
  content: string,
  words: readonly Token[],
  terms: readonly string[],
): ExcerptPart[] {
  const matches = (token: Token) => terms.some((term) => wordMatches(term, token.word));
  const first = Math.max(0, words.findIndex(matches));
  const from = Math.max(0, first - WORDS_BEFORE_MATCH);
  const shown = words.slice(from, from + EXCERPT_WORDS);
  if (shown.length === 0) return [];
  const parts: ExcerptPart[] = [];
  const push = (text: string, mark: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  if (from > 0) push("… ", false);
  let at = shown[0]!.start;
  for (const token of shown) {
    push(content.slice(at, token.start), false);
    push(content.slice(token.start, token.end), matches(token));
    at = token.end;
  }
  const end = shown.at(-1)!.end;
  push(
    from + EXCERPT_WORDS < words.length
      ? `${content.slice(end, end + 1).trim()} …`
      : content.slice(end),
    false,
  );
  return parts;
}

/** Each page's words, split once: the index is read when the server starts and never changes. */
const pageTokens = new WeakMap<IndexedPage, { words: Token[]; titleWords: Token[] }>();

function tokensOf(page: IndexedPage): { words: Token[]; titleWords: Token[] } {
  let split = pageTokens.get(page);
  if (!split) {
    split = { words: tokens(page.content), titleWords: tokens(page.title) };
    pageTokens.set(page, split);
  }
  return split;
}

/** The pages matching every word of `query`, best first (title matches count most). */
export function searchPages(pages: readonly IndexedPage[], query: string): SearchResult[] {
  const terms = queryWords(query);
  if (terms.length === 0) return [];
  const scored: { page: IndexedPage; words: Token[]; score: number }[] = [];
  for (const page of pages) {
    const { words, titleWords } = tokensOf(page);
    let score = 0;
    for (const term of terms) {
      const inTitle = titleWords.filter((token) => wordMatches(term, token.word)).length;
      const inContent = words.filter((token) => wordMatches(term, token.word)).length;
      if (inTitle + inContent === 0) {
        score = 0;
        break;
      }
      score += inTitle * 10 + Math.min(inContent, 5);
    }
    if (score > 0) scored.push({ page, words, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.page.url.localeCompare(b.page.url))
    .map(({ page, words }) => ({
      url: page.url,
      title: page.title,
      section: page.section,
      excerpt: excerpt(page.content, words, terms),
    }));
}
