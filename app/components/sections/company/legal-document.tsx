import { CalendarIcon, FileTextIcon } from "~/components/ui/icons";
import { PageHero } from "~/components/sections/page-hero";
import type { LegalView } from "~/content/company/legal.server";

const sectionNumber = (index: number) => String(index + 1).padStart(2, "0");

/**
 * The text of the sections, rendered from Markdown on the server: links, and
 * bulleted lists whose items sit behind a small brand dot. Set once on the
 * article, for every section and the closing note.
 */
const proseStyle = [
  "[&_a]:font-medium [&_a]:text-brand-300 [&_a]:underline [&_a]:decoration-brand-300/40 [&_a]:underline-offset-4 [&_a]:transition [&_a:hover]:text-brand-400 [&_a:hover]:decoration-brand-400",
  "[&_ul]:space-y-2.5 [&_ul]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2.5 [&_ol]:pl-6",
  "[&_ul>li]:relative [&_ul>li]:pl-[1.125rem]",
  "[&_ul>li]:before:absolute [&_ul>li]:before:top-[0.7em] [&_ul>li]:before:left-0 [&_ul>li]:before:h-1.5 [&_ul>li]:before:w-1.5 [&_ul>li]:before:rounded-full [&_ul>li]:before:bg-brand-400 [&_ul>li]:before:content-['']",
  "[&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-fg",
].join(" ");

/** A legal page: its hero with the date, a table of contents (sticky on wide screens) and readable sections. */
export function LegalDocumentView({ document }: { document: LegalView }) {
  const { labels } = document;
  return (
    <>
      <PageHero
        heading={{ eyebrow: labels.eyebrow, title: document.title, intro: document.summary }}
        actions={
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-ink-900/80 px-4 py-2 text-sm text-fg-muted">
            <CalendarIcon size={16} className="text-brand-300" />
            <span>
              {`${labels.updated} `}
              <time dateTime={document.lastUpdated.iso}>{document.lastUpdated.label}</time>
            </span>
          </p>
        }
      />
      <div className="mx-auto max-w-7xl px-5 py-14 sm:px-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:py-20">
        <nav
          aria-labelledby="toc-heading"
          className="mb-12 rounded-[var(--radius-card)] border border-line bg-ink-900 p-5 sm:p-6 lg:sticky lg:top-28 lg:mb-0 lg:self-start"
        >
          <p
            id="toc-heading"
            className="text-xs font-semibold uppercase tracking-[0.2em] text-fg-subtle"
          >
            {labels.contents}
          </p>
          <ol className="mt-4 space-y-1 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-3 rounded-lg px-2 py-2 text-fg-muted transition hover:bg-ink-800 hover:text-brand-300"
                >
                  <span className="font-display font-semibold tabular-nums text-brand-300">
                    {sectionNumber(index)}
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
          <p className="mt-5 border-t border-line pt-4 text-sm">
            <a
              href={document.related.href}
              className="inline-flex items-center gap-2 font-semibold text-brand-300 hover:text-brand-400"
            >
              <FileTextIcon size={16} />
              {document.related.label}
            </a>
          </p>
        </nav>

        <article aria-label={document.title} className={`max-w-[68ch] ${proseStyle}`}>
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-28 border-t border-line pt-10 pb-2 first:border-t-0 first:pt-0 [&+&]:mt-10"
            >
              <h2
                id={`${section.id}-heading`}
                className="flex gap-3 text-2xl font-semibold text-fg sm:text-[1.7rem]"
              >
                <span className="font-display tabular-nums text-brand-300">
                  {sectionNumber(index)}
                </span>
                <span>{section.title}</span>
              </h2>
              <div
                className="mt-5 space-y-4 text-base leading-[1.75] text-fg-muted sm:text-[1.05rem]"
                dangerouslySetInnerHTML={{ __html: section.html }}
              />
            </section>
          ))}
          <p
            className="mt-12 rounded-[var(--radius-card)] border border-line bg-ink-900 p-6 leading-relaxed text-fg-muted"
            dangerouslySetInnerHTML={{ __html: document.closing }}
          />
        </article>
      </div>
    </>
  );
}
