/**
 * Full-page screenshots of pages at 390 px and 1280 px wide, for looking at
 * what we build: `npx tsx scripts/screenshot.ts --base http://127.0.0.1:3000 / /about`
 * Writes PNGs to ./screenshots (or --out DIR). Uses Debian's Chromium.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../playwright.config";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value ?? fallback;
};
const base = option("--base", "http://127.0.0.1:3000");
const out = option("--out", "screenshots");
const widths = option("--widths", "390,1280").split(",").map(Number);
const fullPage = option("--full", "true") !== "false";
const paths = args.length ? args : ["/"];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    if (fullPage) {
      // Scroll through the page as a visitor would, so that lazy images load
      // before the full-page shot (otherwise they show as their empty frames).
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
    }
    // Let entrance animations finish before the shot.
    await page.waitForTimeout(1200);
    const name = `${path.replace(/[^a-zA-Z0-9]+/g, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage });
    console.log(`${out}/${name}`);
  }
  await page.close();
}
await browser.close();
