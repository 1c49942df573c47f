import { ChevronDownIcon, ChevronRightIcon } from "~/components/ui/interface-icons";
import { isNavGroup, type NavGroup, type NavItem } from "~/lib/navigation";
import { NavAnchor } from "./nav-anchor";

interface DesktopNavigationProps {
  items: readonly NavItem[];
  pathname: string;
}

/**
 * Desktop navigation (lg and up): a two-level dropdown. Each submenu is a
 * `<details>` whose chevron (the summary) opens it on click or tap; CSS opens
 * it on hover and keyboard focus until app/browser/enhance.ts takes over and
 * adds Escape and tap-outside (`data-nav-item`, `data-dropdown`).
 */
export function DesktopNavigation({ items, pathname }: DesktopNavigationProps) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.submenu ? (
            <li key={item.href} className="nav-item" data-nav-item="">
              <NavAnchor link={item} pathname={pathname} className="nav-top" />
              <details className="nav-disclosure" data-dropdown={item.label}>
                <summary className="nav-chevron -ml-2 h-8 w-7" aria-label={`${item.label} menu`}>
                  <ChevronDownIcon size={16} className="nav-chevron-icon" />
                </summary>
                <div className="nav-dropdown">
                  <ul className="nav-panel w-72">
                    {item.submenu.map((entry) =>
                      isNavGroup(entry) ? (
                        <DropdownGroup key={entry.href} group={entry} pathname={pathname} />
                      ) : (
                        <li key={entry.href}>
                          <NavAnchor link={entry} pathname={pathname} className="nav-panel-link" />
                        </li>
                      ),
                    )}
                  </ul>
                </div>
              </details>
            </li>
          ) : (
            <li key={item.href}>
              <NavAnchor link={item} pathname={pathname} className="nav-top" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** A submenu heading whose nested list shows on hover, focus or its chevron. */
function DropdownGroup({ group, pathname }: { group: NavGroup; pathname: string }) {
  return (
    <li className="nav-item" data-nav-item="">
      <NavAnchor
        link={group}
        pathname={pathname}
        className="nav-panel-link flex-1 font-semibold"
        exact
      />
      <details className="nav-disclosure">
        <summary className="nav-chevron h-9 w-8" aria-label={`${group.label} services`}>
          <ChevronRightIcon size={16} />
        </summary>
        <div className="nav-flyout">
          <ul className="nav-panel w-64">
            {group.children.map((child) => (
              <li key={child.href}>
                <NavAnchor link={child} pathname={pathname} className="nav-panel-link" />
              </li>
            ))}
          </ul>
        </div>
      </details>
    </li>
  );
}
