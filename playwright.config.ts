import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the production build served by the real server.
 * Uses Debian's Chromium (never a downloaded browser). E2E_PORT and BUILD_DIR
 * allow several runs side by side.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: chromiumArgs,
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    // Tests tagged @desktop or @mobile exercise one navigation (hover dropdown or
    // toggle menu) and run only in the project of that width.
    {
      name: "desktop",
      grepInvert: /@mobile/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "mobile",
      grepInvert: /@desktop/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: {
    command: `node ${process.env.BUILD_DIR ?? "build"}/server/main.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SITE_URL: "https://www.nebulaforge.studio",
      // The contact tests post many inquiries: a throwaway SQLite folder per port, no rate limit.
      DATA_DIR: process.env.E2E_DATA_DIR ?? join(tmpdir(), `studio-e2e-data-${port}`),
      RATE_LIMIT_ENABLED: "false",
    },
  },
});
