import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { layoutData } from "~/content/layout.server";
import { HEADER_END_ID, SiteHeader } from "./site-header";

describe("the site header's first-paint mark", () => {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={["/services/ai/automation"]}>
      <SiteHeader data={layoutData()} />
    </MemoryRouter>,
  );

  it("comes after everything the header shows, so no frame paints the bar half parsed", () => {
    // The first paint waits until the parser opens this element (root.tsx): it must
    // be empty and the header's last element, after the search box and the menus.
    expect(html).toMatch(new RegExp(`<span id="${HEADER_END_ID}" hidden=""></span></header>$`));
    expect(html.indexOf(`id="${HEADER_END_ID}"`)).toBeGreaterThan(html.lastIndexOf("search"));
    expect(html.match(new RegExp(`id="${HEADER_END_ID}"`, "g"))).toHaveLength(1);
  });
});
