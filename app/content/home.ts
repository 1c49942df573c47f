import type { IconName } from "~/components/ui/icon-names";
import type { PageEntry } from "./page-entry";

export const homePages: readonly PageEntry[] = [
  {
    path: "/",
    module: "routes/home.tsx",
    id: "home",
    label: "Home",
    title: "Nebula Forge Studios",
    description:
      "Game development, real-time simulations and AI systems from one Bengaluru studio: Unity and Unreal games, defence and healthcare training, and production AI.",
  },
];

export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

export interface LinkedCard extends IconCard {
  href: string;
  gradient: string;
  highlights: readonly string[];
}

export const home = {
  hero: {
    eyebrow: "Games · Simulations · AI",
    title: "We build worlds people play in,",
    highlight: "train in and trust.",
    intro:
      "Nebula Forge is an independent studio of engineers, artists and designers. We ship our own games, build simulation training for defence, healthcare and industry, and put AI systems into production for companies that need them to work on Monday morning.",
    primary: { label: "Explore our services", to: "/services" },
    secondary: { label: "Talk to the team", to: "/contact" },
    stats: [
      { value: "200K+", label: "players across our titles" },
      { value: "7", label: "original games released or announced" },
      { value: "35%", label: "efficiency gained on an industrial rollout" },
    ],
  },
  about: {
    eyebrow: "Who we are",
    title: "One studio, three crafts, a single engineering standard",
    paragraphs: [
      "We started in 2019 as a handful of game developers who kept being asked to build training simulators. The skills turned out to be the same: real-time rendering, believable physics, systems that react to people. AI joined the mix when our own games needed smarter opponents and our clients needed smarter operations.",
      "Today the same team that ships horror and action titles on PC, console and mobile builds flight and tactical trainers, surgical rehearsal tools and the machine-learning services behind them. Every project gets senior people, a weekly playable build and a clear line to the engineers doing the work.",
    ],
    link: { label: "Read our story", to: "/about" },
  },
  services: [
    {
      icon: "gamepad-2",
      title: "Game Development",
      description:
        "Full-cycle development in Unity and Unreal Engine: concept, prototyping, art, multiplayer, porting and live operations for PC, console, mobile and XR.",
      href: "/services/game-development",
      gradient: "from-ember-400 to-violet-500",
      highlights: ["Unity & Unreal Engine", "3D art and cinematic VFX", "VR / AR experiences"],
    },
    {
      icon: "plane",
      title: "Simulation Development",
      description:
        "Training and digital-twin simulations with measurable outcomes, for defence, aerospace, healthcare, education and heavy industry.",
      href: "/services/simulations",
      gradient: "from-brand-400 to-emerald-400",
      highlights: ["Defence & tactical training", "Medical rehearsal", "Industrial digital twins"],
    },
    {
      icon: "brain-circuit",
      title: "AI Development",
      description:
        "Production AI that earns its keep: agents and chatbots, predictive analytics, workflow automation, computer vision and security monitoring.",
      href: "/services/ai",
      gradient: "from-violet-400 to-brand-400",
      highlights: ["Agents & chatbots", "Predictive analytics", "Automation & IoT"],
    },
  ] satisfies LinkedCard[],
  industries: [
    {
      icon: "gamepad-2",
      title: "Gaming & Entertainment",
      description: "Original titles, co-development and porting for publishers and indie studios.",
    },
    {
      icon: "shield",
      title: "Defence & Aerospace",
      description: "Mission rehearsal, drone and flight training, and after-action review tools.",
    },
    {
      icon: "heart-pulse",
      title: "Healthcare",
      description: "Procedure rehearsal, patient education and clinical decision support.",
    },
    {
      icon: "graduation-cap",
      title: "Education & Research",
      description: "Interactive labs and simulations that make hard subjects tangible.",
    },
    {
      icon: "factory",
      title: "Industrial & Manufacturing",
      description: "Digital twins, operator training and AI-driven process automation.",
    },
  ] satisfies IconCard[],
  reasons: [
    {
      icon: "layers",
      title: "Games-grade engineering everywhere",
      description:
        "Our simulations and AI tools inherit the frame budgets, polish and playtesting discipline of shipped games.",
    },
    {
      icon: "users",
      title: "Senior people on every project",
      description:
        "The engineers you meet in the first call are the engineers who write your code. No hand-off to a bench team.",
    },
    {
      icon: "play",
      title: "A playable build every week",
      description:
        "You see working software from the second sprint, so decisions are made on evidence rather than slide decks.",
    },
    {
      icon: "shield-check",
      title: "Security and ownership by default",
      description:
        "NDAs before the first workshop, your source code in your repositories, and data that never leaves your control.",
    },
    {
      icon: "infinity",
      title: "Support after launch",
      description:
        "Live-ops, monitoring and 24/7 support plans keep games, simulators and AI services healthy after release.",
    },
  ] satisfies IconCard[],
  projects: [
    {
      title: "HyperFlight Arena",
      category: "Multiplayer aerial combat · PC & Mobile",
      description:
        "Fast dogfights in floating arenas, built for short sessions and a competitive multiplayer launch.",
      href: "/Hyper",
      art: "hyperflight-arena",
    },
    {
      title: "Dreadful Riddles: Maze of Fear",
      category: "Psychological horror · PC",
      description:
        "Twenty-plus acts of puzzles and pursuit in a maze that rearranges itself when you look away.",
      href: "/DreadfulRiddlesMaze",
      art: "dreadful-riddles-maze",
    },
    {
      title: "Tactical drone trainer",
      category: "Defence simulation",
      description:
        "Scenario-based UAV training with weather, sensor noise and instructor-driven events, reviewed in replay.",
      href: "/products/simulations",
      art: "sim-drone-training",
    },
    {
      title: "Plant operations assistant",
      category: "Industrial AI",
      description:
        "Predictive maintenance and an operator co-pilot that cut unplanned downtime and lifted line efficiency by 35%.",
      href: "/products/ai",
      art: "ai-predictive-analytics",
    },
  ],
  testimonials: [
    {
      quote:
        "They treated our flight trainer like a game that had to be fun to fly and a simulator that had to be right. Our instructors now schedule twice the sessions they could run on the old rig.",
      name: "Wing Cdr. (retd.) Arvind Menon",
      role: "Training Director, aerospace training academy",
    },
    {
      quote:
        "Nebula Forge took our half-finished Unreal prototype, fixed the performance problems that had stalled us for months and shipped it on three platforms. The weekly builds made every decision easy.",
      name: "Sofia Lindqvist",
      role: "Executive Producer, independent games publisher",
    },
  ],
  closing: {
    title: "Have a game, a simulator or an AI system in mind?",
    text: "Tell us what you are building. Within one business day a senior engineer will reply with questions, a rough plan and an honest view of what it takes.",
    action: { label: "Start the conversation", to: "/contact" },
    secondary: { label: "See our products", to: "/products" },
  },
} as const;
