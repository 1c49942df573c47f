import type { IconName } from "~/components/ui/icon-names";
import type { ArtKey } from "../art";
import { contactHref } from "../contact/options";

/** A card of the AI portfolio (spec section 3, "AI solution card"). */
export interface AiSolution {
  title: string;
  description: string;
  features: readonly string[];
  industries: readonly string[];
  image: ArtKey;
  /** Tailwind gradient stops for the card's accent. */
  gradient: string;
}

/** One step of a delivery process (spec section 3, "Process step"). */
export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

export interface Reason {
  icon: IconName;
  title: string;
  description: string;
}

export const aiSolutions: readonly AiSolution[] = [
  {
    title: "Intelligent Process Automation",
    description:
      "Document intake, approvals and hand-offs run by AI that reads, classifies and routes work, with people stepping in only where judgement is needed. On an industrial rollout it lifted line efficiency by 35%.",
    features: [
      "Document understanding for invoices, orders and forms",
      "Workflow orchestration across ERP, CRM and email",
      "Human-in-the-loop review with full audit trails",
      "Dashboards that show time and cost saved per process",
    ],
    industries: ["Manufacturing", "Finance", "Logistics", "Healthcare"],
    image: "ai-process-automation",
    gradient: "from-violet-500 to-brand-400",
  },
  {
    title: "Conversational AI Agents",
    description:
      "Agents that answer customers and staff in their own language, look things up in your systems, take actions with permission and hand over to a person with the full context.",
    features: [
      "Retrieval over your documents, tickets and product data",
      "Tool use: bookings, order status, account changes",
      "Voice and chat in English, Hindi and regional languages",
      "Guardrails, escalation rules and conversation analytics",
    ],
    industries: ["Retail", "Banking", "Telecom", "Education"],
    image: "ai-conversational-agents",
    gradient: "from-brand-400 to-emerald-400",
  },
  {
    title: "Predictive Analytics Platform",
    description:
      "Forecasts for demand, churn and equipment failure, trained on your data, explained in plain language and delivered where planners already work.",
    features: [
      "Demand, churn and failure forecasting",
      "Explanations for every prediction, not just a score",
      "Automatic retraining and drift monitoring",
      "Connectors for data warehouses, spreadsheets and BI tools",
    ],
    industries: ["Retail", "Manufacturing", "Energy", "Finance"],
    image: "ai-predictive-analytics",
    gradient: "from-ember-400 to-violet-500",
  },
  {
    title: "Computer Vision Inspection",
    description:
      "Cameras on the line spot defects, missing parts and safety hazards in real time, on edge hardware that keeps working when the network does not.",
    features: [
      "Defect detection trained on a few hundred labelled images",
      "Runs on edge devices beside the production line",
      "PPE and restricted-zone safety alerts",
      "Review console for operators to confirm and correct results",
    ],
    industries: ["Manufacturing", "Automotive", "Pharmaceuticals", "Warehousing"],
    image: "ai-vision-inspection",
    gradient: "from-emerald-400 to-brand-500",
  },
  {
    title: "AI Security Operations",
    description:
      "Anomaly detection over logs, network traffic and user behaviour that surfaces the few alerts that matter, backed by 24/7 monitoring and support from our team.",
    features: [
      "Behavioural baselines for users, devices and services",
      "Alert triage that groups related events into one incident",
      "Playbooks for automatic containment, with approval steps",
      "24/7 monitoring and support with monthly threat reports",
    ],
    industries: ["Banking", "Healthcare", "Government", "SaaS"],
    image: "ai-security-operations",
    gradient: "from-blood-400 to-violet-500",
  },
];

/** The five-step implementation process (spec section 3), in order. */
export const aiProcess: readonly ProcessStep[] = [
  {
    step: 1,
    title: "Consultation & Needs Analysis",
    description:
      "We map the process, the data you have and the outcome that matters, and agree on how success will be measured before anything is built.",
  },
  {
    step: 2,
    title: "Solution Design & Prototyping",
    description:
      "A working prototype on a sample of your real data within weeks, so you judge results rather than slides, with architecture and costs laid out.",
  },
  {
    step: 3,
    title: "Development & Integration",
    description:
      "We build the production system and connect it to your ERP, CRM, data warehouse or devices, with security and access control from day one.",
  },
  {
    step: 4,
    title: "Testing & Optimization",
    description:
      "Accuracy, latency and edge cases are tested against the agreed targets, then tuned with your team's feedback until the numbers hold up.",
  },
  {
    step: 5,
    title: "Deployment & Support",
    description:
      "A staged rollout, training for your staff, and 24/7 monitoring and support that keeps models accurate as your data changes.",
  },
];

/** /products/ai */
export const aiProducts = {
  hero: {
    eyebrow: "AI Products",
    title: "AI that works on the shop floor,",
    highlight: "not just in the demo.",
    intro:
      "Five proven solutions for automation, conversation, forecasting, vision and security, each adapted to your data and systems by the engineers who built it.",
    explore: { label: "Explore AI Solutions", to: "#portfolio" },
    demo: { label: "Schedule Free Demo", to: contactHref("demo") },
    stats: [
      { value: "35%", label: "efficiency boost on an industrial automation rollout" },
      { value: "24/7", label: "monitoring and support for every deployment" },
      { value: "5", label: "steps from first call to production" },
    ],
  },
  portfolio: {
    eyebrow: "Portfolio",
    title: "Our AI solutions",
    intro:
      "Each solution starts from a tested core and is fitted to your processes, data and compliance needs, so you reach production in weeks rather than quarters.",
  },
  solutions: aiSolutions,
  whyChoose: {
    eyebrow: "Why choose us",
    title: "Why teams choose our AI",
    intro:
      "Our engineers ship real-time software for games and simulators, where a late frame is a bug. We bring the same discipline to AI.",
    reasons: [
      {
        icon: "target",
        title: "Outcomes agreed up front",
        description:
          "Every project starts with a measurable target, such as hours saved or defects caught, and we report against it.",
      },
      {
        icon: "lock",
        title: "Your data stays yours",
        description:
          "Models run in your cloud or on premises, with data handling that follows your security and privacy policies.",
      },
      {
        icon: "layers",
        title: "Built to integrate",
        description:
          "We connect to the ERP, CRM, ticketing and plant systems you already run instead of asking you to replace them.",
      },
      {
        icon: "eye",
        title: "Explainable by design",
        description:
          "Predictions come with reasons, and every automated decision leaves an audit trail your team can check.",
      },
      {
        icon: "users",
        title: "Senior engineers throughout",
        description:
          "The people who design your solution are the people who build, deploy and support it.",
      },
      {
        icon: "clock",
        title: "24/7 monitoring and support",
        description:
          "We watch accuracy, latency and drift around the clock and retrain before results start to slip.",
      },
    ] satisfies Reason[],
  },
  process: {
    eyebrow: "How we deliver",
    title: "Our 5-step implementation process",
    intro:
      "A clear path from the first conversation to a system your team relies on, with a decision point at the end of every step.",
    steps: aiProcess,
  },
  closing: {
    title: "Ready to put AI to work?",
    text: "Tell us about the process or decision you want to improve. A senior engineer will reply within one business day with questions and a first plan.",
    action: { label: "Start Your AI Project", to: contactHref("ai") },
    secondary: { label: "Request Demo", to: contactHref("demo") },
  },
} as const;
