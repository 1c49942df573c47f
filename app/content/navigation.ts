/**
 * The header and footer navigation of the spec (section 2, "Navigation").
 * Every href must be a registered route: `navigation.test.ts` checks it.
 */
export interface NavLink {
  label: string;
  href: string;
}

/** A heading inside a submenu, with its own nested list (desktop: shown on hover). */
export interface NavGroup extends NavLink {
  children: readonly NavLink[];
}

export interface NavItem extends NavLink {
  submenu?: readonly (NavGroup | NavLink)[];
}

export function isNavGroup(entry: NavGroup | NavLink): entry is NavGroup {
  return "children" in entry;
}

export const mainNavigation: readonly NavItem[] = [
  { label: "Home", href: "/" },
  {
    label: "Services",
    href: "/services",
    submenu: [
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
    ],
  },
  {
    label: "Products",
    href: "/products",
    submenu: [
      { label: "Gaming", href: "/products/gaming" },
      { label: "Simulations", href: "/products/simulations" },
      { label: "AI Solutions", href: "/products/ai" },
    ],
  },
  { label: "About Us", href: "/about" },
  { label: "Contact Us", href: "/contact" },
  { label: "Careers", href: "/careers" },
];

export const footerNavigation = {
  services: {
    heading: "Services",
    links: [
      { label: "Unity Game Development", href: "/services/game-development/unity" },
      { label: "Defence Simulations", href: "/services/simulations/defence" },
      { label: "AI Automation", href: "/services/ai/automation" },
      { label: "Our Products", href: "/products" },
    ],
  },
  company: {
    heading: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Careers", href: "/careers" },
      { label: "Contact Us", href: "/contact" },
      { label: "Privacy Policy", href: "/PrivacyPolicy" },
    ],
  },
  legal: [
    { label: "Terms", href: "/TermsofService" },
    { label: "Privacy", href: "/PrivacyPolicy" },
    { label: "Cookies", href: "/PrivacyPolicy#cookies" },
  ],
} as const satisfies Record<string, unknown>;

/** Every internal href the navigation uses (for checks and the link test). */
export function navigationHrefs(): string[] {
  const hrefs: string[] = [];
  for (const item of mainNavigation) {
    hrefs.push(item.href);
    for (const entry of item.submenu ?? []) {
      hrefs.push(entry.href);
      if (isNavGroup(entry)) hrefs.push(...entry.children.map((child) => child.href));
    }
  }
  hrefs.push(...footerNavigation.services.links.map((link) => link.href));
  hrefs.push(...footerNavigation.company.links.map((link) => link.href));
  hrefs.push(...footerNavigation.legal.map((link) => link.href.split("#")[0] ?? link.href));
  return hrefs;
}
