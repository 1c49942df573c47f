/**
 * The header's navigation state, exactly as spec section 4 describes it:
 * isMenuOpen (starts false), activeDropdown (starts null), isScrolled (starts false).
 * Pure, framework-free transitions so they can be unit tested.
 */
export const SCROLLED_THRESHOLD_PX = 50;

export interface NavigationState {
  isMenuOpen: boolean;
  activeDropdown: string | null;
  isScrolled: boolean;
}

export type NavigationAction =
  | { type: "toggleMenu" }
  | { type: "closeMenu" }
  | { type: "setActiveDropdown"; dropdown: string | null }
  | { type: "scrolled"; offsetY: number };

export const initialNavigationState: NavigationState = {
  isMenuOpen: false,
  activeDropdown: null,
  isScrolled: false,
};

export function isPastScrollThreshold(offsetY: number): boolean {
  return offsetY > SCROLLED_THRESHOLD_PX;
}

export function navigationReducer(
  state: NavigationState,
  action: NavigationAction,
): NavigationState {
  switch (action.type) {
    case "toggleMenu":
      return { ...state, isMenuOpen: !state.isMenuOpen };
    case "closeMenu":
      if (!state.isMenuOpen && state.activeDropdown === null) return state;
      return { ...state, isMenuOpen: false, activeDropdown: null };
    case "setActiveDropdown":
      if (state.activeDropdown === action.dropdown) return state;
      return { ...state, activeDropdown: action.dropdown };
    case "scrolled": {
      const isScrolled = isPastScrollThreshold(action.offsetY);
      return isScrolled === state.isScrolled ? state : { ...state, isScrolled };
    }
  }
}
