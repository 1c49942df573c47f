/**
 * Echelon: The Silent Rise. Rain over a sleeping city; an operative on a
 * rooftop ledge, a searchlight sweeping past and the red thread of a laser sight.
 */
import { glow, grain, lightCone, particles, vignette } from "../../lib/effects.ts";
import { type Frame } from "../../lib/render.ts";
import { createRng } from "../../lib/rng.ts";
import { FIGURE_HALF, skyline, symmetric, transformPoints } from "../../lib/shapes.ts";
import { type Art, Defs, H, W, circle, el, fill, g, pathEl, poly } from "../../lib/svg.ts";

export function echelonSilentRise({ t }: Frame): Art {
  const defs = new Defs("ec");
  const rng = createRng("echelon");
  const loop = 2 * Math.PI * (t ?? 0);
  const parts: string[] = [
    fill(
      defs.linear([
        [0, "#03050b"],
        [0.6, "#0b1528"],
        [1, "#142640"],
      ]),
    ),
  ];

  // City far below: out-of-focus lights (bokeh) and tower silhouettes.
  const bokeh: string[] = [];
  for (let index = 0; index < 140; index += 1) {
    const x = rng.range(-40, W + 40);
    const y = rng.range(520, H);
    const r = rng.range(4, 22);
    const color = rng.pick(["#4fd8f0", "#8be9fd", "#ffb35c", "#a98bff", "#4fd8f0"]);
    bokeh.push(circle(x, y, r, { fill: color, opacity: rng.range(0.08, 0.35).toFixed(2) }));
  }
  parts.push(g({ filter: defs.blur(2.5) }, ...bokeh));
  const towers = skyline(rng, {
    x0: -20,
    x1: W + 20,
    baseY: H + 20,
    minH: 280,
    maxH: 520,
    minW: 60,
    maxW: 140,
    antennas: 0.5,
  });
  parts.push(pathEl(towers.outline, { fill: "#07101e", opacity: 0.92 }));
  parts.push(
    g(
      { fill: "#8be9fd" },
      ...towers.windows
        .filter(() => rng.chance(0.06))
        .map((win) => el("rect", { x: win.x, y: win.y, width: win.w, height: 3, opacity: 0.5 })),
    ),
  );

  // The searchlight from a helicopter off-frame.
  const sweep = 118 + (t === null ? 0 : Math.sin(loop) * 10);
  parts.push(lightCone(defs, [1750, -80], sweep, 9, 1500, "#e4f3ff", 0.26, 12));

  // The rooftop ledge in the foreground.
  parts.push(
    pathEl(
      poly([
        [-20, 720],
        [980, 690],
        [1040, 700],
        [1040, H + 20],
        [-20, H + 20],
      ]),
      { fill: "#02040a" },
    ),
    pathEl(
      poly(
        [
          [-20, 720],
          [980, 690],
          [1040, 700],
        ],
        false,
      ),
      { fill: "none", stroke: "#4a6a8c", "stroke-width": 2, opacity: 0.6 },
    ),
    // Rooftop machinery.
    el("rect", { x: 120, y: 610, width: 140, height: 100, fill: "#03060c" }),
    el("rect", { x: 300, y: 650, width: 60, height: 60, fill: "#03060c" }),
    pathEl(
      poly([
        [170, 610],
        [175, 520],
        [179, 520],
        [184, 610],
      ]),
      { fill: "#03060c" },
    ),
  );

  // The operative at the edge, coat lifting, rim-lit by the searchlight.
  const figure = transformPoints(symmetric(FIGURE_HALF), { x: 900, y: 694, scale: 3.3 });
  parts.push(
    pathEl(poly(figure), { fill: "#010206" }),
    pathEl(poly(figure.slice(0, 22), false), {
      fill: "none",
      stroke: "#9fd8ff",
      "stroke-width": 1.6,
      opacity: 0.55,
    }),
  );
  // Laser sight from the operative's hand, out over the city.
  const hand = figure[16]!;
  const aimY = 520 + (t === null ? 0 : Math.sin(loop * 2) * 6);
  parts.push(
    el("line", {
      x1: hand[0] + 6,
      y1: hand[1],
      x2: 1650,
      y2: aimY,
      stroke: "#ff3b3b",
      "stroke-width": 1.6,
      opacity: 0.85,
    }),
    el("line", {
      x1: hand[0] + 6,
      y1: hand[1],
      x2: 1650,
      y2: aimY,
      stroke: "#ff3b3b",
      "stroke-width": 8,
      opacity: 0.25,
      filter: defs.blur(4),
    }),
    glow(defs, hand[0] + 6, hand[1], 16, "#ff5050", 0.9),
  );

  // Rain, slanted.
  const rain: string[] = [];
  for (let index = 0; index < 380; index += 1) {
    const x = rng.range(-100, W + 100);
    const fall = t === null ? 0 : (t * 3 * H) % H;
    const y = ((rng.range(0, H) + fall) % (H + 60)) - 30;
    const length = rng.range(14, 40);
    rain.push(
      el("line", {
        x1: x,
        y1: y,
        x2: x - length * 0.25,
        y2: y + length,
        opacity: rng.range(0.1, 0.45).toFixed(2),
      }),
    );
  }
  parts.push(g({ stroke: "#b8d8f2", "stroke-width": 1 }, ...rain));
  parts.push(
    particles(rng, 40, [1000, 0, W, 600], "#e4f3ff", { opacity: 0.4, maxR: 1.4, rise: 0.3, t }),
  );
  parts.push(vignette(defs, 0.9, "#000000", 0.38));
  if (t === null) parts.push(grain(defs, 0.09));
  return { defs, body: parts.join(""), background: "#0b1528" };
}
