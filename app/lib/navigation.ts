/**
 * The shape of the header's menus, as the root loader hands them to the layout
 * (app/content/layout.server.ts builds them from the content).
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
