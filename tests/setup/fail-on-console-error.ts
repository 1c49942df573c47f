import { beforeEach, vi } from "vitest";

/** An unexpected console.error fails the test (tests that expect one mock it locally). */
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called in a test: ${args.map(String).join(" ")}`);
  });
});
