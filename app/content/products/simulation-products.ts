import type { IconName } from "~/components/ui/icon-names";
import type { ArtKey } from "../art";
import { contactHref } from "../contact/options";

/** A simulation product card (spec section 3, "Product card"). */
export interface SimulationProduct {
  title: string;
  purpose: string;
  features: readonly string[];
  industries: readonly string[];
  image: ArtKey;
  /** Tailwind gradient stops for the card's accent. */
  gradient: string;
}

export interface IconPoint {
  icon: IconName;
  title: string;
  description: string;
}

export const simulationProducts: readonly SimulationProduct[] = [
  {
    title: "Drone Training Simulator",
    purpose:
      "Train UAV pilots and operators for inspection, survey and tactical missions without risking airframes, with wind, sensor noise and failures an instructor can trigger live.",
    features: [
      "Multirotor and fixed-wing flight models",
      "Payload and camera simulation with live sensor feeds",
      "Instructor station for weather, faults and threats",
      "Replay and scoring for every sortie",
    ],
    industries: ["Defence", "Agriculture", "Infrastructure", "Public safety"],
    image: "sim-drone-training",
    gradient: "from-brand-400 to-emerald-400",
  },
  {
    title: "Space Exploration Simulator",
    purpose:
      "Let students, researchers and crews rehearse launches, orbital manoeuvres and surface operations with accurate orbital mechanics and mission-control workflows.",
    features: [
      "Physically based orbital mechanics and docking",
      "Planetary surfaces from real elevation data",
      "Mission-control dashboards and telemetry",
      "Classroom mode with guided scenarios",
    ],
    industries: ["Aerospace", "Education", "Research", "Science centres"],
    image: "sim-space-exploration",
    gradient: "from-violet-500 to-brand-400",
  },
  {
    title: "Industrial & Robotics Simulator",
    purpose:
      "Commission robot cells and train operators on a digital twin of the plant before the hardware arrives, then keep using it to test every change safely.",
    features: [
      "Digital twins of lines, cells and warehouses",
      "Robot programming and collision checks offline",
      "PLC and sensor connectivity for virtual commissioning",
      "Operator training with fault and emergency scenarios",
    ],
    industries: ["Manufacturing", "Automotive", "Logistics", "Energy"],
    image: "sim-industrial-robotics",
    gradient: "from-ember-400 to-ember-500",
  },
  {
    title: "Defense & Tactical Simulator",
    purpose:
      "Rehearse missions, practise drills and review decisions in realistic terrain, from a single squad to a combined exercise, on desktop, VR or full simulator rigs.",
    features: [
      "Geo-specific terrain built from map and satellite data",
      "Squad, vehicle and command roles in one exercise",
      "AI opponents that adapt to the trainees' tactics",
      "After-action review with 3D replay and metrics",
    ],
    industries: ["Armed forces", "Police", "Border security", "Private security"],
    image: "sim-defense-tactical",
    gradient: "from-emerald-400 to-brand-500",
  },
  {
    title: "Healthcare & Medical Simulator",
    purpose:
      "Let clinicians rehearse procedures and emergencies as often as they need, with anatomy, vitals and complications that respond to what they do.",
    features: [
      "Procedure rehearsal in VR with hand tracking",
      "Patient vitals that react to each intervention",
      "Emergency and triage scenarios for whole teams",
      "Assessment reports for educators and accreditation",
    ],
    industries: ["Hospitals", "Medical schools", "Nursing", "Medical devices"],
    image: "sim-healthcare-medical",
    gradient: "from-blood-400 to-violet-400",
  },
  {
    title: "Educational & Research Simulator",
    purpose:
      "Turn physics, chemistry, biology and engineering into interactive labs that students explore safely, and give researchers a sandbox to test ideas.",
    features: [
      "Virtual labs aligned to school and university curricula",
      "Experiments that are too costly or risky for a real lab",
      "Teacher dashboards with progress tracking",
      "Runs in a browser, on tablets and in VR",
    ],
    industries: ["Schools", "Universities", "Research labs", "EdTech"],
    image: "sim-education-research",
    gradient: "from-brand-300 to-violet-500",
  },
];

/** /products/simulations */
export const simulationPage = {
  hero: {
    eyebrow: "Simulation Products",
    title: "Simulators that train people",
    highlight: "for the moments that matter.",
    intro:
      "Six ready-to-adapt simulation products for drone crews, space missions, factories, defence, hospitals and classrooms, built on the same real-time engines as our games.",
    demo: { label: "Request Demo", to: contactHref("demo") },
    explore: { label: "See the products", to: "#simulation-products" },
    stats: [
      { value: "6", label: "simulation products ready to adapt" },
      { value: "3", label: "training setups per scenario: desktop, VR and full rigs" },
      { value: "24/7", label: "monitoring and support for deployed systems" },
    ],
  },
  products: {
    eyebrow: "Products",
    title: "Our simulation products",
    intro:
      "Each product is a working base we tailor to your equipment, procedures and terrain, so your first trainees start sooner and your budget goes into what is unique to you.",
    items: simulationProducts,
  },
  technologies: {
    eyebrow: "Core technologies",
    title: "The technology underneath",
    items: [
      {
        icon: "gamepad-2",
        title: "Unreal Engine & Unity",
        description:
          "Game engines give trainees photoreal scenes at steady frame rates on everything from laptops to dome projectors.",
      },
      {
        icon: "glasses",
        title: "VR & mixed reality",
        description:
          "Headset and mixed-reality training with hand tracking, for tasks where muscle memory matters.",
      },
      {
        icon: "atom",
        title: "Physics & flight models",
        description:
          "Validated physics for flight, vehicles, robots and orbits, tuned with subject-matter experts.",
      },
      {
        icon: "brain-circuit",
        title: "AI-driven scenarios",
        description:
          "Opponents, patients and crowds that adapt to trainees, plus analytics that spot skill gaps.",
      },
      {
        icon: "cloud",
        title: "Cloud & multi-user",
        description:
          "Networked exercises across sites, central scenario libraries and results in one place.",
      },
    ] satisfies IconPoint[],
  },
  differentiators: {
    eyebrow: "Why us",
    title: "What sets our simulators apart",
    items: [
      {
        icon: "gauge",
        title: "Games-grade performance",
        description:
          "Years of shipping games taught us to hold frame rate and polish, which keeps trainees immersed.",
      },
      {
        icon: "clipboard-check",
        title: "Measurable training outcomes",
        description:
          "Every session is scored and replayable, so instructors can show progress, not just hours logged.",
      },
      {
        icon: "users",
        title: "Built with your experts",
        description:
          "Pilots, clinicians and engineers from your side review each scenario before it reaches trainees.",
      },
      {
        icon: "shield-check",
        title: "Secure and offline-ready",
        description:
          "Air-gapped and on-premises installs for sensitive programmes, with your data under your control.",
      },
      {
        icon: "infinity",
        title: "Support for the long run",
        description:
          "New scenarios, hardware updates and 24/7 monitoring and support keep the simulator in service.",
      },
    ] satisfies IconPoint[],
  },
  industries: {
    eyebrow: "Industries",
    title: "Industries we serve",
    items: [
      {
        icon: "shield",
        title: "Defence & Security",
        description: "Mission rehearsal, drills and after-action review.",
      },
      {
        icon: "rocket",
        title: "Aerospace",
        description: "Flight, drone and space operations training.",
      },
      {
        icon: "heart-pulse",
        title: "Healthcare",
        description: "Procedures, emergencies and team training.",
      },
      {
        icon: "factory",
        title: "Manufacturing",
        description: "Digital twins, commissioning and operator training.",
      },
      {
        icon: "graduation-cap",
        title: "Education",
        description: "Virtual labs and interactive science lessons.",
      },
      {
        icon: "flask-conical",
        title: "Research",
        description: "Sandboxes to test hypotheses and designs.",
      },
    ] satisfies IconPoint[],
  },
  closing: {
    title: "See a simulator running on your scenario",
    text: "Book a demo and we will walk through the product closest to your needs, then show what it would take to adapt it to your equipment and procedures.",
    action: { label: "Request Demo", to: contactHref("demo") },
    secondary: { label: "Simulation development services", to: "/services/simulations" },
  },
} as const;
