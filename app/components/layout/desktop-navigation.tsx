import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { NavLink } from "react-router";
import { isNavGroup, type NavGroup, type NavItem } from "~/content/navigation";
import { Icon } from "../ui/icon";

interface DesktopNavigationProps {
  items: readonly NavItem[];
  activeDropdown: string | null;
  onActiveDropdownChange: (dropdown: string | null) => void;
}

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:text-brand-300 ${
    isActive ? "text-brand-300" : "text-fg"
  }`;

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
      if (!navRef.current?.contains(event.target as Node)) onActiveDropdownChange(null);
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
              <NavLink to={item.href} end={item.href === "/"} className={topLinkClass}>
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
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
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
          className={topLinkClass}
          onFocus={() => {
            if (!refocusing.current) onOpenChange(true);
          }}
        >
          {item.label}
        </NavLink>
        <button
          type="button"
          className="-ml-2 inline-flex h-8 w-7 items-center justify-center rounded-md text-fg-muted hover:text-brand-300"
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
        <ul className="w-72 rounded-2xl border border-line bg-ink-900/98 p-2 shadow-card backdrop-blur-md">
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
                <NavLink to={entry.href} className={panelLinkClass}>
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

const panelLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between rounded-xl px-3 py-2.5 text-sm transition-colors hover:bg-ink-700 hover:text-brand-300 ${
    isActive ? "text-brand-300" : "text-fg"
  }`;

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
          className={(state) => `${panelLinkClass(state)} flex-1 font-semibold`}
          onFocus={() => onOpenChange(true)}
        >
          {group.label}
        </NavLink>
        <button
          type="button"
          className="inline-flex h-9 w-8 items-center justify-center rounded-lg text-fg-muted hover:text-brand-300"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-label={`${group.label} services`}
          onClick={() => onOpenChange(!isOpen)}
        >
          <Icon name="chevron-right" size={16} />
        </button>
      </div>
      <div id={listId} hidden={!isOpen} className="absolute left-full top-0 pl-3">
        <ul className="w-64 rounded-2xl border border-line bg-ink-900/98 p-2 shadow-card backdrop-blur-md">
          {group.children.map((child) => (
            <li key={child.href}>
              <NavLink to={child.href} className={panelLinkClass}>
                {child.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
