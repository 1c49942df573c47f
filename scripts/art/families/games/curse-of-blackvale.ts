/**
 * Dreadful Realms: Curse of Blackvale. A gothic castle on its crag against a
 * blood moon, the town of Blackvale huddled below in crimson mist, a graveyard
 * and iron fence in the foreground, bats loose in the sky.
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
import { bat, castle, crookedHouse, gravestone, ironFence } from "../../lib/shapes.ts";
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
  lerp,
  pathEl,
  shape,
} from "../../lib/svg.ts";

const MOON: Pt = [1010, 320];
const MOON_R = 215;

export function curseOfBlackvale({ t }: Frame): Art {
  const defs = new Defs("bv");
  const rng = createRng("blackvale");
  const loop = 2 * Math.PI * (t ?? 0);
  const pulse = t === null ? 1 : 0.92 + 0.08 * Math.sin(loop);
  const parts: string[] = [];

  parts.push(
    fill(
      defs.linear([
        [0, "#070001"],
        [0.35, "#2a0306"],
        [0.7, "#6e0c12"],
        [1, "#1a0203"],
      ]),
    ),
    stars(rng, defs, {
      count: 120,
      box: [0, 0, W, 380],
      color: "#ffd0c8",
      maxR: 1.3,
      bright: 0.02,
      t,
    }),
    glow(defs, MOON[0], MOON[1], 900, "#c0141e", 0.55 * pulse),
    glow(defs, MOON[0], MOON[1], 380, "#ff4b3a", 0.5 * pulse),
  );

  // The blood moon, mottled.
  const maria = defs.filter(
    el("feTurbulence", { type: "fractalNoise", baseFrequency: 0.011, numOctaves: 4, seed: 4 }) +
      el("feColorMatrix", {
        type: "matrix",
        values: "0 0 0 0 0.35 0 0 0 0 0.02 0 0 0 0 0.03 2.8 0 0 0 -1.2",
      }),
    {
      x: MOON[0] - MOON_R,
      y: MOON[1] - MOON_R,
      width: MOON_R * 2,
      height: MOON_R * 2,
      name: "maria",
    },
  );
  parts.push(
    circle(MOON[0], MOON[1], MOON_R, {
      fill: defs.radial(
        [
          [0, "#ffb08a"],
          [0.45, "#ff5a3a"],
          [0.85, "#c4161c"],
          [1, "#8a0c12"],
        ],
        { cx: 0.44, cy: 0.42, r: 0.62 },
      ),
    }),
    g(
      { "clip-path": defs.clip(circle(MOON[0], MOON[1], MOON_R)) },
      el("rect", {
        x: MOON[0] - MOON_R,
        y: MOON[1] - MOON_R,
        width: MOON_R * 2,
        height: MOON_R * 2,
        filter: maria,
        opacity: 0.6,
      }),
    ),
  );
  // Tattered clouds drifting across the moon.
  parts.push(
    driftingFog(
      defs,
      {
        seed: 51,
        freq: [0.003, 0.018],
        octaves: 4,
        color: "#1a0204",
        gain: 2.8,
        bias: -1.25,
        top: 160,
        bottom: 470,
        fadeTop: 80,
        fadeBottom: 90,
        opacity: 0.92,
      },
      t,
      160,
    ),
  );

  // Distant mountains.
  parts.push(
    pathEl(ridgeShape(ridge(rng, { baseY: 600, amp: 70, depth: 6, rough: 0.5 })), {
      fill: "#3a0609",
    }),
  );

  // The crag and the castle upon it.
  const cragRng = createRng("blackvale-crag");
  const cragKeys: Pt[] = [
    [640, H + 40],
    [760, 730],
    [840, 610],
    [895, 528],
    [1175, 522],
    [1235, 600],
    [1320, 700],
    [1440, H + 40],
  ];
  const crag: Pt[] = [];
  cragKeys.forEach((point, index) => {
    const next = cragKeys[index + 1];
    crag.push(point);
    if (!next || (point[1] < 540 && next[1] < 540)) return;
    for (let step = 1; step < 6; step += 1) {
      const u = step / 6;
      crag.push([
        lerp(point[0], next[0], u) + cragRng.range(-18, 18),
        lerp(point[1], next[1], u) + cragRng.range(-14, 14),
      ]);
    }
  });
  const keep = castle(
    522,
    [
      { x: 880, width: 46, height: 210, roof: 1.9 },
      { x: 950, width: 70, height: 300, roof: 0 },
      { x: 1030, width: 52, height: 380, roof: 2.4 },
      { x: 1094, width: 40, height: 250, roof: 2.0 },
      { x: 1145, width: 34, height: 170, roof: 1.8 },
    ],
    120,
  );
  parts.push(pathEl(shape(crag) + keep.outline, { fill: "#0b0102" }));
  for (const [wx, wy] of keep.windows) {
    if (!rng.chance(0.55)) continue;
    const flicker = t === null ? 1 : 0.7 + 0.3 * Math.abs(Math.sin(loop * 4 + wx * 0.1 + wy));
    parts.push(
      el("rect", {
        x: wx - 4,
        y: wy - 10,
        width: 8,
        height: 20,
        rx: 4,
        fill: "#ff9a4a",
        opacity: 0.95 * flicker,
      }),
      glow(defs, wx, wy, 30, "#ff5a2a", 0.6 * flicker),
    );
  }

  // Blackvale town: steep roofs and spires below the crag.
  const roofs: string[] = [];
  const lights: string[] = [];
  for (let index = 0; index < 26; index += 1) {
    const hx = lerp(-20, 780, index / 25) + rng.range(-10, 10);
    const base = 760 + Math.sin(index * 0.7) * 16 + rng.range(-8, 8);
    const house = crookedHouse(rng, {
      x: hx,
      y: base,
      width: rng.range(40, 62),
      height: rng.range(50, 110),
      lean: rng.range(-0.05, 0.05),
      roof: rng.range(0.9, 1.4),
    });
    roofs.push(house.outline);
    for (const win of house.windows) {
      if (rng.chance(0.25))
        lights.push(
          el("rect", {
            x: win.x,
            y: win.y,
            width: win.w,
            height: win.h,
            fill: "#ff7a3a",
            opacity: 0.85,
          }),
        );
    }
  }
  roofs.push(
    "M402 700L408 520L416 500L424 520L430 700Z",
    "M610 720L615 560L622 540L629 560L634 720Z",
  );
  for (let index = 0; index < 10; index += 1) {
    const hx = lerp(1320, 1620, index / 9);
    const house = crookedHouse(rng, {
      x: hx,
      y: 780 + rng.range(-10, 10),
      width: rng.range(40, 60),
      height: rng.range(60, 100),
      lean: rng.range(-0.05, 0.05),
      roof: 1.1,
    });
    roofs.push(house.outline);
    for (const win of house.windows) {
      if (rng.chance(0.3))
        lights.push(
          el("rect", {
            x: win.x,
            y: win.y,
            width: win.w,
            height: win.h,
            fill: "#ff7a3a",
            opacity: 0.85,
          }),
        );
    }
  }
  parts.push(pathEl(roofs.join(""), { fill: "#170204" }), g({}, ...lights));

  // Crimson mist settling over the town.
  parts.push(
    driftingFog(
      defs,
      {
        seed: 61,
        freq: [0.0022, 0.009],
        octaves: 4,
        color: "#d2303a",
        gain: 2.0,
        bias: -0.75,
        top: 560,
        bottom: 860,
        fadeTop: 130,
        fadeBottom: 120,
        opacity: 0.42,
      },
      t,
      220,
    ),
  );

  // Bats wheeling out of the castle.
  const bats: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const phase = (index / 14 + (t ?? 0)) % 1;
    const a = phase * Math.PI * 2;
    const radius = rng.range(180, 520);
    const bx = 1040 + Math.cos(a + index) * radius * 1.3;
    const by = 300 + Math.sin(a * 2 + index) * radius * 0.35;
    const still = rng.range(-1, 1);
    const flap = t === null ? still : Math.sin(loop * 8 + index);
    bats.push(bat(bx, by, rng.range(16, 34), flap));
  }
  parts.push(pathEl(bats.join(""), { fill: "#0a0102" }));

  // Graveyard and iron fence in the foreground.
  const ground = ridge(rng, { baseY: 850, amp: 16, depth: 5 });
  const graves: string[] = [ridgeShape(ground)];
  for (const [gx, gh, kind, lean] of [
    [90, 120, "cross", -6],
    [230, 90, "round", 4],
    [340, 130, "round", -3],
    [1240, 110, "cross", 8],
    [1380, 96, "round", -5],
    [1500, 140, "cross", 3],
  ] as const) {
    graves.push(gravestone(gx, 862, gh, kind, lean));
  }
  graves.push(ironFence(480, 1180, 880, 120, 34));
  parts.push(pathEl(graves.join(""), { fill: "#040001" }));

  parts.push(
    particles(rng, 60, [0, 420, W, H], "#ff8a6a", { opacity: 0.45, maxR: 1.8, rise: 0.12, t }),
    driftingFog(
      defs,
      {
        seed: 71,
        freq: [0.003, 0.012],
        octaves: 3,
        color: "#8a1a22",
        gain: 1.8,
        bias: -0.8,
        top: 760,
        bottom: H + 30,
        fadeTop: 120,
        fadeBottom: 1,
        opacity: 0.5,
      },
      t,
      -160,
    ),
  );
  parts.push(vignette(defs, 0.92, "#000000", 0.35));
  if (t === null) parts.push(grain(defs, 0.1));

  return { defs, body: parts.join(""), background: "#1a0203" };
}
