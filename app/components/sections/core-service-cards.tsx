import { CheckIcon } from "~/components/ui/icons";
import { FeatureCard } from "../ui/feature-card";
import { type IconName } from "../ui/icon";

export interface CoreService {
  icon: IconName;
  title: string;
  description: string;
  href: string;
  gradient: string;
  highlights: readonly string[];
  /** Text of the card's link; defaults to "Explore <title>". */
  linkLabel?: string;
}

/** The three disciplines as linked cards with their highlights (home, services overview). */
export function CoreServiceCards({ services }: { services: readonly CoreService[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {services.map((service, index) => (
        <FeatureCard
          key={service.href}
          index={index}
          icon={service.icon}
          title={service.title}
          description={service.description}
          to={service.href}
          linkLabel={service.linkLabel ?? `Explore ${service.title.toLowerCase()}`}
          gradient={service.gradient}
        >
          <ul className="mt-5 space-y-2 text-sm text-fg-muted">
            {service.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <CheckIcon size={16} className="shrink-0 text-brand-400" />
                {highlight}
              </li>
            ))}
          </ul>
        </FeatureCard>
      ))}
    </div>
  );
}
