import type { IconName } from "~/components/ui/icon-names";
import { contactHref } from "../contact/options";
import { site } from "../site.server";

export interface StatementCard {
  icon: IconName;
  label: string;
  title: string;
  text: string;
}

export interface ValueCard {
  icon: IconName;
  title: string;
  description: string;
}

export interface DisciplineCard extends ValueCard {
  href: string;
  linkLabel: string;
  gradient: string;
}

export interface TimelineEntry {
  /** Shown as the milestone's marker: a year or a span such as "2027+". */
  year: string;
  title: string;
  description: string;
  icon: IconName;
  /** Highlights the milestones still ahead of us. */
  upcoming?: boolean;
  link?: { label: string; to: string };
}

export interface StatItem {
  value: string;
  label: string;
}

/** The /about page (spec section 2: mission, vision, what we do, five core values, why choose us, journey). */
export const about = {
  hero: {
    eyebrow: "About Nebula Forge",
    title: "Game developers who learned to build",
    highlight: "simulators and AI too.",
    intro: `${site().name} started in Bengaluru in ${site().foundingYear} as a small team making games. Today the same engineers, artists and designers ship our own titles, build training simulations for defence, healthcare and industry, and put AI systems into production.`,
    primary: { label: "Work with us", to: "/contact" },
    secondary: { label: "Open positions", to: "/careers" },
  },
  purpose: {
    eyebrow: "Mission & vision",
    title: "Why the forge exists",
    intro:
      "Real-time technology is the most direct way we know to help people learn, decide and have fun. We build it with the care of a shipped game.",
    statements: [
      {
        icon: "target",
        label: "Our mission",
        title: "Make hard things feel playable",
        text: "We turn complex skills, systems and stories into interactive experiences people want to come back to: games that keep players up at night, simulators that make a trainee ready before the real thing, and AI tools that quietly take the busywork off a team's plate.",
      },
      {
        icon: "sparkles",
        label: "Our vision",
        title: "A world-class studio, built in India",
        text: "We want Bengaluru to be where the world comes for original games and serious simulation: a studio with its own celebrated IP, trusted by training academies and industry, and known for engineering that holds up long after launch.",
      },
    ] satisfies StatementCard[],
  },
  disciplines: {
    eyebrow: "What we do",
    title: "Three crafts and our own games",
    intro:
      "Every discipline shares one engine room: the same rendering, physics, networking and machine-learning know-how moves between our client work and our own titles.",
    items: [
      {
        icon: "gamepad-2",
        title: "Game development",
        description:
          "Unity and Unreal Engine games for PC, console, mobile and XR, from the first prototype to porting and live operations.",
        href: "/services/game-development",
        linkLabel: "Game development services",
        gradient: "from-ember-400 to-violet-500",
      },
      {
        icon: "plane",
        title: "Simulation development",
        description:
          "Training simulators and digital twins for defence, aerospace, healthcare, education and industry, with measurable learning outcomes.",
        href: "/services/simulations",
        linkLabel: "Simulation services",
        gradient: "from-brand-400 to-emerald-400",
      },
      {
        icon: "brain-circuit",
        title: "AI development",
        description:
          "Agents, chatbots, predictive analytics, automation and security monitoring that run in production, not just in a demo.",
        href: "/services/ai",
        linkLabel: "AI services",
        gradient: "from-violet-400 to-brand-400",
      },
      {
        icon: "joystick",
        title: "Original games",
        description:
          "Horror, action and aerial combat titles of our own, from HyperFlight Arena to the Dreadful Riddles series and Project Genesis.",
        href: "/products/gaming",
        linkLabel: "Our games",
        gradient: "from-ember-500 to-rose-500",
      },
    ] satisfies DisciplineCard[],
  },
  values: {
    eyebrow: "Core values",
    title: "Five values we hire, plan and review by",
    items: [
      {
        icon: "gamepad-2",
        title: "Play it before you judge it",
        description:
          "Decisions are made on a running build, not a slide. Every project produces something you can try within its first two weeks.",
      },
      {
        icon: "award",
        title: "Craft over shortcuts",
        description:
          "Frame budgets, clean code and honest art direction are not optional extras. We would rather cut a feature than ship it half-finished.",
      },
      {
        icon: "handshake",
        title: "Say it plainly",
        description:
          "Clients, players and colleagues hear the real schedule, the real risk and the real cost, early and in plain words.",
      },
      {
        icon: "shield-check",
        title: "Own the outcome",
        description:
          "The people who build a system stay with it through launch and support. If something breaks at 2 a.m., it is our problem too.",
      },
      {
        icon: "lightbulb",
        title: "Keep learning out loud",
        description:
          "Post-mortems, internal talks and shared tools: what one team learns on a game or a simulator reaches every other team.",
      },
    ] satisfies ValueCard[],
  },
  whyUs: {
    eyebrow: "Why choose us",
    title: "What you get when you work with us",
    intro:
      "Clients come to us for one discipline and usually stay for the way we work: senior people, visible progress and no surprises at the end.",
    reasons: [
      "Engineers who have shipped games, so simulations run smoothly and AI tools feel polished.",
      "The senior people from the first call write and review your code, from kickoff to launch.",
      "A playable build every week and a shared board you can read at any time.",
      "NDAs before the first workshop; your source code lives in your repositories.",
      "Unity, Unreal Engine, XR and machine learning under one roof: no hand-offs between vendors.",
      "Launch is not the end: live-ops, monitoring and 24/7 support plans after release.",
    ],
    stats: [
      { value: "200K+", label: "players across our titles" },
      { value: "7", label: "original games released or announced" },
      { value: "35%", label: "efficiency gained on an industrial rollout" },
      { value: "24/7", label: "monitoring and support plans" },
    ] satisfies StatItem[],
  },
  journey: {
    eyebrow: "Our journey",
    title: "From a games team to a three-discipline studio",
    intro:
      "Every project taught us something the next one needed. These are the moments that shaped the studio.",
    milestones: [
      {
        year: "2019",
        title: "Founded in Bengaluru",
        description:
          "A handful of game developers set up in Koramangala, taking on co-development, porting and performance work for publishers while sketching games of our own.",
        icon: "rocket",
      },
      {
        year: "2020",
        title: "Our first training simulator",
        description:
          "An aviation training academy asked whether a game engine could teach flight procedures. The answer became our first simulator, and simulation became our second discipline.",
        icon: "plane",
      },
      {
        year: "2021",
        title: "Defence and healthcare training",
        description:
          "Drone and tactical training scenarios followed, then procedure rehearsal for clinicians: the same real-time skills serving very different rooms.",
        icon: "shield",
      },
      {
        year: "2022",
        title: "An AI practice of our own",
        description:
          "Our games needed smarter opponents and our clients needed smarter operations. The machine-learning team we formed now builds agents, chatbots and predictive analytics.",
        icon: "brain-circuit",
      },
      {
        year: "2023",
        title: "AI on the factory floor",
        description:
          "A predictive-maintenance system and operator co-pilot for an industrial client lifted line efficiency by 35% and showed what production AI can do.",
        icon: "factory",
      },
      {
        year: "2024",
        title: "Original games in production",
        description:
          "We committed a dedicated team to our own IP: HyperFlight Arena, the Sanity's Echo and Dreadful Riddles horror series, and Project Genesis moved into full production.",
        icon: "clapperboard",
      },
      {
        year: "2025",
        title: "Our first original games",
        description:
          "HyperFlight Arena and Sanity's Echo: Prison of the Mind arrive in October, followed by Dreadful Riddles: Maze of Fear and its 20+ acts in December.",
        icon: "gamepad-2",
        link: { label: "See the 2025 releases", to: "/products/gaming" },
      },
      {
        year: "2026",
        title: "The launch slate",
        description:
          "Curse of the Hollow Village in January, The Forgotten Asylum in March, Curse of Blackvale and Project Genesis – Retribution in April, and HyperFlight Arena's multiplayer launch.",
        icon: "calendar",
        upcoming: true,
        link: { label: "Explore the 2026 slate", to: "/products/gaming" },
      },
      {
        year: "2027+",
        title: "Bigger worlds",
        description:
          "Long-term projects rooted in Indian history and spaceflight, The Unsung Warrior: Agnivarma and Antariksh Yatra, alongside Black Meridian: Red Skies.",
        icon: "orbit",
        upcoming: true,
      },
    ] satisfies TimelineEntry[],
  },
  closing: {
    title: "Let's build the next milestone together",
    text: "Whether it is a game, a simulator or an AI system, tell us what you have in mind and a senior engineer will reply within one business day.",
    action: { label: "Start a project", to: contactHref("project") },
    secondary: { label: "Join the team", to: "/careers" },
  },
} as const;

export type AboutContent = typeof about;
