import { ButtonLink } from "~/components/ui/button-link";
import { Icon, type IconName } from "~/components/ui/icon";
import { staggerStyle } from "~/components/ui/stagger";
import type { CareersView } from "~/content/company/careers.server";

type Job = CareersView["jobs"][number];
type Openings = CareersView["openings"];

interface JobCardProps {
  job: Job;
  index: number;
  /** The apply link, the names of the details and the posted label. */
  openings: Pick<Openings, "apply" | "facts" | "posted">;
}

/** One open position: department, title, where/what/how much experience, description, apply link. */
export function JobCard({ job, index, openings }: JobCardProps) {
  const facts: { term: string; value: string; icon: IconName }[] = [
    { term: openings.facts.location, value: job.location, icon: "map-pin" },
    { term: openings.facts.type, value: job.type, icon: "briefcase" },
    { term: openings.facts.experience, value: job.experience, icon: "award" },
  ];
  return (
    <article
      id={job.id}
      style={staggerStyle(index)}
      aria-labelledby={`${job.id}-title`}
      className="card card-link enter-stagger scroll-mt-28"
    >
      <p className="self-start rounded-full bg-brand-400/10 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-brand-300">
        {job.department}
      </p>
      <h3 id={`${job.id}-title`} className="mt-4 text-xl font-semibold text-fg">
        {job.title}
      </h3>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-fg-muted">
        {facts.map((fact) => (
          <div key={fact.icon}>
            <dt className="sr-only">{fact.term}</dt>
            <dd className="flex items-center gap-1.5">
              <Icon name={fact.icon} size={16} className="shrink-0 text-brand-400" />
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 leading-relaxed text-fg-muted">{job.description}</p>
      <ul className="mt-5 flex flex-wrap gap-2">
        {job.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-full border border-line bg-ink-900 px-3 py-1 text-xs text-fg-muted"
          >
            {skill}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-3 pt-7">
        <ButtonLink to={openings.apply.href}>
          {openings.apply.label}
          <span className="sr-only"> for {job.title}</span>
        </ButtonLink>
        <p className="text-xs text-fg-subtle">
          {`${openings.posted} `}
          <time dateTime={job.postedOn}>{job.postedLabel}</time>
        </p>
      </div>
    </article>
  );
}
