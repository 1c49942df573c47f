/**
 * The Unknown: mystery and the void. A perfect black sphere hangs over a
 * mirror-flat salt plain, rimmed with light, drawing dust up into itself;
 * a single figure stands before it.
 */
import { glow, glowEllipse, grain, particles, stars, vignette } from "../../lib/effects.ts";
import { type Frame } from "../../lib/render.ts";
import { createRng } from "../../lib/rng.ts";
import { FIGURE_HALF, symmetric, transformPoints } from "../../lib/shapes.ts";
import { type Art, Defs, W, circle, el, fill, g, pathEl, poly } from "../../lib/svg.ts";

const ORB = { x: 930, y: 330, r: 190 };
const HORIZON = 600;

export function theUnknown({ t }: Frame): Art {
  const defs = new Defs("un");
  const rng = createRng("the-unknown");
  const loop = 2 * Math.PI * (t ?? 0);
  const parts: string[] = [
    fill(
      defs.linear([
        [0, "#020306"],
        [0.6, "#0d1424"],
        [0.66, "#2a3a52"],
        [0.67, "#0c121d"],
        [1, "#05070c"],
      ]),
    ),
    stars(rng, defs, {
      count: 200,
      box: [0, 0, W, HORIZON - 40],
      color: "#cfe0ff",
      maxR: 1.2,
      bright: 0.01,
      t,
    }),
    glowEllipse(defs, 800, HORIZON, 1100, 90, "#8fb6d9", 0.55),
  ];

  // Dust spiralling up into the sphere.
  const dust: string[] = [];
  for (let index = 0; index < 240; index += 1) {
    const u = ((index / 240 + (t ?? 0) * 0.5) % 1) ** 0.8;
    const angle = index * 2.399 + u * 6 + loop * 0.2;
    const radius = ORB.r * (1.15 + (1 - u) * 2.6);
    const x = ORB.x + Math.cos(angle) * radius;
    const y = ORB.y + Math.sin(angle) * radius * 0.32 + (1 - u) * 220;
    dust.push(circle(x, y, rng.range(0.6, 2), { opacity: (0.25 + u * 0.65).toFixed(2) }));
  }
  parts.push(g({ fill: "#d8ecff" }, ...dust));

  // The sphere: pure black with a razor rim and a soft corona.
  parts.push(
    glow(defs, ORB.x, ORB.y, ORB.r * 2.4, "#8be9fd", 0.28),
    el("path", {
      d: `M${ORB.x - ORB.r * 1.9} ${ORB.y + 12}Q${ORB.x} ${ORB.y - 28} ${ORB.x + ORB.r * 1.9} ${ORB.y + 12}`,
      stroke: "#8be9fd",
      "stroke-width": 1.5,
      fill: "none",
      opacity: 0.6,
    }),
    circle(ORB.x, ORB.y, ORB.r + 6, {
      fill: "none",
      stroke: "#e8f7ff",
      "stroke-width": 16,
      opacity: 0.35,
      filter: defs.blur(9),
    }),
    circle(ORB.x, ORB.y, ORB.r, { fill: "#000000" }),
    circle(ORB.x, ORB.y, ORB.r, {
      fill: "none",
      stroke: "#f2fbff",
      "stroke-width": 2.5,
      opacity: 0.95,
    }),
  );

  // The plain: its mirror shows the sphere, broken by faint ripples.
  parts.push(
    el("ellipse", {
      cx: ORB.x,
      cy: HORIZON + (HORIZON - ORB.y) * 0.55,
      rx: ORB.r * 0.95,
      ry: ORB.r * 0.32,
      fill: "#000000",
      opacity: 0.85,
      filter: defs.blur(6),
    }),
    el("ellipse", {
      cx: ORB.x,
      cy: HORIZON + (HORIZON - ORB.y) * 0.55,
      rx: ORB.r * 1.05,
      ry: ORB.r * 0.4,
      fill: "#cfeaff",
      opacity: 0.08,
      filter: defs.blur(14),
    }),
  );
  const ripples: string[] = [];
  for (let index = 0; index < 26; index += 1) {
    const y = HORIZON + 10 + index ** 1.6 * 2.2;
    ripples.push(
      el("line", {
        x1: rng.range(0, 500),
        y1: y,
        x2: rng.range(1100, W),
        y2: y,
        "stroke-width": 0.8 + index * 0.05,
      }),
    );
  }
  parts.push(g({ stroke: "#9ab8d6", opacity: 0.12 }, ...ripples));

  // The figure and its reflection.
  const figure = transformPoints(symmetric(FIGURE_HALF), { x: 560, y: 700, scale: 1.1 });
  const reflection = transformPoints(symmetric(FIGURE_HALF), {
    x: 560,
    y: 700,
    scale: 1.1,
    sy: -0.6,
  });
  parts.push(
    pathEl(poly(reflection), { fill: "#000000", opacity: 0.45, filter: defs.blur(2) }),
    pathEl(poly(figure), { fill: "#010203" }),
    pathEl(poly(figure), { fill: "none", stroke: "#8be9fd", "stroke-width": 1, opacity: 0.35 }),
    particles(rng, 50, [0, 80, W, HORIZON], "#ffffff", { opacity: 0.35, maxR: 1.2, rise: 0.2, t }),
  );
  parts.push(vignette(defs, 0.9, "#000000", 0.38));
  if (t === null) parts.push(grain(defs, 0.08));
  return { defs, body: parts.join(""), background: "#05070c" };
}
