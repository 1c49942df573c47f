/**
 * Renders a few scenes to PNG for a quick look while drawing:
 *   npx tsx scripts/art/preview.ts hyperflight-arena [--t 0.25] [--width 800]
 * Output: screenshots/art/preview/<key>.png (screenshots/ is not committed).
 */
import { join } from "node:path";
import { renderPng, writeFile } from "./lib/render.ts";
import { scenes } from "./scenes.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  args.splice(index, 2);
  return value;
};
const tArg = option("--t");
const width = Number(option("--width") ?? 800);
const t = tArg === undefined ? null : Number(tArg);
const keys = args.length ? args : Object.keys(scenes);

for (const key of keys) {
  const scene = scenes[key as keyof typeof scenes];
  if (!scene) throw new Error(`No scene named ${key}`);
  const started = Date.now();
  const png = await renderPng(scene({ t }), width, Math.round((width * 9) / 16));
  const suffix = t === null ? "" : `-t${t}`;
  writeFile(join("screenshots/art/preview", `${key}${suffix}.png`), png);
  console.info(`${key}${suffix}: ${Date.now() - started} ms`);
}
