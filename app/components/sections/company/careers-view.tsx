import { ChevronDownIcon, MailIcon } from "~/components/ui/interface-icons";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { StatList } from "~/components/sections/stat-list";
import { ButtonLink } from "~/components/ui/button-link";
import { FeatureCard } from "~/components/ui/feature-card";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { staggerStyle } from "~/components/ui/stagger";
import type { CareersView as CareersContent } from "~/content/company/careers.server";
import { JobCard } from "./job-card";
import { ctaProps } from "./view-helpers";

/** /careers: values, benefits, the open positions, the hiring process. */
export function CareersView({ content }: { content: CareersContent }) {
  const { hero, facts, values, benefits, openings, jobs, process, closing } = content;
  return (
    <>
      <PageHero
        heading={hero}
        actions={
          <>
            <ButtonLink to={hero.openings.href} icon={ChevronDownIcon}>
              {hero.openings.label}
            </ButtonLink>
            <ButtonLink to={hero.resume.href} variant="secondary">
              {hero.resume.label}
            </ButtonLink>
          </>
        }
        aside={<StatList stats={facts} />}
      />

      <Section id="values" heading={values}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((value, index) => (
            <FeatureCard key={value.title} index={index} {...value} />
          ))}
        </div>
      </Section>

      <Section id="benefits" heading={benefits} tone="raised">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.items.map((benefit, index) => (
            <li
              key={benefit.title}
              style={staggerStyle(index)}
              className="enter-stagger flex gap-4 rounded-[var(--radius-card)] border border-line bg-ink-850 p-6"
            >
              <span className="icon-tile h-11 w-11 shrink-0 rounded-xl from-brand-400 to-violet-500">
                <Icon name={benefit.icon} size={22} />
              </span>
              <div>
                <h3 className="font-semibold text-fg">{benefit.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-fg-muted">
                  {benefit.description}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="open-positions" heading={openings}>
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {jobs.map((job, index) => (
            <JobCard key={job.id} job={job} index={index} openings={openings} />
          ))}
        </div>
        <p className="mt-10 flex flex-wrap items-center gap-x-2 gap-y-1 text-fg-muted">
          <MailIcon size={18} className="text-brand-400" />
          {openings.questions.before.trim()}
          <a
            href={`mailto:${openings.questions.email}`}
            className="font-semibold text-brand-300 underline decoration-brand-300/40 underline-offset-4 hover:text-brand-400"
          >
            {openings.questions.email}
          </a>
          {openings.questions.after.trim() || null}
        </p>
      </Section>

      <Section id="hiring-process" heading={process} tone="raised">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {process.steps.map((step, index) => (
            <li key={step.title} style={staggerStyle(index)} className="card enter-stagger">
              <span
                aria-hidden="true"
                className="font-display text-4xl font-semibold text-gradient"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-fg">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-fg-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBanner {...ctaProps(closing)} />
    </>
  );
}
