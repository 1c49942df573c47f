import { ART_HEIGHT, ART_WIDTH, artSource, type VideoKey } from "~/content/art";

interface ArtVideoProps {
  video: VideoKey;
  /** What the loop shows, for screen readers (the muted video itself is hidden from them). */
  label: string;
  className?: string;
}

/**
 * A short muted loop (muted, loop, playsinline, autoplay once near the
 * viewport) with the key art as its poster. `preload="none"`: nothing is
 * downloaded until `useVideoAutoplay` (in the root) starts it as it comes near
 * the viewport; under prefers-reduced-motion or Save-Data it never plays and
 * the poster stays. Plain markup, so it also works inside server-rendered views.
 */
export function ArtVideo({ video, label, className }: ArtVideoProps) {
  return (
    <>
      <video
        muted
        loop
        playsInline
        preload="none"
        poster={artSource(video, 800, "webp")}
        width={ART_WIDTH}
        height={ART_HEIGHT}
        aria-hidden="true"
        className={className}
        data-autoplay=""
        data-video={video}
      >
        <source src={`/video/${video}.webm`} type="video/webm" />
        <source src={`/video/${video}.mp4`} type="video/mp4" />
      </video>
      <span className="sr-only">{label}</span>
    </>
  );
}
