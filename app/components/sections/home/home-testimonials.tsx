import { QuoteIcon } from "~/components/ui/icons";
import { Section } from "~/components/ui/section";
import type { HomeView } from "~/content/home.server";

/** Partners' quotes (content/testimonials/). */
export function HomeTestimonials({ testimonials }: { testimonials: HomeView["testimonials"] }) {
  return (
    <Section id="testimonials" heading={testimonials} tone="raised">
      <div className="grid gap-6 lg:grid-cols-2">
        {testimonials.items.map((testimonial) => (
          <figure key={testimonial.name} className="card sm:p-8">
            <QuoteIcon size={32} className="text-violet-400" />
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
  );
}
