import { contactHref } from "~/content/contact/options";
import { findServiceDetail } from "~/content/services/details";
import { site } from "~/content/site.server";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site-url.server";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { CheckList } from "~/components/sections/services/check-list";
import { ServiceLinks } from "~/components/sections/services/service-links";
import { ButtonLink } from "~/components/ui/button-link";
import { Section } from "~/components/ui/section";
import { staggerStyle } from "~/components/ui/stagger";
import type { Route } from "./+types/service-detail";

/** The content of one service-detail page, by path. */
function detailContent(pathname: string) {
  const found = findServiceDetail(pathname);
  if (!found) throw new Response("Not Found", { status: 404 });
  const { record, group } = found;
  const inquiryHref = contactHref(group.inquiryType);
  const related = record.relatedServices.map((link) => ({
    ...link,
    kicker: findServiceDetail(link.path)?.group.eyebrow,
  }));
  const serviceJsonLd = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: record.title,
    description: record.subtitle,
    serviceType: group.eyebrow,
    url: absoluteUrl(record.path),
    provider: { "@type": "Organization", name: site().name, url: absoluteUrl("/") },
    areaServed: "Worldwide",
  };
  return {
    jsonLd: serviceJsonLd,
    content: {
      title: record.title,
      subtitle: record.subtitle,
      description: record.description,
      whyChooseUs: record.whyChooseUs,
      useCases: record.useCases,
      related,
      eyebrow: group.eyebrow,
      tone: group.tone,
      back: group.back,
      inquiry: { label: group.inquiryLabel, to: inquiryHref },
      ctaText: group.ctaText,
    },
  };
}

type DetailContent = ReturnType<typeof detailContent>["content"];

/** One route module for the 22 service-detail pages, told apart by path. */
export function loader({ url }: Route.LoaderArgs) {
  const { content, jsonLd } = detailContent(url.pathname);
  return pageData(url, content, {
    jsonLd: [jsonLd],
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailView content={loaderData.content} />;
}

function ServiceDetailView({ content }: { content: DetailContent }) {
  const { title, subtitle, description, whyChooseUs, useCases, related } = content;
  const { eyebrow, tone, back, inquiry, ctaText } = content;
  const useCaseColumns = useCases.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2 xl:grid-cols-4";
  const badge = tone === "ember" ? "from-ember-400 to-violet-500" : "from-brand-400 to-violet-500";
  return (
    <>
      <PageHero
        eyebrow={eyebrow}
        title={title}
        intro={subtitle}
        tone={tone}
        actions={
          <>
            <ButtonLink to={inquiry.to} icon="message-circle">
              {inquiry.label}
            </ButtonLink>
            <ButtonLink to={back.path} variant="secondary" icon="layers">
              {back.name}
            </ButtonLink>
          </>
        }
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-20 sm:px-8 lg:grid-cols-[1fr_1fr] lg:gap-16 lg:py-24">
        <section aria-labelledby="overview-heading">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-300">
            Overview
          </p>
          <h2 id="overview-heading" className="mt-3 text-3xl font-semibold text-fg sm:text-4xl">
            What we deliver
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-fg-muted sm:text-xl">{description}</p>
        </section>
        <section
          aria-labelledby="why-choose-heading"
          className="rounded-[var(--radius-card)] border border-line bg-ink-850 p-6 shadow-card sm:p-8"
        >
          <h2 id="why-choose-heading" className="text-2xl font-semibold text-fg sm:text-3xl">
            Why Choose Us
          </h2>
          <CheckList items={whyChooseUs} className="mt-6" />
        </section>
      </div>

      <Section id="use-cases" eyebrow="Applications" title="Use Cases & Applications" tone="raised">
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
        <Section id="related" eyebrow="Keep exploring" title="Explore Related Services">
          <ServiceLinks links={related} />
        </Section>
      ) : null}

      <CtaBanner
        title="Ready to Get Started?"
        text={ctaText}
        action={{ label: "Contact Us Today", to: "/contact" }}
        secondary={{ label: inquiry.label, to: inquiry.to }}
      />
    </>
  );
}
