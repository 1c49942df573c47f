import { describe, expect, it } from "vitest";
import {
  initialNavigationState,
  navigationReducer,
  SCROLLED_THRESHOLD_PX,
  type NavigationState,
} from "./navigation-state";

const open: NavigationState = { isMenuOpen: true, activeDropdown: "Services", isScrolled: true };

describe("navigation state", () => {
  it("starts closed, with no dropdown and not scrolled", () => {
    expect(initialNavigationState).toEqual({
      isMenuOpen: false,
      activeDropdown: null,
      isScrolled: false,
    });
  });

  it("toggling flips isMenuOpen and leaves the rest alone", () => {
    const once = navigationReducer(initialNavigationState, { type: "toggleMenu" });
    expect(once).toEqual({ isMenuOpen: true, activeDropdown: null, isScrolled: false });
    const twice = navigationReducer(once, { type: "toggleMenu" });
    expect(twice.isMenuOpen).toBe(false);
    expect(navigationReducer(open, { type: "toggleMenu" })).toEqual({ ...open, isMenuOpen: false });
  });

  it("closing sets isMenuOpen false and activeDropdown null, keeping isScrolled", () => {
    expect(navigationReducer(open, { type: "closeMenu" })).toEqual({
      isMenuOpen: false,
      activeDropdown: null,
      isScrolled: true,
    });
  });

  it("sets the active dropdown directly", () => {
    const state = navigationReducer(initialNavigationState, {
      type: "setActiveDropdown",
      dropdown: "Products",
    });
    expect(state.activeDropdown).toBe("Products");
    expect(
      navigationReducer(state, { type: "setActiveDropdown", dropdown: null }).activeDropdown,
    ).toBeNull();
  });

  it("is scrolled only when the vertical offset is greater than 50 px", () => {
    expect(SCROLLED_THRESHOLD_PX).toBe(50);
    const at = (offsetY: number) =>
      navigationReducer(initialNavigationState, { type: "scrolled", offsetY }).isScrolled;
    expect(at(0)).toBe(false);
    expect(at(50)).toBe(false);
    expect(at(50.5)).toBe(true);
    expect(at(51)).toBe(true);
    expect(navigationReducer(open, { type: "scrolled", offsetY: 10 }).isScrolled).toBe(false);
  });

  it("returns the same object when nothing changes, so React skips the render", () => {
    expect(navigationReducer(initialNavigationState, { type: "scrolled", offsetY: 3 })).toBe(
      initialNavigationState,
    );
    expect(navigationReducer(initialNavigationState, { type: "closeMenu" })).toBe(
      initialNavigationState,
    );
  });
});
