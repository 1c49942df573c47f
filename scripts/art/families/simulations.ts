/**
 * Product-card art for the six simulation products: drone training, space
 * exploration, industrial robotics, defence and tactical, healthcare, education.
 */
import { driftingFog, glow, lightCone, particles, stars } from "../lib/effects.ts";
import { type Frame } from "../lib/render.ts";
import { createRng } from "../lib/rng.ts";
import { BODY_HALF, symmetric, transformPoints } from "../lib/shapes.ts";
import { type Art, type Pt, Defs, W, circle, el, g, n, pathEl, poly, smooth } from "../lib/svg.ts";
import { type Vec3, lookAt } from "../lib/three.ts";
import {
  ALERT,
  CYAN,
  CYAN_LIGHT,
  EMBER,
  EMBER_LIGHT,
  INK,
  VIOLET,
  VIOLET_LIGHT,
  backdrop,
  brackets,
  finish,
  node,
  panel,
  textLines,
  ticks,
} from "../lib/tech.ts";

/** Smooth pseudo-terrain height from a few sines (deterministic, no noise library). */
function terrainHeight(x: number, y: number): number {
  return (
    Math.sin(x * 0.35) * 0.9 +
    Math.cos(y * 0.28 + x * 0.1) * 1.2 +
    Math.sin((x + y) * 0.6) * 0.35 +
    Math.exp(-((x - 2) ** 2 + (y - 14) ** 2) / 18) * 3.2
  );
}

/** Drone training: a quadcopter over a wireframe landscape, HUD over all. */
export function simDroneTraining({ t }: Frame): Art {
  const defs = new Defs("dt");
  const loop = 2 * Math.PI * (t ?? 0);
  const parts: string[] = [backdrop(defs, { focus: [800, 380], horizon: 900, grid: false })];
  const camera = lookAt([0, -12, 10], [0, 12, 0], 820, [W / 2, 470]);
  const lines: string[] = [];
  for (let gy = -4; gy <= 30; gy += 1) {
    const points: Pt[] = [];
    for (let gx = -22; gx <= 22; gx += 0.5) {
      const { x, y } = camera.project([gx, gy, terrainHeight(gx, gy)]);
      points.push([x, y]);
    }
    lines.push(
      pathEl(poly(points, false), { opacity: Math.max(0.12, 0.8 - gy * 0.022).toFixed(2) }),
    );
  }
  for (let gx = -22; gx <= 22; gx += 2) {
    const points: Pt[] = [];
    for (let gy = -4; gy <= 30; gy += 0.5) {
      const { x, y } = camera.project([gx, gy, terrainHeight(gx, gy)]);
      points.push([x, y]);
    }
    lines.push(pathEl(poly(points, false), { opacity: 0.25 }));
  }
  parts.push(g({ stroke: CYAN, "stroke-width": 1.2, fill: "none" }, ...lines));

  // Waypoint route over the terrain.
  const route: Vec3[] = [
    [-8, 0, 0],
    [-3, 6, 0],
    [4, 10, 0],
    [9, 18, 0],
    [2, 24, 0],
  ];
  const routePts = route.map(([x, y]) => camera.project([x, y, terrainHeight(x, y) + 1.2]));
  parts.push(
    pathEl(smooth(routePts.map(({ x, y }): Pt => [x, y])), {
      stroke: EMBER_LIGHT,
      "stroke-width": 2.5,
      fill: "none",
      "stroke-dasharray": "10 8",
    }),
    ...routePts.map(({ x, y }) => node(defs, x, y, 7, EMBER, 0.9)),
  );

  // The drone, top-down three-quarter, with spinning rotor discs.
  const drone: Pt = [800 + Math.sin(loop) * 10, 250 + Math.sin(loop * 2) * 6];
  const arms: Pt[] = [
    [-150, -70],
    [150, -70],
    [-150, 70],
    [150, 70],
  ];
  const droneParts: string[] = [];
  for (const [ax, ay] of arms) {
    droneParts.push(
      el("line", {
        x1: drone[0],
        y1: drone[1],
        x2: drone[0] + ax,
        y2: drone[1] + ay * 0.55,
        stroke: "#2a3158",
        "stroke-width": 16,
        "stroke-linecap": "round",
      }),
      el("ellipse", {
        cx: drone[0] + ax,
        cy: drone[1] + ay * 0.55,
        rx: 78,
        ry: 26,
        fill: CYAN_LIGHT,
        opacity: 0.12,
        stroke: CYAN_LIGHT,
        "stroke-opacity": 0.5,
      }),
      el("ellipse", {
        cx: drone[0] + ax,
        cy: drone[1] + ay * 0.55,
        rx: 12,
        ry: 6,
        fill: "#0a0c16",
        stroke: CYAN_LIGHT,
      }),
      pathEl(
        `M${n(drone[0] + ax - 70 * Math.cos(loop * 9))} ${n(drone[1] + ay * 0.55 - 22 * Math.sin(loop * 9))}L${n(drone[0] + ax + 70 * Math.cos(loop * 9))} ${n(drone[1] + ay * 0.55 + 22 * Math.sin(loop * 9))}`,
        { stroke: "#dfe6ff", "stroke-width": 3, opacity: 0.35 },
      ),
    );
  }
  droneParts.push(
    el("ellipse", {
      cx: drone[0],
      cy: drone[1],
      rx: 70,
      ry: 38,
      fill: defs.linear([
        [0, "#3a4680"],
        [1, "#12162c"],
      ]),
      stroke: CYAN_LIGHT,
      "stroke-opacity": 0.6,
    }),
    el("ellipse", {
      cx: drone[0],
      cy: drone[1] + 20,
      rx: 18,
      ry: 12,
      fill: "#05060b",
      stroke: CYAN_LIGHT,
    }),
    glow(defs, drone[0] - 40, drone[1], 18, EMBER, 0.9),
    glow(defs, drone[0] + 40, drone[1], 18, "#5dff9a", 0.9),
  );
  parts.push(glow(defs, drone[0], drone[1] + 140, 220, CYAN, 0.2), g({}, ...droneParts));

  // HUD: reticle, altitude ladder, heading tape.
  parts.push(
    brackets(drone[0] - 250, drone[1] - 140, 500, 280, CYAN_LIGHT, 32, 3),
    ticks([110, 160], [110, 700], 30, 22, CYAN_LIGHT),
    ticks([1490, 160], [1490, 700], 30, -22, CYAN_LIGHT),
    ticks([500, 70], [1100, 70], 40, 14, CYAN_LIGHT),
    pathEl(`M800 58l-9-14h18z`, { fill: EMBER_LIGHT }),
    el("rect", {
      x: 74,
      y: 410,
      width: 70,
      height: 26,
      rx: 4,
      fill: "none",
      stroke: EMBER_LIGHT,
      "stroke-width": 2,
    }),
    el("rect", {
      x: 1456,
      y: 380,
      width: 70,
      height: 26,
      rx: 4,
      fill: "none",
      stroke: EMBER_LIGHT,
      "stroke-width": 2,
    }),
  );
  parts.push(finish(defs, t === null));
  return { defs, body: parts.join(""), background: INK[900] };
}

/** Space exploration: a ringed world, orbits, a probe on its transfer. */
export function simSpaceExploration({ t }: Frame): Art {
  const defs = new Defs("sx");
  const rng = createRng("sim-space");
  const phase = t ?? 0;
  const planet: Pt = [700, 470];
  const parts: string[] = [
    backdrop(defs, { focus: planet, horizon: 900, grid: false, accent: VIOLET, accent2: CYAN }),
    stars(rng, defs, { count: 300, color: "#e6ecff", maxR: 1.3, t }),
  ];
  // Orbits (behind), planet, orbits (front).
  const orbit = (rx: number, ry: number, tilt: number, color: string, dash?: string) =>
    el("ellipse", {
      cx: planet[0],
      cy: planet[1],
      rx,
      ry,
      fill: "none",
      stroke: color,
      "stroke-width": 1.5,
      "stroke-dasharray": dash,
      transform: `rotate(${tilt} ${planet[0]} ${planet[1]})`,
      opacity: 0.75,
    });
  parts.push(orbit(560, 150, -12, CYAN), orbit(720, 230, 8, VIOLET_LIGHT, "5 9"));
  parts.push(
    glow(defs, planet[0], planet[1], 340, CYAN, 0.35),
    circle(planet[0], planet[1], 200, {
      fill: defs.radial(
        [
          [0, "#6fd8ea"],
          [0.45, "#1f6f8a"],
          [0.85, "#0d2a44"],
          [1, "#07121f"],
        ],
        { cx: 0.35, cy: 0.32, r: 0.75 },
      ),
    }),
    g(
      { "clip-path": defs.clip(circle(planet[0], planet[1], 200)) },
      driftingFog(
        defs,
        {
          seed: 151,
          freq: [0.006, 0.02],
          octaves: 4,
          color: "#dff7ff",
          gain: 2,
          bias: -1.0,
          top: 270,
          bottom: 670,
          fadeTop: 1,
          fadeBottom: 1,
          opacity: 0.5,
        },
        t,
        40,
      ),
      circle(planet[0] + 60, planet[1] + 50, 230, {
        fill: defs.radial(
          [
            [0, "#000", 0],
            [0.6, "#000", 0.2],
            [1, "#000", 0.85],
          ],
          { cx: 0.2, cy: 0.2, r: 0.9 },
        ),
      }),
    ),
    circle(planet[0], planet[1], 200, {
      fill: "none",
      stroke: CYAN_LIGHT,
      "stroke-width": 2,
      opacity: 0.7,
    }),
  );
  // Ring system in front.
  parts.push(
    el("ellipse", {
      cx: planet[0],
      cy: planet[1],
      rx: 330,
      ry: 70,
      fill: "none",
      stroke: "#dfe6ff",
      "stroke-width": 14,
      opacity: 0.25,
      transform: `rotate(-12 ${planet[0]} ${planet[1]})`,
      "clip-path": defs.clip(el("rect", { x: 0, y: planet[1] - 10, width: W, height: 400 })),
    }),
    el("ellipse", {
      cx: planet[0],
      cy: planet[1],
      rx: 300,
      ry: 62,
      fill: "none",
      stroke: "#dfe6ff",
      "stroke-width": 4,
      opacity: 0.35,
      transform: `rotate(-12 ${planet[0]} ${planet[1]})`,
      "clip-path": defs.clip(el("rect", { x: 0, y: planet[1] - 10, width: W, height: 400 })),
    }),
  );
  // Moon and the probe's transfer arc.
  const moonA = phase * Math.PI * 2 + 0.6;
  const moon: Pt = [
    planet[0] + Math.cos(moonA) * 560 * Math.cos(-0.21) - Math.sin(moonA) * 150 * Math.sin(-0.21),
    planet[1] + Math.cos(moonA) * 560 * Math.sin(-0.21) + Math.sin(moonA) * 150 * Math.cos(-0.21),
  ];
  parts.push(
    circle(moon[0], moon[1], 26, {
      fill: defs.radial(
        [
          [0, "#f0f2ff"],
          [1, "#6a7090"],
        ],
        { cx: 0.35, cy: 0.35 },
      ),
    }),
  );
  parts.push(
    pathEl("M920 380C1100 200 1300 180 1420 260", {
      stroke: EMBER_LIGHT,
      "stroke-width": 2.5,
      fill: "none",
      "stroke-dasharray": "3 9",
      "stroke-linecap": "round",
    }),
    node(defs, 1420, 260, 12, EMBER, 1),
  );
  const probe: Pt = [1180, 205];
  parts.push(
    g(
      { transform: `translate(${probe[0]} ${probe[1]}) rotate(-18)` },
      el("rect", {
        x: -70,
        y: -8,
        width: 48,
        height: 16,
        fill: "#1c2a5a",
        stroke: CYAN_LIGHT,
        "stroke-width": 1,
      }),
      el("rect", {
        x: 22,
        y: -8,
        width: 48,
        height: 16,
        fill: "#1c2a5a",
        stroke: CYAN_LIGHT,
        "stroke-width": 1,
      }),
      el("rect", { x: -20, y: -14, width: 40, height: 28, rx: 4, fill: "#d9dde8" }),
      circle(0, -22, 10, { fill: "none", stroke: "#d9dde8", "stroke-width": 3 }),
    ),
    glow(defs, probe[0], probe[1], 60, CYAN, 0.4),
    brackets(1080, 130, 200, 150, CYAN_LIGHT, 20, 2.5),
    panel(defs, 1210, 560, 300, 170, { color: VIOLET_LIGHT, radius: 16, opacity: 0.85 }),
    textLines(rng, 1240, 600, 240, 4, "#cfd5ee", 26),
  );
  parts.push(finish(defs, t === null));
  return { defs, body: parts.join(""), background: INK[900] };
}

/** Industrial robotics: an articulated arm welding on a line, sparks and status lights. */
export function simIndustrialRobotics({ t }: Frame): Art {
  const defs = new Defs("ir");
  const rng = createRng("sim-robotics");
  const loop = 2 * Math.PI * (t ?? 0);
  const parts: string[] = [
    backdrop(defs, { focus: [780, 420], horizon: 640, accent: EMBER, accent2: CYAN }),
  ];
  // Factory: roof trusses and light strips.
  const truss: string[] = [];
  for (let index = 0; index < 9; index += 1) {
    const x = 40 + index * 190;
    truss.push(`M${x} 40L${x + 95} 120L${x + 190} 40`);
  }
  parts.push(
    pathEl(truss.join("") + "M0 40H1600M0 120H1600", {
      stroke: "#262c4d",
      "stroke-width": 4,
      fill: "none",
    }),
    ...[260, 800, 1340].map((x) =>
      el("rect", {
        x: x - 90,
        y: 128,
        width: 180,
        height: 8,
        rx: 4,
        fill: "#dfe8ff",
        opacity: 0.8,
      }),
    ),
    ...[260, 800, 1340].map((x) => lightCone(defs, [x, 136], 90, 40, 560, "#dfe8ff", 0.08, 20)),
  );
  // Conveyor with crates.
  parts.push(
    pathEl(
      poly([
        [-20, 690],
        [W + 20, 640],
        [W + 20, 690],
        [-20, 740],
      ]),
      { fill: "#1c2140" },
    ),
    pathEl(
      poly([
        [-20, 740],
        [W + 20, 690],
        [W + 20, 720],
        [-20, 770],
      ]),
      { fill: "#0a0c16" },
    ),
  );
  for (let index = 0; index < 6; index += 1) {
    const x = ((index * 300 + (t ?? 0) * 300) % 1800) - 150;
    const y = 690 - (x / W) * 50;
    parts.push(
      pathEl(
        poly([
          [x, y - 60],
          [x + 110, y - 70],
          [x + 110, y - 4],
          [x, y + 4],
        ]),
        { fill: "#3a3f5e" },
      ),
      pathEl(
        poly([
          [x, y - 60],
          [x + 110, y - 70],
          [x + 150, y - 92],
          [x + 40, y - 82],
        ]),
        { fill: "#545b85" },
      ),
      pathEl(
        poly([
          [x + 110, y - 70],
          [x + 150, y - 92],
          [x + 150, y - 26],
          [x + 110, y - 4],
        ]),
        { fill: "#272b45" },
      ),
    );
  }
  // The arm: base, shoulder, elbow, wrist, torch.
  const swing = t === null ? 0 : Math.sin(loop) * 6;
  const base: Pt = [760, 600];
  const shoulderA = ((-62 + swing) * Math.PI) / 180;
  const elbow: Pt = [base[0] + Math.cos(shoulderA) * 260, base[1] - 80 + Math.sin(shoulderA) * 260];
  const foreA = ((18 - swing * 1.5) * Math.PI) / 180;
  const wrist: Pt = [elbow[0] + Math.cos(foreA) * 240, elbow[1] + Math.sin(foreA) * 240];
  const tip: Pt = [wrist[0] + 30, wrist[1] + 90];
  const armPaint = defs.linear([
    [0, EMBER_LIGHT],
    [1, "#b8501a"],
  ]);
  parts.push(
    el("ellipse", {
      cx: base[0],
      cy: base[1] + 30,
      rx: 150,
      ry: 30,
      fill: "#05060b",
      opacity: 0.6,
    }),
    pathEl(
      poly([
        [base[0] - 90, base[1] + 30],
        [base[0] - 60, base[1] - 60],
        [base[0] + 60, base[1] - 60],
        [base[0] + 90, base[1] + 30],
      ]),
      { fill: "#2a3158" },
    ),
    el("line", {
      x1: base[0],
      y1: base[1] - 80,
      x2: elbow[0],
      y2: elbow[1],
      stroke: armPaint,
      "stroke-width": 64,
      "stroke-linecap": "round",
    }),
    el("line", {
      x1: elbow[0],
      y1: elbow[1],
      x2: wrist[0],
      y2: wrist[1],
      stroke: armPaint,
      "stroke-width": 44,
      "stroke-linecap": "round",
    }),
    el("line", {
      x1: wrist[0],
      y1: wrist[1],
      x2: tip[0],
      y2: tip[1],
      stroke: "#3a4160",
      "stroke-width": 18,
      "stroke-linecap": "round",
    }),
    ...[
      [base[0], base[1] - 80, 46],
      [elbow[0], elbow[1], 34],
      [wrist[0], wrist[1], 24],
    ].map(([x, y, r]) =>
      g(
        {},
        circle(x!, y!, r!, { fill: "#1c2140", stroke: EMBER_LIGHT, "stroke-width": 3 }),
        circle(x!, y!, r! * 0.4, { fill: CYAN_LIGHT }),
      ),
    ),
  );
  // Sparks and glow at the torch.
  const sparks: string[] = [];
  const sparkRng = createRng(`sparks-${Math.round((t ?? 0) * 12)}`);
  for (let index = 0; index < 40; index += 1) {
    const a = sparkRng.range(-Math.PI * 0.95, -Math.PI * 0.05) + Math.PI;
    const len = sparkRng.range(20, 140);
    sparks.push(
      `M${n(tip[0])} ${n(tip[1])}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len * 0.6 - len * 0.2)}`,
    );
  }
  parts.push(
    glow(defs, tip[0], tip[1], 220, EMBER_LIGHT, 0.6),
    pathEl(sparks.join(""), {
      stroke: "#fff1c4",
      "stroke-width": 1.6,
      opacity: 0.85,
      "stroke-linecap": "round",
    }),
    circle(tip[0], tip[1], 8, { fill: "#ffffff" }),
  );
  // Telemetry panel.
  parts.push(panel(defs, 1180, 230, 320, 200, { color: CYAN_LIGHT, radius: 16, opacity: 0.85 }));
  const bars: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const h = 30 + rng.range(0, 90);
    bars.push(
      el("rect", {
        x: 1210 + index * 46,
        y: 400 - h,
        width: 26,
        height: h,
        rx: 4,
        fill: index === 4 ? EMBER : CYAN,
        opacity: 0.85,
      }),
    );
  }
  parts.push(g({}, ...bars), textLines(rng, 1210, 256, 200, 1, "#cfd5ee"));
  parts.push(
    particles(rng, 50, [0, 150, W, 700], "#dfe8ff", { opacity: 0.3, maxR: 1.3, rise: 0.1, t }),
  );
  parts.push(finish(defs, t === null));
  return { defs, body: parts.join(""), background: INK[900] };
}

/** Defence and tactical: a contour map table with units, routes and a radar sweep. */
export function simDefenseTactical({ t }: Frame): Art {
  const defs = new Defs("dtac");
  const rng = createRng("sim-defense");
  const phase = t ?? 0;
  const parts: string[] = [
    backdrop(defs, { focus: [800, 450], horizon: 900, grid: false, accent: CYAN, accent2: VIOLET }),
  ];
  // The map, tilted slightly: contour bands from noise, made discrete.
  const contour = defs.filter(
    el("feTurbulence", { type: "fractalNoise", baseFrequency: 0.0042, numOctaves: 2, seed: 17 }) +
      el("feColorMatrix", { type: "matrix", values: "1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 0 0 0 0 1" }) +
      el(
        "feComponentTransfer",
        {},
        el("feFuncR", { type: "discrete", tableValues: "0 0.2 0.4 0.6 0.8 1 0.8 0.6" }),
        el("feFuncG", { type: "discrete", tableValues: "0 0.2 0.4 0.6 0.8 1 0.8 0.6" }),
      ) +
      el("feColorMatrix", {
        type: "matrix",
        values: "0 0 0 0 0.31 0 0 0 0 0.85 0 0 0 0 0.94 0.28 0 0 0 0.02",
      }),
    { x: 120, y: 90, width: 1360, height: 720, name: "contour" },
  );
  const edge = defs.filter(
    el("feTurbulence", { type: "fractalNoise", baseFrequency: 0.0042, numOctaves: 2, seed: 17 }) +
      el(
        "feComponentTransfer",
        {},
        el("feFuncR", { type: "discrete", tableValues: "0 0.2 0.4 0.6 0.8 1 0.8 0.6" }),
      ) +
      el("feConvolveMatrix", {
        order: 3,
        kernelMatrix: "-1 -1 -1 -1 8 -1 -1 -1 -1",
        preserveAlpha: "true",
      }) +
      el("feColorMatrix", {
        type: "matrix",
        values: "0 0 0 0 0.55 0 0 0 0 0.91 0 0 0 0 0.99 12 0 0 0 0",
      }) +
      el("feGaussianBlur", { stdDeviation: 1.1 }),
    { x: 120, y: 90, width: 1360, height: 720, name: "edge" },
  );
  parts.push(
    panel(defs, 110, 80, 1380, 740, { color: CYAN_LIGHT, radius: 20 }),
    el("rect", { x: 120, y: 90, width: 1360, height: 720, rx: 14, filter: contour }),
    el("rect", { x: 120, y: 90, width: 1360, height: 720, rx: 14, filter: edge, opacity: 0.4 }),
  );
  // Grid.
  const grid: string[] = [];
  for (let x = 200; x < 1480; x += 120) grid.push(`M${x} 90V810`);
  for (let y = 170; y < 810; y += 120) grid.push(`M120 ${y}H1480`);
  parts.push(pathEl(grid.join(""), { stroke: "#8d94b3", "stroke-width": 1, opacity: 0.2 }));
  // Friendly units (cyan), opposing (red), with movement arrows.
  const unit = (x: number, y: number, color: string, kind: "x" | "ellipse") =>
    g(
      {},
      glow(defs, x, y, 50, color, 0.35),
      el("rect", {
        x: x - 26,
        y: y - 17,
        width: 52,
        height: 34,
        fill: INK[900],
        stroke: color,
        "stroke-width": 2.5,
      }),
      kind === "x"
        ? pathEl(
            `M${x - 26} ${y - 17}L${x + 26} ${y + 17}M${x + 26} ${y - 17}L${x - 26} ${y + 17}`,
            { stroke: color, "stroke-width": 2 },
          )
        : el("ellipse", {
            cx: x,
            cy: y,
            rx: 14,
            ry: 9,
            fill: "none",
            stroke: color,
            "stroke-width": 2,
          }),
    );
  parts.push(
    pathEl("M380 640C520 560 600 520 760 480", {
      stroke: CYAN_LIGHT,
      "stroke-width": 4,
      fill: "none",
      "stroke-dasharray": "14 10",
    }),
    pathEl("M760 480l-22-4 10 18z", { fill: CYAN_LIGHT }),
    pathEl("M420 300C560 320 640 360 700 420", {
      stroke: CYAN_LIGHT,
      "stroke-width": 4,
      fill: "none",
      "stroke-dasharray": "14 10",
    }),
    unit(380, 640, CYAN_LIGHT, "x"),
    unit(420, 300, CYAN_LIGHT, "ellipse"),
    unit(300, 470, CYAN_LIGHT, "x"),
    unit(1120, 380, ALERT, "x"),
    unit(1220, 560, ALERT, "ellipse"),
    circle(1120, 380, 170, {
      fill: ALERT,
      opacity: 0.06,
      stroke: ALERT,
      "stroke-width": 1.5,
      "stroke-dasharray": "6 8",
      "stroke-opacity": 0.6,
    }),
  );
  // Radar sweep from the command post.
  const post: Pt = [640, 560];
  const angle = (t === null ? 0.85 : phase) * 360;
  parts.push(
    circle(post[0], post[1], 260, {
      fill: "none",
      stroke: CYAN,
      "stroke-width": 1.2,
      opacity: 0.4,
    }),
    circle(post[0], post[1], 140, { fill: "none", stroke: CYAN, "stroke-width": 1, opacity: 0.3 }),
    el("path", {
      d: `M${post[0]} ${post[1]}L${post[0] + 260} ${post[1]}A260 260 0 0 0 ${n(post[0] + 260 * Math.cos(-0.6))} ${n(post[1] + 260 * Math.sin(-0.6))}Z`,
      fill: defs.linear(
        [
          [0, CYAN, 0],
          [1, CYAN, 0.35],
        ],
        { x1: 0, y1: 1, x2: 1, y2: 0 },
      ),
      transform: `rotate(${n(angle)} ${post[0]} ${post[1]})`,
    }),
    node(defs, post[0], post[1], 10, EMBER, 1),
    brackets(1040, 300, 160, 160, ALERT, 20, 3),
  );
  parts.push(
    panel(defs, 1250, 110, 210, 150, { color: VIOLET_LIGHT, radius: 12, opacity: 0.9 }),
    textLines(rng, 1272, 140, 160, 4, "#cfd5ee", 24),
  );
  parts.push(finish(defs, t === null));
  return { defs, body: parts.join(""), background: INK[900] };
}

/** Healthcare: a body scan with the heart highlighted, an ECG trace and vitals. */
export function simHealthcareMedical({ t }: Frame): Art {
  const defs = new Defs("hm");
  const rng = createRng("sim-health");
  const phase = t ?? 0;
  const parts: string[] = [
    backdrop(defs, { focus: [700, 440], horizon: 760, accent: CYAN, accent2: VIOLET }),
  ];
  const body = transformPoints(symmetric(BODY_HALF), { x: 560, y: 800, scale: 3.55 });
  const bodyPath = smooth(body, true, 0.6);
  const clip = defs.clip(pathEl(bodyPath));
  // Scan lines inside the body.
  const scan: string[] = [];
  for (let y = 80; y < 820; y += 9) scan.push(`M300 ${y}H820`);
  const scanY = 80 + 720 * ((phase * 1.5) % 1);
  parts.push(
    glow(defs, 560, 420, 420, CYAN, 0.25),
    pathEl(bodyPath, {
      fill: defs.linear([
        [0, "#13304a"],
        [1, "#0a1226"],
      ]),
    }),
    g(
      { "clip-path": clip },
      pathEl(scan.join(""), { stroke: CYAN, "stroke-width": 1, opacity: 0.22 }),
      el("rect", {
        x: 300,
        y: (t === null ? 360 : scanY) - 30,
        width: 520,
        height: 60,
        fill: defs.linear([
          [0, CYAN_LIGHT, 0],
          [0.5, CYAN_LIGHT, 0.35],
          [1, CYAN_LIGHT, 0],
        ]),
      }),
    ),
    pathEl(bodyPath, { fill: "none", stroke: CYAN_LIGHT, "stroke-width": 2.5 }),
    pathEl(bodyPath, {
      fill: "none",
      stroke: CYAN,
      "stroke-width": 14,
      opacity: 0.25,
      filter: defs.blur(8),
    }),
  );
  // Heart and lungs hints.
  const beat = t === null ? 1 : 1 + 0.08 * Math.max(0, Math.sin(phase * Math.PI * 2 * 4));
  parts.push(
    el("ellipse", {
      cx: 520,
      cy: 330,
      rx: 42,
      ry: 76,
      fill: "none",
      stroke: CYAN_LIGHT,
      "stroke-width": 1.5,
      opacity: 0.5,
    }),
    el("ellipse", {
      cx: 600,
      cy: 330,
      rx: 42,
      ry: 76,
      fill: "none",
      stroke: CYAN_LIGHT,
      "stroke-width": 1.5,
      opacity: 0.5,
    }),
    glow(defs, 578, 350, 80 * beat, ALERT, 0.7),
    pathEl(
      `M578 ${n(376 * 1)}c-30-20-44-34-44-50a22 22 0 0 1 44-8a22 22 0 0 1 44 8c0 16-14 30-44 50z`,
      { fill: ALERT, transform: `translate(578 350) scale(${n(beat)}) translate(-578 -350)` },
    ),
    brackets(490, 260, 180, 170, EMBER_LIGHT, 20, 2.5),
  );
  // ECG monitor.
  parts.push(panel(defs, 900, 170, 600, 260, { color: CYAN_LIGHT, radius: 18 }));
  const ecg: Pt[] = [];
  for (let x = 0; x <= 560; x += 4) {
    const local = (x + phase * 140) % 140;
    let y = 0;
    if (local > 50 && local < 58) y = -14;
    else if (local >= 62 && local < 66) y = 24;
    else if (local >= 66 && local < 72) y = -96;
    else if (local >= 72 && local < 78) y = 40;
    else if (local > 92 && local < 112) y = -18 * Math.sin(((local - 92) / 20) * Math.PI);
    ecg.push([920 + x, 320 + y]);
  }
  parts.push(
    pathEl(poly(ecg, false), {
      stroke: "#5dff9a",
      "stroke-width": 8,
      fill: "none",
      opacity: 0.25,
      filter: defs.blur(4),
    }),
    pathEl(poly(ecg, false), {
      stroke: "#7dffb0",
      "stroke-width": 2.8,
      fill: "none",
      "stroke-linejoin": "round",
    }),
    textLines(rng, 930, 196, 180, 1, "#cfd5ee"),
  );
  // Vitals rings.
  (
    [
      [980, 560, 0.82, CYAN],
      [1160, 560, 0.64, VIOLET_LIGHT],
      [1340, 560, 0.9, EMBER_LIGHT],
    ] as const
  ).forEach(([cx, cy, fraction, color]) => {
    parts.push(
      panel(defs, cx - 80, cy - 80, 160, 200, { color, radius: 16, opacity: 0.8 }),
      circle(cx, cy, 52, { fill: "none", stroke: "#262c4d", "stroke-width": 10 }),
      el("circle", {
        cx,
        cy,
        r: 52,
        fill: "none",
        stroke: color,
        "stroke-width": 10,
        "stroke-linecap": "round",
        "stroke-dasharray": `${n(2 * Math.PI * 52 * fraction)} 400`,
        transform: `rotate(-90 ${cx} ${cy})`,
      }),
      textLines(rng, cx - 50, cy + 80, 100, 1, "#cfd5ee"),
    );
  });
  parts.push(finish(defs, t === null));
  return { defs, body: parts.join(""), background: INK[900] };
}

/** Education and research: a molecule hologram over a lab table, instruments around. */
export function simEducationResearch({ t }: Frame): Art {
  const defs = new Defs("er");
  const rng = createRng("sim-education");
  const phase = t ?? 0;
  const parts: string[] = [
    backdrop(defs, { focus: [800, 380], horizon: 700, accent: VIOLET, accent2: CYAN }),
  ];
  // Holo table.
  parts.push(
    el("ellipse", {
      cx: 800,
      cy: 700,
      rx: 380,
      ry: 70,
      fill: "#13172a",
      stroke: CYAN_LIGHT,
      "stroke-width": 2,
    }),
    el("ellipse", {
      cx: 800,
      cy: 700,
      rx: 300,
      ry: 50,
      fill: "none",
      stroke: CYAN,
      "stroke-width": 1.2,
      "stroke-dasharray": "4 8",
      opacity: 0.7,
    }),
    pathEl("M420 700V760Q800 860 1180 760V700", { fill: "#0a0c16", stroke: "#262c4d" }),
    lightCone(defs, [800, 700], -90, 58, 560, CYAN, 0.22, 14),
  );
  // The molecule: atoms in 3D, rotating, bonds between neighbours.
  const atoms: { p: Vec3; r: number; color: string }[] = [];
  const molRng = createRng("molecule");
  const ring = 6;
  for (let index = 0; index < ring; index += 1) {
    const a = (index / ring) * Math.PI * 2;
    atoms.push({ p: [Math.cos(a) * 1.4, Math.sin(a) * 1.4, 0], r: 0.34, color: "#9aa3c7" });
  }
  for (let index = 0; index < ring; index += 1) {
    const a = (index / ring) * Math.PI * 2;
    atoms.push({
      p: [Math.cos(a) * 2.5, Math.sin(a) * 2.5, molRng.range(-0.5, 0.5)],
      r: index % 2 === 0 ? 0.42 : 0.24,
      color: index % 2 === 0 ? EMBER : CYAN_LIGHT,
    });
  }
  const bonds: [number, number][] = [];
  for (let index = 0; index < ring; index += 1) {
    bonds.push([index, (index + 1) % ring], [index, index + ring]);
  }
  const spin = phase * Math.PI * 2 * 0.25 + 0.5;
  const rotate = ([x, y, z]: Vec3): Vec3 => {
    const cx = x * Math.cos(spin) - y * Math.sin(spin);
    const cy = x * Math.sin(spin) + y * Math.cos(spin);
    return [cx, cy * Math.cos(1.1) - z * Math.sin(1.1), cy * Math.sin(1.1) + z * Math.cos(1.1)];
  };
  const camera = lookAt([0, -9, 2.5], [0, 0, 0], 1100, [800, 390]);
  const projected = atoms.map((atom) => ({ ...atom, s: camera.project(rotate(atom.p)) }));
  const bondLines = bonds.map(([a, b]) => {
    const pa = projected[a]!.s;
    const pb = projected[b]!.s;
    return {
      depth: (pa.depth + pb.depth) / 2,
      d: el("line", {
        x1: pa.x,
        y1: pa.y,
        x2: pb.x,
        y2: pb.y,
        stroke: "#cfd5ee",
        "stroke-width": 8,
        opacity: 0.6,
        "stroke-linecap": "round",
      }),
    };
  });
  const spheres = projected.map((atom) => {
    const r = (atom.r * 1100) / atom.s.depth;
    return {
      depth: atom.s.depth,
      d: g(
        {},
        glow(defs, atom.s.x, atom.s.y, r * 2.6, atom.color, 0.35),
        circle(atom.s.x, atom.s.y, r, {
          fill: defs.radial(
            [
              [0, "#ffffff"],
              [0.35, atom.color],
              [1, "#0a0c16"],
            ],
            { cx: 0.35, cy: 0.3, r: 0.8 },
          ),
        }),
      ),
    };
  });
  parts.push(...[...bondLines, ...spheres].sort((a, b) => b.depth - a.depth).map((item) => item.d));
  // Orbit ring around the hologram and floating data cards.
  parts.push(
    el("ellipse", {
      cx: 800,
      cy: 400,
      rx: 380,
      ry: 90,
      fill: "none",
      stroke: VIOLET_LIGHT,
      "stroke-width": 1.5,
      opacity: 0.6,
      transform: "rotate(-8 800 400)",
    }),
    panel(defs, 110, 200, 270, 170, { color: VIOLET_LIGHT, radius: 16, opacity: 0.85 }),
    textLines(rng, 138, 236, 200, 4, "#cfd5ee", 26),
    panel(defs, 1230, 430, 270, 170, { color: CYAN_LIGHT, radius: 16, opacity: 0.85 }),
  );
  const graph: Pt[] = [];
  for (let index = 0; index <= 20; index += 1)
    graph.push([1254 + index * 11, 560 - Math.sin(index * 0.5) * 30 - index * 2]);
  parts.push(pathEl(poly(graph, false), { stroke: CYAN_LIGHT, "stroke-width": 2.5, fill: "none" }));
  // Flask silhouettes at the table's edge.
  for (const [x, h, color] of [
    [340, 120, VIOLET],
    [1260, 150, EMBER],
  ] as const) {
    parts.push(
      pathEl(
        `M${x - 14} ${760 - h}h28v${h * 0.35}l40 ${h * 0.55}q6 ${h * 0.1}-6 ${h * 0.1}h-96q-12 0-6-${h * 0.1}l40-${h * 0.55}z`,
        { fill: "#13172a", stroke: "#8d94b3", "stroke-width": 1.5 },
      ),
      pathEl(
        `M${x - 44} ${760 - h * 0.22}h88l10 ${h * 0.12}q3 ${h * 0.1}-8 ${h * 0.1}h-92q-11 0-8-${h * 0.1}z`,
        { fill: color, opacity: 0.7 },
      ),
      glow(defs, x, 760 - h * 0.1, 80, color, 0.35),
    );
  }
  parts.push(
    particles(rng, 60, [400, 120, 1200, 700], CYAN_LIGHT, {
      opacity: 0.5,
      maxR: 1.5,
      rise: 0.3,
      t,
    }),
  );
  parts.push(finish(defs, t === null));
  return { defs, body: parts.join(""), background: INK[900] };
}
