import type { NavGroup, NavLink } from "~/lib/navigation";
import type { Content } from "./load.server";

/**
 * The Services and Products submenus of the main menu (spec section 2).
 * Every href must be a registered route: pages.test.ts checks it.
 */
export const servicesSubmenu: readonly NavGroup[] = [
  {
    label: "Game Development",
    href: "/services/game-development",
    children: [
      { label: "Unity Development", href: "/services/game-development/unity" },
      { label: "Unreal Engine", href: "/services/game-development/unreal-engine" },
      {
        label: "3D Models & Animations",
        href: "/services/game-development/3d-models-animations",
      },
      { label: "Cinematic VFX", href: "/services/game-development/cinematic-vfx" },
      { label: "VR / AR Experiences", href: "/services/game-development/vr-ar" },
    ],
  },
  {
    label: "Simulation Development",
    href: "/services/simulations",
    children: [
      { label: "Defence", href: "/services/simulations/defence" },
      { label: "Healthcare", href: "/services/simulations/health" },
      { label: "Education", href: "/services/simulations/education" },
      { label: "Industrial", href: "/services/simulations/industrial" },
      { label: "Space", href: "/services/simulations/space" },
    ],
  },
  {
    label: "AI Development",
    href: "/services/ai",
    children: [
      { label: "AI Automation", href: "/services/ai/automation" },
      { label: "Agent Development", href: "/services/ai/agent-development" },
      { label: "Chatbot Development", href: "/services/ai/chatbot-development" },
      { label: "General Use Cases", href: "/services/ai/general-use-cases" },
      { label: "Requirement Automation", href: "/services/ai/requirement-automation" },
      { label: "Predictive Analytics", href: "/services/ai/predictive-analytics" },
      { label: "Cyber Security", href: "/services/ai/cyber-security" },
      { label: "IoT", href: "/services/ai/iot" },
    ],
  },
];

/** The Products submenu: the product lines of /products (content/pages/products.yaml), in order. */
export function productsSubmenu(content: Content): readonly NavLink[] {
  return content.productsPage.categories.items.map(({ title, href }) => ({ label: title, href }));
}
