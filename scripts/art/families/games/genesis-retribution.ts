/**
 * Project Genesis – Retribution. A capital ship sweeps past a gas giant girdled
 * by an orbital megastructure; neon cyan running lights against orange burn.
 */
import { driftingFog, glow, glowEllipse, grain, stars, vignette } from "../../lib/effects.ts";
import { type Frame } from "../../lib/render.ts";
import { createRng } from "../../lib/rng.ts";
import { transformPoints } from "../../lib/shapes.ts";
import {
  type Art,
  type Pt,
  Defs,
  W,
  circle,
  el,
  fill,
  g,
  lerp,
  n,
  pathEl,
  poly,
} from "../../lib/svg.ts";

const PLANET: Pt = [420, 1130];
const PLANET_R = 760;
const SUN: Pt = [1380, 150];

/** Capital ship in side view, nose at the origin pointing left, 1000 units long. */
const HULL: Pt[] = [
  [0, 0],
  [90, -22],
  [300, -58],
  [520, -86],
  [600, -92],
  [640, -150],
  [700, -160],
  [760, -104],
  [900, -96],
  [1000, -78],
  [1000, 62],
  [880, 74],
  [620, 70],
  [380, 48],
  [160, 20],
];

const WING: Pt[] = [
  [420, 40],
  [640, 60],
  [860, 150],
  [900, 150],
  [830, 68],
  [640, 52],
];

export function genesisRetribution({ t }: Frame): Art {
  const defs = new Defs("gr");
  const rng = createRng("genesis");
  const phase = t ?? 0;
  const loop = 2 * Math.PI * phase;
  const parts: string[] = [fill("#02030a")];

  // Nebula: cyan and violet upper right, ember lower left.
  parts.push(
    driftingFog(
      defs,
      {
        seed: 81,
        freq: [0.0018, 0.0026],
        octaves: 5,
        color: "#4fd8f0",
        gain: 1.8,
        bias: -0.85,
        top: -60,
        bottom: 620,
        fadeTop: 1,
        fadeBottom: 260,
        opacity: 0.38,
      },
      t,
      60,
    ),
    driftingFog(
      defs,
      {
        seed: 82,
        freq: [0.0022, 0.003],
        octaves: 5,
        color: "#8b6cff",
        gain: 1.9,
        bias: -0.95,
        top: -60,
        bottom: 700,
        fadeTop: 1,
        fadeBottom: 300,
        opacity: 0.45,
      },
      t,
      -50,
    ),
    stars(rng, defs, { count: 420, color: "#e9f6ff", maxR: 1.6, bright: 0.03, t }),
  );

  // Distant sun with an anamorphic flare.
  parts.push(
    glow(defs, SUN[0], SUN[1], 520, "#ffb35c", 0.35),
    glow(defs, SUN[0], SUN[1], 120, "#fff3df", 0.95),
    glowEllipse(defs, SUN[0], SUN[1], 900, 8, "#8be9fd", 0.8),
    glowEllipse(defs, SUN[0], SUN[1], 420, 3, "#ffffff", 0.9),
  );

  // The orbital ring: far half behind the planet.
  const ringCx = PLANET[0] + 60;
  const ringCy = PLANET[1] - 470;
  const ringRx = 1180;
  const ringRy = 210;
  const tilt = -9;
  const ringTransform = `rotate(${tilt} ${ringCx} ${ringCy})`;
  const ringBand = (front: boolean) => {
    const clip = defs.clip(
      el("rect", {
        x: ringCx - ringRx - 100,
        y: front ? ringCy : ringCy - ringRy - 100,
        width: ringRx * 2 + 200,
        height: ringRy + 100,
        transform: ringTransform,
      }),
    );
    const chase = t === null ? 0 : -phase * 240;
    return g(
      { "clip-path": clip },
      el("ellipse", {
        cx: ringCx,
        cy: ringCy,
        rx: ringRx,
        ry: ringRy,
        fill: "none",
        stroke: "#10152a",
        "stroke-width": front ? 30 : 18,
        transform: ringTransform,
      }),
      el("ellipse", {
        cx: ringCx,
        cy: ringCy,
        rx: ringRx,
        ry: ringRy,
        fill: "none",
        stroke: "#2a3158",
        "stroke-width": front ? 30 : 18,
        "stroke-dasharray": "60 14",
        transform: ringTransform,
      }),
      el("ellipse", {
        cx: ringCx,
        cy: ringCy + (front ? 12 : 7),
        rx: ringRx,
        ry: ringRy,
        fill: "none",
        stroke: "#4fd8f0",
        "stroke-width": 2.5,
        "stroke-dasharray": "22 38",
        "stroke-dashoffset": chase,
        transform: ringTransform,
        opacity: front ? 1 : 0.6,
      }),
      el("ellipse", {
        cx: ringCx,
        cy: ringCy - (front ? 12 : 7),
        rx: ringRx,
        ry: ringRy,
        fill: "none",
        stroke: "#ff8a3d",
        "stroke-width": 2,
        "stroke-dasharray": "8 70",
        "stroke-dashoffset": t === null ? 0 : phase * 234,
        transform: ringTransform,
        opacity: front ? 0.9 : 0.5,
      }),
    );
  };
  parts.push(ringBand(false));

  // The gas giant: banded, lit from the sun at the upper right, with an atmosphere rim.
  const bands = defs.filter(
    el("feTurbulence", {
      type: "fractalNoise",
      baseFrequency: "0.0009 0.012",
      numOctaves: 5,
      seed: 88,
    }) +
      el("feColorMatrix", {
        type: "matrix",
        values: "0 0 0 0 0.95 0 0 0 0 0.55 0 0 0 0 0.28 2.2 0 0 0 -0.8",
      }),
    {
      x: PLANET[0] - PLANET_R,
      y: PLANET[1] - PLANET_R,
      width: PLANET_R * 2,
      height: PLANET_R * 2,
      name: "bands",
    },
  );
  const planetClip = defs.clip(circle(PLANET[0], PLANET[1], PLANET_R));
  parts.push(
    glow(defs, PLANET[0], PLANET[1], PLANET_R * 1.18, "#4fd8f0", 0.35),
    circle(PLANET[0], PLANET[1], PLANET_R, {
      fill: defs.radial(
        [
          [0, "#3a2a4a"],
          [0.7, "#1b1730"],
          [1, "#0a0b18"],
        ],
        { cx: 0.62, cy: 0.3, r: 0.8 },
      ),
    }),
    g(
      { "clip-path": planetClip },
      el("rect", {
        x: PLANET[0] - PLANET_R,
        y: PLANET[1] - PLANET_R,
        width: PLANET_R * 2,
        height: PLANET_R * 2,
        filter: bands,
        opacity: 0.55,
        transform: `rotate(-9 ${PLANET[0]} ${PLANET[1]})`,
      }),
      // Night side: shade away from the sun.
      circle(PLANET[0], PLANET[1], PLANET_R, {
        fill: defs.radial(
          [
            [0, "#000000", 0],
            [0.25, "#000000", 0.1],
            [0.5, "#000000", 0.78],
            [0.8, "#000000", 0.97],
          ],
          { cx: 0.85, cy: 0.05, r: 1.0 },
        ),
      }),
    ),
    circle(PLANET[0], PLANET[1], PLANET_R, {
      fill: "none",
      stroke: defs.linear(
        [
          [0, "#ff8a3d", 0.9],
          [0.5, "#8be9fd", 0.9],
          [1, "#4fd8f0", 0.05],
        ],
        { x1: 1, y1: 0, x2: 0, y2: 0.6 },
      ),
      "stroke-width": 5,
    }),
    circle(PLANET[0], PLANET[1], PLANET_R, {
      fill: "none",
      stroke: "#8be9fd",
      "stroke-width": 26,
      opacity: 0.25,
      filter: defs.blur(12),
    }),
  );
  parts.push(ringBand(true));

  // Escort fighters.
  const fighters: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const p = (phase + index / 5) % 1;
    const fx = lerp(W + 100, -320, p) + index * 40;
    const fy = lerp(380, 620, p) + Math.sin(index * 2.1) * 60;
    const body = transformPoints(
      [
        [0, 0],
        [26, -5],
        [34, -14],
        [38, -4],
        [40, 6],
        [24, 5],
      ],
      { x: fx, y: fy, scale: 0.9 },
    );
    fighters.push(
      el("line", {
        x1: fx + 40,
        y1: fy,
        x2: fx + 130,
        y2: fy - 4,
        stroke: "#ff8a3d",
        "stroke-width": 1.6,
        opacity: 0.7,
      }),
      pathEl(poly(body), {
        fill: "#0c1020",
        stroke: "#8be9fd",
        "stroke-width": 0.8,
        "stroke-opacity": 0.6,
      }),
    );
  }
  parts.push(g({ opacity: t === null ? 0.9 : 1 }, ...fighters.slice(0, t === null ? 6 : 10)));

  // The capital ship.
  const drift = t === null ? 0 : Math.sin(loop) * 8;
  const place = { x: 840 + drift, y: 330 + Math.sin(loop * 2) * 4, scale: 0.62, rotate: 14 };
  const hull = transformPoints(HULL, place);
  const wing = transformPoints(WING, place);
  const at = (p: Pt) => transformPoints([p], place)[0]!;
  const hullPaint = defs.linear(
    [
      [0, "#3b4570"],
      [0.35, "#161b33"],
      [1, "#070912"],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const ship: string[] = [];
  // Engine burn trailing off to the right.
  for (const ey of [-60, -10, 40]) {
    const start = at([1000, ey]);
    const end = at([1000 + 520, ey]);
    const pulse = t === null ? 1 : 0.85 + 0.15 * Math.sin(loop * 6 + ey);
    ship.push(
      el("line", {
        x1: start[0],
        y1: start[1],
        x2: end[0],
        y2: end[1],
        stroke: defs.linear(
          [
            [0, "#ffd9a8", 0.95],
            [0.2, "#ff8a3d", 0.7 * pulse],
            [1, "#ff8a3d", 0],
          ],
          { x1: start[0], y1: start[1], x2: end[0], y2: end[1], user: true },
        ),
        "stroke-width": 22,
        "stroke-linecap": "round",
        filter: defs.blur(4),
      }),
      glow(defs, start[0], start[1], 80 * pulse, "#ff8a3d", 0.8),
    );
  }
  ship.push(
    pathEl(poly(wing), {
      fill: "#0b0e1c",
      stroke: "#8be9fd",
      "stroke-width": 1,
      "stroke-opacity": 0.4,
    }),
    pathEl(poly(hull), { fill: hullPaint }),
    // Faceted lower hull in shadow.
    pathEl(
      poly(
        transformPoints(
          [
            [0, 0],
            [1000, -8],
            [1000, 62],
            [880, 74],
            [620, 70],
            [380, 48],
            [160, 20],
          ],
          place,
        ),
      ),
      {
        fill: "#05070e",
        opacity: 0.85,
      },
    ),
    // Sunlit upper edge.
    pathEl(poly(hull.slice(0, 10), false), {
      fill: "none",
      stroke: "#ffcf99",
      "stroke-width": 2,
      "stroke-opacity": 0.75,
    }),
  );
  // Hull plating and running lights.
  for (let index = 0; index < 16; index += 1) {
    const u = 120 + index * 55;
    const top = at([u, lerp(-20, -90, Math.min(1, u / 600))]);
    const bottom = at([u + 30, lerp(18, 66, Math.min(1, u / 800))]);
    ship.push(
      el("line", {
        x1: top[0],
        y1: top[1],
        x2: bottom[0],
        y2: bottom[1],
        stroke: "#000000",
        "stroke-opacity": 0.35,
        "stroke-width": 1.5,
      }),
    );
  }
  const lightsLine = [
    [200, -12],
    [320, -30],
    [440, -44],
    [560, -58],
    [680, -66],
    [800, -62],
    [920, -56],
  ] as Pt[];
  lightsLine.forEach((point, index) => {
    const [lx, ly] = at(point);
    const blink = t === null ? 1 : 0.4 + 0.6 * Math.max(0, Math.sin(loop * 2 - index * 0.9));
    ship.push(
      glow(defs, lx, ly, 16, "#4fd8f0", 0.9 * blink),
      circle(lx, ly, 2.2, { fill: "#dffaff" }),
    );
  });
  const bridge = at([680, -140]);
  ship.push(
    el("rect", {
      x: bridge[0] - 26,
      y: bridge[1] - 3,
      width: 52,
      height: 6,
      fill: "#8be9fd",
      transform: `rotate(${place.rotate} ${n(bridge[0])} ${n(bridge[1])})`,
    }),
  );
  parts.push(g({}, ...ship));

  parts.push(vignette(defs, 0.8, "#000000", 0.4));
  if (t === null) parts.push(grain(defs, 0.07));

  return { defs, body: parts.join(""), background: "#02030a" };
}
