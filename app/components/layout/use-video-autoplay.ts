import { useEffect } from "react";
import { useLocation } from "react-router";

interface NavigatorWithConnection extends Navigator {
  connection?: { saveData?: boolean };
}

/** True when the visitor asked for less motion or less data: posters stay. */
function prefersStillImages(): boolean {
  const saveData = (navigator as NavigatorWithConnection).connection?.saveData === true;
  return saveData || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Plays each `video[data-autoplay]` of the current page (muted loops) while it
 * is near the viewport and pauses it when it leaves; nothing loads before.
 * Under prefers-reduced-motion or Save-Data nothing plays.
 */
export function useVideoAutoplay() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (prefersStillImages()) return;
    const videos = document.querySelectorAll<HTMLVideoElement>("video[data-autoplay]");
    if (videos.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          const video = target as HTMLVideoElement;
          if (isIntersecting) {
            video.autoplay = true;
            // A refused autoplay (power saving, policy) leaves the poster: fine.
            video.play().catch(() => undefined);
          } else if (!video.paused) {
            video.pause();
          }
        }
      },
      { rootMargin: "200px 0px" },
    );
    videos.forEach((video) => observer.observe(video));
    return () => observer.disconnect();
  }, [pathname]);
}
