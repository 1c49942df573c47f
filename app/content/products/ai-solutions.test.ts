import { describe, expect, it } from "vitest";
import { aiSolutionArtKeys } from "../art";
import { contactHref } from "../contact/options";
import { aiProcess, aiProducts, aiSolutions } from "./ai-solutions";

describe("the AI products page (spec sections 2 and 3)", () => {
  it("has five solution cards with their own ai-* art and complete fields", () => {
    expect(aiSolutions.map((solution) => [solution.title, solution.image])).toEqual([
      ["Intelligent Process Automation", "ai-process-automation"],
      ["Conversational AI Agents", "ai-conversational-agents"],
      ["Predictive Analytics Platform", "ai-predictive-analytics"],
      ["Computer Vision Inspection", "ai-vision-inspection"],
      ["AI Security Operations", "ai-security-operations"],
    ]);
    expect(aiSolutions.map((solution) => solution.image)).toEqual([...aiSolutionArtKeys]);
    for (const solution of aiSolutions) {
      expect(solution.description.length, solution.title).toBeGreaterThan(60);
      expect(solution.features.length, solution.title).toBeGreaterThanOrEqual(3);
      expect(solution.industries.length, solution.title).toBeGreaterThanOrEqual(2);
      expect(solution.gradient, solution.title).toMatch(/^from-\S+ to-\S+$/);
    }
  });

  it("has the five process steps with the spec's titles, numbered 1 to 5", () => {
    expect(aiProcess.map((step) => [step.step, step.title])).toEqual([
      [1, "Consultation & Needs Analysis"],
      [2, "Solution Design & Prototyping"],
      [3, "Development & Integration"],
      [4, "Testing & Optimization"],
      [5, "Deployment & Support"],
    ]);
    for (const step of aiProcess) expect(step.description.length).toBeGreaterThan(40);
  });

  it("sends every call to action somewhere real", () => {
    expect(aiProducts.hero.explore).toEqual({ label: "Explore AI Solutions", to: "#portfolio" });
    expect(aiProducts.hero.demo).toEqual({
      label: "Schedule Free Demo",
      to: contactHref("demo"),
    });
    expect(aiProducts.closing.action).toEqual({
      label: "Start Your AI Project",
      to: contactHref("ai"),
    });
    expect(aiProducts.closing.secondary).toEqual({
      label: "Request Demo",
      to: contactHref("demo"),
    });
  });

  it("states the spec's claims as written", () => {
    const copy = JSON.stringify(aiProducts);
    expect(copy).toContain("35%");
    expect(copy).toContain("24/7 monitoring and support");
  });
});
