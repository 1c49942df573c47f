import { MessageCircleIcon } from "~/components/ui/icons";
import { CoreServiceCards } from "~/components/sections/core-service-cards";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { StatList } from "~/components/sections/stat-list";
import { ButtonLink } from "~/components/ui/button-link";
import { FeatureCard } from "~/components/ui/feature-card";
import { Section } from "~/components/ui/section";
import type { HomeView as HomeContent } from "~/content/home.server";
import type { LatestNewsView } from "~/content/news/news.server";
import { LatestNews } from "../news/latest-news";
import { accentGradient, ctaProps } from "../company/view-helpers";
import { HomeAbout } from "./home-about";
import { HomeIndustries } from "./home-industries";
import { HomeProjects } from "./home-projects";
import { HomeTestimonials } from "./home-testimonials";

/**
 * The home page: a list of sections, top to bottom. A new block is one more
 * entry here with its own component.
 */
export function HomeView({ content, news }: { content: HomeContent; news: LatestNewsView }) {
  const { hero, about, services, industries, reasons, projects, testimonials, closing } = content;
  return (
    <>
      <PageHero
        heading={hero}
        actions={
          <>
            <ButtonLink to={hero.primary.href}>{hero.primary.label}</ButtonLink>
            <ButtonLink to={hero.secondary.href} variant="secondary" icon={MessageCircleIcon}>
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
        aside={<StatList stats={hero.stats} />}
      />
      <HomeAbout about={about} />
      <Section id="services" heading={services} tone="raised">
        <CoreServiceCards
          services={services.cards.map(({ accent, ...card }) => ({
            ...card,
            gradient: accentGradient(accent),
          }))}
        />
      </Section>
      <HomeIndustries industries={industries} />
      <Section id="why-us" heading={reasons} tone="raised">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reasons.items.map((reason, index) => (
            <FeatureCard key={reason.title} index={index} {...reason} />
          ))}
        </div>
      </Section>
      <HomeProjects projects={projects} />
      <HomeTestimonials testimonials={testimonials} />
      <LatestNews view={news} />
      <CtaBanner {...ctaProps(closing)} />
    </>
  );
}
