/**
 * Black Meridian: Ground Zero. A squad advances through a ruined city: broken
 * towers, smoke columns, tracers and a gunship against a burnt sky.
 */
import { driftingFog, glow, glowEllipse, grain, particles, vignette } from "../../lib/effects.ts";
import { type Frame } from "../../lib/render.ts";
import { createRng } from "../../lib/rng.ts";
import { SOLDIER, helicopter, skyline, transformPoints } from "../../lib/shapes.ts";
import { type Art, Defs, H, W, el, fill, g, pathEl, poly } from "../../lib/svg.ts";

export function blackMeridianGroundZero({ t }: Frame): Art {
  const defs = new Defs("gz");
  const rng = createRng("ground-zero");
  const loop = 2 * Math.PI * (t ?? 0);
  const parts: string[] = [
    fill(
      defs.linear([
        [0, "#15161a"],
        [0.45, "#4a3226"],
        [0.72, "#d2692e"],
        [1, "#3a2214"],
      ]),
    ),
    glowEllipse(defs, 1100, 690, 900, 220, "#ff8a3d", 0.65),
    glow(defs, 1120, 560, 260, "#ffb35c", 0.4),
  ];

  // Smoke columns rising from the fires.
  parts.push(
    driftingFog(
      defs,
      {
        seed: 111,
        freq: [0.007, 0.0018],
        octaves: 5,
        color: "#181412",
        gain: 2.6,
        bias: -0.95,
        top: -40,
        bottom: 760,
        fadeTop: 1,
        fadeBottom: 160,
        opacity: 0.95,
      },
      t,
      80,
    ),
  );

  // Ruined skyline, far then near.
  const far = skyline(rng, {
    x0: -20,
    x1: W + 20,
    baseY: 720,
    minH: 140,
    maxH: 330,
    minW: 50,
    maxW: 120,
    ruined: true,
  });
  parts.push(pathEl(far.outline, { fill: "#5a3a2a", opacity: 0.9 }));
  parts.push(
    g(
      { fill: "#ff8a3d" },
      ...far.windows
        .filter(() => rng.chance(0.012))
        .map((win) => el("rect", { x: win.x, y: win.y, width: win.w, height: 5, opacity: 0.7 })),
    ),
  );
  const near = skyline(rng, {
    x0: -40,
    x1: W + 40,
    baseY: 800,
    minH: 200,
    maxH: 480,
    minW: 90,
    maxW: 200,
    ruined: true,
  });
  parts.push(pathEl(near.outline, { fill: "#120d0b" }));
  // Hollow window holes in the near ruins, lit from behind.
  parts.push(
    g(
      { fill: "#c8602a" },
      ...near.windows
        .filter(() => rng.chance(0.02))
        .map((win) =>
          el("rect", {
            x: win.x,
            y: win.y,
            width: win.w,
            height: 8,
            opacity: rng.range(0.25, 0.6).toFixed(2),
          }),
        ),
    ),
  );

  // Dust haze, tracers and the gunship.
  parts.push(
    driftingFog(
      defs,
      {
        seed: 112,
        freq: [0.002, 0.008],
        octaves: 4,
        color: "#c08a60",
        gain: 1.8,
        bias: -0.7,
        top: 560,
        bottom: H + 20,
        fadeTop: 160,
        fadeBottom: 1,
        opacity: 0.45,
      },
      t,
      -160,
    ),
  );
  const tracers: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const p = ((t ?? 0) * 2 + index / 7) % 1;
    const x = 200 + index * 170 + p * 400;
    const y = 520 - p * 260 - index * 12;
    tracers.push(
      el("line", {
        x1: x,
        y1: y,
        x2: x - 60,
        y2: y + 38,
        stroke: "#ffd08a",
        "stroke-width": 2,
        opacity: 0.8,
      }),
    );
  }
  parts.push(g({}, ...tracers));
  const heliX = 420 + (t === null ? 0 : Math.sin(loop) * 30);
  parts.push(
    pathEl(helicopter(heliX, 210, 150, loop * 6), { fill: "#0b0a0a" }),
    glow(defs, heliX - 60, 212, 12, "#ff5050", 0.9),
  );

  // Rubble in the foreground and the squad advancing.
  parts.push(
    pathEl(
      poly([
        [-20, 830],
        [240, 800],
        [520, 818],
        [820, 790],
        [1100, 812],
        [1400, 796],
        [W + 20, 820],
        [W + 20, H + 20],
        [-20, H + 20],
      ]),
      { fill: "#080605" },
    ),
  );
  // Fires burning at the feet of the ruins.
  for (const [fx, fy, fr] of [
    [300, 790, 160],
    [1240, 780, 220],
    [880, 770, 120],
  ] as const) {
    const flicker = t === null ? 1 : 0.85 + 0.15 * Math.sin(loop * 6 + fx);
    parts.push(glow(defs, fx, fy, fr * flicker, "#ff7a2a", 0.75));
  }
  const squad = [
    [470, 818, 1.9],
    [640, 810, 2.15],
    [840, 804, 2.5],
    [1040, 814, 2.0],
  ] as const;
  parts.push(
    ...squad.map(([x, y, s], index) => {
      const step = t === null ? 0 : Math.sin(loop * 2 + index) * 2;
      const outline = poly(transformPoints(SOLDIER, { x: x + step, y, scale: s }));
      return (
        pathEl(outline, { fill: "#050404" }) +
        pathEl(outline, { fill: "none", stroke: "#ff9a4a", "stroke-width": 1.6, opacity: 0.45 })
      );
    }),
  );
  parts.push(
    particles(rng, 120, [0, 200, W, H], "#ffb35c", { opacity: 0.55, maxR: 2, rise: 0.25, t }),
  );
  parts.push(vignette(defs, 0.88, "#000000", 0.38));
  if (t === null) parts.push(grain(defs, 0.1));
  return { defs, body: parts.join(""), background: "#3a2a22" };
}
