import type { IconName } from "../../ui/icon";
import type { SectionHeading as Heading } from "../../ui/section";

/**
 * The shapes the services views render, as the route loaders build them from
 * the content (app/content/services/views.server.ts). Links are `{ label, href }`
 * like every link of the content.
 */

export interface LinkAction {
  label: string;
  href: string;
}

/** Every heading of the services pages has all three parts. */
export type SectionHeading = Required<Heading>;

export interface IconItem {
  icon: IconName;
  title: string;
  description: string;
}

export interface IconSection extends SectionHeading {
  items: readonly IconItem[];
}

export interface HeroContent {
  eyebrow: string;
  title: string;
  highlight: string;
  intro: string;
  primary: LinkAction;
  secondary: LinkAction;
}

export interface ClosingContent {
  title: string;
  text: string;
  action: LinkAction;
  secondary?: LinkAction;
}
