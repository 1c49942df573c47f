import { useEffect } from "react";
import { useLocation } from "react-router";
import { UNMARKED_SECTIONS } from "~/lib/deferred-sections";

type IdleScheduler = (callback: () => void) => unknown;

/**
 * Off-screen sections of a page skip layout and paint during load
 * (`content-visibility: auto`, app.css), which keeps the long tasks of the
 * first seconds short. Once the page is idle this renders them, one section
 * per idle period so that no single task grows long: scrolling later finds
 * them ready, and tools that read styles of the whole page (a contrast audit)
 * see what the visitor will see. Runs again after each client-side navigation.
 */
export function useIdleSectionRendering() {
  const { pathname } = useLocation();
  useEffect(() => {
    const idle: IdleScheduler =
      window.requestIdleCallback?.bind(window) ?? ((callback) => setTimeout(callback, 50));
    const pending = [...document.querySelectorAll<HTMLElement>(UNMARKED_SECTIONS)];
    let stopped = false;
    const renderNext = () => {
      const section = pending.shift();
      if (stopped || !section) return;
      section.dataset.rendered = "true";
      idle(renderNext);
    };
    idle(renderNext);
    return () => {
      stopped = true;
    };
  }, [pathname]);
}
