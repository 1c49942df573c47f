import { ArrowRightIcon } from "~/components/ui/interface-icons";
import { Icon, type IconName } from "../../ui/icon";
import { staggerStyle } from "../../ui/stagger";

export interface ExpertiseItem {
  icon: IconName;
  title: string;
  description: string;
  /** The detail page of this specialism, where one exists. */
  href?: string;
}

interface ExpertiseGridProps {
  items: readonly ExpertiseItem[];
  gradient: string;
  /** The text under a card that links to its page. */
  linkLabel: string;
}

/** The layout of a grid of `count` cards that leaves no orphan on the last row. */
function layout(count: number): { grid: string; span: (index: number) => string } {
  if (count % 4 === 0) {
    return { grid: "sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4", span: () => "" };
  }
  if (count > 4 && (count - 4) % 3 === 0) {
    // Two rows of two wide cards, then rows of three.
    return {
      grid: "sm:grid-cols-2 lg:grid-cols-6",
      span: (index) => (index < 4 ? "lg:col-span-3" : "lg:col-span-2"),
    };
  }
  return { grid: "sm:grid-cols-2 lg:grid-cols-3", span: () => "" };
}

/**
 * A category's expertise cards; a card with a detail page is a link to it.
 * On phones the icon sits beside the title to keep a long grid compact.
 */
export function ExpertiseGrid({ items, gradient, linkLabel }: ExpertiseGridProps) {
  const { grid, span } = layout(items.length);
  return (
    <ul className={`grid gap-4 sm:gap-5 ${grid}`}>
      {items.map((item, index) => (
        <li key={item.title} className={span(index)}>
          <article
            style={staggerStyle(index)}
            className="enter-stagger group relative flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-ink-850 p-5 shadow-card transition hover:border-brand-400/60 hover:shadow-glow sm:p-7"
          >
            <div className="flex items-center gap-4 sm:block">
              <span
                className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br sm:h-12 sm:w-12 ${gradient} text-ink-950`}
              >
                <Icon name={item.icon} size={22} />
              </span>
              <h3 className="text-lg font-semibold text-fg sm:mt-5 sm:text-xl">
                {item.href ? (
                  <a
                    href={item.href}
                    className="after:absolute after:inset-0 after:rounded-[var(--radius-card)]"
                  >
                    {item.title}
                  </a>
                ) : (
                  item.title
                )}
              </h3>
            </div>
            <p className="mt-3 leading-relaxed text-fg-muted">{item.description}</p>
            {item.href ? (
              <span
                aria-hidden="true"
                className="mt-auto inline-flex items-center gap-2 pt-4 text-sm font-semibold text-brand-300 sm:pt-6"
              >
                {linkLabel}
                <ArrowRightIcon size={16} className="transition group-hover:translate-x-1" />
              </span>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
