import { ArtImage } from "~/components/ui/art-image";
import { ButtonLink } from "~/components/ui/button-link";
import { Section } from "~/components/ui/section";
import { staggerStyle } from "~/components/ui/stagger";
import type { HomeView } from "~/content/home.server";

/** Recent projects as art cards, and the way to the whole portfolio. */
export function HomeProjects({ projects }: { projects: HomeView["projects"] }) {
  return (
    <Section id="projects" heading={projects}>
      <div className="grid gap-6 md:grid-cols-2">
        {projects.items.map((project, index) => (
          <article
            key={project.title}
            style={staggerStyle(index)}
            className="card card-link enter-stagger overflow-hidden p-0 sm:p-0"
          >
            <div className="after-first-paint aspect-video">
              <ArtImage
                art={project.art}
                alt=""
                sizes="(min-width: 768px) 50vw, 100vw"
                className="h-full w-full object-cover"
              />
            </div>
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
        <ButtonLink to={projects.portfolio.href} variant="secondary">
          {projects.portfolio.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
