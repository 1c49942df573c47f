import { describe, expect, it } from "vitest";
import { inquiryTypeOptions } from "../contact/options";
import { layoutData } from "../layout.server";
import { loadContent } from "../load.server";
import { findPage } from "../pages";
import { productsSubmenu } from "./menu";
import { productPages } from "./pages";

const content = loadContent();
const page = content.productsPage;

/** Every link of the products section's content, wherever it is. */
function links(value: unknown): string[] {
  if (typeof value === "string") return /^(\/|https?:)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(links);
  if (value && typeof value === "object") return Object.values(value).flatMap(links);
  return [];
}

describe("the products overview (spec section 2)", () => {
  it("links its product lines to the three product pages", () => {
    expect(page.categories.items.map((category) => category.href)).toEqual([
      "/products/gaming",
      "/products/simulations",
      "/products/ai",
    ]);
    for (const category of page.categories.items)
      expect(findPage(category.href)?.path, category.href).toBe(category.href);
  });

  it("has a Contact Us link and an Explore All Products button", () => {
    expect(page.partner.contact.label).toBe("Contact Us");
    expect(page.partner.exploreLabel).toBe("Explore All Products");
  });
});

describe("the Products submenu", () => {
  it("is the overview's product lines, as the spec lists them", () => {
    expect(productsSubmenu(content)).toEqual([
      { label: "Gaming", href: "/products/gaming" },
      { label: "Simulations", href: "/products/simulations" },
      { label: "AI Solutions", href: "/products/ai" },
    ]);
  });

  it("is what the header shows under Products", () => {
    const products = layoutData().mainMenu.find((item) => item.href === "/products");
    expect(products?.submenu).toEqual(productsSubmenu(loadContent()));
  });
});

describe("the products section's pages", () => {
  it("register the overview, the three product pages and a page per game", () => {
    const paths = productPages(content).map((entry) => entry.path);
    expect(paths.slice(0, 4)).toEqual([
      "/products",
      "/products/gaming",
      "/products/ai",
      "/products/simulations",
    ]);
    expect(paths.slice(4)).toEqual(content.games.map((game) => game.path));
  });

  it("take their titles, labels and descriptions from their copy files", () => {
    const overview = productPages(content).find((entry) => entry.path === "/products");
    expect(overview).toMatchObject(page.seo);
    for (const entry of productPages(content))
      expect(entry.title, entry.path).not.toContain("Nebula Forge");
  });

  it("send contact links only with an inquiry type the form knows", () => {
    const all = links([
      content.productsPage,
      content.productsGamingPage,
      content.productsAiPage,
      content.productsSimulationsPage,
      content.gamePage,
    ]);
    const types = all
      .filter((href) => href.startsWith("/contact?"))
      .map((href) => new URL(href, "https://x.test").searchParams.get("inquiryType"));
    expect(types.length).toBeGreaterThan(0);
    const listed = inquiryTypeOptions().map((option) => option.value);
    for (const type of types) expect(listed).toContain(type);
  });
});
