import { Icon, type IconName } from "../../ui/icon";
import { staggerStyle } from "../../ui/stagger";

interface IconTilesProps {
  items: readonly { icon: IconName; title: string; description: string }[];
  /** "ember" for the game pages. */
  tone?: "brand" | "ember";
}

/** Tile widths: three to a row when the count divides by three (6), else four (7 = 4 + 3). */
const widths = {
  3: "sm:basis-[calc(50%-0.625rem)] lg:basis-[calc(33.333%-0.834rem)]",
  4: "sm:basis-[calc(50%-0.625rem)] lg:basis-[calc(33.333%-0.834rem)] xl:basis-[calc(25%-0.9375rem)]",
} as const;

/**
 * Small tiles with an icon, a title and a line of text (industries, platforms).
 * Rows wrap and centre, so any count ends on a balanced last row. On phones
 * the icon sits beside the text.
 */
export function IconTiles({ items, tone = "brand" }: IconTilesProps) {
  const iconColour = tone === "ember" ? "text-ember-400" : "text-brand-300";
  const width = widths[items.length % 3 === 0 && items.length % 4 !== 0 ? 3 : 4];
  return (
    <ul className="flex flex-wrap justify-center gap-4 text-left sm:gap-5">
      {items.map((item, index) => (
        <li
          key={item.title}
          style={staggerStyle(index)}
          className={`enter-stagger flex basis-full gap-4 rounded-[var(--radius-card)] border border-line bg-ink-850 p-5 sm:block sm:p-6 ${width}`}
        >
          <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl border border-line bg-ink-800">
            <Icon name={item.icon} size={22} className={iconColour} />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-fg sm:mt-4">{item.title}</h3>
            <p className="mt-1.5 text-[0.95rem] leading-relaxed text-fg-muted sm:mt-2">
              {item.description}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
