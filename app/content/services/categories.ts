import { contactHref } from "../contact/options";
import type { ServiceCategory } from "./types";

const gameDevelopment: ServiceCategory = {
  key: "game-development",
  path: "/services/game-development",
  label: "Game Development",
  seo: {
    title: "Game Development Services",
    description:
      "Unity and Unreal game development for PC, console, mobile and XR: design, art, VFX, multiplayer, porting and live operations from a studio that ships its own games.",
  },
  tone: "ember",
  hero: {
    eyebrow: "Game Development",
    title: "Games built to be played,",
    highlight: "and played again.",
    intro:
      "From a first prototype to live operations, our Unity and Unreal teams make games for PC, console, mobile and XR. We ship our own titles too, so we plan every client project like a launch we have to stand behind.",
    primary: { label: "Start your game project", to: contactHref("game-development") },
    secondary: { label: "Play our games", to: "/products/gaming" },
  },
  expertise: {
    title: "Twelve specialisms under one roof",
    intro:
      "Code, art, effects, audio direction and QA sit in the same studio, so your game never waits on another vendor.",
    items: [
      {
        icon: "cuboid",
        title: "Unity Development",
        description:
          "Cross-platform games in C# on URP and HDRP, from hyper-casual mobile to console-quality 3D.",
        href: "/services/game-development/unity",
      },
      {
        icon: "mountain",
        title: "Unreal Engine Development",
        description:
          "Unreal Engine 5 projects with Nanite, Lumen and C++ gameplay systems, profiled from day one.",
        href: "/services/game-development/unreal-engine",
      },
      {
        icon: "shapes",
        title: "3D Models & Animations",
        description:
          "Characters, environments and props with rigs and animation sets, delivered at your budgets.",
        href: "/services/game-development/3d-models-animations",
      },
      {
        icon: "clapperboard",
        title: "Cinematic VFX & Trailers",
        description:
          "Real-time effects, in-engine cutscenes and launch trailers that make a world feel alive.",
        href: "/services/game-development/cinematic-vfx",
      },
      {
        icon: "glasses",
        title: "VR & AR Experiences",
        description:
          "Comfortable, intuitive XR for Meta Quest, Apple Vision Pro, PC VR and mobile AR.",
        href: "/services/game-development/vr-ar",
      },
      {
        icon: "tv",
        title: "PlayStation Development & Porting",
        description:
          "PS5 features such as DualSense haptics, PS4 ports and remasters of PS3-era games.",
        href: "/services/ai/ps5",
      },
      {
        icon: "users",
        title: "Multiplayer & Networking",
        description:
          "Dedicated servers, matchmaking, rollback or client prediction, cross-play and anti-cheat.",
      },
      {
        icon: "smartphone",
        title: "Mobile Game Development",
        description:
          "iOS and Android games tuned for mid-range devices, battery life and store policies.",
      },
      {
        icon: "lightbulb",
        title: "Game Design & Prototyping",
        description:
          "Core loops, economies and levels proven in playable prototypes before production starts.",
      },
      {
        icon: "brain-circuit",
        title: "Game AI & Procedural Systems",
        description:
          "Enemies that hunt believably, companions that help, and procedural content that stays fair.",
      },
      {
        icon: "bug",
        title: "QA & Performance Testing",
        description:
          "Functional, compatibility and soak testing, with frame-time budgets checked on real hardware.",
      },
      {
        icon: "refresh-cw",
        title: "Live Operations",
        description:
          "Seasons, events, analytics and hotfixes that keep a game healthy long after launch day.",
      },
    ],
  },
  platforms: {
    title: "Platform support",
    intro: "One codebase, planned from day one for every screen your players use.",
    items: [
      {
        icon: "monitor",
        title: "PC & Console",
        description:
          "Steam, the Epic Games Store and the PlayStation, Xbox and Nintendo families, with platform features and certification handled.",
      },
      {
        icon: "smartphone",
        title: "Mobile",
        description:
          "iOS and Android builds with touch-first controls, adaptive quality and store-ready packaging.",
      },
      {
        icon: "glasses",
        title: "AR/VR",
        description:
          "Standalone and PC VR headsets, mixed reality with passthrough and phone-based AR.",
      },
      {
        icon: "globe",
        title: "Web",
        description:
          "WebGL and WebGPU builds that load quickly and play in the browser, no install.",
      },
      {
        icon: "orbit",
        title: "Metaverse",
        description:
          "Persistent shared worlds, avatars and user-generated content for brands and communities.",
      },
      {
        icon: "network",
        title: "Multiplayer",
        description:
          "Co-op and competitive play with cross-platform accounts, voice chat and server hosting.",
      },
    ],
  },
  highlights: {
    title: "Success highlights",
    intro: "Games we built for our own players: proof that we ship, and the numbers behind them.",
    items: [
      {
        title: "Dreadful Riddles: Maze of Fear",
        kicker: "Psychological horror · PC",
        description:
          "A horror puzzle game told across more than 20 acts, set in a maze that rearranges itself when you look away.",
        href: "/DreadfulRiddlesMaze",
        icon: "ghost",
        gradient: "from-emerald-900 via-slate-900 to-black",
      },
      {
        title: "HyperFlight Arena",
        kicker: "Multiplayer aerial combat · PC & Mobile",
        description:
          "Fast dogfights in floating arenas, built for short sessions and a competitive multiplayer launch.",
        href: "/Hyper",
        icon: "plane",
        gradient: "from-sky-500 via-indigo-600 to-fuchsia-700",
      },
    ],
    stat: {
      value: "200K+",
      label: "users across our games",
      description:
        "Players on PC and mobile who have picked up the studio's titles, and a number that grows with every release.",
    },
  },
  whyChoose: {
    title: "Why studios and brands choose us",
    intro: "What you get from a team that has to live with its own launches.",
    items: [
      {
        icon: "rocket",
        title: "We ship our own games",
        description:
          "Our horror and action titles go through the same stores and certification as yours; we plan for launch from week one.",
      },
      {
        icon: "gauge",
        title: "Performance is a feature",
        description:
          "Frame-time and memory budgets set at the start and checked on target devices every sprint, never left for the final month.",
      },
      {
        icon: "play",
        title: "A playable build every week",
        description:
          "You judge progress by playing it, so feedback arrives while changes are still cheap.",
      },
      {
        icon: "layers",
        title: "Full team, one contract",
        description:
          "Designers, engineers, artists, VFX, audio direction and QA who already work together.",
      },
      {
        icon: "lock",
        title: "You own everything",
        description:
          "Source code, assets and IP are yours, in your repositories, from the first commit.",
      },
    ],
  },
  industries: {
    title: "Industries we make games for",
    intro: "Play is a powerful tool well beyond entertainment.",
    items: [
      {
        icon: "gamepad-2",
        title: "Entertainment & Publishing",
        description: "Original titles, co-development and ports for publishers and indie studios.",
      },
      {
        icon: "graduation-cap",
        title: "Education & e-Learning",
        description: "Serious games that teach through play and measure what was learnt.",
      },
      {
        icon: "heart-pulse",
        title: "Healthcare & Wellness",
        description: "Gamified rehabilitation, therapy exercises and healthy-habit apps.",
      },
      {
        icon: "shield",
        title: "Defence & Public Safety",
        description: "Game-based training for decision-making, awareness and teamwork.",
      },
      {
        icon: "store",
        title: "Retail & Brands",
        description: "Branded games, playable ads and metaverse experiences that people choose.",
      },
      {
        icon: "building-2",
        title: "Architecture & Real Estate",
        description: "Interactive walkthroughs of spaces that do not exist yet.",
      },
    ],
  },
  process: {
    title: "How a game gets made with us",
    intro: "Six stages, each ending in something you can play or ship.",
    items: [
      {
        title: "Discovery & concept",
        description:
          "Goals, audience, platforms and budget turned into a one-page concept and a list of risks.",
      },
      {
        title: "Playable prototype",
        description:
          "The core loop playable within weeks and tested with real players before art is final.",
      },
      {
        title: "Pre-production",
        description:
          "Art direction, technical architecture, vertical slice and a milestone plan you sign off.",
      },
      {
        title: "Production",
        description: "Two-week sprints, a build every week and profiler data at every milestone.",
      },
      {
        title: "QA, certification & launch",
        description:
          "Functional, compatibility and performance testing, then store and platform submission.",
      },
      {
        title: "Live operations",
        description: "Updates, events, analytics and community support after release.",
      },
    ],
  },
  cta: {
    title: "Ready to build your game?",
    text: "Tell us about the game, the platforms and the date you are aiming for. A producer and a lead engineer will reply within one business day with questions and a first plan.",
    action: { label: "Start your game project", to: contactHref("game-development") },
    secondary: { label: "See our games", to: "/products/gaming" },
  },
};

const simulations: ServiceCategory = {
  key: "simulations",
  path: "/services/simulations",
  label: "Simulation Development",
  seo: {
    title: "Simulation Development Services",
    description:
      "Training simulators, digital twins and virtual labs for defence, healthcare, education, space and industry, built with game-engine realism and auditable physics.",
  },
  tone: "brand",
  hero: {
    eyebrow: "Simulation Development",
    title: "Simulations that prepare people",
    highlight: "for the real thing.",
    intro:
      "We build training simulators, digital twins and virtual labs for defence, healthcare, education, space and industry. Game-engine realism meets physics you can audit, and every session produces data that instructors can act on.",
    primary: { label: "Discuss a simulation", to: contactHref("simulation") },
    secondary: { label: "View simulation products", to: "/products/simulations" },
  },
  expertise: {
    title: "Simulation expertise",
    intro:
      "Ten capabilities that combine into trainers, twins and labs shaped around your people and your procedures.",
    items: [
      {
        icon: "crosshair",
        title: "Defence & Tactical Training",
        description:
          "Mission rehearsal, drone operation and equipment handling with after-action review.",
        href: "/services/simulations/defence",
      },
      {
        icon: "stethoscope",
        title: "Healthcare & Medical Simulation",
        description:
          "Surgical rehearsal, emergency scenarios and device training with responsive virtual patients.",
        href: "/services/simulations/health",
      },
      {
        icon: "book-open",
        title: "Medical Education",
        description:
          "Virtual patients, 3D anatomy and nursing skills trainers for colleges and health programmes.",
        href: "/services/simulations/health-education",
      },
      {
        icon: "graduation-cap",
        title: "Educational Simulation",
        description:
          "Curriculum-aligned virtual labs for schools, polytechnics and universities, online or offline.",
        href: "/services/simulations/education",
      },
      {
        icon: "satellite",
        title: "Space & Aerospace",
        description:
          "Orbital mechanics, satellite operations, docking and rover missions, from desk to dome.",
        href: "/services/simulations/space",
      },
      {
        icon: "factory",
        title: "Industrial Simulation & Automation",
        description:
          "Digital twins, virtual commissioning and operator training; one line gained 35% in efficiency.",
        href: "/services/simulations/industrial",
      },
      {
        icon: "plane",
        title: "Flight & Vehicle Simulators",
        description:
          "Cockpits, driving and crane simulators with motion platforms and instructor stations.",
      },
      {
        icon: "radar",
        title: "Sensor & Physics Modelling",
        description:
          "Radar, electro-optical and lidar views, ballistics, weather and vehicle dynamics you can verify.",
      },
      {
        icon: "boxes",
        title: "Digital Twins",
        description:
          "Live 3D models of assets and sites fed by real data, for monitoring and what-if analysis.",
      },
      {
        icon: "clipboard-check",
        title: "Assessment & After-Action Review",
        description:
          "Replay, scoring and dashboards that turn each session into evidence of competence.",
      },
    ],
  },
  whyChoose: {
    title: "Why organisations choose our simulations",
    intro: "Training only works when it is believable, measurable and safe to deploy.",
    items: [
      {
        icon: "target",
        title: "Fidelity where it matters",
        description:
          "We work with your subject-matter experts to decide what must be exact and what can be simplified, and spend the budget accordingly.",
      },
      {
        icon: "bar-chart-3",
        title: "Outcomes you can measure",
        description:
          "Every trainer records performance against your criteria, so you can show that competence improved.",
      },
      {
        icon: "shield-check",
        title: "Secure deployment",
        description:
          "On-premise, air-gapped and private-cloud deployments, with data that stays inside your walls.",
      },
      {
        icon: "joystick",
        title: "Real hardware in the loop",
        description:
          "Replica controls, motion platforms, haptics and headsets integrated and calibrated.",
      },
      {
        icon: "network",
        title: "Built to connect",
        description:
          "DIS and HLA for defence, SCORM and xAPI for learning systems, OPC UA and MQTT for plants.",
      },
    ],
  },
  industries: {
    title: "Industries we simulate for",
    intro: "Wherever practising for real is expensive, dangerous or simply impossible.",
    items: [
      {
        icon: "shield",
        title: "Defence & Security",
        description: "Armed forces, paramilitary units and defence integrators.",
      },
      {
        icon: "orbit",
        title: "Aerospace & Space",
        description: "Space agencies, satellite operators and aircraft makers.",
      },
      {
        icon: "hospital",
        title: "Healthcare",
        description: "Hospitals, medical colleges, nursing schools and medtech companies.",
      },
      {
        icon: "school",
        title: "Education & Research",
        description: "Schools, universities, vocational institutes and science centres.",
      },
      {
        icon: "factory",
        title: "Manufacturing & Process Industry",
        description: "Production lines, process plants, warehouses and robot cells.",
      },
      {
        icon: "zap",
        title: "Energy & Utilities",
        description: "Grid control rooms, substations and hazardous-site safety training.",
      },
    ],
  },
  process: {
    title: "Our simulation process",
    intro: "From training need to a system instructors rely on every day.",
    items: [
      {
        title: "Training-needs analysis",
        description:
          "We sit with instructors and operators to define the tasks, the errors that matter and how success is measured.",
      },
      {
        title: "Scenario and fidelity design",
        description:
          "Scenarios, required realism, hardware and data sources agreed in a specification you approve.",
      },
      {
        title: "Rapid prototype",
        description:
          "A first scenario running within weeks, put in front of real trainees for feedback.",
      },
      {
        title: "Development and integration",
        description:
          "Full scenario library, instructor tools, hardware and interfaces to your existing systems.",
      },
      {
        title: "Validation with experts",
        description:
          "Subject-matter experts verify behaviour, physics and scoring against reference data.",
      },
      {
        title: "Deployment and support",
        description:
          "Installation, instructor training, updates and ongoing support at your sites.",
      },
    ],
  },
  cta: {
    title: "Have a training problem to solve?",
    text: "Describe who needs training, on what and where. Our simulation leads will come back within one business day with questions and a suggested first scenario.",
    action: { label: "Discuss a simulation", to: contactHref("simulation") },
    secondary: { label: "Request a demo", to: contactHref("demo") },
  },
};

const ai: ServiceCategory = {
  key: "ai",
  path: "/services/ai",
  label: "AI Development",
  seo: {
    title: "AI Development Services",
    description:
      "AI agents, chatbots, workflow automation, predictive analytics, cyber security and IoT intelligence, built with evaluation, monitoring and 24/7 support.",
  },
  tone: "brand",
  hero: {
    eyebrow: "AI Development",
    title: "AI that does real work,",
    highlight: "safely and measurably.",
    intro:
      "We design, build and run AI systems that automate workflows, answer customers, forecast demand and defend networks. Every system ships with evaluation, monitoring and a person in control of anything that matters.",
    primary: { label: "Start your AI project", to: contactHref("ai") },
    secondary: { label: "View AI solutions", to: "/products/ai" },
  },
  expertise: {
    title: "AI expertise",
    intro:
      "Ten capabilities we combine into systems that fit your data, your tools and your risk appetite.",
    items: [
      {
        icon: "workflow",
        title: "AI Automation",
        description:
          "Documents read, decisions routed and exceptions handed to people, with 24/7 monitoring.",
        href: "/services/ai/automation",
      },
      {
        icon: "bot",
        title: "AI Agent Development",
        description:
          "Agents that plan and use your tools to finish multi-step tasks inside clear guardrails.",
        href: "/services/ai/agent-development",
      },
      {
        icon: "messages-square",
        title: "Chatbot Development",
        description:
          "Grounded, multilingual assistants for web, apps, WhatsApp and voice, with human hand-off.",
        href: "/services/ai/chatbot-development",
      },
      {
        icon: "clipboard-list",
        title: "Requirement Automation",
        description:
          "Meetings, tenders and regulations turned into traceable requirements and test cases.",
        href: "/services/ai/requirement-automation",
      },
      {
        icon: "trending-up",
        title: "Predictive Analytics",
        description:
          "Forecasts and risk scores for demand, failures, churn and fraud, explained clearly.",
        href: "/services/ai/predictive-analytics",
      },
      {
        icon: "shield-check",
        title: "AI Cyber Security",
        description:
          "Behavioural threat detection and automated response alongside your security team.",
        href: "/services/ai/cyber-security",
      },
      {
        icon: "router",
        title: "AI for IoT",
        description:
          "Sensors, edge models and device fleets that turn machine data into real-time action.",
        href: "/services/ai/iot",
      },
      {
        icon: "lightbulb",
        title: "AI Use Cases & Discovery",
        description: "Find where AI pays off in your business and prove it with a pilot in weeks.",
        href: "/services/ai/general-use-cases",
      },
      {
        icon: "scan-eye",
        title: "Computer Vision",
        description:
          "Visual inspection, counting and safety monitoring from cameras you may already own.",
      },
      {
        icon: "file-search",
        title: "Document Intelligence & Search",
        description:
          "Search and question answering across contracts, manuals and archives, with sources cited.",
      },
    ],
  },
  whyChoose: {
    title: "Why teams trust us with AI",
    intro:
      "AI earns its place only when it is reliable, explainable and cheaper than the alternative.",
    items: [
      {
        icon: "target",
        title: "Outcomes before models",
        description:
          "We start from the metric you want to move and prove the value in a pilot before scaling.",
      },
      {
        icon: "lock",
        title: "Your data stays yours",
        description:
          "Deployed in your cloud or on-premise; nothing is used to train third-party models.",
      },
      {
        icon: "list-checks",
        title: "Evaluation built in",
        description:
          "Test suites from real cases, run on every change, so quality is measured rather than hoped for.",
      },
      {
        icon: "layers",
        title: "No lock-in",
        description:
          "Model-agnostic architecture across commercial and open-weight models; switch when it pays.",
      },
      {
        icon: "clock",
        title: "24/7 monitoring and support",
        description:
          "Drift alerts, incident response and regular tuning for the systems we run with you.",
      },
    ],
  },
  industries: {
    title: "Industries we build AI for",
    intro: "Different data, the same discipline: measure first, automate second.",
    items: [
      {
        icon: "shopping-cart",
        title: "Retail & E-commerce",
        description: "Forecasting, personalisation, catalogue enrichment and support.",
      },
      {
        icon: "landmark",
        title: "Banking & Finance",
        description: "Onboarding, fraud and risk scoring, reconciliations and reporting.",
      },
      {
        icon: "heart-pulse",
        title: "Healthcare",
        description: "Documentation support, scheduling and patient communication.",
      },
      {
        icon: "factory",
        title: "Manufacturing",
        description: "Predictive maintenance, visual inspection and plant reporting.",
      },
      {
        icon: "gamepad-2",
        title: "Games & Media",
        description: "Player analytics, moderation, player support and smarter NPCs.",
      },
      {
        icon: "shield",
        title: "Defence & Public Sector",
        description: "Secure, on-premise analytics, document processing and cyber defence.",
      },
    ],
  },
  process: {
    title: "Our AI delivery process",
    intro: "Five steps from first conversation to a system running in production.",
    items: [
      {
        title: "Consultation & Needs Analysis",
        description:
          "We map the process, the data and the decision you want to improve, and agree how success is measured.",
      },
      {
        title: "Solution Design & Prototyping",
        description:
          "Architecture, model choice and a working prototype on a sample of your real data.",
      },
      {
        title: "Development & Integration",
        description:
          "Production code, integrations with your systems, security review and access controls.",
      },
      {
        title: "Testing & Optimization",
        description:
          "Evaluation against real cases, load testing, and tuning for accuracy, speed and cost.",
      },
      {
        title: "Deployment & Support",
        description:
          "Go-live in your environment, user training, then 24/7 monitoring and support.",
      },
    ],
  },
  cta: {
    title: "Ready to put AI to work?",
    text: "Tell us about the process you want to improve and the data behind it. An AI lead will reply within one business day with an honest view of what is possible.",
    action: { label: "Start your AI project", to: contactHref("ai") },
    secondary: { label: "Schedule a free demo", to: contactHref("demo") },
  },
};

/** The three practice pages, in the order the navigation lists them. */
export const serviceCategories: readonly ServiceCategory[] = [gameDevelopment, simulations, ai];

export function findServiceCategory(pathname: string): ServiceCategory | undefined {
  const normalised = pathname.replace(/\/+$/, "").toLowerCase();
  return serviceCategories.find((category) => category.path === normalised);
}
