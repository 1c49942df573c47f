import type { Glyph } from "./glyph";
import { ArrowRightIcon, ExternalLinkIcon } from "./interface-icons";
import type { ReactNode } from "react";

type Variant = "primary" | "secondary" | "ghost";

interface ButtonLinkProps {
  /** Internal path or absolute URL (opens in a new tab). */
  to: string;
  children: ReactNode;
  variant?: Variant;
  /** The icon after the label (icons.ts); an arrow unless said. */
  icon?: Glyph;
  className?: string;
}

/** Button look for links and buttons: `.btn` plus the variant (app.css). */
export const buttonClass = (variant: Variant = "primary") => `btn btn-${variant}`;

/** A link styled as a button. External URLs open in a new tab with noopener. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  icon: IconAfter = ArrowRightIcon,
  className = "",
}: ButtonLinkProps) {
  const classes = `${buttonClass(variant)} ${className}`;
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={classes}>
        {children}
        <ExternalLinkIcon size={16} />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={to} className={classes}>
      {children}
      <IconAfter size={16} />
    </a>
  );
}
