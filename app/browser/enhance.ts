/**
 * The one script of the pages that load no React (docs/decisions/0009). Every
 * page works without it: the menus are native disclosures (`<details>`) that
 * CSS also opens on hover and keyboard focus, links are links. This file only
 * enhances, and once it runs it owns the menus' state:
 *
 *  - the navigation state of spec section 4 (isMenuOpen, activeDropdown,
 *    isScrolled) through the same reducer the unit tests check, written to the
 *    DOM: the mobile menu's and the dropdowns' `open`, the header's
 *    `data-scrolled`;
 *  - desktop dropdowns open on mouse hover and on keyboard focus, Escape
 *    closes them, a tap outside closes them (touch opens them with the chevron,
 *    natively); a submenu heading shows its nested list the same way;
 *  - following a link closes the mobile menu;
 *  - muted catalogue loops start near the viewport and pause when they leave,
 *    never under reduced motion or Save-Data;
 *  - the not-found page logs the attempted path as an error (spec section 8);
 *  - on a first visit, the display face is fetched for the pages that follow
 *    (lib/boot-script.ts);
 *  - on /search, the search's own script (browser/search-page.ts);
 *  - a page view is counted after the load event, once the page is shown
 *    (count-view.ts: no cookie, nothing stored in the browser);
 *  - a React island (the contact form) starts on the first interaction with it
 *    or when the browser is idle after the load event (islands.ts).
 *
 * Bundled on its own by scripts/vite/browser-script.ts; the static audit keeps
 * it, with every other script a page loads before an island, under 3 KB after
 * brotli.
 */
import { DISPLAY_FACE_CACHED_KEY, DISPLAY_FACE_FAMILY } from "~/lib/boot-script";
import { startIslands } from "./islands";
import { countView, VIEW_ENDPOINT, viewBody } from "./count-view";
import {
  initialNavigationState,
  navigationReducer,
  type NavigationAction,
} from "~/components/layout/navigation-state";

const root = document.documentElement;
const header = document.querySelector<HTMLElement>("[data-site-header]");
const mobileMenu = document.querySelector<HTMLDetailsElement>("details[data-mobile-menu]");
const dropdowns = [...document.querySelectorAll<HTMLDetailsElement>("details[data-dropdown]")];

// The script arrives after the first paint: a menu the visitor already opened by its
// native disclosure stays open, so the state starts from what the page shows.
let state = {
  ...initialNavigationState,
  isMenuOpen: mobileMenu?.open ?? false,
  activeDropdown: dropdowns.find((dropdown) => dropdown.open)?.dataset.dropdown ?? null,
};

function render() {
  header?.setAttribute("data-scrolled", String(state.isScrolled));
  if (mobileMenu) mobileMenu.open = state.isMenuOpen;
  for (const dropdown of dropdowns) {
    const open = dropdown.dataset.dropdown === state.activeDropdown;
    dropdown.open = open;
    // A closed dropdown shows no nested list, whatever was open in it last.
    if (!open) dropdown.querySelectorAll("details[open]").forEach(closeDetails);
  }
}

function dispatch(action: NavigationAction) {
  const next = navigationReducer(state, action);
  if (next === state) return;
  state = next;
  render();
}

function closeDetails(details: Element) {
  (details as HTMLDetailsElement).open = false;
}

const setDropdown = (dropdown: string | null) => dispatch({ type: "setActiveDropdown", dropdown });

// isScrolled: true past 50 px, updated on every scroll. The first reading comes before
// this script changes the page: reading the offset after a change would make the
// browser redo the whole page's style and layout inside this script.
const onScroll = () => dispatch({ type: "scrolled", offsetY: window.scrollY });
onScroll();
window.addEventListener("scroll", onScroll, { passive: true });

// From here on the menus answer to this script, not to CSS :hover / :focus-within, and
// the pictures that waited for the first paint show (app.css).
header?.setAttribute("data-menus-enhanced", "");
root.dataset.enhanced = "";
render();

// Native toggles (a click or tap on a summary) feed the same state. The disclosure is
// what the visitor sees, and its toggle event comes in a task of its own: whatever reads
// the menu's state first brings it up to date.
const syncMenuFromPage = () => {
  if (mobileMenu && mobileMenu.open !== state.isMenuOpen)
    dispatch({ type: mobileMenu.open ? "toggleMenu" : "closeMenu" });
};
mobileMenu?.addEventListener("toggle", syncMenuFromPage);
for (const dropdown of dropdowns) {
  dropdown.addEventListener("toggle", () => {
    const label = dropdown.dataset.dropdown ?? null;
    if (dropdown.open) setDropdown(label);
    else if (state.activeDropdown === label) setDropdown(null);
  });
}

// Desktop: hover and keyboard focus open a dropdown or a submenu heading's list.
let refocusing = false;
for (const item of document.querySelectorAll<HTMLElement>("[data-nav-item]")) {
  const details = item.querySelector<HTMLDetailsElement>(":scope > details");
  if (!details) continue;
  const label = details.dataset.dropdown;
  const open = (value: boolean) => {
    if (label !== undefined) {
      if (value) setDropdown(label);
      else if (state.activeDropdown === label) setDropdown(null);
      return;
    }
    details.open = value;
    // One nested list at a time inside a panel.
    if (value)
      item.parentElement
        ?.querySelectorAll(":scope > li > details[open]")
        .forEach((other) => other !== details && closeDetails(other));
  };
  item.addEventListener("pointerenter", (event) => event.pointerType === "mouse" && open(true));
  item.addEventListener("pointerleave", (event) => event.pointerType === "mouse" && open(false));
  // Keyboard focus only: a tap or click focuses too, and then toggles the summary itself.
  item.addEventListener("focusin", (event) => {
    if (!refocusing && (event.target as Element).matches(":focus-visible")) open(true);
  });
  item.addEventListener("focusout", (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) open(false);
  });
  // A pointer or focus already there when this runs keeps the submenu CSS had opened.
  if (
    item.matches(":has(:focus-visible)") ||
    (item.matches(":hover") && matchMedia("(hover: hover)").matches)
  )
    open(true);
}

document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  // A tap that just opened the menu may not have reached the state yet.
  syncMenuFromPage();
  if (state.isMenuOpen) {
    dispatch({ type: "closeMenu" });
    mobileMenu?.querySelector("summary")?.focus();
    return;
  }
  if (state.activeDropdown === null) return;
  const item = document.querySelector("[data-nav-item]:has(> details[data-dropdown][open])");
  setDropdown(null);
  // Focus goes back to the dropdown's own link, which must not open it again.
  const link = item?.querySelector<HTMLElement>(":scope > a");
  if (link && item?.contains(document.activeElement)) {
    refocusing = true;
    link.focus();
    refocusing = false;
  }
});

// Touch screens have no "leave": a tap outside the open dropdown closes it.
document.addEventListener("pointerdown", (event) => {
  if (state.activeDropdown === null || state.isMenuOpen) return;
  const target = event.target as Element;
  if (!target.closest?.("[data-nav-item]")) setDropdown(null);
});

// Following a link closes the mobile menu (the spec's closeMenu), also for in-page links.
mobileMenu?.addEventListener("click", (event) => {
  if ((event.target as Element).closest?.("a[href]")) dispatch({ type: "closeMenu" });
});

// Muted loops: poster and playback only near the viewport; never under reduced motion or Save-Data.
const videos = document.querySelectorAll<HTMLVideoElement>("video[data-autoplay]");
if (videos.length > 0) {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  const still =
    connection?.saveData === true || matchMedia("(prefers-reduced-motion: reduce)").matches;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const video = target as HTMLVideoElement;
        if (!isIntersecting) {
          if (!video.paused) video.pause();
          continue;
        }
        // A loop with a poster follows the picture of it (ArtVideo, markdown loops): the poster
        // is the file that picture chose (no second download), its own file only if it has none.
        const before = video.dataset.poster ? video.previousElementSibling : null;
        const art = before instanceof HTMLImageElement ? before : before?.querySelector("img");
        const setPoster = () => {
          const poster = art?.currentSrc || video.dataset.poster;
          if (!video.poster && poster) video.poster = poster;
        };
        if (art && !art.complete) {
          art.addEventListener("load", setPoster, { once: true });
          art.addEventListener("error", setPoster, { once: true });
        } else setPoster();
        if (still) continue;
        video.autoplay = true;
        // A refused autoplay (power saving, policy) leaves the key art: fine.
        video.play().catch(() => undefined);
      }
    },
    { rootMargin: "200px 0px" },
  );
  videos.forEach((video) => observer.observe(video));
}

if (document.querySelector("[data-not-found]"))
  console.error(`404: no page at ${location.pathname}`);

// The display face, for the next pages: this page keeps the face it painted with.
if (!root.hasAttribute("data-display-face")) {
  for (const face of document.fonts) {
    if (face.family.replaceAll('"', "") !== DISPLAY_FACE_FAMILY) continue;
    face.load().then(
      () => {
        try {
          sessionStorage.setItem(DISPLAY_FACE_CACHED_KEY, "1");
        } catch {
          // Storage refused (private mode, a setting): later pages keep the interface face.
        }
      },
      () => undefined,
    );
  }
}

// The search page's script (browser/search-page.ts): on /search only.
const searchPage = document.querySelector<HTMLElement>("[data-search-page]")?.dataset.searchPage;
if (searchPage)
  import(/* @vite-ignore */ searchPage).catch((error: unknown) => console.error(error));

startIslands();

// The page view (app/browser/count-view.ts), after the load event and only once shown.
const sendView = () =>
  countView(document, () =>
    navigator.sendBeacon(VIEW_ENDPOINT, viewBody(location, document.referrer)),
  );
if (document.readyState === "complete") sendView();
else addEventListener("load", sendView, { once: true });
