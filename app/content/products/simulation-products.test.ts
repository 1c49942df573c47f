import { describe, expect, it } from "vitest";
import { simulationArtKeys } from "../art";
import { contactHref } from "../contact/options";
import { findPage } from "../pages";
import { simulationPage, simulationProducts } from "./simulation-products";

describe("the simulation products page (spec section 2)", () => {
  it("has the six product cards with their sim-* art", () => {
    expect(simulationProducts.map((product) => [product.title, product.image])).toEqual([
      ["Drone Training Simulator", "sim-drone-training"],
      ["Space Exploration Simulator", "sim-space-exploration"],
      ["Industrial & Robotics Simulator", "sim-industrial-robotics"],
      ["Defense & Tactical Simulator", "sim-defense-tactical"],
      ["Healthcare & Medical Simulator", "sim-healthcare-medical"],
      ["Educational & Research Simulator", "sim-education-research"],
    ]);
    expect(simulationProducts.map((product) => product.image)).toEqual([...simulationArtKeys]);
  });

  it("gives every product a purpose, features, industries and a gradient", () => {
    for (const product of simulationProducts) {
      expect(product.purpose.length, product.title).toBeGreaterThan(60);
      expect(product.features.length, product.title).toBeGreaterThanOrEqual(3);
      expect(product.industries.length, product.title).toBeGreaterThanOrEqual(2);
      expect(product.gradient, product.title).toMatch(/^from-\S+ to-\S+$/);
    }
  });

  it("has five core technologies, five differentiators and six industries", () => {
    expect(simulationPage.technologies.items).toHaveLength(5);
    expect(simulationPage.differentiators.items).toHaveLength(5);
    expect(simulationPage.industries.items).toHaveLength(6);
  });

  it("sends Request Demo to the contact form with demo preselected", () => {
    expect(simulationPage.hero.demo).toEqual({ label: "Request Demo", to: contactHref("demo") });
    expect(simulationPage.closing.action).toEqual({
      label: "Request Demo",
      to: contactHref("demo"),
    });
    expect(findPage(simulationPage.closing.secondary.to)).toBeDefined();
    expect(simulationPage.hero.explore.to).toBe("#simulation-products");
  });
});
