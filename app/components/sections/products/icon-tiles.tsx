import { Icon, type IconName } from "~/components/ui/icon";
import { staggerStyle } from "~/components/ui/stagger";

interface IconTilesProps {
  items: readonly { icon: IconName; title: string; description: string }[];
  /** Grid columns on wide screens. */
  columns?: "3" | "4" | "5";
}

const columnClasses = {
  "3": "sm:grid-cols-2 lg:grid-cols-3",
  "4": "sm:grid-cols-2 lg:grid-cols-4",
  "5": "sm:grid-cols-2 lg:grid-cols-5",
} as const;

/** Compact tiles (icon, h3, one line): industries, technologies. */
export function IconTiles({ items, columns = "3" }: IconTilesProps) {
  return (
    <ul className={`grid gap-4 ${columnClasses[columns]}`}>
      {items.map((item, index) => (
        <li
          key={item.title}
          style={staggerStyle(index)}
          className="enter-stagger rounded-[var(--radius-card)] border border-line bg-ink-850 p-6"
        >
          <Icon name={item.icon} size={28} className="text-brand-300" />
          <h3 className="mt-4 text-lg font-semibold text-fg">{item.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-fg-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
