import { Icon, type IconName } from "../../ui/icon";
import { staggerStyle } from "../../ui/stagger";

interface ReasonListProps {
  items: readonly { icon: IconName; title: string; description: string }[];
  gradient?: string;
}

/** Reasons to choose us: icon, title and explanation, in two columns on wide screens. */
export function ReasonList({ items, gradient = "from-brand-400 to-violet-500" }: ReasonListProps) {
  return (
    <ul className="grid gap-x-10 gap-y-8 md:grid-cols-2">
      {items.map((item, index) => (
        <li key={item.title} style={staggerStyle(index)} className="enter-stagger flex gap-5">
          <span
            className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br ${gradient} text-ink-950`}
          >
            <Icon name={item.icon} size={24} />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-fg">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-fg-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
