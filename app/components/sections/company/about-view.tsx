import { BriefcaseIcon, CheckIcon } from "~/components/ui/icons";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button-link";
import { FeatureCard } from "~/components/ui/feature-card";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { staggerStyle } from "~/components/ui/stagger";
import type { AboutView as AboutContent } from "~/content/company/about.server";
import { Timeline } from "./timeline";
import { accentGradient, ctaProps } from "./view-helpers";

/** /about: the story, mission and vision, what we do, core values, why choose us, the journey. */
export function AboutView({ content }: { content: AboutContent }) {
  const { hero, purpose, disciplines, values, whyUs, journey, closing } = content;
  return (
    <>
      <PageHero
        heading={hero}
        introHtml={hero.story}
        actions={
          <>
            <ButtonLink to={hero.primary.href}>{hero.primary.label}</ButtonLink>
            <ButtonLink to={hero.secondary.href} variant="secondary" icon={BriefcaseIcon}>
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
      />

      <Section id="mission" heading={purpose}>
        <div className="grid gap-6 lg:grid-cols-2">
          {purpose.statements.map((statement, index) => (
            <article
              key={statement.label}
              style={staggerStyle(index)}
              className="enter-stagger relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-gradient-to-br from-ink-800 via-ink-850 to-ink-900 p-7 shadow-card sm:p-9"
            >
              <div
                aria-hidden="true"
                className={`glow -top-28 -right-28 h-80 w-80 ${
                  index === 0 ? "from-brand-500/20" : "from-violet-500/20"
                }`}
              />
              <p className="relative flex items-center gap-3 text-sm font-semibold uppercase tracking-[0.18em] text-brand-300">
                <Icon name={statement.icon} size={20} />
                {statement.label}
              </p>
              <h3 className="relative mt-5 text-2xl font-semibold text-fg sm:text-3xl">
                {statement.title}
              </h3>
              <p className="relative mt-4 text-lg leading-relaxed text-fg-muted">
                {statement.text}
              </p>
            </article>
          ))}
        </div>
      </Section>

      <Section id="what-we-do" heading={disciplines} tone="raised">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {disciplines.items.map((item, index) => (
            <FeatureCard
              key={item.href}
              index={index}
              icon={item.icon}
              title={item.title}
              description={item.description}
              to={item.href}
              linkLabel={item.linkLabel}
              gradient={accentGradient(item.accent)}
            />
          ))}
        </div>
      </Section>

      <Section id="values" heading={values}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {values.items.map((value, index) => (
            <div key={value.title} className={index < 2 ? "lg:col-span-3" : "lg:col-span-2"}>
              <FeatureCard index={index} {...value} />
            </div>
          ))}
        </div>
      </Section>

      <Section id="why-us" heading={whyUs} tone="raised">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {whyUs.stats.map((stat) => (
            <div
              key={stat.label}
              className="@container flex flex-col rounded-[var(--radius-card)] border border-line bg-ink-850 p-5 sm:p-6"
            >
              <dt className="text-sm leading-snug text-fg-muted">{stat.label}</dt>
              <dd className="order-first mb-2 font-display text-[length:min(1.875rem,24cqi)] leading-tight font-semibold whitespace-nowrap text-gradient sm:text-[length:min(2.25rem,24cqi)]">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {whyUs.reasons.map((reason, index) => (
            <li
              key={reason}
              style={staggerStyle(index)}
              className="enter-stagger flex gap-4 rounded-2xl border border-line bg-ink-850 p-5"
            >
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-400/15 text-brand-300">
                <CheckIcon size={16} />
              </span>
              <span className="leading-relaxed text-fg-muted">{reason}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="journey" heading={journey} align="center">
        <Timeline milestones={journey.milestones} upcomingLabel={journey.upcomingLabel} />
      </Section>

      <CtaBanner {...ctaProps(closing)} />
    </>
  );
}
