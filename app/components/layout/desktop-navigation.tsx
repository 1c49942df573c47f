import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { NavLink } from "react-router";
import { isNavGroup, type NavGroup, type NavItem } from "~/content/navigation";
import { Icon } from "../ui/icon";

interface DesktopNavigationProps {
  items: readonly NavItem[];
  activeDropdown: string | null;
  onActiveDropdownChange: (dropdown: string | null) => void;
}

/**
 * Desktop navigation (lg and up): a two-level dropdown that opens on hover,
 * on keyboard focus and on tap of its chevron; Escape closes it.
 */
export function DesktopNavigation({
  items,
  activeDropdown,
  onActiveDropdownChange,
}: DesktopNavigationProps) {
  const navRef = useRef<HTMLElement>(null);

  // A tap or click outside an open dropdown closes it (touch screens have no "leave").
  useEffect(() => {
    if (activeDropdown === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const nav = navRef.current;
      // Hidden below lg: the mobile menu shares activeDropdown and handles its own presses.
      if (!nav || nav.getClientRects().length === 0) return;
      if (!nav.contains(event.target as Node)) onActiveDropdownChange(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [activeDropdown, onActiveDropdownChange]);

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.submenu ? (
            <DropdownItem
              key={item.href}
              item={item}
              isOpen={activeDropdown === item.label}
              onOpenChange={(open) => onActiveDropdownChange(open ? item.label : null)}
            />
          ) : (
            <li key={item.href}>
              <NavLink to={item.href} end={item.href === "/"} className="nav-top">
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

interface DropdownItemProps {
  item: NavItem;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

function DropdownItem({ item, isOpen, onOpenChange }: DropdownItemProps) {
  const panelId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const refocusing = useRef(false);
  const [hoveredGroup, setActiveGroup] = useState<string | null>(null);
  // A closed dropdown shows no nested list, whatever was hovered last.
  const activeGroup = isOpen ? hoveredGroup : null;

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse") onOpenChange(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") onOpenChange(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen) return;
    event.preventDefault();
    onOpenChange(false);
    refocusing.current = true;
    linkRef.current?.focus();
    refocusing.current = false;
  };

  return (
    // Escape and focus-leave are handled once here for the link, button and panel inside.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <li
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <div className="flex items-center">
        <NavLink
          ref={linkRef}
          to={item.href}
          className="nav-top"
          onFocus={() => {
            if (!refocusing.current) onOpenChange(true);
          }}
        >
          {item.label}
        </NavLink>
        <button
          type="button"
          className="nav-chevron -ml-2 h-8 w-7"
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={`${item.label} menu`}
          onClick={() => onOpenChange(!isOpen)}
        >
          <Icon
            name="chevron-down"
            size={16}
            className={`transition-transform ${isOpen ? "rotate-180" : ""}`}
          />
        </button>
      </div>

      <div id={panelId} hidden={!isOpen} className="absolute left-0 top-full pt-3">
        <ul className="nav-panel w-72">
          {item.submenu?.map((entry) =>
            isNavGroup(entry) ? (
              <DropdownGroup
                key={entry.href}
                group={entry}
                isOpen={activeGroup === entry.label}
                onOpenChange={(open) => setActiveGroup(open ? entry.label : null)}
              />
            ) : (
              <li key={entry.href}>
                <NavLink to={entry.href} className="nav-panel-link">
                  {entry.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </div>
    </li>
  );
}

interface DropdownGroupProps {
  group: NavGroup;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A submenu heading whose nested list shows on hover or focus. */
function DropdownGroup({ group, isOpen, onOpenChange }: DropdownGroupProps) {
  const listId = useId();
  return (
    <li
      className="relative"
      onPointerEnter={(event) => event.pointerType === "mouse" && onOpenChange(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && onOpenChange(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <div className="flex items-center">
        <NavLink
          to={group.href}
          end
          className="nav-panel-link flex-1 font-semibold"
          onFocus={() => onOpenChange(true)}
        >
          {group.label}
        </NavLink>
        <button
          type="button"
          className="nav-chevron h-9 w-8"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-label={`${group.label} services`}
          onClick={() => onOpenChange(!isOpen)}
        >
          <Icon name="chevron-right" size={16} />
        </button>
      </div>
      <div id={listId} hidden={!isOpen} className="absolute left-full top-0 pl-3">
        <ul className="nav-panel w-64">
          {group.children.map((child) => (
            <li key={child.href}>
              <NavLink to={child.href} className="nav-panel-link">
                {child.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
