/**
 * Dreadful Riddles: Maze of Fear. A real generated labyrinth of mossy stone,
 * seen from above in perspective, drowning in fog; one lantern burns deep in it.
 */
import { driftingFog, glow, grain, particles, vignette } from "../../lib/effects.ts";
import { type Frame } from "../../lib/render.ts";
import { createRng } from "../../lib/rng.ts";
import {
  type Art,
  type Pt,
  Defs,
  H,
  W,
  clamp,
  el,
  fill,
  g,
  mix,
  pathEl,
  poly,
} from "../../lib/svg.ts";
import { type Vec3, dot, length, lookAt, normalize, sub } from "../../lib/three.ts";

const COLS = 17;
const ROWS = 19;
const WALL_HEIGHT = 1.35;
const THICK = 0.13;
/** The lantern, in maze units (x across, y away from the viewer). */
const LANTERN: Vec3 = [9.5, 7.5, 0.55];

interface Box {
  min: Vec3;
  max: Vec3;
}

/** Recursive backtracker; returns the wall boxes left standing (plus corner posts). */
function buildMaze(): Box[] {
  const rng = createRng("maze-layout");
  const visited = new Set<string>();
  // Walls: vertical walls east of each cell, horizontal walls north of each cell.
  const east = new Set<string>();
  const north = new Set<string>();
  for (let x = 0; x < COLS; x += 1) {
    for (let y = 0; y < ROWS; y += 1) {
      east.add(`${x},${y}`);
      north.add(`${x},${y}`);
    }
  }
  const stack: [number, number][] = [[Math.floor(COLS / 2), 0]];
  visited.add(`${stack[0]![0]},${stack[0]![1]}`);
  while (stack.length) {
    const [cx, cy] = stack[stack.length - 1]!;
    const options = (
      [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const
    )
      .map(([dx, dy]) => [cx + dx, cy + dy, dx, dy] as const)
      .filter(
        ([nx, ny]) => nx >= 0 && ny >= 0 && nx < COLS && ny < ROWS && !visited.has(`${nx},${ny}`),
      );
    if (!options.length) {
      stack.pop();
      continue;
    }
    const [nx, ny, dx, dy] = rng.pick(options);
    if (dx === 1) east.delete(`${cx},${cy}`);
    if (dx === -1) east.delete(`${nx},${ny}`);
    if (dy === 1) north.delete(`${cx},${cy}`);
    if (dy === -1) north.delete(`${nx},${ny}`);
    visited.add(`${nx},${ny}`);
    stack.push([nx, ny]);
  }
  // Open a small courtyard around the lantern.
  for (const key of ["9,7", "8,7", "9,6", "8,6"]) {
    east.delete(key);
    north.delete(key);
  }
  east.add("7,6");
  const boxes: Box[] = [];
  const h = WALL_HEIGHT;
  for (const key of east) {
    const [x, y] = key.split(",").map(Number) as [number, number];
    if (x === COLS - 1) continue;
    boxes.push({ min: [x + 1 - THICK, y, 0], max: [x + 1 + THICK, y + 1, h] });
  }
  for (const key of north) {
    const [x, y] = key.split(",").map(Number) as [number, number];
    if (y === ROWS - 1) continue;
    boxes.push({ min: [x, y + 1 - THICK, 0], max: [x + 1, y + 1 + THICK, h] });
  }
  // Outer walls, leaving the entrance open at the near side.
  for (let x = 0; x < COLS; x += 1) {
    if (x !== Math.floor(COLS / 2))
      boxes.push({ min: [x, -THICK, 0], max: [x + 1, THICK, h * 1.1] });
    boxes.push({ min: [x, ROWS - THICK, 0], max: [x + 1, ROWS + THICK, h * 1.1] });
  }
  for (let y = 0; y < ROWS; y += 1) {
    boxes.push({ min: [-THICK, y, 0], max: [THICK, y + 1, h * 1.1] });
    boxes.push({ min: [COLS - THICK, y, 0], max: [COLS + THICK, y + 1, h * 1.1] });
  }
  // Posts at every grid corner that touches a wall.
  for (let x = 0; x <= COLS; x += 1) {
    for (let y = 0; y <= ROWS; y += 1) {
      boxes.push({
        min: [x - THICK * 1.25, y - THICK * 1.25, 0],
        max: [x + THICK * 1.25, y + THICK * 1.25, h * 1.06],
      });
    }
  }
  return boxes;
}

const MAZE = buildMaze();

interface Face {
  points: Vec3[];
  normal: Vec3;
  top: boolean;
}

function boxFaces({ min, max }: Box): Face[] {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  return [
    {
      points: [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      normal: [0, 0, 1],
      top: true,
    },
    {
      points: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      normal: [0, -1, 0],
      top: false,
    },
    {
      points: [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      normal: [0, 1, 0],
      top: false,
    },
    {
      points: [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
      normal: [-1, 0, 0],
      top: false,
    },
    {
      points: [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
      normal: [1, 0, 0],
      top: false,
    },
  ];
}

const STONE_TOP = "#7a8694";
const STONE_SIDE = "#39424f";
const MOSS = "#3d5a3a";
const FOG = "#1b2230";
const LAMP = "#ffb35c";

function shade(face: Face, center: Vec3, eye: Vec3, flicker: number, mossy: number): string {
  const base = mix(face.top ? STONE_TOP : STONE_SIDE, MOSS, mossy);
  // Cold moonlight from above-left, plus the warm lantern with falloff.
  const moon = face.top
    ? 0.7
    : 0.34 + 0.4 * Math.max(0, dot(face.normal, normalize([-0.7, -0.4, 0.6])));
  const toLamp = sub(LANTERN, center);
  const distance = length(toLamp);
  const facing = face.top ? 0.35 : Math.max(0, dot(face.normal, normalize(toLamp)));
  const lamp = (flicker * 3.6 * facing) / (1 + distance * distance * 0.55);
  let color = mix("#06080d", base, clamp(moon));
  color = mix(color, LAMP, clamp(lamp * 0.85));
  const depth = length(sub(center, eye));
  return mix(color, FOG, clamp(1 - Math.exp(-Math.max(0, depth - 6) * 0.07)));
}

export function dreadfulRiddlesMaze({ t }: Frame): Art {
  const defs = new Defs("dr");
  const rng = createRng("dreadful-riddles");
  const loop = 2 * Math.PI * (t ?? 0);
  const flicker = t === null ? 1 : 0.88 + 0.08 * Math.sin(loop * 5) + 0.04 * Math.sin(loop * 13);
  const eye: Vec3 = [
    COLS / 2 + (t === null ? 0 : Math.sin(loop) * 0.5),
    -3.4 + (t === null ? 0 : Math.cos(loop) * 0.3),
    6.4,
  ];
  const camera = lookAt(eye, [COLS / 2 + 0.6, 9.2, 0], 1050, [W / 2, H / 2 + 10]);

  const parts: string[] = [];
  // Night sky behind the far edge.
  parts.push(
    fill(
      defs.linear([
        [0, "#070a12"],
        [0.4, "#141a28"],
        [1, "#1b2230"],
      ]),
    ),
    glow(defs, 1280, 40, 420, "#8fa6c9", 0.25),
  );

  // Ground plane.
  const corners: Vec3[] = [
    [-30, -6, 0],
    [COLS + 30, -6, 0],
    [COLS + 30, ROWS + 60, 0],
    [-30, ROWS + 60, 0],
  ];
  const ground = corners.map((p) => camera.project(p));
  parts.push(
    pathEl(poly(ground.map(({ x, y }): Pt => [x, y])), {
      fill: defs.linear([
        [0, FOG],
        [0.45, "#0d1118"],
        [1, "#05070a"],
      ]),
    }),
  );
  // Lantern light pooled on the ground.
  const lampGround = camera.project([LANTERN[0], LANTERN[1], 0]);
  parts.push(
    el("ellipse", {
      cx: lampGround.x,
      cy: lampGround.y,
      rx: 250,
      ry: 120,
      fill: defs.radial([
        [0, LAMP, 0.55 * flicker],
        [0.4, LAMP, 0.18 * flicker],
        [1, LAMP, 0],
      ]),
    }),
  );

  // Walls: every visible face, far to near.
  const faces: { d: string; color: string; depth: number; top: boolean }[] = [];
  const mossRng = createRng("maze-moss");
  for (const box of MAZE) {
    const mossy = mossRng.range(0, 0.55);
    for (const face of boxFaces(box)) {
      const center: Vec3 = [
        face.points.reduce((sum, p) => sum + p[0], 0) / 4,
        face.points.reduce((sum, p) => sum + p[1], 0) / 4,
        face.points.reduce((sum, p) => sum + p[2], 0) / 4,
      ];
      if (dot(face.normal, sub(eye, center)) <= 0) continue;
      const projected = face.points.map((p) => camera.project(p));
      if (projected.every(({ y }) => y < -40) || projected.every(({ x }) => x < -40 || x > W + 40))
        continue;
      faces.push({
        d: poly(projected.map(({ x, y }): Pt => [x, y])),
        color: shade(face, center, eye, flicker, mossy),
        depth: length(sub(center, eye)) + (face.top ? -0.05 : 0),
        top: face.top,
      });
    }
  }
  faces.sort((a, b) => b.depth - a.depth);
  // Sides darken towards their foot (ambient occlusion), one bounding-box gradient for all.
  const occlusion = defs.linear([
    [0, "#000000", 0],
    [0.5, "#000000", 0.25],
    [1, "#000000", 0.7],
  ]);
  parts.push(
    g(
      { "stroke-linejoin": "round", "stroke-width": 0.6 },
      ...faces.map(({ d, color, top }) =>
        top
          ? pathEl(d, { fill: color, stroke: color })
          : pathEl(d, { fill: color, stroke: color }) + pathEl(d, { fill: occlusion }),
      ),
    ),
  );

  // Stone texture over the whole maze.
  const texture = defs.filter(
    el("feTurbulence", {
      type: "fractalNoise",
      baseFrequency: "0.06 0.09",
      numOctaves: 3,
      seed: 5,
    }) +
      el("feColorMatrix", {
        type: "matrix",
        values: "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1.4 0 0 0 0.95",
      }),
    { x: 0, y: 0, width: W, height: H, name: "stone" },
  );
  parts.push(el("rect", { x: 0, y: 0, width: W, height: H, filter: texture, opacity: 0.35 }));

  // Lantern, its bloom, and the one who carries it.
  const lamp = camera.project(LANTERN);
  const figureBase = camera.project([LANTERN[0] + 0.18, LANTERN[1] + 0.05, 0]);
  const figureTop = camera.project([LANTERN[0] + 0.18, LANTERN[1] + 0.05, 0.95]);
  const fh = figureBase.y - figureTop.y;
  parts.push(
    pathEl(
      `M${figureBase.x - fh * 0.22} ${figureBase.y}L${figureBase.x - fh * 0.12} ${figureTop.y + fh * 0.3}Q${figureBase.x} ${figureTop.y - fh * 0.05} ${figureBase.x + fh * 0.12} ${figureTop.y + fh * 0.3}L${figureBase.x + fh * 0.22} ${figureBase.y}Z`,
      { fill: "#07080b" },
    ),
    glow(defs, lamp.x, lamp.y, 330 * flicker, LAMP, 0.5),
    glow(defs, lamp.x, lamp.y, 60, "#fff1c9", 0.95),
    el("circle", { cx: lamp.x, cy: lamp.y, r: 4.5, fill: "#fffbe8" }),
  );

  // Fog rolling through the corridors, thicker with distance.
  parts.push(
    driftingFog(
      defs,
      {
        seed: 31,
        freq: [0.0022, 0.008],
        octaves: 4,
        color: "#8c9bb3",
        gain: 2.1,
        bias: -0.85,
        top: 80,
        bottom: 640,
        fadeTop: 120,
        fadeBottom: 260,
        opacity: 0.75,
      },
      t,
      180,
    ),
    driftingFog(
      defs,
      {
        seed: 44,
        freq: [0.003, 0.012],
        octaves: 3,
        color: "#a5b3c9",
        gain: 1.8,
        bias: -0.9,
        top: 420,
        bottom: H + 20,
        fadeTop: 220,
        fadeBottom: 1,
        opacity: 0.4,
      },
      t,
      -140,
    ),
    el("rect", {
      x: 0,
      y: 0,
      width: W,
      height: 330,
      fill: defs.linear([
        [0, "#0a0d14", 0.95],
        [0.55, FOG, 0.55],
        [1, FOG, 0],
      ]),
    }),
    particles(rng, 40, [lamp.x - 160, lamp.y - 140, lamp.x + 160, lamp.y + 60], "#ffd9a0", {
      opacity: 0.7,
      maxR: 1.8,
      rise: 0.3,
      t,
    }),
  );

  parts.push(vignette(defs, 0.95, "#000000", 0.32));
  if (t === null) parts.push(grain(defs, 0.1));

  return { defs, body: parts.join(""), background: "#0b0e13" };
}
