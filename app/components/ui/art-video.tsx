import { artSource, type VideoKey } from "~/content/art";
import { ArtImage } from "./art-image";

interface ArtVideoProps {
  video: VideoKey;
  /** What the loop shows, for screen readers (the muted video itself is hidden from them). */
  label: string;
  /** The `sizes` of the key art shown until the loop plays. */
  sizes: string;
  /** Classes for both the key art and the video (they fill the same box). */
  className?: string;
}

/**
 * A short muted loop (muted, loop, playsinline; autoplay once near the
 * viewport) over its key art. Nothing of it loads up front: the key art is a
 * lazy image, the video has `preload="none"`, and the enhancement
 * (app/browser/enhance.ts) gives it its poster (the key art file the picture
 * already chose; `data-poster` if it has none yet) and starts it as it comes
 * near the viewport. Under prefers-reduced-motion or Save-Data it never plays:
 * the key art stays.
 * Plain markup, so it also works inside server-rendered views and without JavaScript.
 */
export function ArtVideo({ video, label, sizes, className = "" }: ArtVideoProps) {
  return (
    <>
      <ArtImage art={video} alt={label} sizes={sizes} className={className} />
      <video
        muted
        loop
        playsInline
        preload="none"
        width={1600}
        height={900}
        aria-hidden="true"
        className={`absolute inset-0 ${className}`}
        data-autoplay=""
        data-poster={artSource(video, 800, "webp")}
        data-video={video}
      >
        <source src={`/video/${video}.webm`} type="video/webm" />
        <source src={`/video/${video}.mp4`} type="video/mp4" />
      </video>
    </>
  );
}
