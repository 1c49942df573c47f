interface StatListProps {
  stats: readonly { value: string; label: string }[];
}

/**
 * The figures beside a hero (value above its label): a row on phones, a column on wide screens.
 * On phones a value scales with the screen, so that "200K+" fits a third of a 320 px screen
 * even in the device's face (a first visit's headings, decision 0017), which is wider than
 * the display face.
 */
export function StatList({ stats }: StatListProps) {
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-1">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-[var(--radius-card)] border border-line bg-ink-900/90 p-3 sm:p-6"
        >
          <dt className="mt-1 text-xs leading-snug text-fg-muted sm:text-sm">{stat.label}</dt>
          <dd className="order-first font-display text-[clamp(1rem,5vw,1.5rem)] font-semibold whitespace-nowrap text-gradient sm:text-4xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
