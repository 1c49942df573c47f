import { CheckIcon } from "~/components/ui/icons";

interface CheckListProps {
  items: readonly string[];
  /** Colour class of the check marks. */
  accent?: string;
  className?: string;
}

/** A list of features with check marks. */
export function CheckList({ items, accent = "text-brand-400", className = "" }: CheckListProps) {
  return (
    <ul className={`space-y-2.5 text-sm leading-relaxed text-fg-muted ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <CheckIcon size={16} className={`mt-0.5 shrink-0 ${accent}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
