import logoUrl from "~/assets/logo-mark.svg?url&no-inline";

/**
 * The studio's mark, a faceted forge star, as a cached image file. `no-inline`
 * keeps Vite from turning it into a data URI inside the root chunk (it is
 * under the 4 KB inline limit), which cost every route ~240 bytes of its
 * 100 KB first-load JavaScript. Decorative: the link around it carries the
 * studio's name.
 */
export function Logo({ className }: { className?: string }) {
  // Low priority: a 0.5 KB mark must not queue ahead of the stylesheet and fonts
  // (React would also hoist a high-priority preload of it into every page's head).
  return (
    <img src={logoUrl} alt="" width={36} height={36} fetchPriority="low" className={className} />
  );
}
