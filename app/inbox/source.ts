import type { InquirySource } from "../../db/insights-store";

/**
 * Where an inquiry came from, in one sentence for staff: "Came from a Google
 * search, entered on /services/simulations/defence, 3 pages seen."
 * (The visit is found through the day's visitor id: db/insights-store.ts.)
 */
const SEARCH_ENGINES: readonly [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)ecosia\.org$/, "Ecosia"],
  [/(^|\.)search\.yahoo\.com$/, "Yahoo"],
  [/(^|\.)search\.brave\.com$/, "Brave"],
  [/(^|\.)kagi\.com$/, "Kagi"],
];

/** "a Google search", "linkedin.com", or "no referrer (typed, bookmarked or an app)". */
export function referrerLabel(host: string): string {
  if (host === "") return "a direct visit (typed, bookmarked or from an app)";
  const engine = SEARCH_ENGINES.find(([pattern]) => pattern.test(host));
  return engine ? `a ${engine[1]} search` : host;
}

export function sourceSentence(source: InquirySource): string {
  const campaign = [source.utmSource, source.utmMedium].filter(Boolean).join(" / ");
  const parts = [
    `Came from ${source.utmCampaign ? `the campaign “${source.utmCampaign}”${campaign ? ` (${campaign})` : ""} via ` : campaign ? `${campaign} via ` : ""}${referrerLabel(source.referrerHost)}`,
    `entered on ${source.entryPath}`,
    `${source.pagesSeen} ${source.pagesSeen === 1 ? "page" : "pages"} seen`,
  ];
  return `${parts.join(", ")}.`;
}

/** The CSV export's columns for an inquiry's source, named as people read them. */
export const sourceHeader = [
  "Entry page",
  "Referrer",
  "Campaign source",
  "Campaign medium",
  "Campaign name",
  "Pages seen",
] as const;

/** The cells under sourceHeader: all empty when the source is not known. */
export function sourceCells(source: InquirySource | undefined): string[] {
  if (!source) return sourceHeader.map(() => "");
  return [
    source.entryPath,
    source.referrerHost || "none (a direct visit)",
    source.utmSource,
    source.utmMedium,
    source.utmCampaign,
    String(source.pagesSeen),
  ];
}
