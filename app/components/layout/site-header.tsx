import { lazy, Suspense, useEffect, useReducer } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mainNavigation } from "~/content/navigation";
import { site } from "~/content/site";
import { DesktopNavigation } from "./desktop-navigation";
import { initialNavigationState, navigationReducer } from "./navigation-state";
import { Icon } from "../ui/icon";
import { Logo } from "../ui/logo";

const MobileNavigation = lazy(() => import("./mobile-navigation"));

/**
 * The site header: logo, the desktop two-level dropdown (lg and up) and the
 * mobile toggle with its collapsible list. One reducer holds the spec's state.
 */
export function SiteHeader() {
  const [state, dispatch] = useReducer(navigationReducer, initialNavigationState);
  const location = useLocation();

  // Small screens fetch the mobile menu while idle, so it opens instantly.
  useEffect(() => {
    if (!window.matchMedia("(max-width: 1023px)").matches) return;
    const idle =
      window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
    idle(() => void import("./mobile-navigation"));
  }, []);

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

  return (
    <header
      className="site-header"
      data-scrolled={state.isScrolled}
      data-menu-open={state.isMenuOpen}
    >
      <div className="site-header-bar">
        <Link to="/" className="flex items-center gap-3 rounded-lg text-fg">
          <Logo className="h-9 w-9" />
          <span className="font-display text-lg font-semibold tracking-tight">
            {site.shortName}
            <span className="sr-only"> Studios, home</span>
          </span>
        </Link>

        <DesktopNavigation
          items={mainNavigation}
          activeDropdown={state.activeDropdown}
          onActiveDropdownChange={(dropdown) => dispatch({ type: "setActiveDropdown", dropdown })}
        />

        <div className="flex items-center gap-3">
          <NavLink to="/contact" className="btn btn-primary hidden px-5 py-2.5 xl:inline-flex">
            Start a project
          </NavLink>
          <button
            type="button"
            className="nav-chevron h-11 w-11 rounded-xl border border-line text-fg lg:hidden"
            aria-expanded={state.isMenuOpen}
            aria-controls="mobile-navigation"
            aria-label={state.isMenuOpen ? "Close menu" : "Open menu"}
            onClick={() => dispatch({ type: "toggleMenu" })}
          >
            <Icon name={state.isMenuOpen ? "x" : "menu"} size={22} />
          </button>
        </div>
      </div>

      {state.isMenuOpen ? (
        <Suspense fallback={null}>
          <MobileNavigation
            id="mobile-navigation"
            items={mainNavigation}
            activeSection={state.activeDropdown}
            onSectionChange={(dropdown) => dispatch({ type: "setActiveDropdown", dropdown })}
            onNavigate={() => dispatch({ type: "closeMenu" })}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
