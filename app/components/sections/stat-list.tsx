interface StatListProps {
  stats: readonly { value: string; label: string }[];
}

/** The figures beside a hero (value above its label): a row on phones, a column on wide screens. */
export function StatList({ stats }: StatListProps) {
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-1">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-[var(--radius-card)] border border-line bg-ink-900/90 p-3 sm:p-6"
        >
          <dt className="mt-1 text-xs leading-snug text-fg-muted sm:text-sm">{stat.label}</dt>
          <dd className="order-first font-display text-2xl font-semibold whitespace-nowrap text-gradient sm:text-4xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
