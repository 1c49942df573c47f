import { useEffect, useRef } from "react";
import { ART_HEIGHT, ART_WIDTH, artSource, type VideoKey } from "~/content/art";

interface ArtVideoProps {
  video: VideoKey;
  /** What the loop shows (the video is muted and decorative beside its title). */
  label: string;
  className?: string;
}

interface NavigatorWithConnection extends Navigator {
  connection?: { saveData?: boolean };
}

/** True when the visitor asked for less motion or less data: the poster stays. */
function prefersStillImages(): boolean {
  const saveData = (navigator as NavigatorWithConnection).connection?.saveData === true;
  return saveData || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * A short muted loop (autoplay, muted, loop, playsinline) with the key art as
 * its poster. Nothing is downloaded until the video comes near the viewport;
 * under prefers-reduced-motion or Save-Data it never plays and the poster shows.
 */
export function ArtVideo({ video, label, className }: ArtVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersStillImages()) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          element.autoplay = true;
          element.play().catch(() => {
            // Autoplay refused (power saving, policy): the poster stays, which is fine.
          });
        } else if (!element.paused) {
          element.pause();
        }
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <video
      ref={ref}
      muted
      loop
      playsInline
      preload="none"
      poster={artSource(video, 800, "webp")}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      aria-label={label}
      className={className}
      data-video={video}
    >
      <source src={`/video/${video}.webm`} type="video/webm" />
      <source src={`/video/${video}.mp4`} type="video/mp4" />
    </video>
  );
}
