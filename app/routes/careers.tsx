import { StatList } from "~/components/sections/stat-list";
import { careers, positions, type CareersContent } from "~/content/company/careers";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { siteUrl } from "~/lib/site-url.server";
import { jobPostingJsonLd } from "~/lib/structured-data";
import { JobCard, type JobCardData } from "~/components/sections/company/job-card";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button-link";
import { FeatureCard } from "~/components/ui/feature-card";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { staggerStyle } from "~/components/ui/stagger";
import type { Route } from "./+types/careers";

export function loader({ url }: Route.LoaderArgs) {
  const origin = siteUrl();
  const postedDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
  const jobs = positions.map((job) => ({
    id: job.id,
    title: job.title,
    department: job.department,
    location: job.location,
    type: job.type,
    experience: job.experience,
    description: job.description,
    skills: job.skills,
    postedOn: job.postedOn,
    postedLabel: postedDate.format(new Date(`${job.postedOn}T00:00:00Z`)),
  }));
  const hybridRoles = positions.filter((job) => job.workplace === "hybrid").length;
  const teams = new Set(positions.map((job) => job.department)).size;
  const facts = [
    { value: String(positions.length), label: `open positions across ${teams} teams` },
    { value: "1–3+", label: "years of experience asked, from QA to Unreal" },
    { value: String(hybridRoles), label: "roles open to hybrid work in India" },
  ];
  return pageData(
    url,
    { ...careers, jobs, facts },
    { jsonLd: positions.map((job) => jobPostingJsonLd(job, origin)) },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  return <CareersView content={loaderData.content} />;
}

interface CareersViewContent extends CareersContent {
  jobs: readonly JobCardData[];
  facts: readonly { value: string; label: string }[];
}

function CareersView({ content }: { content: CareersViewContent }) {
  const { hero, facts, values, benefits, openings, jobs, process, questions, closing } = content;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        intro={hero.intro}
        actions={
          <>
            <ButtonLink to={hero.primary.to} icon="chevron-down">
              {hero.primary.label}
            </ButtonLink>
            <ButtonLink to={hero.resume.to} variant="secondary">
              {hero.resume.label}
            </ButtonLink>
          </>
        }
        aside={<StatList stats={facts} />}
      />

      <Section id="values" eyebrow={values.eyebrow} title={values.title} intro={values.intro}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((value, index) => (
            <FeatureCard key={value.title} index={index} {...value} />
          ))}
        </div>
      </Section>

      <Section id="benefits" eyebrow={benefits.eyebrow} title={benefits.title} tone="raised">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.items.map((benefit, index) => (
            <li
              key={benefit.title}
              style={staggerStyle(index)}
              className="enter-stagger flex gap-4 rounded-[var(--radius-card)] border border-line bg-ink-850 p-6"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-400 to-violet-500 text-ink-950">
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

      <Section
        id="open-positions"
        eyebrow={openings.eyebrow}
        title={openings.title}
        intro={openings.intro}
      >
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {jobs.map((job, index) => (
            <JobCard
              key={job.id}
              job={job}
              index={index}
              applyUrl={openings.applyUrl}
              applyLabel={openings.applyLabel}
            />
          ))}
        </div>
        <p className="mt-10 flex flex-wrap items-center gap-x-2 gap-y-1 text-fg-muted">
          <Icon name="mail" size={18} className="text-brand-400" />
          {questions.text}
          <a
            href={`mailto:${questions.email}`}
            className="font-semibold text-brand-300 underline decoration-brand-300/40 underline-offset-4 hover:text-brand-400"
          >
            {questions.email}
          </a>
        </p>
      </Section>

      <Section id="hiring-process" eyebrow={process.eyebrow} title={process.title} tone="raised">
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

      <CtaBanner {...closing} />
    </>
  );
}
