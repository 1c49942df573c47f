import { availableParallelism } from "node:os";
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
      "deploy/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    // The built server (BUILD_DIR, default build/) is loaded by Node itself, as in
    // production: through Vitest's module runner its "react-router" would resolve to
    // another copy than the one @react-router/express uses, and the contexts it
    // makes would not be React Router's (decision 0014).
    // Decap's Markdown widget and image component publish ES modules in .js files without
    // "type": "module" (and with extensionless imports), which Node cannot load as they are:
    // Vite transforms them (server/editor/markdown-body.ts runs the widget's serialisers).
    server: {
      deps: {
        external: [/\/build[^/]*\/server\//],
        inline: ["decap-cms-widget-markdown", "decap-cms-editor-component-image"],
      },
    },
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    // One worker per core: Vitest's default for a run is one fewer, which on a
    // two-core machine is one. Measured on two cores (868 tests): 1 worker 67 s,
    // 2 workers 41 s, 3 workers 43 s (docs/testing.md).
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
