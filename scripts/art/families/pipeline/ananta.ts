/**
 * Ananta: Secrets of the Infinite. The endless serpent coils in a golden
 * figure of infinity across the cosmos; its fanned hoods rise over the centre
 * of a turning mandala.
 */
import { glow, grain, stars, vignette } from "../../lib/effects.ts";
import { type Frame } from "../../lib/render.ts";
import { createRng } from "../../lib/rng.ts";
import { type Art, type Pt, Defs, circle, el, fill, g, n, pathEl, smooth } from "../../lib/svg.ts";

const CENTER: Pt = [800, 520];

/** A point on the lemniscate of Bernoulli, u in [0, 2π). */
function lemniscate(u: number, a: number): Pt {
  const d = 1 + Math.sin(u) ** 2;
  return [
    CENTER[0] + (a * Math.cos(u)) / d,
    CENTER[1] + ((a * Math.sin(u) * Math.cos(u)) / d) * 1.15,
  ];
}

/** A neck as a chain of shaded discs along a quadratic curve. */
function neck(from: Pt, control: Pt, to: Pt, paint: string): string[] {
  const discs: string[] = [];
  for (let index = 0; index <= 80; index += 1) {
    const u = index / 80;
    const x = (1 - u) ** 2 * from[0] + 2 * (1 - u) * u * control[0] + u ** 2 * to[0];
    const y = (1 - u) ** 2 * from[1] + 2 * (1 - u) * u * control[1] + u ** 2 * to[1];
    discs.push(circle(x, y, 24 - u * 8, { fill: paint }));
  }
  return discs;
}

export function ananta({ t }: Frame): Art {
  const defs = new Defs("an");
  const rng = createRng("ananta");
  const phase = t ?? 0;
  const parts: string[] = [
    fill(
      defs.radial(
        [
          [0, "#2a1858"],
          [0.5, "#120a30"],
          [1, "#04030c"],
        ],
        { cx: 0.5, cy: 0.5, r: 0.75 },
      ),
    ),
    stars(rng, defs, { count: 320, color: "#ffe9c2", maxR: 1.5, bright: 0.04, t }),
    glow(defs, CENTER[0], CENTER[1], 620, "#ffb35c", 0.22),
  ];

  // The mandala: concentric rings of petals and ticks, slowly turning.
  const mandala: string[] = [];
  const turn = phase * 360 * 0.05;
  for (const [radius, petals, size] of [
    [180, 16, 26],
    [260, 24, 22],
    [340, 36, 16],
  ] as const) {
    mandala.push(
      circle(CENTER[0], CENTER[1], radius, {
        fill: "none",
        stroke: "#ffb35c",
        "stroke-width": 1.2,
        opacity: 0.45,
      }),
    );
    for (let index = 0; index < petals; index += 1) {
      const a = (index / petals) * 360;
      mandala.push(
        el("path", {
          d: `M0 ${-radius}Q${n(size * 0.5)} ${n(-radius - size * 0.6)} 0 ${n(-radius - size * 1.4)}Q${n(-size * 0.5)} ${n(-radius - size * 0.6)} 0 ${-radius}Z`,
          transform: `translate(${CENTER[0]} ${CENTER[1]}) rotate(${n(a + turn * (radius % 2 === 0 ? 1 : -1))})`,
          fill: "none",
          stroke: "#ffcf7a",
          "stroke-width": 1,
          opacity: 0.5,
        }),
      );
    }
  }
  mandala.push(
    circle(CENTER[0], CENTER[1], 420, {
      fill: "none",
      stroke: "#8b6cff",
      "stroke-width": 1,
      "stroke-dasharray": "2 10",
      opacity: 0.7,
    }),
  );
  parts.push(g({}, ...mandala));

  // The serpent: a tapering golden tube along the infinity curve, scales on top.
  const body: string[] = [];
  const tube = defs.radial(
    [
      [0, "#fff1c4"],
      [0.35, "#ffb35c"],
      [0.8, "#a4521c"],
      [1, "#4a1e0a"],
    ],
    { cx: 0.38, cy: 0.32, r: 0.7 },
  );
  const steps = 900;
  const start = Math.PI * 0.5 + 0.25;
  for (let index = 0; index < steps; index += 1) {
    const u = start + (index / steps) * Math.PI * 2 * 0.94;
    const [x, y] = lemniscate(u, 600);
    const taper = 0.08 + 0.92 * (1 - index / steps) ** 0.55;
    const r = 38 * taper;
    body.push(circle(x, y, r, { fill: tube }));
    // Scale bands: a darker crescent every few steps.
    if (index % 9 === 0) {
      body.push(
        circle(x, y, r * 0.98, {
          fill: "none",
          stroke: "#5a2a0c",
          "stroke-width": 1.2,
          opacity: 0.35,
        }),
      );
    }
  }
  parts.push(g({}, ...body));

  // Five hoods fanned above the crossing.
  const hoods: string[] = [];
  const neckBase = lemniscate(start, 600);
  for (const index of [-2, 2, -1, 1, 0]) {
    const angle = index * 24;
    const length = 205 - Math.abs(index) * 24;
    const rad = ((angle - 90) * Math.PI) / 180;
    const tip: Pt = [
      neckBase[0] + Math.cos(rad) * length,
      neckBase[1] + Math.sin(rad) * length - 40,
    ];
    const hoodShape: Pt[] = [
      [0, 10],
      [30, -8],
      [50, -44],
      [46, -82],
      [24, -104],
      [12, -128],
      [0, -134],
      [-12, -128],
      [-24, -104],
      [-46, -82],
      [-50, -44],
      [-30, -8],
    ];
    const hood = hoodShape.map(([hx, hy]): Pt => {
      const a = (angle * Math.PI) / 180;
      return [
        tip[0] + hx * Math.cos(a) - hy * Math.sin(a),
        tip[1] + hx * Math.sin(a) + hy * Math.cos(a),
      ];
    });
    hoods.push(
      ...neck(neckBase, [(neckBase[0] + tip[0]) / 2, neckBase[1] - 70], tip, tube),
      pathEl(smooth(hood, true), {
        fill: defs.radial(
          [
            [0, "#ffe4a0"],
            [0.6, "#e0852e"],
            [1, "#5a230b"],
          ],
          { cx: 0.5, cy: 0.55, r: 0.6 },
        ),
      }),
      pathEl(smooth(hood, true), {
        fill: "none",
        stroke: "#fff1c4",
        "stroke-width": 1.5,
        opacity: 0.6,
      }),
    );
    // The hood's mark and its eyes.
    const crown = hood[6]!;
    const centerHood: Pt = [
      hood[0]![0] * 0.45 + crown[0] * 0.55,
      hood[0]![1] * 0.45 + crown[1] * 0.55,
    ];
    hoods.push(
      circle(centerHood[0], centerHood[1], 9, {
        fill: "none",
        stroke: "#3b1606",
        "stroke-width": 3,
        opacity: 0.7,
      }),
      circle(centerHood[0], centerHood[1], 4.5, { fill: "#8be9fd" }),
      glow(defs, centerHood[0], centerHood[1], 26, "#8be9fd", 0.6),
    );
  }
  parts.push(glow(defs, neckBase[0], neckBase[1] - 200, 380, "#ffb35c", 0.25), g({}, ...hoods));

  parts.push(vignette(defs, 0.85, "#000000", 0.4));
  if (t === null) parts.push(grain(defs, 0.07));
  return { defs, body: parts.join(""), background: "#120a30" };
}
