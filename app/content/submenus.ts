import type { NavLink } from "~/lib/navigation";

/**
 * The Services and Products submenus of the main menu (spec section 2).
 * The Services submenu follows the services collections (services/menu.ts).
 * Every href must be a registered route: pages.test.ts checks it.
 */
export { servicesSubmenu } from "./services/menu";

export const productsSubmenu: readonly NavLink[] = [
  { label: "Gaming", href: "/products/gaming" },
  { label: "Simulations", href: "/products/simulations" },
  { label: "AI Solutions", href: "/products/ai" },
];
