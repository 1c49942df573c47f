import { ButtonLink } from "~/components/ui/button-link";
import type { HomeView } from "~/content/home.server";

/** "Who we are": the heading beside two short paragraphs and a link to the about page. */
export function HomeAbout({ about }: { about: HomeView["about"] }) {
  return (
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
          <ButtonLink to={about.link.href} variant="ghost">
            {about.link.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
