import logoUrl from "~/assets/logo-mark.svg?url";

/**
 * The studio's mark, a faceted forge star, as a cached image (no JavaScript
 * for its paths). Decorative: the link around it carries the studio's name.
 */
export function Logo({ className }: { className?: string }) {
  return <img src={logoUrl} alt="" width={36} height={36} className={className} />;
}
