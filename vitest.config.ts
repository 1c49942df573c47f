import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// A config of its own, without the React Router plugin (no future-flag noise).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "db/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
