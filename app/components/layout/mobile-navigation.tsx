import { useId } from "react";
import { NavLink } from "react-router";
import { isNavGroup, type NavItem } from "~/content/navigation";
import { Icon } from "../ui/icon";

interface MobileNavigationProps {
  id: string;
  items: readonly NavItem[];
  activeSection: string | null;
  onSectionChange: (section: string | null) => void;
  /** Called when a link is followed: the menu closes. */
  onNavigate: () => void;
}

/**
 * The mobile menu: a collapsible list with expandable sections (below lg).
 * Loaded on demand (see site-header.tsx), so desktop visitors never pay for it.
 */
export default function MobileNavigation({
  id,
  items,
  activeSection,
  onSectionChange,
  onNavigate,
}: MobileNavigationProps) {
  return (
    <div
      id={id}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-ink-950 lg:hidden"
    >
      <nav aria-label="Main menu" className="mx-auto max-w-7xl px-4 pb-8 pt-3 sm:px-8">
        <ul className="space-y-1">
          {items.map((item) =>
            item.submenu ? (
              <MobileSection
                key={item.href}
                item={item}
                isExpanded={activeSection === item.label}
                onToggle={() => onSectionChange(activeSection === item.label ? null : item.label)}
                onNavigate={onNavigate}
              />
            ) : (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end={item.href === "/"}
                  className="nav-mobile-link"
                  onClick={onNavigate}
                >
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <NavLink to="/contact" onClick={onNavigate} className="btn btn-primary mt-6 flex">
          Start a project <Icon name="arrow-right" size={18} />
        </NavLink>
      </nav>
    </div>
  );
}

interface MobileSectionProps {
  item: NavItem;
  isExpanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

function MobileSection({ item, isExpanded, onToggle, onNavigate }: MobileSectionProps) {
  const sectionId = useId();
  return (
    <li>
      <div className="flex items-center gap-1">
        <NavLink to={item.href} end className="nav-mobile-link flex-1" onClick={onNavigate}>
          {item.label}
        </NavLink>
        <button
          type="button"
          className="nav-chevron h-12 w-12 hover:bg-ink-800"
          aria-expanded={isExpanded}
          aria-controls={sectionId}
          aria-label={`${item.label} pages`}
          onClick={onToggle}
        >
          <Icon
            name="chevron-down"
            size={20}
            className={`transition-transform ${isExpanded ? "rotate-180" : ""}`}
          />
        </button>
      </div>
      <ul id={sectionId} hidden={!isExpanded} className="mb-2 ml-4 border-l border-line pl-2">
        {item.submenu?.map((entry) => (
          <li key={entry.href}>
            <NavLink
              to={entry.href}
              end
              className={isNavGroup(entry) ? "nav-mobile-link font-semibold" : "nav-mobile-link"}
              onClick={onNavigate}
            >
              {entry.label}
            </NavLink>
            {isNavGroup(entry) ? (
              <ul className="mb-1 ml-3 border-l border-line/60 pl-2">
                {entry.children.map((child) => (
                  <li key={child.href}>
                    <NavLink to={child.href} className="nav-mobile-child" onClick={onNavigate}>
                      {child.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}
