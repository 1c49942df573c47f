import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the production build served by the real server.
 * Uses Debian's Chromium headless shell (never a downloaded browser). E2E_PORT and BUILD_DIR
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

/**
 * Debian's chromium-headless-shell (the same source and version as its `chromium`
 * package, and what Playwright itself runs for headless tests): the full browser in
 * its new headless mode opens a window with its own WebUI renderers for every
 * context, and each test has a context of its own. Measured on two cores, the same
 * suite back to back: 370 tests in 7.3 min with /usr/bin/chromium, 5.3 min with the
 * shell; pages.spec.ts at 1280 px took 244 CPU-seconds and 118 (docs/testing.md).
 * CHROMIUM_PATH runs them in another Chromium (CHROMIUM_PATH=/usr/bin/chromium).
 */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: chromiumArgs,
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker per core, locally as in CI (Playwright's default is half the cores,
  // one here). Measured on two cores, the whole suite: 2 workers 5.8 min, 3 workers
  // 6.2 min (each worker is a Chromium beside the one server; docs/testing.md).
  workers: availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    // No trace: recording one for every test (kept only on failure) cost 10 to 20 % of
    // the page checks' time (50 tests: 85 and 97 s without, 104 and 106 s with), and CI
    // prints the error, its context and the screenshot. To investigate a failure, run it
    // again with `--trace on` and open the trace with `npx playwright show-trace`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    // Tests tagged @desktop or @mobile exercise one navigation (hover dropdown or
    // toggle menu) and run only in the project of that width. Tests tagged
    // @any-width check content or server behaviour that does not depend on the
    // viewport (status codes, structured data, the form's failure paths): they run
    // once, at phone width. Everything else runs at both widths. (The editor's tests
    // that save content do it in a throwaway copy of the checkout, admin.spec.ts,
    // so nothing here waits for them: until 2026-11 they ran alone at the end.)
    {
      name: "desktop",
      grepInvert: /@mobile|@any-width/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "mobile",
      grepInvert: /@desktop/,
      // Pixel 7's touch and mobile emulation at the spec's 390 px, drawn at 1x: at the
      // device's 2.6x every test spent a quarter more CPU on software raster
      // (quality.spec, 46 tests: 2.1 min at 2.6x, 1.6 min at 1x) and nothing
      // asserted depends on the pixel density (Lighthouse checks images at 1.75x).
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        launchOptions,
      },
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
