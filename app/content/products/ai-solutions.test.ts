import { describe, expect, it } from "vitest";
import { loadContent } from "../load.server";
import { aiProductsView } from "./views.server";

const content = loadContent();
const page = content.productsAiPage;

describe("the AI products page (spec sections 2 and 3)", () => {
  it("shows every solution of content/ai-solutions/, each with its own picture", () => {
    const view = aiProductsView(content);
    expect(view.solutions.map((solution) => solution.title)).toEqual(
      content.aiSolutions.map((solution) => solution.title),
    );
    const images = content.aiSolutions.map((solution) => solution.image);
    expect(new Set(images).size).toBe(images.length);
  });

  it("has the spec's five process steps, in order", () => {
    expect(page.process.steps.map((step) => step.title)).toEqual([
      "Consultation & Needs Analysis",
      "Solution Design & Prototyping",
      "Development & Integration",
      "Testing & Optimization",
      "Deployment & Support",
    ]);
  });

  it("keeps the spec's calls to action", () => {
    expect(page.hero.exploreLabel).toBe("Explore AI Solutions");
    expect(page.hero.demo).toEqual({
      label: "Schedule Free Demo",
      href: "/contact?inquiryType=demo",
    });
    expect(page.closing.action).toEqual({
      label: "Start Your AI Project",
      href: "/contact?inquiryType=ai",
    });
    expect(page.closing.secondary).toEqual({
      label: "Request Demo",
      href: "/contact?inquiryType=demo",
    });
  });

  it("states the spec's claims as written", () => {
    const copy = JSON.stringify([page, content.aiSolutions]);
    expect(copy).toContain("35%");
    expect(copy).toContain("24/7 monitoring and support");
  });
});
