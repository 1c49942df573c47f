import { Icon, type IconName } from "~/components/ui/icon";
import { staggerStyle } from "~/components/ui/stagger";

interface IconTilesProps {
  items: readonly { icon: IconName; title: string; description: string }[];
  /** Tiles per row on wide screens; a short last row is centred. */
  columns?: "3" | "4" | "5";
}

const widths = {
  "3": "sm:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.667rem)]",
  "4": "sm:w-[calc(50%-0.5rem)] lg:w-[calc(25%-0.75rem)]",
  "5": "sm:w-[calc(50%-0.5rem)] lg:w-[calc(20%-0.8rem)]",
} as const;

/** Compact tiles (icon, h3, one line): industries, technologies. */
export function IconTiles({ items, columns = "3" }: IconTilesProps) {
  return (
    <ul className="flex flex-wrap justify-center gap-4">
      {items.map((item, index) => (
        <li
          key={item.title}
          style={staggerStyle(index)}
          className={`enter-stagger w-full rounded-[var(--radius-card)] border border-line bg-ink-850 p-6 ${widths[columns]}`}
        >
          <Icon name={item.icon} size={28} className="text-brand-300" />
          <h3 className="mt-4 text-lg font-semibold text-fg">{item.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-fg-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
