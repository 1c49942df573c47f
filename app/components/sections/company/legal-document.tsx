import { Icon } from "~/components/ui/icon";
import { RichText } from "./rich-text";

type LegalBlock = string | readonly string[];

export interface LegalDocumentData {
  title: string;
  sections: readonly { id: string; title: string; blocks: readonly LegalBlock[] }[];
  closing: string;
  related: { label: string; to: string };
}

const sectionNumber = (index: number) => String(index + 1).padStart(2, "0");

/** A legal page body: a table of contents (sticky on wide screens) and readable sections. */
export function LegalDocumentBody({ document }: { document: LegalDocumentData }) {
  return (
    <div className="mx-auto max-w-7xl px-5 py-14 sm:px-8 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:py-20">
      <nav
        aria-labelledby="toc-heading"
        className="mb-12 rounded-[var(--radius-card)] border border-line bg-ink-900 p-5 sm:p-6 lg:sticky lg:top-28 lg:mb-0 lg:self-start"
      >
        <p
          id="toc-heading"
          className="text-xs font-semibold uppercase tracking-[0.2em] text-fg-subtle"
        >
          On this page
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
            href={document.related.to}
            className="inline-flex items-center gap-2 font-semibold text-brand-300 hover:text-brand-400"
          >
            <Icon name="file-text" size={16} />
            {document.related.label}
          </a>
        </p>
      </nav>

      <article aria-label={document.title} className="max-w-[68ch]">
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
            <div className="mt-5 space-y-4 text-base leading-[1.75] text-fg-muted sm:text-[1.05rem]">
              {section.blocks.map((block, blockIndex) =>
                typeof block === "string" ? (
                  <p key={blockIndex}>
                    <RichText text={block} />
                  </p>
                ) : (
                  <ul key={blockIndex} className="space-y-2.5 pl-1">
                    {block.map((item) => (
                      <li key={item} className="flex gap-3">
                        <span
                          aria-hidden="true"
                          className="mt-[0.7em] h-1.5 w-1.5 shrink-0 rounded-full bg-brand-400"
                        />
                        <span>
                          <RichText text={item} />
                        </span>
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </div>
          </section>
        ))}
        <p className="mt-12 rounded-[var(--radius-card)] border border-line bg-ink-900 p-6 leading-relaxed text-fg-muted">
          <RichText text={document.closing} />
        </p>
      </article>
    </div>
  );
}
