import type { ArtKey } from "../art";
import { contactHref } from "../contact/options";
import type { IconPoint } from "./simulation-products";

/** One of the three product categories on /products. */
export interface ProductCategory {
  title: string;
  description: string;
  href: string;
  linkLabel: string;
  image: ArtKey;
  imageAlt: string;
  gradient: string;
  highlights: readonly string[];
}

/** /products */
export const productsOverview = {
  hero: {
    eyebrow: "Our products",
    title: "Products we design, build",
    highlight: "and stand behind.",
    intro:
      "Original games played on PC, console and mobile, simulators that train pilots, clinicians and operators, and AI solutions that run real businesses. All made in-house by one team.",
    primary: { label: "Browse the games", to: "/products/gaming" },
    secondary: { label: "Talk to us", to: contactHref("project") },
    stats: [
      { value: "7", label: "original games released or announced" },
      { value: "6", label: "simulation products for training and research" },
      { value: "5", label: "AI solutions ready to adapt" },
    ],
  },
  categories: {
    eyebrow: "Product categories",
    title: "Three product lines, one studio",
    intro:
      "Pick a line to see every title and product, with the features, platforms and industries each one serves.",
    items: [
      {
        title: "Gaming",
        description:
          "Horror, aerial combat and science fiction, from our 2025 releases through the 2026 slate and the projects beyond it.",
        href: "/products/gaming",
        linkLabel: "Enter the Gaming Universe",
        image: "curse-of-blackvale",
        imageAlt: "Key art from Dreadful Realms: Curse of Blackvale",
        gradient: "from-ember-400 to-blood-400",
        highlights: ["7 titles released or announced", "PC, console and mobile", "200K+ players"],
      },
      {
        title: "Simulations",
        description:
          "Training and research simulators for drones, space, industry, defence, healthcare and education, adapted to your scenarios.",
        href: "/products/simulations",
        linkLabel: "Explore simulation products",
        image: "sim-drone-training",
        imageAlt: "Artwork of the drone training simulator",
        gradient: "from-brand-400 to-emerald-400",
        highlights: [
          "6 simulation products",
          "Desktop, VR and full rigs",
          "Scored, replayable sessions",
        ],
      },
      {
        title: "AI Solutions",
        description:
          "Automation, conversational agents, predictive analytics, computer vision and security operations, deployed into your systems.",
        href: "/products/ai",
        linkLabel: "Explore AI solutions",
        image: "ai-predictive-analytics",
        imageAlt: "Artwork of the predictive analytics platform",
        gradient: "from-violet-400 to-brand-400",
        highlights: [
          "5 production-ready solutions",
          "35% efficiency boost in industry",
          "24/7 monitoring",
        ],
      },
    ] satisfies ProductCategory[],
  },
  whyChoose: {
    eyebrow: "Why choose our products",
    title: "Made by the people who support them",
    items: [
      {
        icon: "layers",
        title: "One engine of expertise",
        description:
          "Our games, simulators and AI share tools and engineers, so every product benefits from what the others learn.",
      },
      {
        icon: "trophy",
        title: "Proven with real users",
        description:
          "Our games have reached 200K+ users, and our simulators and AI systems run in production for clients every day.",
      },
      {
        icon: "wrench",
        title: "Adapted, not reinvented",
        description:
          "Each product is a tested base we fit to your brand, data and hardware, which keeps timelines short and costs honest.",
      },
      {
        icon: "headset",
        title: "24/7 monitoring and support",
        description:
          "Updates, monitoring and a direct line to the engineers who built the product, for as long as you run it.",
      },
    ] satisfies IconPoint[],
  },
  industries: {
    eyebrow: "Industries",
    title: "Seven industries, one standard of quality",
    intro:
      "Our products are in use wherever people need to play, practise or decide with confidence.",
    items: [
      {
        icon: "gamepad-2",
        title: "Gaming & Entertainment",
        description: "Original titles, co-development and live operations.",
      },
      {
        icon: "shield",
        title: "Defence & Aerospace",
        description: "Mission rehearsal, drone and flight training.",
      },
      {
        icon: "heart-pulse",
        title: "Healthcare",
        description: "Procedure rehearsal and clinical decision support.",
      },
      {
        icon: "graduation-cap",
        title: "Education & Research",
        description: "Virtual labs and interactive learning.",
      },
      {
        icon: "factory",
        title: "Manufacturing & Industrial",
        description: "Digital twins, vision inspection and automation.",
      },
      {
        icon: "shopping-cart",
        title: "Retail & E-commerce",
        description: "Demand forecasting and conversational agents.",
      },
      {
        icon: "landmark",
        title: "Banking & Finance",
        description: "Document automation and security operations.",
      },
    ] satisfies IconPoint[],
  },
  partner: {
    eyebrow: "Partner with us",
    title: "Bring one of our products to your players, trainees or teams",
    text: "Publishers, distributors, training academies and enterprises work with us to license, co-develop or white-label our products. Tell us what you need and we will set up a walkthrough with the team behind it.",
    contact: { label: "Contact Us", to: contactHref("partnership") },
    explore: { label: "Explore All Products", to: "#product-categories" },
  },
} as const;
