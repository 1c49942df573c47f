/**
 * The Unsung Warrior: Agnivarma. An ancient warrior stands on a rock, sword
 * raised, before a wall of fire; temple spires burn on the horizon and embers
 * climb into a smoke-dark sky.
 */
import {
  driftingFog,
  glowEllipse,
  grain,
  particles,
  ridge,
  ridgeShape,
  vignette,
} from "../../lib/effects.ts";
import { type Frame } from "../../lib/render.ts";
import { createRng } from "../../lib/rng.ts";
import { WARRIOR_BACK_HALF, WARRIOR_SWORD, symmetric, transformPoints } from "../../lib/shapes.ts";
import { type Art, type Pt, Defs, H, W, el, fill, g, pathEl, poly, shape } from "../../lib/svg.ts";

/** A temple shikhara: a curved beehive tower crowned by a disc and finial. */
function shikhara(x: number, baseY: number, width: number, height: number): string {
  const half = width / 2;
  const points: Pt[] = [[x - half, baseY]];
  for (let step = 0; step <= 12; step += 1) {
    const u = step / 12;
    const y = baseY - height * u;
    const bulge = half * (1 - u ** 1.8) * (1 + 0.08 * Math.sin(u * Math.PI));
    points.push([x - bulge, y]);
  }
  for (let step = 12; step >= 0; step -= 1) {
    const u = step / 12;
    const y = baseY - height * u;
    const bulge = half * (1 - u ** 1.8) * (1 + 0.08 * Math.sin(u * Math.PI));
    points.push([x + bulge, y]);
  }
  points.push([x + half, baseY]);
  const top = baseY - height;
  return (
    shape(points) +
    shape([
      [x - width * 0.16, top + 4],
      [x - width * 0.16, top - 6],
      [x + width * 0.16, top - 6],
      [x + width * 0.16, top + 4],
    ]) +
    shape([
      [x - 2, top - 4],
      [x, top - height * 0.16],
      [x + 2, top - 4],
    ])
  );
}

export function unsungWarriorAgnivarma({ t }: Frame): Art {
  const defs = new Defs("ag");
  const rng = createRng("agnivarma");
  const loop = 2 * Math.PI * (t ?? 0);
  const parts: string[] = [
    fill(
      defs.linear([
        [0, "#0a0403"],
        [0.45, "#3a0d06"],
        [0.75, "#b53a12"],
        [1, "#ffb35c"],
      ]),
    ),
  ];

  // Smoke billowing above the fire.
  parts.push(
    driftingFog(
      defs,
      {
        seed: 121,
        freq: [0.003, 0.004],
        octaves: 5,
        color: "#120605",
        gain: 2.2,
        bias: -0.75,
        top: -40,
        bottom: 560,
        fadeTop: 1,
        fadeBottom: 200,
        opacity: 0.85,
      },
      t,
      90,
    ),
  );

  // Temples on the horizon, silhouetted by the blaze.
  parts.push(
    pathEl(
      [
        shikhara(260, 640, 120, 260),
        shikhara(380, 640, 80, 170),
        shikhara(1260, 640, 140, 300),
        shikhara(1400, 640, 90, 190),
        shikhara(1120, 640, 70, 140),
      ].join(""),
      { fill: "#2a0805" },
    ),
  );

  // The wall of fire: a jagged gradient shape torn into tongues by noise.
  const wobble = t === null ? 0 : Math.sin(loop) * 0.0015;
  const flameFilter = defs.filter(
    el("feTurbulence", {
      type: "fractalNoise",
      baseFrequency: `${0.011 + wobble} ${0.022 - wobble}`,
      numOctaves: 3,
      seed: 7 + (t === null ? 0 : Math.round((t * 24) % 3)),
      result: "noise",
    }) +
      el("feDisplacementMap", {
        in: "SourceGraphic",
        in2: "noise",
        scale: 150,
        xChannelSelector: "R",
        yChannelSelector: "G",
      }),
    { name: "flame" },
  );
  const flamePoints: Pt[] = [[-60, H + 40]];
  for (let x = -60; x <= W + 60; x += 40) {
    flamePoints.push([x, 600 - rng.range(0, 200) - Math.exp(-(((x - 800) / 420) ** 2)) * 120]);
  }
  flamePoints.push([W + 60, H + 40]);
  const flamePaint = defs.linear(
    [
      [0, "#ff3d12", 0],
      [0.25, "#ff5a1a", 0.75],
      [0.55, "#ff9a3d", 0.95],
      [1, "#ffe7a8", 1],
    ],
    { x1: 0, y1: 320, x2: 0, y2: 820, user: true },
  );
  parts.push(
    g({ filter: flameFilter }, pathEl(poly(flamePoints), { fill: flamePaint })),
    glowEllipse(defs, 800, 720, 1100, 260, "#ffb35c", 0.55),
  );

  // The warrior's rock and the warrior, rim-lit by the fire.
  const rock = ridge(rng, {
    baseY: 880,
    amp: 30,
    depth: 6,
    rough: 0.6,
    peaks: [
      [800, 748],
      [640, 800],
      [960, 790],
    ],
  });
  parts.push(pathEl(ridgeShape(rock), { fill: "#0a0302" }));
  const sway = t === null ? 0 : Math.sin(loop) * 1.5;
  const warrior = transformPoints(symmetric(WARRIOR_BACK_HALF), {
    x: 800,
    y: 748,
    scale: 3.2,
    rotate: sway * 0.2,
  });
  const sword = transformPoints(WARRIOR_SWORD, { x: 800, y: 748, scale: 3.2, rotate: sway * 0.2 });
  parts.push(
    pathEl(poly(sword), { fill: "#050101" }),
    pathEl(poly(sword), { fill: "none", stroke: "#ffe7a8", "stroke-width": 1.5, opacity: 0.8 }),
    pathEl(poly(warrior), { fill: "#050101" }),
    pathEl(poly(warrior), { fill: "none", stroke: "#ffb35c", "stroke-width": 2.5, opacity: 0.6 }),
    pathEl(poly(warrior), {
      fill: "none",
      stroke: "#ff8a3d",
      "stroke-width": 14,
      opacity: 0.22,
      filter: defs.blur(8),
    }),
  );

  // Near ground and embers.
  parts.push(
    particles(rng, 200, [0, 100, W, H], "#ffcf7a", {
      opacity: 0.9,
      minR: 0.8,
      maxR: 2.8,
      rise: 0.5,
      t,
    }),
  );
  parts.push(vignette(defs, 0.85, "#000000", 0.4));
  if (t === null) parts.push(grain(defs, 0.08));
  return { defs, body: parts.join(""), background: "#3a0d06" };
}
