import { describe, expect, it } from "vitest";
import { loadContent } from "../load.server";
import { simulationProductsView } from "./views.server";

const content = loadContent();

describe("the simulation products page (spec section 2)", () => {
  it("has the spec's six kinds of product among its cards", () => {
    const titles = content.simulationProducts.map((product) => product.title).join(" | ");
    for (const kind of [
      /drone/i,
      /space/i,
      /industrial/i,
      /defen[cs]e/i,
      /healthcare/i,
      /educational/i,
    ])
      expect(titles).toMatch(kind);
  });

  it("shows every product of content/simulation-products/, each with its own picture", () => {
    const view = simulationProductsView(content);
    expect(view.products.items.map((product) => product.title)).toEqual(
      content.simulationProducts.map((product) => product.title),
    );
    const images = content.simulationProducts.map((product) => product.image);
    expect(new Set(images).size).toBe(images.length);
  });

  it("sends Request Demo to the contact form with demo preselected", () => {
    const page = content.productsSimulationsPage;
    expect(page.hero.demo).toEqual({ label: "Request Demo", href: "/contact?inquiryType=demo" });
    expect(page.closing.action).toEqual({
      label: "Request Demo",
      href: "/contact?inquiryType=demo",
    });
  });
});
