import type { IconName } from "~/components/ui/icon-names";
import { site } from "../site.server";

/** How a role is worked: on-site at the Bengaluru studio, or hybrid (part remote, within India). */
export type Workplace = "on-site" | "hybrid";

/** schema.org JobPosting employment types used by our roles. */
export type EmploymentType = "FULL_TIME" | "CONTRACTOR";

/** An open position (spec section 3: title, department, location, type, experience, description). */
export interface JobPosition {
  /** Anchor id of the position's card on /careers. */
  id: string;
  title: string;
  department: string;
  location: string;
  workplace: Workplace;
  /** Human label of the employment type, e.g. "Full-time". */
  type: string;
  employmentTypes: readonly EmploymentType[];
  /** "1+ years" to "3+ years" (spec section 9). */
  experience: string;
  description: string;
  /** The core skills, shown as tags. */
  skills: readonly string[];
  /** ISO date (YYYY-MM-DD) the position was published. */
  postedOn: string;
}

interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

const studioCity = `${site().contact.address.city}, ${site().contact.address.country}`;
const onSite = { location: studioCity, workplace: "on-site" } as const;
const hybrid = { location: `${studioCity} (Hybrid)`, workplace: "hybrid" } as const;
const fullTime = { type: "Full-time", employmentTypes: ["FULL_TIME"] } as const;

export const positions: readonly JobPosition[] = [
  {
    id: "gameplay-programmer",
    title: "Gameplay Programmer",
    department: "Engineering",
    ...onSite,
    ...fullTime,
    experience: "2+ years",
    description:
      "Build the mechanics players feel first: character controllers, combat and puzzle systems, enemy behaviour and the tools designers use to tune them. You will work in Unity (C#) and Unreal Engine (C++) on our horror and action titles, pairing daily with designers and profiling every feature on target hardware.",
    skills: ["C# and Unity", "C++", "Gameplay systems", "Profiling"],
    postedOn: "2025-08-04",
  },
  {
    id: "3d-environment-artist",
    title: "3D Environment Artist",
    department: "Art",
    ...onSite,
    ...fullTime,
    experience: "2+ years",
    description:
      "Turn concept art into playable spaces, from the corridors of a forgotten asylum to the floating arenas of HyperFlight. You will model and texture modular kits, dress levels for mood and readability, and keep scenes inside their memory and draw-call budgets together with our technical artists.",
    skills: ["Blender or Maya", "Substance Painter", "Modular kits", "Lighting for mood"],
    postedOn: "2025-08-11",
  },
  {
    id: "ai-ml-engineer",
    title: "AI/ML Engineer",
    department: "AI & Data",
    ...onSite,
    ...fullTime,
    experience: "3+ years",
    description:
      "Design, train and deploy the models behind our client products: predictive maintenance, computer-vision inspection, retrieval-augmented agents and chatbots. You own the path from a notebook to a monitored production service, including data pipelines, evaluation and the conversations with the client's engineers.",
    skills: ["Python", "PyTorch", "LLM agents and RAG", "MLOps"],
    postedOn: "2025-08-18",
  },
  {
    id: "game-designer",
    title: "Game Designer",
    department: "Design",
    ...onSite,
    ...fullTime,
    experience: "2+ years",
    description:
      "Shape the moment-to-moment play and the long arcs of our games: levels, puzzles, pacing, progression and the scares in between. You will write clear design documents, build greybox levels yourself, run playtests every sprint and turn what you learn into changes the team can ship.",
    skills: ["Level design", "Puzzle and pacing design", "Greyboxing", "Playtest analysis"],
    postedOn: "2025-08-25",
  },
  {
    id: "unreal-engine-developer",
    title: "Unreal Engine Developer",
    department: "Engineering",
    ...onSite,
    ...fullTime,
    experience: "3+ years",
    description:
      "Lead Unreal Engine 5 development on Project Genesis and on client simulators: C++ gameplay frameworks, multiplayer replication, rendering performance and build pipelines. You will set technical direction for your feature area and mentor developers moving over from Unity.",
    skills: ["Unreal Engine 5", "C++ and Blueprints", "Multiplayer replication", "Performance"],
    postedOn: "2025-09-01",
  },
  {
    id: "vr-ar-developer",
    title: "VR/AR Developer",
    department: "XR",
    ...onSite,
    ...fullTime,
    experience: "2+ years",
    description:
      "Build immersive training and entertainment for headsets and mobile AR: cockpit and procedure trainers, hand-tracked interactions and comfortable locomotion. You will hold experiences to a steady frame rate on standalone hardware and test them with real trainees and instructors.",
    skills: ["Unity XR and OpenXR", "Meta Quest", "Hand tracking", "Mobile AR"],
    postedOn: "2025-09-08",
  },
  {
    id: "ui-ux-designer",
    title: "UI/UX Designer",
    department: "Design",
    ...hybrid,
    ...fullTime,
    experience: "2+ years",
    description:
      "Design interfaces that work under pressure: game HUDs and menus, simulator instructor stations and the dashboards of our AI products. You will research with players and operators, prototype in Figma, hand over production-ready specs and check the result in engine and in the browser.",
    skills: ["Figma", "Game HUD and menus", "Dashboards", "Accessibility"],
    postedOn: "2025-09-15",
  },
  {
    id: "qa-tester",
    title: "QA Tester",
    department: "Quality Assurance",
    ...hybrid,
    type: "Full-time / Contract",
    employmentTypes: ["FULL_TIME", "CONTRACTOR"],
    experience: "1+ years",
    description:
      "Break our games and simulators before players and trainees do. You will write and run test plans across PC, mobile and VR, file precise, reproducible bug reports, verify fixes before each milestone build, and help automate the checks we run on every build. Offered as a full-time role or a contract for our 2026 launch slate.",
    skills: ["Test plans", "Bug reporting", "PC, mobile and VR", "Regression testing"],
    postedOn: "2025-09-22",
  },
  {
    id: "technical-artist",
    title: "Technical Artist",
    department: "Art",
    ...onSite,
    ...fullTime,
    experience: "3+ years",
    description:
      "Be the bridge between our artists and engineers: shaders and VFX, rigging and animation pipelines, asset validation and the Python tools that keep everything moving. You will profile scenes, set art budgets per platform and make the cinematic look of our games possible on a phone.",
    skills: ["HLSL and Shader Graph", "VFX", "Python tools", "Rigging pipelines"],
    postedOn: "2025-09-29",
  },
];

/** The /careers page (spec section 2: values, benefits, nine open positions). */
export const careers = {
  hero: {
    eyebrow: "Careers",
    title: "Build games, simulators and AI",
    highlight: "with people who ship.",
    intro:
      "We are a studio of engineers, artists and designers in Bengaluru. Our work reaches players, pilots, clinicians and factory teams, and every one of us can point at something that shipped.",
    primary: { label: "See open positions", to: "#open-positions" },
    resume: { label: "Send Us Your Resume", to: site().careersFormUrl },
  },
  values: {
    eyebrow: "Our values",
    title: "How we work together",
    intro:
      "What it is like to work here on an ordinary day, whether you are shipping a horror game, a flight trainer or an AI service.",
    items: [
      {
        icon: "gamepad-2",
        title: "Ship real things",
        description:
          "Your work goes in front of players and clients early and often. We value a rough build this week over a perfect plan next quarter.",
      },
      {
        icon: "users",
        title: "Small teams, real ownership",
        description:
          "Small teams own a feature from first sketch to release. Juniors get real responsibility, seniors get time to mentor.",
      },
      {
        icon: "messages-square",
        title: "Say it plainly",
        description:
          "Critique is about the work, never the person. Problems are raised early, in the open, without blame.",
      },
      {
        icon: "clock",
        title: "Sustainable pace",
        description:
          "No crunch culture. We plan honestly, protect evenings and weekends, and treat a late night as a planning failure to fix.",
      },
    ] satisfies IconCard[],
  },
  benefits: {
    eyebrow: "Benefits",
    title: "What you get at Nebula Forge",
    items: [
      {
        icon: "heart-pulse",
        title: "Health cover for your family",
        description:
          "Medical insurance for you, your partner, your children and your parents, from your first day.",
      },
      {
        icon: "book-open",
        title: "Yearly learning budget",
        description:
          "Courses, books, conference tickets and certifications of your choice, plus time in the week to use them.",
      },
      {
        icon: "cpu",
        title: "Serious hardware",
        description:
          "A workstation that compiles Unreal without a coffee break, VR headsets, devkits and test phones.",
      },
      {
        icon: "calendar",
        title: "Flexible hours",
        description:
          "Core hours for collaboration, the rest of the day arranged around your life. Hybrid for roles that allow it.",
      },
      {
        icon: "trophy",
        title: "Your name in the credits",
        description:
          "Everyone who works on a title is credited in it, and every shipped project gets a proper launch celebration.",
      },
      {
        icon: "sparkles",
        title: "Game jams and hack weeks",
        description:
          "Regular studio jams where anyone can pitch; some of our original game ideas began as a jam prototype.",
      },
    ] satisfies IconCard[],
  },
  openings: {
    eyebrow: "Open positions",
    title: "Nine roles open in Bengaluru",
    intro:
      "Every role applies through our careers form, where you can attach your CV and a link to your portfolio, showreel or code.",
    applyLabel: "Apply Now",
    applyUrl: site().careersFormUrl,
  },
  process: {
    eyebrow: "Hiring process",
    title: "Four steps, no surprises",
    steps: [
      {
        title: "Apply",
        description:
          "Send your CV and your best work through the careers form. A person, not a filter, reads every application.",
      },
      {
        title: "Intro call",
        description:
          "A conversation with the hiring lead about the role, your work and what you want to do next.",
      },
      {
        title: "Practical task",
        description:
          "A short task or a walkthrough of your portfolio, scoped to a few hours and close to the real job.",
      },
      {
        title: "Meet the team",
        description:
          "Spend time with the people you would work with, ask anything, and get a clear offer or clear feedback.",
      },
    ],
  },
  questions: {
    text: "Questions about a role or about working here?",
    email: site().contact.careersEmail,
  },
  closing: {
    title: "Don't see your role?",
    text: "We are always glad to meet great engineers, artists and designers. Send us your resume and tell us what you would like to build with us.",
    action: { label: "Send Us Your Resume", to: site().careersFormUrl },
    secondary: { label: "Learn about the studio", to: "/about" },
  },
} as const;

export type CareersContent = typeof careers;
