import { ArrowRightIcon } from "~/components/ui/interface-icons";
import { ArrowUpRightIcon } from "~/components/ui/icons";

export interface ServiceLinkItem {
  name: string;
  path: string;
  /** The practice the page belongs to, shown above its name. */
  kicker?: string;
}

interface ServiceLinksProps {
  links: readonly ServiceLinkItem[];
  /** "cards" for a section of its own, "compact" for a panel beside the hero. */
  variant?: "cards" | "compact";
}

/** A list of links to other service pages. */
export function ServiceLinks({ links, variant = "cards" }: ServiceLinksProps) {
  if (variant === "compact") {
    return (
      <ul className="grid gap-1">
        {links.map((link) => (
          <li key={link.path}>
            <a
              href={link.path}
              className="group flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-[0.95rem] text-fg transition-colors hover:bg-ink-700 hover:text-brand-300"
            >
              {link.name}
              <ArrowRightIcon
                size={16}
                className="shrink-0 text-fg-muted transition group-hover:translate-x-0.5 group-hover:text-brand-300"
              />
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.path}>
          <a
            href={link.path}
            className="group flex h-full items-center justify-between gap-4 rounded-[var(--radius-card)] border border-line bg-ink-850 p-5 transition hover:border-brand-400/60 hover:shadow-glow sm:p-6"
          >
            <span>
              {link.kicker ? (
                <span className="block text-xs font-semibold uppercase tracking-[0.16em] text-brand-300">
                  {link.kicker}
                </span>
              ) : null}
              <span className="mt-1 block text-lg font-semibold text-fg">{link.name}</span>
            </span>
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-line text-fg-muted transition group-hover:border-brand-400 group-hover:text-brand-300">
              <ArrowUpRightIcon size={18} />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
