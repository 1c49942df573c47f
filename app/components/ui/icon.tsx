import spriteUrl from "./icons.svg?url";
import type { IconName } from "./icon-names";

export type { IconName } from "./icon-names";

interface IconProps {
  name: IconName;
  /** Pixel size of the square icon; defaults to 20. */
  size?: number;
  className?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  title?: string;
}

/** One icon from the cached SVG sprite (see icon-names.ts). */
export function Icon({ name, size = 20, className, title }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
