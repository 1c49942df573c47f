import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { staggerStyle } from "~/components/ui/stagger";
import type { HomeView } from "~/content/home.server";

/** The industries the studio works for, as a row of small cards. */
export function HomeIndustries({ industries }: { industries: HomeView["industries"] }) {
  return (
    <Section id="industries" heading={industries}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {industries.items.map((industry, index) => (
          <li key={industry.title} style={staggerStyle(index)} className="card enter-stagger">
            <Icon name={industry.icon} size={28} className="text-brand-300" />
            <h3 className="card-title text-lg">{industry.title}</h3>
            <p className="card-text text-sm">{industry.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
