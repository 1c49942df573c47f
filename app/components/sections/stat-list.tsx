interface StatListProps {
  stats: readonly { value: string; label: string }[];
}

/**
 * The figures beside a hero (value above its label): a row on phones, a column on wide screens.
 * A value's size is at most 24% of its card's width (the card is a size container), so
 * "200K+" fits its card at any width, also in the device's face (a first visit's headings,
 * decision 0017), which is wider than the display face.
 */
export function StatList({ stats }: StatListProps) {
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-1">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="@container flex flex-col rounded-[var(--radius-card)] border border-line bg-ink-900/90 p-3 sm:p-6"
        >
          <dt className="mt-1 text-xs leading-snug text-fg-muted sm:text-sm">{stat.label}</dt>
          <dd className="order-first font-display text-[length:min(1.5rem,24cqi)] leading-tight font-semibold whitespace-nowrap text-gradient sm:text-[length:min(2.25rem,24cqi)]">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
