import { useLocation } from "react-router";
import type { LayoutData } from "~/content/layout.server";
import { DesktopNavigation } from "./desktop-navigation";
import { MobileNavigation } from "./mobile-navigation";
import { SearchBox } from "./search-box";
import { Logo } from "../ui/logo";

/**
 * The id of an empty mark after everything else in the header. The document holds
 * its first paint until the parser has reached it (`<link rel="expect"
 * blocking="render">` in root.tsx), and an element counts as reached as soon as
 * its opening tag is parsed, before its content: so the mark is empty and last.
 * The menu sits in the middle column of the bar, and the columns beside it are as
 * wide as the wider of their contents (the search box and the call to action
 * are), so a frame painted with any of the bar half parsed would draw the menu
 * off-centre and then move it (a layout shift: 0.00003 at 1350 px in CI once the
 * search box came, when the mark was the end column's opening tag).
 */
export const HEADER_END_ID = "site-header-end";

/**
 * The site header: logo, the desktop two-level dropdown (lg and up), the search
 * box (lg and up; at the top of the mobile menu below) and the mobile menu with
 * its expandable sections. Plain HTML: the menus are native
 * disclosures that work without JavaScript; app/browser/enhance.ts adds hover,
 * focus, Escape and the scrolled look (spec section 4) on top.
 */
export function SiteHeader({ data }: { data: LayoutData }) {
  const { pathname } = useLocation();
  return (
    <header className="site-header" data-site-header="">
      <div className="site-header-bar">
        <a href="/" className="flex items-center gap-3 justify-self-start rounded-lg text-fg">
          <Logo className="h-9 w-9" />
          <span className="font-display text-lg font-semibold tracking-tight">
            {data.studio.shortName}
            <span className="sr-only"> Studios, home</span>
          </span>
        </a>

        <DesktopNavigation items={data.mainMenu} pathname={pathname} />

        <div className="flex items-center justify-end gap-3">
          <SearchBox
            copy={data.searchBox}
            id="header-search"
            className="hidden w-40 lg:flex xl:w-48"
          />
          <a
            href={data.headerAction.href}
            className="btn btn-primary hidden whitespace-nowrap px-5 py-2.5 xl:inline-flex"
          >
            {data.headerAction.label}
          </a>
          <MobileNavigation
            items={data.mainMenu}
            action={data.headerAction}
            search={data.searchBox}
            pathname={pathname}
          />
        </div>
      </div>
      <span id={HEADER_END_ID} hidden />
    </header>
  );
}
