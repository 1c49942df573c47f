/**
 * Words the editor's property tests put into content (server/editor/*.test.ts): combining
 * marks, right-to-left scripts, CJK, an astral letter, an emoji and a no-break space, the
 * text a serialiser most often gets wrong.
 */
export const UNICODE_WORDS = [
  "e\u0301te\u0301",
  "שלום",
  "مرحبا",
  "日本語",
  "𝒜lpha",
  "🎮",
  "a\u00a0b",
] as const;
