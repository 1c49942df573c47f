import { useId } from "react";
import { MARK_CORE, MARK_GRADIENT, MARK_PLATE, STAR_PATH } from "./logo-mark";

/**
 * The studio's mark, drawn inline: no request before the first paint.
 * Decorative: the link around it carries the studio's name.
 */
export function Logo({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 40 40" width={36} height={36} className={className} aria-hidden="true">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          {MARK_GRADIENT.map(([offset, color]) => (
            <stop key={offset} offset={offset} stopColor={color} />
          ))}
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="38" height="38" rx="11" {...MARK_PLATE} />
      <path d={STAR_PATH} fill={`url(#${gradient})`} />
      <circle cx="20" cy="20" r="3.2" fill={MARK_CORE} />
    </svg>
  );
}
