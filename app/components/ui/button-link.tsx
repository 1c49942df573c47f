import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon, type IconName } from "./icon";

type Variant = "primary" | "secondary" | "ghost";

const variants: Record<Variant, string> = {
  primary:
    "bg-brand-400 text-ink-950 hover:bg-brand-300 shadow-[0_10px_30px_-12px_rgb(79_216_240/0.7)]",
  secondary: "border border-fg-subtle/50 text-fg hover:border-brand-300 hover:text-brand-300",
  ghost: "text-brand-300 hover:text-brand-400 px-0",
};

interface ButtonLinkProps {
  /** Internal path (client-side navigation) or absolute URL (opens in a new tab). */
  to: string;
  children: ReactNode;
  variant?: Variant;
  icon?: IconName;
  className?: string;
}

export const buttonClass = (variant: Variant = "primary") =>
  `inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition ${variants[variant]}`;

/** A link styled as a button. External URLs open in a new tab with noopener. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  icon = "arrow-right",
  className = "",
}: ButtonLinkProps) {
  const classes = `${buttonClass(variant)} ${className}`;
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={classes}>
        {children}
        <Icon name="external-link" size={16} />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
      <Icon name={icon} size={16} />
    </Link>
  );
}
