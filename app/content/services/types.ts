import type { IconName } from "../../components/ui/icon-names";
import type { InquiryType } from "../contact/options";

/** The three practices of the services section; their pages live under /services/<key>. */
export type CategoryKey = "game-development" | "simulations" | "ai";

/** A link to another page of the site. */
export interface ServiceLink {
  name: string;
  path: string;
}

export interface UseCase {
  title: string;
  description: string;
}

/**
 * One service-detail page (spec section 3, "Service-detail record"), plus what
 * the page registry needs: its path and a short breadcrumb label. The subtitle
 * doubles as the page's meta description, so it stays within 70 to 170 characters.
 */
export interface ServiceDetail {
  path: string;
  label: string;
  title: string;
  subtitle: string;
  description: string;
  whyChooseUs: readonly string[];
  useCases: readonly UseCase[];
  /** "Explore Related Services": registered paths only; may be empty. */
  relatedServices: readonly ServiceLink[];
}

/**
 * Detail pages that share a practice: the hero eyebrow, the way back to the
 * practice's overview and the inquiry type their calls to action preselect.
 */
export interface ServiceDetailGroup {
  eyebrow: string;
  tone: "brand" | "ember";
  back: ServiceLink;
  inquiryType: InquiryType;
  /** Label of the call to action that opens the contact form with `inquiryType` preselected. */
  inquiryLabel: string;
  /** Text of the closing "Ready to Get Started?" call to action. */
  ctaText: string;
  records: readonly ServiceDetail[];
}

export interface IconItem {
  icon: IconName;
  title: string;
  description: string;
}

/** A card in a category's expertise grid; `href` where a detail page exists. */
export interface ExpertiseCard extends IconItem {
  href?: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

export interface Action {
  label: string;
  to: string;
}

export interface GameHighlight {
  title: string;
  /** Genre and platforms, e.g. "Psychological horror · PC". */
  kicker: string;
  description: string;
  href: string;
  icon: IconName;
  /** Tailwind gradient classes for the card's banner. */
  gradient: string;
}

export interface HeadedList<T> {
  title: string;
  intro: string;
  items: readonly T[];
}

/** One practice's overview page: /services/game-development, /services/simulations, /services/ai. */
export interface ServiceCategory {
  key: CategoryKey;
  path: string;
  label: string;
  seo: { title: string; description: string };
  tone: "brand" | "ember";
  hero: {
    eyebrow: string;
    title: string;
    highlight: string;
    intro: string;
    primary: Action;
    secondary: Action;
  };
  expertise: HeadedList<ExpertiseCard>;
  /** Game development only: the platforms we ship on. */
  platforms?: HeadedList<IconItem>;
  /** Game development only: our own games and the numbers behind them. */
  highlights?: HeadedList<GameHighlight> & {
    stat: { value: string; label: string; description: string };
  };
  whyChoose: HeadedList<IconItem>;
  industries: HeadedList<IconItem>;
  process: HeadedList<ProcessStep>;
  cta: { title: string; text: string; action: Action; secondary: Action };
}
