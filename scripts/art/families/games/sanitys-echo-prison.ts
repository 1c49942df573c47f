/**
 * Sanity's Echo: Prison of the Mind. A cell seen through its bars: a cold shaft
 * of light, tally marks on the wall and a fractured mirror whose shards each
 * hold a slightly different reflection.
 */
import { fog, glow, grain, lightCone, particles, vignette } from "../../lib/effects.ts";
import { type Frame } from "../../lib/render.ts";
import { createRng } from "../../lib/rng.ts";
import { BUST_HALF, stoneWall, symmetric, transformPoints } from "../../lib/shapes.ts";
import { type Art, type Pt, Defs, H, W, el, fill, g, pathEl, poly, smooth } from "../../lib/svg.ts";

const MIRROR = { x: 650, y: 170, width: 330, height: 520 };
const IMPACT: Pt = [842, 372];

export function sanitysEchoPrison({ t }: Frame): Art {
  const defs = new Defs("se");
  const rng = createRng("sanitys-echo");
  const loop = 2 * Math.PI * (t ?? 0);
  const parts: string[] = [];

  // Back wall: stone blocks, grimed with noise, lit from the high window.
  parts.push(
    stoneWall(rng, {
      x0: -20,
      y0: -20,
      x1: W + 20,
      y1: 760,
      rowHeight: 58,
      blockWidth: 150,
      colors: ["#1d2c31", "#1a282c", "#203237", "#17242a", "#22353a"],
      gap: 4,
      gapColor: "#0a1215",
    }),
  );
  const grime = defs.filter(
    el("feTurbulence", {
      type: "fractalNoise",
      baseFrequency: "0.012 0.02",
      numOctaves: 4,
      seed: 8,
    }) +
      el("feColorMatrix", {
        type: "matrix",
        values: "0 0 0 0 0.02 0 0 0 0 0.04 0 0 0 0 0.05 -2.2 0 0 0 1.45",
      }),
    { x: 0, y: 0, width: W, height: H, name: "grime" },
  );
  parts.push(el("rect", { x: 0, y: 0, width: W, height: 760, filter: grime, opacity: 0.9 }));
  // Wall shading: darker towards the top and the right.
  parts.push(
    fill(
      defs.radial(
        [
          [0, "#9fe6e0", 0.16],
          [0.5, "#0b1417", 0.2],
          [1, "#040809", 0.85],
        ],
        { cx: 0.42, cy: 0.55, r: 0.75 },
      ),
    ),
  );

  // Floor: wet concrete reflecting the light.
  parts.push(
    el("rect", {
      x: -20,
      y: 756,
      width: W + 40,
      height: 170,
      fill: defs.linear([
        [0, "#0f1b1e"],
        [1, "#05090b"],
      ]),
    }),
    el("rect", { x: -20, y: 752, width: W + 40, height: 8, fill: "#0a1114" }),
  );

  // Tally marks scratched beside the mirror.
  const tallies: string[] = [];
  for (let group = 0; group < 9; group += 1) {
    const gx = 1090 + (group % 3) * 78;
    const gy = 250 + Math.floor(group / 3) * 92;
    for (let mark = 0; mark < 4; mark += 1) {
      const x = gx + mark * 13 + rng.range(-2, 2);
      tallies.push(
        el("line", { x1: x, y1: gy, x2: x + rng.range(-4, 4), y2: gy + 56, "stroke-width": 3 }),
      );
    }
    if (group < 8) {
      tallies.push(
        el("line", { x1: gx - 8, y1: gy + 40, x2: gx + 50, y2: gy + 14, "stroke-width": 3 }),
      );
    }
  }
  parts.push(g({ stroke: "#8fb3b4", opacity: 0.22, "stroke-linecap": "round" }, ...tallies));

  // The mirror: frame, then the reflection split into shards along the cracks.
  const { x, y, width, height } = MIRROR;
  parts.push(
    el("rect", {
      x: x - 22,
      y: y - 22,
      width: width + 44,
      height: height + 44,
      rx: 6,
      fill: "#0c1416",
    }),
    el("rect", {
      x: x - 22,
      y: y - 22,
      width: width + 44,
      height: height + 44,
      rx: 6,
      fill: "none",
      stroke: "#5f7f82",
      "stroke-width": 2,
      opacity: 0.5,
    }),
  );
  const mirrorClip = defs.clip(el("rect", { x, y, width, height }));
  const reflection = (dx: number, dy: number, turn: number, tone: number) => {
    const bust = transformPoints(symmetric(BUST_HALF), {
      x: 812 + dx,
      y: 430 + dy,
      scale: 1.08,
      rotate: turn,
    });
    const echo = transformPoints(symmetric(BUST_HALF), {
      x: 846 + dx * 2,
      y: 418 + dy,
      scale: 1.1,
      rotate: turn * 3 + 4,
    });
    return g(
      {},
      el("rect", {
        x,
        y,
        width,
        height,
        fill: defs.linear([
          [0, "#3d6466"],
          [0.6, "#182a2e"],
          [1, "#0b1416"],
        ]),
      }),
      el("rect", { x, y, width, height, fill: "#bfeeea", opacity: tone }),
      pathEl(smooth(echo, true), {
        fill: "none",
        stroke: "#9fe0dc",
        "stroke-width": 1.5,
        opacity: 0.28,
      }),
      pathEl(smooth(bust, true), { fill: "#050a0b" }),
      pathEl(smooth(bust, true), {
        fill: "none",
        stroke: "#9fe0dc",
        "stroke-width": 2,
        opacity: 0.55,
      }),
    );
  };
  const crackAngles: number[] = [];
  const crackCount = 11;
  for (let index = 0; index < crackCount; index += 1) {
    crackAngles.push(((index + rng.range(-0.3, 0.3)) / crackCount) * Math.PI * 2);
  }
  const shards: string[] = [];
  crackAngles.forEach((angle, index) => {
    const next =
      crackAngles[(index + 1) % crackCount]! + (index === crackCount - 1 ? Math.PI * 2 : 0);
    const wedge: Pt[] = [IMPACT];
    for (let step = 0; step <= 4; step += 1) {
      const a = angle + ((next - angle) * step) / 4;
      wedge.push([IMPACT[0] + Math.cos(a) * 900, IMPACT[1] + Math.sin(a) * 900]);
    }
    const clip = defs.clip(pathEl(poly(wedge)));
    const drift = t === null ? 0 : Math.sin(loop + index) * 1.5;
    shards.push(
      g(
        { "clip-path": clip },
        reflection(
          rng.range(-9, 9) + drift,
          rng.range(-6, 6),
          rng.range(-2.5, 2.5),
          rng.range(0, 0.12),
        ),
      ),
    );
  });
  parts.push(g({ "clip-path": mirrorClip }, ...shards));

  // Crack lines: jagged radial cracks and a broken ring around the impact.
  const cracks: string[] = [];
  for (const angle of crackAngles) {
    const points: Pt[] = [IMPACT];
    let r = 0;
    while (r < 600) {
      r += rng.range(25, 60);
      const a = angle + rng.range(-0.06, 0.06);
      points.push([IMPACT[0] + Math.cos(a) * r, IMPACT[1] + Math.sin(a) * r]);
    }
    cracks.push(pathEl(poly(points, false), { "stroke-width": rng.range(1.2, 2.4) }));
  }
  for (const radius of [26, 58]) {
    const ring: Pt[] = [];
    for (let step = 0; step <= 24; step += 1) {
      const a = (step / 24) * Math.PI * 2;
      const r = radius * rng.range(0.85, 1.15);
      ring.push([IMPACT[0] + Math.cos(a) * r, IMPACT[1] + Math.sin(a) * r]);
    }
    cracks.push(pathEl(poly(ring, false), { "stroke-width": 1.2, "stroke-dasharray": "18 9" }));
  }
  parts.push(
    g(
      {
        "clip-path": mirrorClip,
        fill: "none",
        stroke: "#e8fffd",
        opacity: 0.75,
        "stroke-linejoin": "round",
      },
      ...cracks,
    ),
    glow(defs, IMPACT[0], IMPACT[1], 70, "#e8fffd", 0.35),
  );

  // Light shaft from a barred window high on the left, dust in the beam.
  const flicker = t === null ? 1 : 0.9 + 0.1 * Math.sin(loop * 3);
  parts.push(
    el("rect", { x: 210, y: 70, width: 150, height: 96, fill: "#d9fbf7", opacity: 0.9 * flicker }),
    glow(defs, 285, 118, 190, "#bff3ee", 0.45 * flicker),
    g(
      { fill: "#0b1214" },
      ...[236, 268, 300, 332].map((bx) => el("rect", { x: bx, y: 70, width: 9, height: 96 })),
    ),
    lightCone(defs, [285, 118], 50, 24, 1000, "#cffbf6", 0.42 * flicker, 26),
    el("ellipse", {
      cx: 900,
      cy: 830,
      rx: 300,
      ry: 50,
      fill: "#bff3ee",
      opacity: 0.2,
      filter: defs.blur(18),
    }),
    particles(rng, 90, [300, 160, 900, 760], "#dffcf8", {
      opacity: 0.55,
      minR: 0.8,
      maxR: 2.2,
      rise: 0.12,
      t,
    }),
  );

  // Cold haze.
  parts.push(
    fog(defs, {
      seed: 21,
      freq: [0.0025, 0.006],
      color: "#7fb8b8",
      gain: 1.6,
      bias: -0.62,
      top: 420,
      bottom: H,
      fadeTop: 200,
      opacity: 0.45,
      offsetX: t === null ? 0 : Math.sin(loop) * 40,
    }),
  );

  // Foreground bars, out of focus, rim-lit from the window side.
  const barPaint = defs.linear(
    [
      [0, "#5d7d80"],
      [0.18, "#1a2629"],
      [0.6, "#070b0c"],
      [1, "#030506"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const bars: string[] = [];
  for (let index = 0; index < 8; index += 1) {
    const bx = -70 + index * 238;
    bars.push(el("rect", { x: bx, y: -40, width: 44, height: H + 80, fill: barPaint }));
  }
  bars.push(
    el("rect", { x: -40, y: 118, width: W + 80, height: 30, fill: "#070b0c" }),
    el("rect", { x: -40, y: 118, width: W + 80, height: 4, fill: "#5d7d80", opacity: 0.6 }),
  );
  parts.push(g({ filter: defs.blur(3) }, ...bars));

  parts.push(vignette(defs, 0.92, "#000000", 0.35));
  parts.push(fill("#1d4a4a", { opacity: 0.12, style: "mix-blend-mode:color" }));
  if (t === null) parts.push(grain(defs, 0.11));

  return { defs, body: parts.join(""), background: "#0a1215" };
}
