import { LayersIcon, MessageCircleIcon } from "~/components/ui/icons";
import { ButtonLink } from "../../ui/button-link";
import { Section } from "../../ui/section";
import { staggerStyle } from "../../ui/stagger";
import { PageHero } from "../page-hero";
import { toneGradients, type Tone } from "./accents";
import { CheckList } from "./check-list";
import { ClosingBanner } from "./closing-banner";
import { ServiceLinks, type ServiceLinkItem } from "./service-links";
import type { LinkAction } from "./types";

interface Heading {
  eyebrow: string;
  title: string;
}

/** One service page (spec section 3, "Service-detail record") and the copy every service page shares. */
export interface ServiceDetailContent {
  eyebrow: string;
  title: string;
  subtitle: string;
  description: string;
  whyChooseUs: readonly string[];
  useCases: readonly { title: string; description: string }[];
  related: readonly ServiceLinkItem[];
  tone: Tone;
  /** Back to the category page that delivers it. */
  back: LinkAction;
  /** The contact form with the category's inquiry type preselected. */
  inquiry: LinkAction;
  headings: {
    overview: Heading;
    whyChooseUs: string;
    useCases: Heading;
    related: Heading;
  };
  cta: { title: string; text: string; action: LinkAction };
}

/** The shared layout of the service pages. */
export function ServiceDetail({ content }: { content: ServiceDetailContent }) {
  const { title, subtitle, description, whyChooseUs, useCases, related } = content;
  const { eyebrow, tone, back, inquiry, headings, cta } = content;
  const useCaseColumns = useCases.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2 xl:grid-cols-4";
  const badge = toneGradients[tone];
  return (
    <>
      <PageHero
        heading={{ eyebrow, title, intro: subtitle }}
        tone={tone}
        actions={
          <>
            <ButtonLink to={inquiry.href} icon={MessageCircleIcon}>
              {inquiry.label}
            </ButtonLink>
            <ButtonLink to={back.href} variant="secondary" icon={LayersIcon}>
              {back.label}
            </ButtonLink>
          </>
        }
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-20 sm:px-8 lg:grid-cols-[1fr_1fr] lg:gap-16 lg:py-24">
        <section aria-labelledby="overview-heading">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-300">
            {headings.overview.eyebrow}
          </p>
          <h2 id="overview-heading" className="mt-3 text-3xl font-semibold text-fg sm:text-4xl">
            {headings.overview.title}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-fg-muted sm:text-xl">{description}</p>
        </section>
        <section
          aria-labelledby="why-choose-heading"
          className="rounded-[var(--radius-card)] border border-line bg-ink-850 p-6 shadow-card sm:p-8"
        >
          <h2 id="why-choose-heading" className="text-2xl font-semibold text-fg sm:text-3xl">
            {headings.whyChooseUs}
          </h2>
          <CheckList items={whyChooseUs} className="mt-6" />
        </section>
      </div>

      <Section id="use-cases" heading={headings.useCases} tone="raised">
        <ul className={`grid gap-5 ${useCaseColumns}`}>
          {useCases.map((useCase, index) => (
            <li
              key={useCase.title}
              style={staggerStyle(index)}
              className="enter-stagger flex flex-col rounded-[var(--radius-card)] border border-line bg-ink-850 p-6 shadow-card sm:p-7"
            >
              <span
                aria-hidden="true"
                className={`inline-flex h-11 w-11 items-center justify-center rounded-xl bg-gradient-to-br ${badge} font-display text-base font-semibold text-ink-950`}
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-fg">{useCase.title}</h3>
              <p className="mt-2 leading-relaxed text-fg-muted">{useCase.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      {related.length > 0 ? (
        <Section id="related" heading={headings.related}>
          <ServiceLinks links={related} />
        </Section>
      ) : null}

      <ClosingBanner title={cta.title} text={cta.text} action={cta.action} secondary={inquiry} />
    </>
  );
}
