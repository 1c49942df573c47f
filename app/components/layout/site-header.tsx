import { useEffect, useReducer } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mainNavigation } from "~/content/navigation";
import { site } from "~/content/site";
import { DesktopNavigation } from "./desktop-navigation";
import { MobileNavigation } from "./mobile-navigation";
import { initialNavigationState, navigationReducer } from "./navigation-state";
import { Icon } from "../ui/icon";
import { Logo } from "../ui/logo";

/**
 * The site header: logo, the desktop two-level dropdown (lg and up) and the
 * mobile toggle with its collapsible list. One reducer holds the spec's state.
 */
export function SiteHeader() {
  const [state, dispatch] = useReducer(navigationReducer, initialNavigationState);
  const location = useLocation();

  useEffect(() => {
    const onScroll = () => dispatch({ type: "scrolled", offsetY: window.scrollY });
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // A navigation (link click, back button) closes whatever menu was open.
  useEffect(() => {
    dispatch({ type: "closeMenu" });
  }, [location.pathname]);

  const solid = state.isScrolled || state.isMenuOpen;

  return (
    <header
      data-scrolled={state.isScrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,backdrop-filter] duration-300 ${
        solid
          ? "bg-ink-950/90 shadow-[0_1px_0_0_var(--color-line)] backdrop-blur-md"
          : "bg-gradient-to-b from-ink-950/80 to-transparent"
      }`}
    >
      <div
        className={`mx-auto flex max-w-7xl items-center justify-between gap-6 px-5 transition-[height] duration-300 sm:px-8 ${
          state.isScrolled ? "h-16" : "h-20"
        }`}
      >
        <Link
          to="/"
          className="flex items-center gap-3 rounded-lg text-fg"
          aria-label={`${site.name}, home`}
        >
          <Logo className="h-9 w-9" />
          <span className="font-display text-lg font-semibold tracking-tight">
            {site.shortName}
            <span className="sr-only"> Studios</span>
          </span>
        </Link>

        <DesktopNavigation
          items={mainNavigation}
          activeDropdown={state.activeDropdown}
          onActiveDropdownChange={(dropdown) => dispatch({ type: "setActiveDropdown", dropdown })}
        />

        <div className="flex items-center gap-3">
          <NavLink
            to="/contact"
            className="hidden rounded-full bg-brand-400 px-5 py-2.5 text-sm font-semibold text-ink-950 transition hover:bg-brand-300 xl:inline-flex"
          >
            Start a project
          </NavLink>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-xl border border-line text-fg transition hover:border-brand-400 lg:hidden"
            aria-expanded={state.isMenuOpen}
            aria-controls="mobile-navigation"
            aria-label={state.isMenuOpen ? "Close menu" : "Open menu"}
            onClick={() => dispatch({ type: "toggleMenu" })}
          >
            <Icon name={state.isMenuOpen ? "x" : "menu"} size={22} />
          </button>
        </div>
      </div>

      <MobileNavigation
        id="mobile-navigation"
        items={mainNavigation}
        isOpen={state.isMenuOpen}
        activeSection={state.activeDropdown}
        onSectionChange={(dropdown) => dispatch({ type: "setActiveDropdown", dropdown })}
        onNavigate={() => dispatch({ type: "closeMenu" })}
      />
    </header>
  );
}
