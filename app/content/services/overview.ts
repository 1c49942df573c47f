import { contactHref } from "../contact/options";
import type { Action, IconItem } from "./types";

export interface CoreService extends IconItem {
  href: string;
  linkLabel: string;
  gradient: string;
  highlights: readonly string[];
}

/** The services overview, /services (spec section 2, "Services overview"). */
export const servicesOverview = {
  seo: {
    title: "Services",
    description:
      "Game development, simulation development and AI development from one Bengaluru studio: three practices, one engineering standard, from prototype to support.",
  },
  hero: {
    eyebrow: "Our services",
    title: "Games, simulations and AI,",
    highlight: "engineered by one team.",
    intro:
      "Nebula Forge brings game developers, simulation engineers and AI specialists under one roof. Whether you need a game on four platforms, a trainer for a cockpit or an operating theatre, or an AI system your operations can rely on, the same senior team takes it from first prototype to long-term support.",
    primary: { label: "Start a project", to: contactHref("project") } satisfies Action,
    secondary: { label: "See our products", to: "/products" } satisfies Action,
  },
  /**
   * Figures shown beside the hero, after the counts of practices and specialist
   * services that the route's loader takes from the registry.
   */
  stats: [{ value: "200K+", label: "users across our games" }],
  core: {
    title: "Three core services",
    intro:
      "Each practice has its own specialists and shares one toolset, one QA standard and one way of working with you.",
    items: [
      {
        icon: "gamepad-2",
        title: "Game Development",
        description:
          "Full-cycle Unity and Unreal Engine development for PC, console, mobile, web and XR: design, art, VFX, multiplayer, porting and live operations.",
        href: "/services/game-development",
        linkLabel: "Explore game development",
        gradient: "from-ember-400 to-violet-500",
        highlights: [
          "Unity & Unreal Engine",
          "3D art, animation and cinematic VFX",
          "PlayStation development and porting",
        ],
      },
      {
        icon: "plane",
        title: "Simulation Development",
        description:
          "Training simulators, digital twins and virtual labs for defence, healthcare, education, space and industry, with measurable outcomes.",
        href: "/services/simulations",
        linkLabel: "Explore simulation development",
        gradient: "from-brand-400 to-emerald-400",
        highlights: [
          "Defence & tactical training",
          "Medical rehearsal and education",
          "Industrial digital twins",
        ],
      },
      {
        icon: "brain-circuit",
        title: "AI Development",
        description:
          "Production AI that earns its keep: agents and chatbots, workflow automation, predictive analytics, cyber security and IoT intelligence.",
        href: "/services/ai",
        linkLabel: "Explore AI development",
        gradient: "from-violet-400 to-brand-400",
        highlights: [
          "Agents & conversational AI",
          "Automation with 24/7 monitoring",
          "Forecasting, security and IoT",
        ],
      },
    ] satisfies CoreService[],
  },
  whyChoose: {
    title: "Why choose Nebula Forge",
    intro: "Four commitments that hold on every project, whatever the practice.",
    items: [
      {
        icon: "users",
        title: "Senior people, start to finish",
        description:
          "The engineers and artists in your first workshop are the ones who build your product. There is no hand-off to a junior bench.",
      },
      {
        icon: "play",
        title: "Working software every week",
        description:
          "A playable build, a running trainer or a live AI endpoint from the second sprint, so every decision is made on evidence.",
      },
      {
        icon: "layers",
        title: "Game-grade engineering everywhere",
        description:
          "Our simulations and AI tools inherit the frame budgets, polish and playtesting discipline of the games we ship.",
      },
      {
        icon: "shield-check",
        title: "Security and ownership by default",
        description:
          "NDAs before the first call, code in your repositories, data in your environment, and 24/7 support plans after launch.",
      },
    ] satisfies IconItem[],
  },
  industries: {
    title: "Industries we serve",
    intro:
      "Seven sectors where real-time 3D, simulation and AI change how people play, learn and work.",
    items: [
      {
        icon: "gamepad-2",
        title: "Gaming & Entertainment",
        description: "Original games, co-development, ports and live operations.",
      },
      {
        icon: "shield",
        title: "Defence & Security",
        description: "Mission rehearsal, drone training and cyber defence.",
      },
      {
        icon: "orbit",
        title: "Aerospace & Space",
        description: "Flight, satellite and mission simulation for engineers and crews.",
      },
      {
        icon: "heart-pulse",
        title: "Healthcare",
        description: "Clinical rehearsal, medical education and patient-facing AI.",
      },
      {
        icon: "graduation-cap",
        title: "Education & Research",
        description: "Virtual labs and learning simulations for every level.",
      },
      {
        icon: "factory",
        title: "Industrial & Manufacturing",
        description: "Digital twins, operator training and process automation.",
      },
      {
        icon: "banknote",
        title: "Retail & Finance",
        description: "Forecasting, chatbots, fraud detection and document automation.",
      },
    ] satisfies IconItem[],
  },
  cta: {
    title: "Not sure which service fits?",
    text: "Describe what you want to build or improve. A senior engineer will reply within one business day and point you to the right team, even when that means a smaller project than you expected.",
    action: { label: "Contact us", to: "/contact" } satisfies Action,
    secondary: { label: "Book a free consultation", to: contactHref("project") } satisfies Action,
  },
};
