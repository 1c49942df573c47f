import { pathKey } from "../../lib/paths";

/**
 * How a navigation link relates to the page being shown: the page itself
 * (`aria-current="page"`) or one of its ancestors (`data-active`, drawn the
 * same way). Links are plain anchors (pages load no router), so this is worked
 * out on the server from the page's path.
 */
export function navLinkState(href: string, pathname: string, exact = false) {
  const page = pathKey(pathname);
  const target = pathKey(href);
  if (page === target) return { "aria-current": "page" as const };
  if (!exact && target !== "/" && page.startsWith(`${target}/`)) return { "data-active": "" };
  return {};
}
