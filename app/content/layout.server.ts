import type { NavItem } from "~/lib/navigation";
import { errorPagesView } from "./company/errors.server";
import { content } from "./load.server";
import { site } from "./site.server";
import { productsSubmenu } from "./products/menu";
import { servicesSubmenu } from "./services/menu";

/**
 * What the header and footer of every page show, for the root loader: the
 * main menu (its Services and Products submenus follow their collections),
 * the footer's links and copy, the studio's name and contact details.
 */
export function layoutData() {
  const loaded = content();
  const { layout } = loaded;
  const studio = site();
  const submenus = {
    none: undefined,
    services: servicesSubmenu(loaded),
    products: productsSubmenu(loaded),
  };
  const mainMenu: NavItem[] = layout.mainMenu.map(({ label, href, submenu }) => ({
    label,
    href,
    ...(submenus[submenu] ? { submenu: submenus[submenu] } : {}),
  }));
  return {
    studio: {
      name: studio.name,
      shortName: studio.shortName,
      description: studio.description,
      copyrightYear: studio.copyrightYear,
      email: studio.contact.email,
      phoneDisplay: studio.contact.phoneDisplay,
      phoneHref: studio.contact.phoneHref,
      location: `${studio.contact.address.city}, ${studio.contact.address.country}`,
      social: studio.social,
    },
    skipLink: layout.skipLink,
    headerAction: layout.headerAction,
    /** The header's search box (content/pages/search.yaml). */
    searchBox: loaded.search.box,
    mainMenu,
    footer: layout.footer,
    /** The not-found and error pages' words, for the root's error boundary. */
    errorPages: errorPagesView(loaded),
  };
}

export type LayoutData = ReturnType<typeof layoutData>;
export type SearchBoxCopy = LayoutData["searchBox"];
