/**
 * HyperFlight Arena: multiplayer aerial combat among floating sky arenas.
 * Bright high-altitude daylight, a course of ring gates, jets and drones at speed.
 */
import { driftingFog, glow, glowEllipse, grain, vignette } from "../../lib/effects.ts";
import { type Frame } from "../../lib/render.ts";
import { createRng } from "../../lib/rng.ts";
import { DRONE_HALF, floatingIsland, jet, ringGate } from "../../lib/shapes.ts";
import {
  type Art,
  type Pt,
  Defs,
  H,
  W,
  el,
  fill,
  g,
  lerp,
  n,
  pathEl,
  poly,
} from "../../lib/svg.ts";

const VANISH: Pt = [860, 300];

export function hyperflightArena({ t }: Frame): Art {
  const defs = new Defs("hf");
  const rng = createRng("hyperflight");
  const phase = t ?? 0;
  const loop = 2 * Math.PI * phase;
  // Gentle chase-camera sway in the clip.
  const camX = t === null ? 0 : Math.sin(loop) * 10;
  const camY = t === null ? 0 : Math.sin(loop * 2) * 5;

  const sky = defs.linear([
    [0, "#061a52"],
    [0.32, "#1656c4"],
    [0.62, "#4fa6f2"],
    [0.82, "#a9dcff"],
    [1, "#e6f6ff"],
  ]);
  const parts: string[] = [fill(sky)];

  // Sun and glare.
  parts.push(glow(defs, 1240, 190, 620, "#fff4d6", 0.55));
  parts.push(glow(defs, 1240, 190, 160, "#ffffff", 0.95));
  parts.push(glowEllipse(defs, 800, 620, 1100, 180, "#ffffff", 0.55));

  // High thin cirrus.
  parts.push(
    driftingFog(
      defs,
      {
        seed: 11,
        freq: [0.0016, 0.012],
        octaves: 4,
        color: "#ffffff",
        gain: 2.4,
        bias: -1.05,
        top: 40,
        bottom: 360,
        fadeTop: 80,
        fadeBottom: 160,
        opacity: 0.7,
      },
      t,
      160,
    ),
  );

  // Distant islands, hazed into the sky.
  const far = g(
    { transform: `translate(${n(camX * 0.2)} ${n(camY * 0.2)})` },
    floatingIsland(rng, defs, {
      x: 120,
      y: 330,
      width: 190,
      depth: 120,
      haze: 0.62,
      hazeColor: "#9fd0f7",
    }),
    floatingIsland(rng, defs, {
      x: 1420,
      y: 470,
      width: 150,
      depth: 95,
      haze: 0.66,
      hazeColor: "#a9d7fa",
    }),
    floatingIsland(rng, defs, {
      x: 600,
      y: 250,
      width: 110,
      depth: 70,
      haze: 0.72,
      hazeColor: "#8cc4f3",
    }),
  );
  parts.push(far);

  // The course: ring gates receding to the vanishing point.
  const rings: string[] = [];
  const gates = 6;
  for (let index = gates - 1; index >= 0; index -= 1) {
    const depth = index / (gates - 1);
    const ease = depth ** 0.55;
    const cx = lerp(360, VANISH[0], ease) + Math.sin(depth * Math.PI) * 150;
    const cy = lerp(560, VANISH[1], ease) + Math.sin(depth * Math.PI) * 60;
    const scale = lerp(1, 0.08, ease);
    const pulse = t === null ? 1 : 0.75 + 0.25 * Math.sin(loop * 2 - index * 0.9);
    rings.push(
      ringGate(defs, {
        cx,
        cy,
        rx: 230 * scale + 6,
        ry: 270 * scale + 8,
        color: index % 2 === 0 ? "#4fd8f0" : "#ff8a3d",
        width: Math.max(2, 16 * scale),
        rotate: 8 - depth * 8,
        glowAmount: pulse,
      }),
    );
  }
  parts.push(g({ transform: `translate(${n(camX * 0.5)} ${n(camY * 0.5)})` }, ...rings));

  // The main arena island with pylons and a waterfall.
  const arena = [
    floatingIsland(rng, defs, {
      x: 1260,
      y: 560,
      width: 560,
      depth: 300,
      rock: ["#7a6c94", "#2f2c55", "#121634"],
      grass: ["#8ff0c0", "#2a8a80"],
    }),
  ];
  // The arena bowl: tiered stands, a glowing rim, floodlight spires.
  const bowl = { cx: 1262, cy: 536, rx: 230, ry: 34 };
  arena.push(
    el("ellipse", { cx: bowl.cx, cy: bowl.cy + 6, rx: bowl.rx, ry: bowl.ry, fill: "#1b2048" }),
    el("ellipse", {
      cx: bowl.cx,
      cy: bowl.cy + 10,
      rx: bowl.rx * 0.78,
      ry: bowl.ry * 0.62,
      fill: "#0e1230",
    }),
    el("ellipse", {
      cx: bowl.cx,
      cy: bowl.cy + 12,
      rx: bowl.rx * 0.5,
      ry: bowl.ry * 0.34,
      fill: "#4fd8f0",
      opacity: 0.5,
    }),
    el("ellipse", {
      cx: bowl.cx,
      cy: bowl.cy + 6,
      rx: bowl.rx,
      ry: bowl.ry,
      fill: "none",
      stroke: "#8be9fd",
      "stroke-width": 3,
    }),
    el("ellipse", {
      cx: bowl.cx,
      cy: bowl.cy + 6,
      rx: bowl.rx,
      ry: bowl.ry,
      fill: "none",
      stroke: "#4fd8f0",
      "stroke-width": 12,
      opacity: 0.45,
      filter: defs.blur(6),
    }),
  );
  for (const [px, height, lean] of [
    [1050, 170, -10],
    [1130, 230, -4],
    [1395, 220, 4],
    [1474, 160, 10],
  ] as const) {
    const base = 538;
    const tip: Pt = [px + lean, base - height];
    arena.push(
      pathEl(
        poly([
          [px - 10, base],
          [tip[0] - 2, tip[1]],
          [tip[0] + 2, tip[1]],
          [px + 10, base],
        ]),
        {
          fill: defs.linear([
            [0, "#3a4680"],
            [1, "#141a40"],
          ]),
        },
      ),
      glow(defs, tip[0], tip[1], 34, "#8be9fd", 0.9),
      el("circle", { cx: tip[0], cy: tip[1], r: 3.5, fill: "#ffffff" }),
    );
  }
  const fall = defs.linear([
    [0, "#ffffff", 0.85],
    [1, "#ffffff", 0],
  ]);
  arena.push(el("rect", { x: 1504, y: 560, width: 10, height: 240, fill: fall, opacity: 0.8 }));
  parts.push(g({ transform: `translate(${n(camX * 0.7)} ${n(camY * 0.7)})` }, ...arena));

  // Cloud sea below.
  parts.push(
    driftingFog(
      defs,
      {
        seed: 4,
        freq: [0.0022, 0.0065],
        octaves: 5,
        color: "#ffffff",
        gain: 2.6,
        bias: -0.9,
        top: 640,
        bottom: H + 40,
        fadeTop: 130,
        fadeBottom: 1,
      },
      t,
      420,
    ),
  );
  parts.push(
    driftingFog(
      defs,
      {
        seed: 9,
        freq: [0.003, 0.009],
        octaves: 4,
        color: "#b9d6f3",
        gain: 2.2,
        bias: -1.0,
        top: 720,
        bottom: H + 40,
        fadeTop: 100,
        fadeBottom: 1,
        opacity: 0.8,
      },
      t,
      620,
    ),
  );

  // Speed lines streaming out from the vanishing point.
  const lines: string[] = [];
  for (let index = 0; index < 70; index += 1) {
    const angle = rng.range(0, Math.PI * 2);
    const startR = rng.range(520, 820);
    const lengthR = rng.range(160, 520);
    const offset = rng.next();
    const u = t === null ? 0.5 : (phase * 2 + offset) % 1;
    const travel = t === null ? 0 : u * 500;
    const fade = t === null ? 1 : Math.sin(Math.PI * u);
    const r0 = startR + travel;
    const a: Pt = [VANISH[0] + Math.cos(angle) * r0, VANISH[1] + Math.sin(angle) * r0 * 0.8];
    const b: Pt = [
      VANISH[0] + Math.cos(angle) * (r0 + lengthR),
      VANISH[1] + Math.sin(angle) * (r0 + lengthR) * 0.8,
    ];
    const paint = defs.linear(
      [
        [0, "#ffffff", 0],
        [1, "#ffffff", rng.range(0.18, 0.45) * fade],
      ],
      { x1: a[0], y1: a[1], x2: b[0], y2: b[1], user: true },
    );
    lines.push(
      el("line", {
        x1: a[0],
        y1: a[1],
        x2: b[0],
        y2: b[1],
        stroke: paint,
        "stroke-width": rng.range(0.8, 2),
      }),
    );
  }
  parts.push(g({}, ...lines));

  // Jets: a wingman pair in the distance, a crossing interceptor, the hero jet near.
  const crossing = t === null ? 0.42 : (phase + 0.42) % 1;
  const cross: Pt = [lerp(-260, W + 260, crossing), lerp(250, 120, crossing)];
  parts.push(
    jet(defs, { x: 780, y: 250, scale: 0.34, rotate: -24, sy: 0.7, body: "#233066", trail: 300 }),
    jet(defs, { x: 700, y: 300, scale: 0.28, rotate: -26, sy: 0.7, body: "#233066", trail: 260 }),
    jet(defs, {
      x: cross[0],
      y: cross[1],
      scale: 0.5,
      rotate: -6,
      sy: 0.55,
      body: "#1b2350",
      engine: "#ff8a3d",
      trail: 520,
    }),
  );
  // Drones patrolling the gates.
  for (const [dx, dy, ds, dr] of [
    [560, 470, 0.22, 10],
    [905, 430, 0.14, 30],
    [640, 380, 0.12, -20],
  ] as const) {
    const bob = t === null ? 0 : Math.sin(loop + dx) * 6;
    parts.push(
      jet(defs, {
        x: dx,
        y: dy + bob,
        scale: ds,
        rotate: dr,
        sy: 0.8,
        body: "#141a3c",
        canopy: "#ff8a3d",
        half: DRONE_HALF,
      }),
    );
  }
  const heroBob = t === null ? 0 : Math.sin(loop) * 8;
  parts.push(
    g(
      {},
      jet(defs, {
        x: 470 + camX * 1.4,
        y: 640 + heroBob,
        scale: 1.75,
        rotate: -17,
        sy: 0.62,
        body: defs.linear([
          [0, "#3a4a8c"],
          [0.5, "#1a2452"],
          [1, "#0b1030"],
        ]),
        edge: "#cfefff",
        trail: 620,
      }),
    ),
  );

  // Lens bloom from the sun and a soft vignette.
  parts.push(glow(defs, 1240, 190, 60, "#ffffff", 1));
  parts.push(vignette(defs, 0.55, "#020a2a", 0.5));
  if (t === null) parts.push(grain(defs, 0.06));

  return { defs, body: parts.join(""), background: "#1656c4" };
}
