/**
 * Dreadful Riddles Part 2: Curse of the Hollow Village. A crooked village on a
 * hill under a sickly green moon, dead trees and crows in the foreground,
 * low fog creeping up the path.
 */
import {
  driftingFog,
  fog,
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
import { crookedHouse, crow, deadTree } from "../../lib/shapes.ts";
import {
  type Art,
  type Pt,
  Defs,
  H,
  W,
  circle,
  el,
  fill,
  g,
  pathEl,
  smooth,
} from "../../lib/svg.ts";

const MOON: Pt = [1040, 250];

export function curseOfTheHollowVillage({ t }: Frame): Art {
  const defs = new Defs("hv");
  const rng = createRng("hollow-village");
  const loop = 2 * Math.PI * (t ?? 0);
  const parts: string[] = [];

  parts.push(
    fill(
      defs.linear([
        [0, "#020503"],
        [0.45, "#0b1a10"],
        [0.75, "#1d3320"],
        [1, "#0a130b"],
      ]),
    ),
    stars(rng, defs, {
      count: 160,
      box: [0, 0, W, 420],
      color: "#d9f0c0",
      maxR: 1.4,
      bright: 0.02,
      t,
    }),
  );

  // The moon: a pale green disc with mottled maria and a wide sickly halo.
  const moonR = 165;
  parts.push(
    glow(defs, MOON[0], MOON[1], 820, "#9fd06a", 0.4),
    glow(defs, MOON[0], MOON[1], 300, "#d7f59c", 0.4),
  );
  const maria = defs.filter(
    el("feTurbulence", { type: "fractalNoise", baseFrequency: 0.012, numOctaves: 4, seed: 12 }) +
      el("feColorMatrix", {
        type: "matrix",
        values: "0 0 0 0 0.35 0 0 0 0 0.45 0 0 0 0 0.25 2.6 0 0 0 -1.15",
      }),
    { x: MOON[0] - moonR, y: MOON[1] - moonR, width: moonR * 2, height: moonR * 2, name: "maria" },
  );
  const moonClip = defs.clip(circle(MOON[0], MOON[1], moonR));
  parts.push(
    circle(MOON[0], MOON[1], moonR, {
      fill: defs.radial(
        [
          [0, "#f4ffd8"],
          [0.7, "#d4ef9a"],
          [1, "#a7cf6c"],
        ],
        { cx: 0.42, cy: 0.4, r: 0.65 },
      ),
    }),
    g(
      { "clip-path": moonClip },
      el("rect", {
        x: MOON[0] - moonR,
        y: MOON[1] - moonR,
        width: moonR * 2,
        height: moonR * 2,
        filter: maria,
        opacity: 0.55,
      }),
    ),
  );
  // Ragged cloud across the moon.
  parts.push(
    driftingFog(
      defs,
      {
        seed: 17,
        freq: [0.0035, 0.02],
        octaves: 4,
        color: "#0d1a10",
        gain: 2.6,
        bias: -1.2,
        top: 180,
        bottom: 360,
        fadeTop: 60,
        fadeBottom: 70,
        opacity: 0.9,
      },
      t,
      120,
    ),
  );

  // Far hills, then the village hill.
  parts.push(
    pathEl(ridgeShape(ridge(rng, { baseY: 560, amp: 50, depth: 6 })), { fill: "#15281a" }),
  );
  const hill = ridge(rng, {
    baseY: 600,
    amp: 22,
    depth: 6,
    peaks: [
      [980, 500],
      [1180, 488],
      [760, 560],
    ],
  });
  parts.push(pathEl(ridgeShape(hill), { fill: "#0c170e" }));

  // Houses along the crest, leaning every which way, a few windows lit.
  const houses: string[] = [];
  const lights: string[] = [];
  const crestY = (x: number) => {
    const point = hill.reduce((best, p) => (Math.abs(p[0] - x) < Math.abs(best[0] - x) ? p : best));
    return point[1] + 6;
  };
  const specs: [number, number, number, number][] = [
    [690, 58, 70, -0.05],
    [770, 72, 96, 0.06],
    [862, 64, 84, -0.08],
    [940, 90, 130, 0.04],
    [1052, 70, 108, -0.1],
    [1150, 84, 120, 0.07],
    [1246, 62, 80, -0.04],
    [1318, 70, 92, 0.09],
    [1400, 56, 66, -0.06],
  ];
  for (const [hx, hw, hh, lean] of specs) {
    const house = crookedHouse(rng, {
      x: hx,
      y: crestY(hx + hw / 2),
      width: hw,
      height: hh,
      lean,
      roof: rng.range(0.6, 0.95),
    });
    houses.push(house.outline);
    for (const win of house.windows) {
      if (!rng.chance(0.42)) continue;
      const lit = t === null ? 1 : 0.75 + 0.25 * Math.sin(loop * 3 + win.x);
      lights.push(
        el("rect", {
          x: win.x,
          y: win.y,
          width: win.w,
          height: win.h,
          fill: "#e4f27a",
          opacity: 0.95 * lit,
        }),
        glow(defs, win.x + win.w / 2, win.y + win.h / 2, 34, "#c9e65a", 0.5 * lit),
      );
    }
  }
  // A leaning church spire.
  const spireBase = crestY(1000);
  houses.push(
    `M990 ${spireBase}L992 ${spireBase - 170}L1004 ${spireBase - 250}L1018 ${spireBase - 168}L1022 ${spireBase}Z`,
  );
  parts.push(pathEl(houses.join(""), { fill: "#040805" }), ...lights);

  // The path winding up to the village.
  const road: Pt[] = [
    [620, H + 20],
    [760, 820],
    [690, 740],
    [840, 670],
    [900, 600],
    [980, 560],
  ];
  parts.push(
    pathEl(smooth(road), {
      stroke: "#4d6e41",
      "stroke-width": 40,
      fill: "none",
      "stroke-linecap": "round",
      opacity: 0.45,
      filter: defs.blur(6),
    }),
  );

  // Creeping ground fog.
  parts.push(
    driftingFog(
      defs,
      {
        seed: 23,
        freq: [0.0025, 0.01],
        octaves: 4,
        color: "#8fbf72",
        gain: 2.0,
        bias: -0.7,
        top: 480,
        bottom: 760,
        fadeTop: 120,
        fadeBottom: 140,
        opacity: 0.55,
      },
      t,
      200,
    ),
  );

  // Foreground ground and the dead trees that frame the view.
  parts.push(
    pathEl(ridgeShape(ridge(rng, { baseY: 800, amp: 26, depth: 6 })), { fill: "#030604" }),
  );
  const trees = [
    deadTree(rng, { x: 160, y: 830, height: 760, width: 46, lean: 6, depth: 7, spread: 30 }),
    deadTree(rng, { x: 1460, y: 840, height: 700, width: 40, lean: -8, depth: 7, spread: 32 }),
    deadTree(rng, { x: 420, y: 790, height: 300, width: 14, lean: -4, depth: 6 }),
    deadTree(rng, { x: 1250, y: 790, height: 240, width: 12, lean: 6, depth: 5 }),
  ];
  parts.push(pathEl(trees.join(""), { fill: "#020402" }));
  parts.push(
    pathEl([crow(330, 238, 30), crow(1330, 300, 26, false, true), crow(1390, 250, 24)].join(""), {
      fill: "#020402",
    }),
  );
  // Crows circling the moon.
  const circling: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const a = loop + (index / 5) * Math.PI * 2;
    circling.push(
      crow(
        MOON[0] + Math.cos(a) * (230 + index * 20),
        MOON[1] - 40 + Math.sin(a) * 70,
        22 - index * 2,
        true,
        Math.cos(a) < 0,
      ),
    );
  }
  parts.push(pathEl(circling.join(""), { fill: "#050a06" }));

  // Spores drifting in the moonlight and a final low fog.
  parts.push(
    particles(rng, 70, [0, 400, W, H], "#cfe89a", { opacity: 0.5, maxR: 2, rise: 0.1, t }),
    fog(defs, {
      seed: 29,
      freq: [0.002, 0.008],
      color: "#a3c98a",
      gain: 1.7,
      bias: -0.75,
      top: 700,
      bottom: H + 20,
      fadeTop: 160,
      fadeBottom: 1,
      opacity: 0.35,
      offsetX: t === null ? 0 : Math.sin(loop) * 30,
    }),
  );
  parts.push(vignette(defs, 0.9, "#000000", 0.38));
  if (t === null) parts.push(grain(defs, 0.1));

  return { defs, body: parts.join(""), background: "#0a130b" };
}
