/**
 * Long-form text rendered from Markdown on the server (app/lib/markdown.server.ts):
 * the look of headings, paragraphs, lists, links, figures and video loops in it.
 * The HTML is the loader's, made from content files with raw HTML refused.
 */
const proseClass = [
  "text-base leading-[1.75] text-fg-muted sm:text-[1.05rem]",
  "[&>:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-28 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:leading-tight [&_h2]:text-fg sm:[&_h2]:text-[1.7rem]",
  "[&_h3]:mt-9 [&_h3]:scroll-mt-28 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-fg",
  "[&_h4]:mt-8 [&_h4]:scroll-mt-28 [&_h4]:font-semibold [&_h4]:text-fg",
  "[&_p]:mt-5 [&_strong]:font-semibold [&_strong]:text-fg",
  "[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2.5 [&_ol]:pl-6 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2.5 [&_ul]:pl-6 [&_li]:pl-1 [&_li]:marker:text-brand-400",
  "[&_a]:font-medium [&_a]:text-brand-300 [&_a]:underline [&_a]:decoration-brand-300/40 [&_a]:underline-offset-4 [&_a]:transition hover:[&_a]:text-brand-400 hover:[&_a]:decoration-brand-400",
  "[&_blockquote]:mt-8 [&_blockquote]:border-l-2 [&_blockquote]:border-brand-400 [&_blockquote]:pl-5 [&_blockquote]:text-lg [&_blockquote]:text-fg",
  "[&_code]:rounded [&_code]:bg-ink-800 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-fg",
  "[&_hr]:my-12 [&_hr]:border-line",
  // Pictures keep their proportions; a loop's poster (it has classes) fills the loop's box.
  "[&_img:not([class])]:h-auto [&_img:not([class])]:max-w-full",
  "[&_figure]:my-10 [&_figure_img:not([class])]:w-full [&_figure_img:not([class])]:rounded-[var(--radius-card)] [&_figure>video]:rounded-[var(--radius-card)] [&_figure>span]:rounded-[var(--radius-card)] [&_figure>span]:border [&_figure>span]:border-line",
  "[&_figcaption]:mt-3 [&_figcaption]:text-sm [&_figcaption]:text-fg-subtle",
].join(" ");

export function Prose({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div className={`${proseClass} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
