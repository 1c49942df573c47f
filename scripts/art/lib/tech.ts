/**
 * The look shared by the product-card art (AI solutions and simulations):
 * ink backdrop, perspective floor grid, glass panels, HUD marks and glowing nodes.
 */
import { glow, grain, vignette } from "./effects.ts";
import { type Rng } from "./rng.ts";
import { type Defs, type Pt, H, W, circle, el, fill, g, n, pathEl } from "./svg.ts";

export const INK = {
  950: "#05060b",
  900: "#0a0c16",
  850: "#0e1120",
  800: "#13172a",
  700: "#1c2140",
  line: "#262c4d",
};
export const CYAN = "#4fd8f0";
export const CYAN_LIGHT = "#8be9fd";
export const VIOLET = "#8b6cff";
export const VIOLET_LIGHT = "#a98bff";
export const EMBER = "#ff8a3d";
export const EMBER_LIGHT = "#ffb35c";
export const ALERT = "#ff6b6b";

/** Ink gradient, a coloured bloom behind the subject and a perspective floor grid. */
export function backdrop(
  defs: Defs,
  { accent = CYAN, accent2 = VIOLET, focus = [800, 420] as Pt, horizon = 600, grid = true } = {},
): string {
  const parts = [
    fill(
      defs.linear([
        [0, INK[950]],
        [0.55, INK[900]],
        [1, INK[800]],
      ]),
    ),
    glow(defs, focus[0] - 260, focus[1] - 60, 700, accent2, 0.22),
    glow(defs, focus[0] + 200, focus[1] + 40, 620, accent, 0.2),
  ];
  if (grid) parts.push(floorGrid(defs, horizon, accent));
  parts.push(dotField(defs, horizon));
  return parts.join("");
}

/** Lines converging to a vanishing point on the horizon, fading into it. */
export function floorGrid(defs: Defs, horizon: number, color = CYAN, vanishX = W / 2): string {
  const lines: string[] = [];
  for (let index = -14; index <= 14; index += 1) {
    lines.push(
      el("line", { x1: vanishX + index * 14, y1: horizon, x2: vanishX + index * 170, y2: H + 10 }),
    );
  }
  for (let index = 1; index <= 9; index += 1) {
    const y = horizon + (H - horizon) * (index / 9) ** 1.9;
    lines.push(el("line", { x1: 0, y1: y, x2: W, y2: y }));
  }
  const mask = defs.mask(
    el("rect", {
      x: 0,
      y: horizon,
      width: W,
      height: H - horizon,
      fill: defs.linear([
        [0, "#fff", 0],
        [1, "#fff", 0.9],
      ]),
    }),
  );
  return g({ stroke: color, "stroke-width": 1, opacity: 0.22, mask }, ...lines);
}

/** A faint field of dots in the sky area (a data texture, not stars). */
export function dotField(defs: Defs, bottom: number): string {
  const id = defs.id("dots");
  defs.add(
    el(
      "pattern",
      { id, x: 0, y: 0, width: 28, height: 28, patternUnits: "userSpaceOnUse" },
      circle(2, 2, 1, { fill: "#8d94b3" }),
    ),
  );
  const mask = defs.mask(
    el("rect", {
      x: 0,
      y: 0,
      width: W,
      height: bottom,
      fill: defs.radial([
        [0, "#fff", 0.5],
        [1, "#fff", 0],
      ]),
    }),
  );
  return el("rect", {
    x: 0,
    y: 0,
    width: W,
    height: bottom,
    fill: `url(#${id})`,
    opacity: 0.22,
    mask,
  });
}

/** A glass panel: translucent fill, hairline border, top highlight. */
export function panel(
  defs: Defs,
  x: number,
  y: number,
  width: number,
  height: number,
  { color = CYAN, radius = 16, opacity = 1 } = {},
): string {
  return g(
    { opacity: opacity === 1 ? undefined : opacity },
    el("rect", {
      x,
      y,
      width,
      height,
      rx: radius,
      fill: defs.linear([
        [0, "#1c2140", 0.85],
        [1, "#0e1120", 0.92],
      ]),
    }),
    el("rect", {
      x: x + 0.5,
      y: y + 0.5,
      width: width - 1,
      height: height - 1,
      rx: radius,
      fill: "none",
      stroke: color,
      "stroke-opacity": 0.45,
      "stroke-width": 1.2,
    }),
    el("rect", {
      x: x + radius,
      y: y + 1,
      width: width - radius * 2,
      height: 1.5,
      fill: "#ffffff",
      opacity: 0.18,
    }),
  );
}

/** Text-like bars (the page carries the words; the art only suggests them). */
export function textLines(
  rng: Rng,
  x: number,
  y: number,
  width: number,
  lines: number,
  color = "#b3b9d1",
  gap = 18,
): string {
  const bars: string[] = [];
  for (let index = 0; index < lines; index += 1) {
    const w = index === lines - 1 ? width * rng.range(0.35, 0.6) : width * rng.range(0.75, 1);
    bars.push(el("rect", { x, y: y + index * gap, width: w, height: 7, rx: 3.5 }));
  }
  return g({ fill: color, opacity: 0.45 }, ...bars);
}

/** Corner brackets around a box (HUD / detection frame). */
export function brackets(
  x: number,
  y: number,
  width: number,
  height: number,
  color: string,
  size = 18,
  strokeWidth = 2.5,
): string {
  const d = [
    `M${n(x)} ${n(y + size)}V${n(y)}H${n(x + size)}`,
    `M${n(x + width - size)} ${n(y)}H${n(x + width)}V${n(y + size)}`,
    `M${n(x + width)} ${n(y + height - size)}V${n(y + height)}H${n(x + width - size)}`,
    `M${n(x + size)} ${n(y + height)}H${n(x)}V${n(y + height - size)}`,
  ].join("");
  return pathEl(d, {
    stroke: color,
    "stroke-width": strokeWidth,
    fill: "none",
    "stroke-linecap": "round",
  });
}

/** A glowing node: core, ring, bloom. */
export function node(
  defs: Defs,
  x: number,
  y: number,
  r: number,
  color: string,
  intensity = 1,
): string {
  return g(
    {},
    glow(defs, x, y, r * 5, color, 0.45 * intensity),
    circle(x, y, r, { fill: INK[900], stroke: color, "stroke-width": Math.max(1.5, r * 0.28) }),
    circle(x, y, r * 0.42, { fill: color, opacity: 0.9 * intensity }),
  );
}

/** Tick marks along a line (scales, altitude ladders, rulers). */
export function ticks(
  from: Pt,
  to: Pt,
  count: number,
  length: number,
  color: string,
  majorEvery = 5,
): string {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const marks: string[] = [];
  for (let index = 0; index <= count; index += 1) {
    const u = index / count;
    const px = x0 + dx * u;
    const py = y0 + dy * u;
    const l = index % majorEvery === 0 ? length : length * 0.5;
    marks.push(`M${n(px)} ${n(py)}L${n(px + nx * l)} ${n(py + ny * l)}`);
  }
  return pathEl(marks.join(""), { stroke: color, "stroke-width": 1.4, opacity: 0.7 });
}

/** Finishing for every tech card: vignette and light grain. */
export function finish(defs: Defs, still: boolean): string {
  return vignette(defs, 0.7, "#000000", 0.45) + (still ? grain(defs, 0.05) : "");
}
