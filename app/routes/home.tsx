import { CoreServiceCards } from "~/components/sections/core-service-cards";
import { LatestNews } from "~/components/sections/news/latest-news";
import { latestNews, type LatestNewsView } from "~/content/news/news.server";
import { StatList } from "~/components/sections/stat-list";
import { home } from "~/content/home";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { ArtImage } from "~/components/ui/art-image";
import { ButtonLink } from "~/components/ui/button-link";
import { FeatureCard } from "~/components/ui/feature-card";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { staggerStyle } from "~/components/ui/stagger";
import type { Route } from "./+types/home";

export function loader({ url }: Route.LoaderArgs) {
  return { ...pageData(url, home), news: latestNews() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <HomeView content={loaderData.content} news={loaderData.news} />;
}

function HomeView({ content, news }: { content: typeof home; news: LatestNewsView }) {
  const { hero, about, services, industries, reasons, projects, testimonials, closing } = content;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        intro={hero.intro}
        actions={
          <>
            <ButtonLink to={hero.primary.to}>{hero.primary.label}</ButtonLink>
            <ButtonLink to={hero.secondary.to} variant="secondary" icon="message-circle">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
        aside={<StatList stats={hero.stats} />}
      />

      <section aria-labelledby="about-heading" className="container-page section-pad">
        <div className="grid gap-10 lg:grid-cols-[0.9fr_1.1fr]">
          <div>
            <p className="eyebrow">{about.eyebrow}</p>
            <h2 id="about-heading" className="heading-2 mt-3">
              {about.title}
            </h2>
          </div>
          <div className="lead space-y-5">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <ButtonLink to={about.link.to} variant="ghost">
              {about.link.label}
            </ButtonLink>
          </div>
        </div>
      </section>

      <Section id="services" eyebrow="What we do" title="Three disciplines, one team" tone="raised">
        <CoreServiceCards services={services} />
      </Section>

      <Section
        id="industries"
        eyebrow="Industries"
        title="Where our work goes to work"
        intro="The same real-time engine skills serve very different rooms: a player's living room, a cockpit trainer, an operating theatre, a classroom and a factory floor."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {industries.map((industry, index) => (
            <li key={industry.title} style={staggerStyle(index)} className="card enter-stagger">
              <Icon name={industry.icon} size={28} className="text-brand-300" />
              <h3 className="card-title text-lg">{industry.title}</h3>
              <p className="card-text text-sm">{industry.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="why-us"
        eyebrow="Why choose us"
        title="Five reasons clients stay with us"
        tone="raised"
      >
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reasons.map((reason, index) => (
            <FeatureCard key={reason.title} index={index} {...reason} />
          ))}
        </div>
      </Section>

      <Section
        id="projects"
        eyebrow="Recent projects"
        title="Recent work from the forge"
        intro="A few of the games, simulators and AI systems that left the studio in the last year."
      >
        <div className="grid gap-6 md:grid-cols-2">
          {projects.map((project, index) => (
            <article
              key={project.title}
              style={staggerStyle(index)}
              className="card card-link enter-stagger overflow-hidden p-0 sm:p-0"
            >
              <ArtImage
                art={project.art}
                alt=""
                sizes="(min-width: 768px) 50vw, 100vw"
                className="aspect-video w-full object-cover"
              />
              <div className="p-6 sm:p-7">
                <p className="text-sm font-medium text-ember-400">{project.category}</p>
                <h3 className="card-title mt-2">
                  <a href={project.href} className="stretched-link">
                    {project.title}
                  </a>
                </h3>
                <p className="card-text">{project.description}</p>
              </div>
            </article>
          ))}
        </div>
        <div className="mt-10">
          <ButtonLink to="/products" variant="secondary">
            View Portfolio
          </ButtonLink>
        </div>
      </Section>

      <Section id="testimonials" eyebrow="Testimonials" title="What our partners say" tone="raised">
        <div className="grid gap-6 lg:grid-cols-2">
          {testimonials.map((testimonial) => (
            <figure key={testimonial.name} className="card sm:p-8">
              <Icon name="quote" size={32} className="text-violet-400" />
              <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-fg">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-line pt-5">
                <p className="font-semibold">{testimonial.name}</p>
                <p className="text-sm text-fg-muted">{testimonial.role}</p>
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>

      <LatestNews view={news} />
      <CtaBanner {...closing} />
    </>
  );
}
