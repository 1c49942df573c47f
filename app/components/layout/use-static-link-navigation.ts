import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Turns clicks on same-origin links inside server-rendered HTML blocks into
 * client-side navigations, as <Link> would. Modified clicks, new-tab links,
 * downloads, in-page anchors and other origins keep the browser's behaviour.
 */
export function useStaticLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("[data-static-html] a[href]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const href = anchor.getAttribute("href") ?? "";
      if (!href.startsWith("/") || href.startsWith("//")) return;
      if (anchor.target || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      // A link to a section of the current page is the browser's job.
      if (url.pathname === window.location.pathname && url.hash) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
