/**
 * Metropolis: Zero Hour. A megacity at its last hour: an ember horizon, a
 * colossal clock ring in the sky with one minute left, searchlights and smoke.
 */
import {
  driftingFog,
  glow,
  glowEllipse,
  grain,
  lightCone,
  particles,
  vignette,
} from "../../lib/effects.ts";
import { type Frame } from "../../lib/render.ts";
import { createRng } from "../../lib/rng.ts";
import { skyline } from "../../lib/shapes.ts";
import { type Art, type Pt, Defs, H, W, circle, el, fill, g, pathEl } from "../../lib/svg.ts";

const CLOCK: Pt = [800, 300];

export function metropolisZeroHour({ t }: Frame): Art {
  const defs = new Defs("mz");
  const rng = createRng("metropolis");
  const loop = 2 * Math.PI * (t ?? 0);
  const parts: string[] = [
    fill(
      defs.linear([
        [0, "#05060b"],
        [0.45, "#1c1030"],
        [0.72, "#7a2a1a"],
        [0.85, "#ff8a3d"],
        [1, "#2a0f0a"],
      ]),
    ),
    glowEllipse(defs, 800, 760, 1200, 260, "#ff8a3d", 0.6),
  ];

  // The clock ring: sixty ticks, the hand one tick short of midnight.
  const clock: string[] = [];
  const radius = 250;
  for (let index = 0; index < 60; index += 1) {
    const a = (index / 60) * Math.PI * 2 - Math.PI / 2;
    const major = index % 5 === 0;
    const inner = radius - (major ? 34 : 16);
    clock.push(
      el("line", {
        x1: CLOCK[0] + Math.cos(a) * inner,
        y1: CLOCK[1] + Math.sin(a) * inner,
        x2: CLOCK[0] + Math.cos(a) * radius,
        y2: CLOCK[1] + Math.sin(a) * radius,
        "stroke-width": major ? 5 : 2,
        opacity: index >= 55 ? 1 : 0.55,
      }),
    );
  }
  const handAngle = (-1 / 60) * Math.PI * 2 - Math.PI / 2;
  const tremble = t === null ? 0 : Math.sin(loop * 4) * 0.004;
  clock.push(
    el("line", {
      x1: CLOCK[0],
      y1: CLOCK[1],
      x2: CLOCK[0] + Math.cos(handAngle + tremble) * (radius - 40),
      y2: CLOCK[1] + Math.sin(handAngle + tremble) * (radius - 40),
      "stroke-width": 6,
      "stroke-linecap": "round",
    }),
    el("line", {
      x1: CLOCK[0],
      y1: CLOCK[1],
      x2: CLOCK[0],
      y2: CLOCK[1] - 150,
      "stroke-width": 9,
      "stroke-linecap": "round",
    }),
    circle(CLOCK[0], CLOCK[1], 12, { fill: "#ffb35c", stroke: "none" }),
  );
  parts.push(
    glow(defs, CLOCK[0], CLOCK[1], 460, "#ff8a3d", 0.28),
    circle(CLOCK[0], CLOCK[1], radius + 16, {
      fill: "none",
      stroke: "#ff8a3d",
      "stroke-width": 2,
      opacity: 0.7,
    }),
    circle(CLOCK[0], CLOCK[1], radius + 16, {
      fill: "none",
      stroke: "#ff8a3d",
      "stroke-width": 24,
      opacity: 0.25,
      filter: defs.blur(12),
    }),
    g({ stroke: "#ffd2a0", fill: "none" }, ...clock),
  );

  // Smoke rising across the sky.
  parts.push(
    driftingFog(
      defs,
      {
        seed: 101,
        freq: [0.0025, 0.005],
        octaves: 5,
        color: "#1a0f14",
        gain: 2.2,
        bias: -0.9,
        top: 80,
        bottom: 640,
        fadeTop: 160,
        fadeBottom: 160,
        opacity: 0.8,
      },
      t,
      140,
    ),
  );

  // Searchlights sweeping from the towers.
  for (const [x, base, sweep] of [
    [260, 620, -70],
    [1320, 600, -110],
    [900, 640, -96],
  ] as const) {
    const angle = sweep + (t === null ? 0 : Math.sin(loop + x) * 8);
    parts.push(lightCone(defs, [x, base], angle, 5, 900, "#cfefff", 0.22, 10));
  }

  // Three layers of skyline: far (hazed), mid, near (lit windows).
  const far = skyline(rng, {
    x0: -20,
    x1: W + 20,
    baseY: 760,
    minH: 120,
    maxH: 300,
    minW: 30,
    maxW: 80,
    antennas: 0.3,
  });
  parts.push(pathEl(far.outline, { fill: "#3a1a1e", opacity: 0.9 }));
  const mid = skyline(rng, {
    x0: -40,
    x1: W + 40,
    baseY: 820,
    minH: 160,
    maxH: 420,
    minW: 50,
    maxW: 120,
    antennas: 0.4,
  });
  parts.push(pathEl(mid.outline, { fill: "#150a10" }));
  parts.push(
    g(
      { fill: "#ffb35c" },
      ...mid.windows
        .filter(() => rng.chance(0.12))
        .map((win) =>
          el("rect", {
            x: win.x,
            y: win.y,
            width: win.w,
            height: 4,
            opacity: rng.range(0.35, 0.9).toFixed(2),
          }),
        ),
    ),
  );
  const near = skyline(rng, {
    x0: -60,
    x1: W + 60,
    baseY: H + 10,
    minH: 120,
    maxH: 260,
    minW: 90,
    maxW: 200,
    antennas: 0.2,
  });
  parts.push(pathEl(near.outline, { fill: "#07050a" }));
  parts.push(
    g(
      { fill: "#4fd8f0" },
      ...near.windows
        .filter(() => rng.chance(0.05))
        .map((win) => el("rect", { x: win.x, y: win.y, width: win.w, height: 4, opacity: 0.6 })),
    ),
  );

  // Aircraft warning lights and drifting ash.
  const beacons: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const bx = rng.range(80, W - 80);
    const by = rng.range(470, 640);
    const on = t === null ? 1 : Math.sin(loop * 2 + index) > 0 ? 1 : 0.2;
    beacons.push(
      glow(defs, bx, by, 14, "#ff4b3a", 0.8 * on),
      circle(bx, by, 1.8, { fill: "#ff6b6b", opacity: on }),
    );
  }
  parts.push(
    ...beacons,
    particles(rng, 90, [0, 0, W, H], "#ffb35c", { opacity: 0.5, maxR: 1.8, rise: 0.2, t }),
  );
  parts.push(vignette(defs, 0.85, "#000000", 0.4));
  if (t === null) parts.push(grain(defs, 0.08));
  return { defs, body: parts.join(""), background: "#1c1030" };
}
