import { describe, expect, it } from "vitest";
import { artKeys } from "../art";
import { contactHref } from "../contact/options";
import { findPage } from "../pages";
import { productsOverview } from "./overview";
import { productPages } from "./pages";

const pathOf = (href: string) => new URL(href, "https://x.test").pathname;

describe("the products overview (spec section 2)", () => {
  it("links the three categories to their pages", () => {
    expect(productsOverview.categories.items.map((category) => category.href)).toEqual([
      "/products/gaming",
      "/products/simulations",
      "/products/ai",
    ]);
    for (const category of productsOverview.categories.items) {
      expect(findPage(category.href), category.href).toBeDefined();
      expect(artKeys).toContain(category.image);
      expect(category.imageAlt.trim()).not.toBe("");
    }
  });

  it("lists exactly seven industries", () => {
    expect(productsOverview.industries.items).toHaveLength(7);
    const titles = productsOverview.industries.items.map((industry) => industry.title);
    expect(new Set(titles).size).toBe(7);
  });

  it("has a Contact Us link and an Explore All Products button that goes to the categories", () => {
    expect(productsOverview.partner.contact).toEqual({
      label: "Contact Us",
      to: contactHref("partnership"),
    });
    expect(findPage(pathOf(productsOverview.partner.contact.to))).toBeDefined();
    expect(productsOverview.partner.explore).toEqual({
      label: "Explore All Products",
      to: "#product-categories",
    });
  });

  it("links the hero only to registered pages", () => {
    for (const action of [productsOverview.hero.primary, productsOverview.hero.secondary]) {
      expect(findPage(pathOf(action.to)), action.to).toBeDefined();
    }
  });
});

describe("the products section's page entries", () => {
  it("register the overview, the three product pages and the seven games", () => {
    expect(productPages.map((page) => page.path)).toEqual([
      "/products",
      "/products/gaming",
      "/products/ai",
      "/products/simulations",
      "/Hyper",
      "/SanityEchoPrison",
      "/DreadfulRiddlesMaze",
      "/CurseOfTheHollowVillage",
      "/ForgottenAsylum",
      "/Blackvale",
      "/GenesisRetribution",
    ]);
  });

  it("have descriptions of 70 to 170 characters and titles without the studio suffix", () => {
    for (const page of productPages) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
      expect(page.title, page.path).not.toContain("Nebula Forge");
    }
  });
});
