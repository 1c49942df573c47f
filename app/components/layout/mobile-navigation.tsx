import { ArrowRightIcon, ChevronDownIcon, MenuIcon, XIcon } from "~/components/ui/interface-icons";
import { isNavGroup, type NavItem, type NavLink } from "~/lib/navigation";
import type { SearchBoxCopy } from "~/content/layout.server";
import { NavAnchor } from "./nav-anchor";
import { SearchBox } from "./search-box";

interface MobileNavigationProps {
  items: readonly NavItem[];
  /** The header's call to action, repeated at the end of the menu. */
  action: NavLink;
  /** The search box, first in the menu. */
  search: SearchBoxCopy;
  pathname: string;
}

/**
 * The mobile menu (below lg): the menu button is the summary of a `<details>`
 * holding the list, and each section with a submenu is a `<details>` of its
 * own, so both open and close without JavaScript, with their expanded state
 * exposed natively. app/browser/enhance.ts adds Escape, one open section at a
 * time and closing on a followed link (spec section 4).
 */
export function MobileNavigation({ items, action, search, pathname }: MobileNavigationProps) {
  return (
    <details className="mobile-menu lg:hidden" data-mobile-menu="">
      <summary
        className="nav-chevron h-11 w-11 rounded-xl border border-line text-fg"
        aria-label="Menu"
      >
        <MenuIcon size={22} className="menu-icon-closed" />
        <XIcon size={22} className="menu-icon-open" />
      </summary>
      <div id="mobile-navigation" className="mobile-panel">
        <SearchBox copy={search} id="menu-search" className="mx-auto mt-3 max-w-7xl px-4 sm:px-8" />
        <nav aria-label="Main menu" className="mx-auto max-w-7xl px-4 pb-8 pt-3 sm:px-8">
          <ul className="space-y-1">
            {items.map((item) =>
              item.submenu ? (
                <li key={item.href} className="relative">
                  <NavAnchor
                    link={item}
                    pathname={pathname}
                    className="nav-mobile-link mr-14"
                    exact
                  />
                  <details className="nav-disclosure" data-dropdown={item.label}>
                    <summary
                      className="nav-chevron absolute right-0 top-0 h-12 w-12 hover:bg-ink-800"
                      aria-label={`${item.label} pages`}
                    >
                      <ChevronDownIcon size={20} className="nav-chevron-icon" />
                    </summary>
                    <ul className="mb-2 ml-4 border-l border-line pl-2">
                      {item.submenu.map((entry) => (
                        <li key={entry.href}>
                          <NavAnchor
                            link={entry}
                            pathname={pathname}
                            className={
                              isNavGroup(entry)
                                ? "nav-mobile-link font-semibold"
                                : "nav-mobile-link"
                            }
                            exact
                          />
                          {isNavGroup(entry) ? (
                            <ul className="mb-1 ml-3 border-l border-line/60 pl-2">
                              {entry.children.map((child) => (
                                <li key={child.href}>
                                  <NavAnchor
                                    link={child}
                                    pathname={pathname}
                                    className="nav-mobile-child"
                                  />
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.href}>
                  <NavAnchor link={item} pathname={pathname} className="nav-mobile-link" exact />
                </li>
              ),
            )}
          </ul>
          <a href={action.href} className="btn btn-primary mt-6 flex">
            {action.label} <ArrowRightIcon size={18} />
          </a>
        </nav>
      </div>
    </details>
  );
}
