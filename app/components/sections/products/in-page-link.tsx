import { ArrowRightIcon } from "~/components/ui/interface-icons";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button-link";

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
      <ArrowRightIcon size={16} className="rotate-90" />
    </a>
  );
}
