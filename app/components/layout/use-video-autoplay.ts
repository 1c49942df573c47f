import { useEffect } from "react";
import { useLocation } from "react-router";

interface NavigatorWithConnection extends Navigator {
  connection?: { saveData?: boolean };
}

/** True when the visitor asked for less motion or less data: loops never play. */
function prefersStillImages(): boolean {
  const saveData = (navigator as NavigatorWithConnection).connection?.saveData === true;
  return saveData || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * For each `video[data-autoplay]` of the current page (muted loops): when it
 * comes near the viewport it gets its poster (`data-poster`) and, unless the
 * visitor prefers reduced motion or Save-Data, starts playing; it pauses when
 * it leaves. Nothing of a video loads before it is near.
 */
export function useVideoAutoplay() {
  const { pathname } = useLocation();
  useEffect(() => {
    const videos = document.querySelectorAll<HTMLVideoElement>("video[data-autoplay]");
    if (videos.length === 0) return;
    const still = prefersStillImages();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          const video = target as HTMLVideoElement;
          if (!isIntersecting) {
            if (!video.paused) video.pause();
            continue;
          }
          if (!video.poster && video.dataset.poster) video.poster = video.dataset.poster;
          if (still) continue;
          video.autoplay = true;
          // A refused autoplay (power saving, policy) leaves the key art: fine.
          video.play().catch(() => undefined);
        }
      },
      { rootMargin: "200px 0px" },
    );
    videos.forEach((video) => observer.observe(video));
    return () => observer.disconnect();
  }, [pathname]);
}
