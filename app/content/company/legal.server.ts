import type { Content } from "../load.server";
import { renderInlineMarkdown, renderMarkdownSections } from "~/lib/markdown.server";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A date written YYYY-MM-DD as the legal pages show it: the month in words, the day, the year. */
export function formatLegalDate(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}

/** The legal document published at a registered path (e.g. "/PrivacyPolicy"), or undefined. */
export function legalDocumentAt(content: Content, path: string) {
  return content.legal.find((document) => document.path === path);
}

/**
 * What a legal page shows, from its file in content/legal/: the details of its
 * front matter, and its Markdown body split into sections at the ## headings
 * (each keeps the address its heading gives, e.g. #cookies), as HTML.
 */
export function legalView(content: Content, path: string) {
  const document = legalDocumentAt(content, path);
  if (!document) throw new Error(`No legal document in content/legal/ for ${path}`);
  const { sections } = renderMarkdownSections(document.body);
  return {
    labels: content.legalLabels,
    title: document.title,
    summary: document.summary,
    lastUpdated: { iso: document.lastUpdated, label: formatLegalDate(document.lastUpdated) },
    sections,
    related: document.related,
    closing: renderInlineMarkdown(document.closing),
  };
}

export type LegalView = ReturnType<typeof legalView>;
