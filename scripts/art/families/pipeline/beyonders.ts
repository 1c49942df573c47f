/**
 * Beyonders: cosmic beings. A colossus woven from nebula and stars rises over
 * a mountain range, haloed; a lone traveller with a lamp watches from a ridge.
 */
import {
  driftingFog,
  glow,
  grain,
  particles,
  ridge,
  ridgeShape,
  stars,
  vignette,
} from "../../lib/effects.ts";
import { type Frame } from "../../lib/render.ts";
import { createRng } from "../../lib/rng.ts";
import { BUST_HALF, FIGURE_HALF, symmetric, transformPoints } from "../../lib/shapes.ts";
import { type Art, Defs, H, W, el, fill, g, pathEl, poly, smooth } from "../../lib/svg.ts";

export function beyonders({ t }: Frame): Art {
  const defs = new Defs("by");
  const rng = createRng("beyonders");
  const parts: string[] = [
    fill(
      defs.linear([
        [0, "#04030d"],
        [0.55, "#120a2e"],
        [1, "#2b1450"],
      ]),
    ),
    stars(rng, defs, { count: 260, color: "#dfe6ff", maxR: 1.5, t }),
  ];

  // The colossus: a head and shoulders filled with its own nebula and stars.
  const giant = transformPoints(symmetric(BUST_HALF), { x: 800, y: 250, scale: 3.0 });
  const giantPath = smooth(giant, true);
  const clip = defs.clip(pathEl(giantPath));
  parts.push(
    // Halo behind the head.
    el("ellipse", {
      cx: 800,
      cy: 230,
      rx: 250,
      ry: 250,
      fill: "none",
      stroke: "#8be9fd",
      "stroke-width": 3,
      opacity: 0.8,
    }),
    el("ellipse", {
      cx: 800,
      cy: 230,
      rx: 250,
      ry: 250,
      fill: "none",
      stroke: "#4fd8f0",
      "stroke-width": 30,
      opacity: 0.3,
      filter: defs.blur(16),
    }),
    el("ellipse", {
      cx: 800,
      cy: 230,
      rx: 300,
      ry: 300,
      fill: "none",
      stroke: "#a98bff",
      "stroke-width": 1.5,
      "stroke-dasharray": "3 14",
      opacity: 0.7,
    }),
    glow(defs, 800, 360, 700, "#8b6cff", 0.35),
    pathEl(giantPath, { fill: "#07051a" }),
    g(
      { "clip-path": clip },
      driftingFog(
        defs,
        {
          seed: 91,
          freq: [0.004, 0.005],
          octaves: 5,
          color: "#8b6cff",
          gain: 2.0,
          bias: -0.8,
          top: 0,
          bottom: H,
          fadeTop: 1,
          fadeBottom: 1,
          opacity: 0.75,
        },
        t,
        40,
      ),
      driftingFog(
        defs,
        {
          seed: 92,
          freq: [0.005, 0.006],
          octaves: 4,
          color: "#4fd8f0",
          gain: 2.2,
          bias: -1.1,
          top: 0,
          bottom: H,
          fadeTop: 1,
          fadeBottom: 1,
          opacity: 0.6,
        },
        t,
        -40,
      ),
      stars(createRng("beyonders-inner"), defs, {
        count: 380,
        color: "#ffffff",
        maxR: 2,
        bright: 0.06,
        t,
      }),
    ),
    pathEl(giantPath, { fill: "none", stroke: "#8be9fd", "stroke-width": 2.5, opacity: 0.9 }),
    pathEl(giantPath, {
      fill: "none",
      stroke: "#4fd8f0",
      "stroke-width": 18,
      opacity: 0.25,
      filter: defs.blur(10),
    }),
    // Eyes: two points of white fire.
    glow(defs, 760, 248, 30, "#e6fbff", 0.7),
    glow(defs, 840, 248, 30, "#e6fbff", 0.7),
    el("ellipse", { cx: 760, cy: 248, rx: 8, ry: 2.5, fill: "#ffffff", opacity: 0.9 }),
    el("ellipse", { cx: 840, cy: 248, rx: 8, ry: 2.5, fill: "#ffffff", opacity: 0.9 }),
    glow(defs, 800, 185, 34, "#ffb35c", 0.8),
    el("circle", { cx: 800, cy: 185, r: 3, fill: "#fff1d6" }),
  );

  // Mountains in front of the colossus, hazed violet.
  parts.push(
    pathEl(
      ridgeShape(ridge(rng, { baseY: 720, amp: 90, depth: 7, rough: 0.52, peaks: [[800, 700]] })),
      { fill: "#1a0f3a" },
    ),
    driftingFog(
      defs,
      {
        seed: 93,
        freq: [0.003, 0.01],
        octaves: 3,
        color: "#a98bff",
        gain: 1.6,
        bias: -0.7,
        top: 620,
        bottom: 820,
        fadeTop: 80,
        fadeBottom: 80,
        opacity: 0.35,
      },
      t,
      120,
    ),
    pathEl(ridgeShape(ridge(rng, { baseY: 820, amp: 50, depth: 6, peaks: [[1180, 770]] })), {
      fill: "#0a0618",
    }),
  );

  // The traveller on the near ridge, lamp raised.
  const figure = transformPoints(symmetric(FIGURE_HALF), { x: 1180, y: 774, scale: 0.55 });
  parts.push(
    pathEl(poly(figure), { fill: "#040209" }),
    glow(defs, 1193, 738, 40, "#ffb35c", 0.9),
    el("circle", { cx: 1193, cy: 738, r: 2.5, fill: "#fff1d6" }),
    particles(rng, 80, [0, 100, W, 700], "#cfe9ff", { opacity: 0.6, maxR: 1.6, rise: 0.15, t }),
  );
  parts.push(vignette(defs, 0.85, "#000000", 0.4));
  if (t === null) parts.push(grain(defs, 0.08));
  return { defs, body: parts.join(""), background: "#120a2e" };
}
