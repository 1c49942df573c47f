import type { NavLink } from "~/lib/navigation";
import { navLinkState } from "./nav-link-state";

interface NavAnchorProps {
  link: NavLink;
  /** The path of the page being shown, to mark the link to it (or to its section). */
  pathname: string;
  className: string;
  /** Marks only the page itself, not its descendants (see navLinkState). */
  exact?: boolean;
}

/** A link of the header's menus: a plain anchor, marked when it leads to this page. */
export function NavAnchor({ link, pathname, className, exact = false }: NavAnchorProps) {
  return (
    <a href={link.href} className={className} {...navLinkState(link.href, pathname, exact)}>
      {link.label}
    </a>
  );
}
