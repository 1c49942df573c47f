interface StatListProps {
  stats: readonly { value: string; label: string }[];
}

/** The figures beside a hero (value above its label). */
export function StatList({ stats }: StatListProps) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-[var(--radius-card)] border border-line bg-ink-900/70 p-6 backdrop-blur"
        >
          <dt className="text-sm text-fg-muted">{stat.label}</dt>
          <dd className="order-first font-display text-4xl font-semibold text-gradient">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
