import { ArrowRightIcon } from "~/components/ui/interface-icons";
import { CalendarIcon } from "~/components/ui/icons";
import { Icon, type IconName } from "~/components/ui/icon";
import { staggerStyle } from "~/components/ui/stagger";

export interface TimelineMilestone {
  year: string;
  title: string;
  description: string;
  icon: IconName;
  upcoming?: boolean;
  link?: { label: string; href: string };
}

/**
 * The studio's journey as a vertical timeline: year, marker on the line, card.
 * On phones the year sits above the card; from `sm` it gets its own column.
 */
export function Timeline({
  milestones,
  upcomingLabel,
}: {
  milestones: readonly TimelineMilestone[];
  /** The badge of the milestones still ahead (content). */
  upcomingLabel: string;
}) {
  return (
    <ol className="mx-auto max-w-4xl">
      {milestones.map((milestone, index) => (
        <li
          key={milestone.year}
          style={staggerStyle(index)}
          className="enter-stagger relative grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-5 pb-10 last:pb-0 sm:grid-cols-[7rem_2.5rem_minmax(0,1fr)] sm:gap-x-6"
        >
          {index < milestones.length - 1 ? (
            <span
              aria-hidden="true"
              className={`absolute top-10 bottom-0 left-5 w-px sm:left-[9.75rem] ${
                milestones[index + 1]?.upcoming
                  ? "bg-gradient-to-b from-brand-400/60 to-ember-400/60"
                  : "bg-gradient-to-b from-brand-400/60 to-violet-500/50"
              }`}
            />
          ) : null}
          <p
            className={`col-start-2 row-start-1 pb-2 font-display text-sm font-semibold tracking-wide sm:col-start-1 sm:pb-0 sm:pt-1 sm:text-right sm:text-3xl ${
              milestone.upcoming ? "text-ember-400" : "text-brand-300"
            }`}
          >
            {milestone.year}
          </p>
          <span
            aria-hidden="true"
            className={`col-start-1 row-span-2 row-start-1 flex h-10 w-10 items-center justify-center rounded-full border bg-ink-900 sm:col-start-2 sm:row-span-1 ${
              milestone.upcoming
                ? "border-dashed border-ember-400/70 text-ember-400"
                : "border-brand-400/60 text-brand-300 shadow-[0_0_18px_-4px_rgb(79_216_240/0.6)]"
            }`}
          >
            <Icon name={milestone.icon} size={18} />
          </span>
          <div className="col-start-2 rounded-[var(--radius-card)] border border-line bg-ink-850 p-5 shadow-card sm:col-start-3 sm:row-start-1 sm:p-6">
            <h3 className="text-lg font-semibold text-fg sm:text-xl">{milestone.title}</h3>
            <p className="mt-2 leading-relaxed text-fg-muted">{milestone.description}</p>
            {milestone.upcoming ? (
              <p className="mt-4 inline-flex items-center gap-2 rounded-full border border-ember-400/40 px-3 py-1 text-xs font-semibold text-ember-400">
                <CalendarIcon size={14} />
                {upcomingLabel}
              </p>
            ) : null}
            {milestone.link ? (
              <p className={milestone.upcoming ? "mt-3" : "mt-4"}>
                <a
                  href={milestone.link.href}
                  className="inline-flex items-center gap-2 text-sm font-semibold text-brand-300 hover:text-brand-400"
                >
                  {milestone.link.label}
                  <ArrowRightIcon size={16} />
                </a>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
