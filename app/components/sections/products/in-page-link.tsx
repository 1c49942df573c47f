import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";

interface InPageLinkProps {
  /** "#section-id" on the same page. */
  to: `#${string}`;
  children: ReactNode;
  variant?: "primary" | "secondary";
}

/** A button-styled jump to a section of the same page (works without JavaScript). */
export function InPageLink({ to, children, variant = "primary" }: InPageLinkProps) {
  return (
    <a href={to} className={buttonClass(variant)}>
      {children}
      <Icon name="arrow-right" size={16} className="rotate-90" />
    </a>
  );
}
