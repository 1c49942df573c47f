import { CheckIcon } from "~/components/ui/icons";

interface CheckListProps {
  items: readonly string[];
  className?: string;
}

/** A list of short statements, each marked with a check. */
export function CheckList({ items, className = "" }: CheckListProps) {
  return (
    <ul className={`space-y-4 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-fg">
          <span className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-400/15 text-brand-300">
            <CheckIcon size={15} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
