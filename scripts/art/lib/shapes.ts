/**
 * Silhouettes and props drawn from code: aircraft, islands, trees, houses,
 * towers, figures. Shapes are authored in local units and placed with `place`.
 */
import { glow } from "./effects.ts";
import { type Rng } from "./rng.ts";
import { type Attrs, type Defs, type Pt, el, g, n, pathEl, poly, shape, smooth } from "./svg.ts";

/** Reflects a half outline (y >= 0, listed nose to tail) across the x axis into a closed outline. */
export function mirrorY(half: readonly Pt[]): Pt[] {
  const reflected = [...half].reverse().map(([x, y]): Pt => [x, -y]);
  return [...half, ...reflected];
}

/** Places points with separate x/y scale (for banking and perspective), rotation in degrees. */
export function transformPoints(
  points: readonly Pt[],
  { x = 0, y = 0, scale = 1, sx = 1, sy = 1, rotate = 0 }: PlaceOptions,
): Pt[] {
  const angle = (rotate * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return points.map(([px, py]) => {
    const lx = px * sx * scale;
    const ly = py * sy * scale;
    return [x + lx * cos - ly * sin, y + lx * sin + ly * cos];
  });
}

export interface PlaceOptions {
  x?: number;
  y?: number;
  scale?: number;
  sx?: number;
  sy?: number;
  rotate?: number;
}

/** Fighter jet seen from above or below, nose towards +x, about 200 units long. */
export const JET_HALF: Pt[] = [
  [100, 0],
  [84, 3.5],
  [58, 7.5],
  [30, 9.5],
  [14, 11],
  [-30, 58],
  [-44, 62],
  [-50, 60],
  [-46, 17],
  [-62, 17],
  [-84, 40],
  [-93, 40],
  [-90, 12],
  [-99, 9],
  [-101, 0],
];

export const DRONE_HALF: Pt[] = [
  [60, 0],
  [40, 6],
  [10, 9],
  [-8, 70],
  [-22, 72],
  [-24, 14],
  [-50, 10],
  [-60, 26],
  [-68, 26],
  [-64, 0],
];

/** A jet with canopy glint, engine glow and optional contrails, in a group. */
export function jet(
  defs: Defs,
  options: PlaceOptions & {
    body: string;
    edge?: string;
    canopy?: string;
    engine?: string;
    trail?: number;
    trailColor?: string;
    half?: Pt[];
  },
): string {
  const {
    body,
    edge = "#ffffff",
    canopy = "#9ff3ff",
    engine = "#ff9a3d",
    trail = 0,
    trailColor = "#ffffff",
    half = JET_HALF,
  } = options;
  const outline = transformPoints(mirrorY(half), options);
  const at = (p: Pt) => transformPoints([p], options)[0]!;
  const parts: string[] = [];
  if (trail > 0) {
    for (const tip of [
      [-46, 61],
      [-46, -61],
    ] as Pt[]) {
      const start = at(tip);
      const end = at([tip[0] - trail, tip[1] * 1.05]);
      const paint = defs.linear(
        [
          [0, trailColor, 0.85],
          [1, trailColor, 0],
        ],
        { x1: start[0], y1: start[1], x2: end[0], y2: end[1], user: true },
      );
      parts.push(
        el("line", {
          x1: start[0],
          y1: start[1],
          x2: end[0],
          y2: end[1],
          stroke: paint,
          "stroke-width": Math.max(1, 2.2 * (options.scale ?? 1)),
          "stroke-linecap": "round",
        }),
      );
    }
    const exhaust = at([-100, 0]);
    const plumeEnd = at([-100 - trail * 0.35, 0]);
    const plume = defs.linear(
      [
        [0, engine, 0.9],
        [0.3, engine, 0.35],
        [1, engine, 0],
      ],
      { x1: exhaust[0], y1: exhaust[1], x2: plumeEnd[0], y2: plumeEnd[1], user: true },
    );
    parts.push(
      el("line", {
        x1: exhaust[0],
        y1: exhaust[1],
        x2: plumeEnd[0],
        y2: plumeEnd[1],
        stroke: plume,
        "stroke-width": 10 * (options.scale ?? 1),
        "stroke-linecap": "round",
      }),
    );
  }
  parts.push(
    pathEl(poly(outline), { fill: body, stroke: edge, "stroke-opacity": 0.35, "stroke-width": 1 }),
  );
  // Spine highlight and canopy.
  const spineA = at([92, 0]);
  const spineB = at([-92, 0]);
  parts.push(
    el("line", {
      x1: spineA[0],
      y1: spineA[1],
      x2: spineB[0],
      y2: spineB[1],
      stroke: edge,
      "stroke-opacity": 0.28,
      "stroke-width": 1.4 * (options.scale ?? 1),
    }),
  );
  const canopyPts = transformPoints(
    mirrorY([
      [74, 0],
      [64, 3.2],
      [44, 4.2],
      [34, 0],
    ]),
    options,
  );
  parts.push(pathEl(smooth(canopyPts, true), { fill: canopy, opacity: 0.9 }));
  const nozzle = at([-101, 0]);
  const scale = options.scale ?? 1;
  parts.push(
    glow(defs, nozzle[0], nozzle[1], 22 * scale, engine, 0.9),
    el("circle", { cx: nozzle[0], cy: nozzle[1], r: 3.2 * scale, fill: "#fff6e0" }),
  );
  return g({}, ...parts);
}

/** A floating island: a lit plateau over a jagged rock cone. */
export function floatingIsland(
  rng: Rng,
  defs: Defs,
  {
    x,
    y,
    width,
    depth,
    rock = ["#6b5a7e", "#2a2748", "#151833"],
    grass = ["#7fe0a8", "#2f8f7a"],
    haze = 0,
    hazeColor = "#9cc8f4",
    light = "#fff1d6",
  }: {
    x: number;
    y: number;
    width: number;
    depth: number;
    rock?: readonly [string, string, string];
    grass?: readonly [string, string];
    haze?: number;
    hazeColor?: string;
    light?: string;
  },
): string {
  const half = width / 2;
  const top: Pt[] = [];
  const steps = 14;
  for (let index = 0; index <= steps; index += 1) {
    const u = index / steps;
    const px = x - half + width * u;
    const bump = Math.sin(u * Math.PI) * width * 0.035 + rng.range(-1, 1) * width * 0.008;
    top.push([px, y - bump]);
  }
  const under: Pt[] = [];
  const underSteps = 18;
  for (let index = 1; index < underSteps; index += 1) {
    const u = 1 - index / underSteps;
    const px = x - half + width * u;
    const profile = Math.sin(u * Math.PI) ** 0.7;
    const jag = rng.range(0.55, 1.1);
    under.push([px + rng.range(-1, 1) * width * 0.015, y + depth * profile * jag]);
  }
  // A deeper central spike.
  under.splice(Math.floor(underSteps / 2) - 1, 0, [
    x + rng.range(-0.06, 0.06) * width,
    y + depth * 1.25,
  ]);
  const outline = [...top, ...under];
  const rockPaint = defs.linear(
    [
      [0, rock[0]],
      [0.35, rock[1]],
      [1, rock[2]],
    ],
    { x1: x, y1: y, x2: x, y2: y + depth * 1.2, user: true },
  );
  const grassBand: Pt[] = [
    ...top,
    ...[...top].reverse().map(([px, py]): Pt => [px, py + width * 0.028]),
  ];
  const grassPaint = defs.linear([
    [0, grass[0]],
    [1, grass[1]],
  ]);
  const sidePaint = defs.linear(
    [
      [0, light, 0],
      [0.55, light, 0],
      [1, light, 0.35],
    ],
    { x1: x - half, y1: 0, x2: x + half, y2: 0, user: true },
  );
  const parts = [
    pathEl(poly(outline), { fill: rockPaint }),
    pathEl(poly(outline), { fill: sidePaint }),
    pathEl(poly(grassBand), { fill: grassPaint }),
    pathEl(poly(top, false), {
      fill: "none",
      stroke: light,
      "stroke-width": Math.max(1, width * 0.004),
      "stroke-opacity": 0.8,
    }),
  ];
  // Strata lines on the lit face.
  for (let index = 0; index < 4; index += 1) {
    const yy = y + depth * (0.15 + index * 0.14);
    const inset = half * (0.25 + index * 0.16);
    parts.push(
      el("path", {
        d: `M${n(x - half + inset)} ${n(yy)}Q${n(x)} ${n(yy + depth * 0.05)} ${n(x + half - inset * 1.1)} ${n(yy - depth * 0.02)}`,
        stroke: "#000",
        "stroke-opacity": 0.18,
        "stroke-width": Math.max(1, width * 0.004),
        fill: "none",
      }),
    );
  }
  if (haze > 0) {
    parts.push(pathEl(poly(outline), { fill: hazeColor, opacity: haze }));
  }
  return g({}, ...parts);
}

/** A glowing ring gate seen in perspective (an ellipse), with bloom. */
export function ringGate(
  defs: Defs,
  { cx, cy, rx, ry, color, width, rotate = 0, glowAmount = 1, core = "#ffffff" }: RingOptions,
): string {
  const common: Attrs = {
    cx,
    cy,
    rx,
    ry,
    fill: "none",
    transform: rotate ? `rotate(${n(rotate)} ${n(cx)} ${n(cy)})` : undefined,
  };
  return g(
    {},
    el("ellipse", {
      ...common,
      stroke: color,
      "stroke-width": width * 3.2,
      "stroke-opacity": 0.45 * glowAmount,
      filter: defs.blur(Math.max(4, width * 1.6)),
    }),
    el("ellipse", { ...common, stroke: color, "stroke-width": width }),
    el("ellipse", {
      ...common,
      stroke: core,
      "stroke-width": Math.max(0.8, width * 0.3),
      "stroke-opacity": 0.9,
    }),
    el("ellipse", {
      ...common,
      stroke: core,
      "stroke-width": width * 0.9,
      "stroke-dasharray": `${n(rx * 0.06)} ${n(rx * 0.22)}`,
      "stroke-opacity": 0.55,
    }),
  );
}

export interface RingOptions {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  color: string;
  width: number;
  rotate?: number;
  glowAmount?: number;
  core?: string;
}

/** Head and shoulders, centred on the head (radius about 48), facing the viewer. */
export const BUST_HALF: Pt[] = [
  [0, -64],
  [24, -59],
  [40, -46],
  [47, -25],
  [47, -3],
  [43, 17],
  [36, 35],
  [27, 50],
  [21, 60],
  [21, 74],
  [26, 86],
  [58, 98],
  [100, 112],
  [128, 132],
  [140, 165],
  [146, 230],
  [150, 320],
];

/** Closed outline of a symmetric shape authored as a half (x >= 0) from top to bottom. */
export function symmetric(half: readonly Pt[]): Pt[] {
  const reflected = [...half].reverse().map(([x, y]): Pt => [-x, y]);
  return [...half, ...reflected.slice(1, -1)];
}

/** Rows of stone blocks (staggered), each a slightly different shade. */
export function stoneWall(
  rng: Rng,
  {
    x0,
    y0,
    x1,
    y1,
    rowHeight,
    blockWidth,
    colors,
    gap = 3,
    gapColor = "#000000",
  }: {
    x0: number;
    y0: number;
    x1: number;
    y1: number;
    rowHeight: number;
    blockWidth: number;
    colors: readonly string[];
    gap?: number;
    gapColor?: string;
  },
): string {
  const parts: string[] = [
    el("rect", { x: x0, y: y0, width: x1 - x0, height: y1 - y0, fill: gapColor }),
  ];
  let row = 0;
  for (let y = y0; y < y1; y += rowHeight) {
    let x = x0 - (row % 2 === 0 ? 0 : blockWidth / 2);
    while (x < x1) {
      const width = blockWidth * rng.range(0.75, 1.25);
      parts.push(
        el("rect", {
          x: x + gap / 2,
          y: y + gap / 2,
          width: width - gap,
          height: rowHeight - gap,
          rx: 2,
          fill: rng.pick(colors),
        }),
      );
      x += width;
    }
    row += 1;
  }
  return g({}, ...parts);
}

/**
 * A leafless tree: recursive tapered branches with a twist, returned as one path
 * (fill it with the silhouette colour).
 */
export function deadTree(
  rng: Rng,
  {
    x,
    y,
    height,
    width = height * 0.06,
    lean = 0,
    depth = 6,
    spread = 34,
    gnarl = 14,
  }: {
    x: number;
    y: number;
    height: number;
    width?: number;
    lean?: number;
    depth?: number;
    spread?: number;
    gnarl?: number;
  },
): string {
  const segments: string[] = [];
  const grow = (bx: number, by: number, angle: number, len: number, w: number, level: number) => {
    const pieces = 3;
    let cx = bx;
    let cy = by;
    let a = angle;
    const left: Pt[] = [];
    const right: Pt[] = [];
    for (let step = 0; step <= pieces; step += 1) {
      const tw = w * (1 - (step / pieces) * 0.38);
      const rad = (a * Math.PI) / 180;
      const nx = Math.cos(rad);
      const ny = Math.sin(rad);
      left.push([cx - ny * tw * 0.5, cy + nx * tw * 0.5]);
      right.push([cx + ny * tw * 0.5, cy - nx * tw * 0.5]);
      if (step < pieces) {
        cx += nx * (len / pieces);
        cy += ny * (len / pieces);
        a += rng.range(-gnarl, gnarl);
      }
    }
    segments.push(shape([...left, ...[...right].reverse()]));
    if (level >= depth || len < 4) return;
    const children = level < 2 ? rng.int(2, 3) : rng.int(1, 3);
    for (let child = 0; child < children; child += 1) {
      const side = children === 1 ? rng.range(-1, 1) : (child / (children - 1)) * 2 - 1;
      grow(
        cx,
        cy,
        a + side * spread + rng.range(-12, 12),
        len * rng.range(0.62, 0.8),
        w * 0.62,
        level + 1,
      );
    }
  };
  // Roots flare at the foot of the trunk.
  const rootW = width * 2.4;
  segments.push(
    shape([
      [x - rootW, y + 4],
      [x - width * 0.5, y - height * 0.08],
      [x + width * 0.5, y - height * 0.08],
      [x + rootW, y + 4],
    ]),
  );
  grow(x, y, -90 + lean, height * 0.36, width, 0);
  return segments.join("");
}

/** A crooked gabled house silhouette; returns the outline and its window rectangles. */
export function crookedHouse(
  rng: Rng,
  {
    x,
    y,
    width,
    height,
    lean = 0,
    roof = 0.7,
  }: { x: number; y: number; width: number; height: number; lean?: number; roof?: number },
): { outline: string; windows: { x: number; y: number; w: number; h: number }[] } {
  const skew = lean * height;
  const roofH = width * roof;
  const peakX = x + width / 2 + skew * 1.4 + rng.range(-0.08, 0.08) * width;
  const body: Pt[] = [
    [x, y],
    [x + skew, y - height],
    [x - width * 0.08 + skew, y - height],
    [peakX, y - height - roofH],
    [x + width * 1.08 + skew, y - height + rng.range(-4, 6)],
    [x + width + skew, y - height],
    [x + width, y],
  ];
  let outline = shape(body);
  // Chimney on the roof slope.
  if (rng.chance(0.7)) {
    const cx = x + width * rng.range(0.62, 0.8) + skew;
    const cy = y - height - roofH * 0.45;
    outline += shape([
      [cx, cy + 10],
      [cx + rng.range(-3, 3), cy - roofH * 0.45],
      [cx + width * 0.12, cy - roofH * 0.45 + rng.range(-3, 3)],
      [cx + width * 0.12, cy + 10],
    ]);
  }
  const windows: { x: number; y: number; w: number; h: number }[] = [];
  const rows = height > width * 0.9 ? 2 : 1;
  for (let row = 0; row < rows; row += 1) {
    const wy = y - height * (0.72 - row * 0.4);
    for (const fx of [0.24, 0.62]) {
      const ww = width * 0.16;
      windows.push({ x: x + width * fx + skew * ((y - wy) / height), y: wy, w: ww, h: ww * 1.3 });
    }
  }
  return { outline, windows };
}

/** A crow perched (or flying when `wings` is true), about 20 units across. */
export function crow(x: number, y: number, size: number, wings = false, flip = false): string {
  const s = size / 20;
  const dir = flip ? -1 : 1;
  const p = (px: number, py: number): Pt => [x + px * s * dir, y + py * s];
  if (wings) {
    return shape([
      p(-16, -6),
      p(-6, -2),
      p(0, 0),
      p(6, -2),
      p(16, -7),
      p(8, 1),
      p(2, 3),
      p(-2, 3),
      p(-8, 1),
    ]);
  }
  return shape([
    p(-6, -10),
    p(-2, -12),
    p(1, -10),
    p(4, -10),
    p(1, -8),
    p(3, -2),
    p(10, 4),
    p(2, 3),
    p(-1, 6),
    p(-3, 3),
    p(-6, -2),
  ]);
}

/** A bat in flight, wings at `flap` (-1 down .. 1 up), about 40 units across. */
export function bat(x: number, y: number, size: number, flap = 0.5): string {
  const s = size / 40;
  const lift = flap * 10;
  const p = (px: number, py: number): Pt => [x + px * s, y + py * s];
  return shape([
    p(0, -4),
    p(2, -7),
    p(3, -3),
    p(8, -5 - lift * 0.5),
    p(14, -9 - lift),
    p(20, -8 - lift * 1.2),
    p(17, -3 - lift * 0.6),
    p(13, -1),
    p(9, 1),
    p(5, 0),
    p(2, 4),
    p(-2, 4),
    p(-5, 0),
    p(-9, 1),
    p(-13, -1),
    p(-17, -3 - lift * 0.6),
    p(-20, -8 - lift * 1.2),
    p(-14, -9 - lift),
    p(-8, -5 - lift * 0.5),
    p(-3, -3),
    p(-2, -7),
  ]);
}

export interface TowerSpec {
  x: number;
  width: number;
  height: number;
  /** Roof height as a multiple of the width (0 for battlements). */
  roof: number;
}

/**
 * A gothic castle silhouette standing on baseY: towers with spires or
 * battlements joined by curtain walls. Returns the path and window slots.
 */
export function castle(
  baseY: number,
  towers: readonly TowerSpec[],
  wallHeight: number,
): { outline: string; windows: Pt[] } {
  const outlines: string[] = [];
  const windows: Pt[] = [];
  const sorted = [...towers].sort((a, b) => a.x - b.x);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  // Curtain wall with crenellations.
  const wall: Pt[] = [[first.x, baseY]];
  const merlon = 12;
  for (let x = first.x; x < last.x + last.width; x += merlon * 2) {
    wall.push(
      [x, baseY - wallHeight],
      [x, baseY - wallHeight - merlon],
      [x + merlon, baseY - wallHeight - merlon],
      [x + merlon, baseY - wallHeight],
    );
  }
  wall.push([last.x + last.width, baseY - wallHeight], [last.x + last.width, baseY]);
  outlines.push(shape(wall));
  for (const tower of sorted) {
    const { x, width, height, roof } = tower;
    const top = baseY - height;
    if (roof > 0) {
      const roofH = width * roof;
      const eave = width * 0.14;
      outlines.push(
        shape([
          [x, baseY],
          [x, top],
          [x - eave, top],
          [x + width * 0.3, top - roofH * 0.55],
          [x + width / 2, top - roofH],
          [x + width * 0.7, top - roofH * 0.55],
          [x + width + eave, top],
          [x + width, top],
          [x + width, baseY],
        ]),
        // Finial.
        shape([
          [x + width / 2 - 1.5, top - roofH + 2],
          [x + width / 2 - 1, top - roofH - width * 0.35],
          [x + width / 2 + 1, top - roofH - width * 0.35],
          [x + width / 2 + 1.5, top - roofH + 2],
        ]),
      );
    } else {
      const tower: Pt[] = [
        [x, baseY],
        [x - 4, top + 14],
        [x - 4, top],
      ];
      const teeth = Math.max(2, Math.round(width / 16));
      const tooth = (width + 8) / (teeth * 2 - 1);
      for (let index = 0; index < teeth * 2 - 1; index += 1) {
        const tx = x - 4 + index * tooth;
        if (index % 2 === 0) tower.push([tx, top - 12], [tx + tooth, top - 12]);
        else tower.push([tx, top], [tx + tooth, top]);
      }
      tower.push([x + width + 4, top], [x + width + 4, top + 14], [x + width, baseY]);
      outlines.push(shape(tower));
    }
    for (let wy = top + 30; wy < baseY - 30; wy += 46) {
      windows.push([x + width / 2, wy]);
    }
  }
  return { outline: outlines.join(""), windows };
}

/** A gravestone (rounded or a cross) standing on baseY, leaning slightly. */
export function gravestone(
  x: number,
  baseY: number,
  height: number,
  kind: "round" | "cross",
  lean = 0,
): string {
  const w = height * 0.55;
  const rotate = (points: Pt[]) =>
    points.map(([px, py]): Pt => {
      const a = (lean * Math.PI) / 180;
      const dx = px - x;
      const dy = py - baseY;
      return [x + dx * Math.cos(a) - dy * Math.sin(a), baseY + dx * Math.sin(a) + dy * Math.cos(a)];
    });
  if (kind === "cross") {
    const arm = height * 0.16;
    return shape(
      rotate([
        [x - arm * 0.6, baseY],
        [x - arm * 0.6, baseY - height * 0.62],
        [x - w * 0.55, baseY - height * 0.62],
        [x - w * 0.55, baseY - height * 0.62 - arm * 1.2],
        [x - arm * 0.6, baseY - height * 0.62 - arm * 1.2],
        [x - arm * 0.6, baseY - height],
        [x + arm * 0.6, baseY - height],
        [x + arm * 0.6, baseY - height * 0.62 - arm * 1.2],
        [x + w * 0.55, baseY - height * 0.62 - arm * 1.2],
        [x + w * 0.55, baseY - height * 0.62],
        [x + arm * 0.6, baseY - height * 0.62],
        [x + arm * 0.6, baseY],
      ]),
    );
  }
  const points: Pt[] = [[x - w / 2, baseY]];
  for (let step = 0; step <= 10; step += 1) {
    const a = Math.PI + (step / 10) * Math.PI;
    points.push([x + Math.cos(a) * (w / 2), baseY - height + w / 2 + Math.sin(a) * (w / 2)]);
  }
  points.push([x + w / 2, baseY]);
  return shape(rotate(points));
}

/** A wrought-iron fence with spear tips between x0 and x1, standing on baseY. */
export function ironFence(
  x0: number,
  x1: number,
  baseY: number,
  height: number,
  spacing: number,
): string {
  const parts: string[] = [];
  const bar = Math.max(2, spacing * 0.14);
  for (let x = x0; x <= x1; x += spacing) {
    parts.push(
      shape([
        [x - bar / 2, baseY],
        [x - bar / 2, baseY - height],
        [x - bar * 1.6, baseY - height],
        [x, baseY - height - bar * 4.5],
        [x + bar * 1.6, baseY - height],
        [x + bar / 2, baseY - height],
        [x + bar / 2, baseY],
      ]),
    );
  }
  for (const rail of [0.12, 0.78]) {
    const y = baseY - height * rail;
    parts.push(
      shape([
        [x0 - bar, y],
        [x1 + bar, y],
        [x1 + bar, y - bar * 1.4],
        [x0 - bar, y - bar * 1.4],
      ]),
    );
  }
  return parts.join("");
}

/** A standing figure in a long coat, front view, feet at (0, 0), about 100 units tall. */
export const FIGURE_HALF: Pt[] = [
  [0, -100],
  [4.5, -99],
  [7, -95],
  [7.4, -90],
  [6.5, -85],
  [4.5, -82],
  [5, -79],
  [13, -76],
  [17, -72],
  [18.5, -62],
  [19.5, -48],
  [21, -36],
  [22, -26],
  [18, -25],
  [16, -38],
  [16.5, -30],
  [19, -18],
  [13, -17],
  [10, -8],
  [10.5, -1],
  [13, 0],
  [3, 0],
  [2.5, -14],
  [0, -15],
];

/** A soldier advancing with a rifle at the ready, side view facing right, feet at (0, 0), about 100 units tall. */
export const SOLDIER: Pt[] = [
  // Helmet.
  [-6, -98],
  [0, -103],
  [9, -103],
  [15, -98],
  [17, -93],
  [12, -92],
  // Face and neck.
  [13, -86],
  [10, -82],
  [8, -79],
  // Chest, arm forward, rifle.
  [14, -76],
  [20, -72],
  [30, -70],
  [44, -74],
  [62, -77],
  [63, -74],
  [46, -69],
  [36, -64],
  [26, -60],
  [18, -60],
  [16, -52],
  // Hips and striding legs.
  [14, -44],
  [22, -30],
  [30, -16],
  [32, -3],
  [36, 0],
  [24, 0],
  [22, -12],
  [10, -28],
  [2, -18],
  [-10, -6],
  [-8, 0],
  [-20, 0],
  [-18, -8],
  [-8, -28],
  [-6, -44],
  // Back and pack.
  [-12, -50],
  [-16, -62],
  [-15, -78],
  [-10, -86],
  [-8, -92],
];

/**
 * An ancient warrior seen from behind, caped, crowned, feet at (0, 0), about
 * 110 units tall (a half outline: mirror it with `symmetric`).
 */
export const WARRIOR_BACK_HALF: Pt[] = [
  [0, -114],
  [1.6, -106],
  [4.5, -101],
  [7.5, -97],
  [8.2, -91],
  [7, -86],
  [5, -83],
  [6.5, -80],
  [15, -77.5],
  [23, -75],
  [28.5, -70],
  [29, -63],
  [26, -58],
  [26.5, -44],
  [29, -28],
  [33, -12],
  [27, -10.5],
  [20, -12],
  [14.5, -11],
  [15.5, -2],
  [18, 0],
  [8, 0],
  [7, -12],
  [0, -15],
];

/** The warrior's sword, held low in the right hand, tip to the ground. */
export const WARRIOR_SWORD: Pt[] = [
  [26, -48],
  [31, -52],
  [33, -49],
  [31, -46],
  [58, -4],
  [60, 3],
  [55, -2],
  [28, -44],
];

/** A helicopter in side view facing left, centred, about 100 units long. */
export function helicopter(x: number, y: number, size: number, rotorAngle = 0): string {
  const s = size / 100;
  const p = (px: number, py: number): Pt => [x + px * s, y + py * s];
  const body = shape([
    p(-40, 0),
    p(-34, -10),
    p(-18, -14),
    p(10, -14),
    p(22, -8),
    p(60, -6),
    p(62, -16),
    p(66, -16),
    p(66, 0),
    p(24, 2),
    p(14, 10),
    p(-30, 10),
  ]);
  const span = 62 * Math.cos(rotorAngle);
  const rotor = shape([p(-4 - span, -20), p(-4 + span, -20), p(-4 + span, -18), p(-4 - span, -18)]);
  const mast = shape([p(-6, -18), p(-2, -18), p(-2, -14), p(-6, -14)]);
  const skids = shape([p(-30, 16), p(16, 16), p(16, 18), p(-30, 18)]);
  return body + rotor + mast + skids;
}

/**
 * A city skyline between x0 and x1 on baseY: blocks of varied height, optional
 * antennas, and lit window positions. `ruined` breaks the tops.
 */
export function skyline(
  rng: Rng,
  {
    x0,
    x1,
    baseY,
    minH,
    maxH,
    minW = 40,
    maxW = 110,
    ruined = false,
    antennas = 0.2,
  }: {
    x0: number;
    x1: number;
    baseY: number;
    minH: number;
    maxH: number;
    minW?: number;
    maxW?: number;
    ruined?: boolean;
    antennas?: number;
  },
): { outline: string; windows: { x: number; y: number; w: number; h: number }[] } {
  const outlines: string[] = [];
  const windows: { x: number; y: number; w: number; h: number }[] = [];
  let x = x0;
  while (x < x1) {
    const width = rng.range(minW, maxW);
    const height = rng.range(minH, maxH) * (rng.chance(0.15) ? 1.35 : 1);
    const top = baseY - height;
    const points: Pt[] = [[x, baseY]];
    if (ruined) {
      points.push([x, top + rng.range(0, 40)]);
      const teeth = rng.int(2, 5);
      for (let index = 1; index < teeth; index += 1) {
        points.push([x + (width * index) / teeth, top + rng.range(-10, 70)]);
      }
      points.push([x + width, top + rng.range(10, 90)]);
    } else {
      const setback = rng.chance(0.4) ? width * 0.18 : 0;
      points.push(
        [x, top + height * 0.12],
        [x + setback, top + height * 0.12],
        [x + setback, top],
        [x + width - setback, top],
        [x + width - setback, top + height * 0.12],
        [x + width, top + height * 0.12],
      );
      if (rng.chance(antennas)) {
        const ax = x + width / 2;
        outlines.push(
          shape([
            [ax - 1.5, top + 2],
            [ax - 1, top - height * 0.25],
            [ax + 1, top - height * 0.25],
            [ax + 1.5, top + 2],
          ]),
        );
      }
    }
    points.push([x + width, baseY]);
    outlines.push(shape(points));
    const cols = Math.max(2, Math.floor(width / 14));
    const rows = Math.floor(height / 18);
    for (let row = 1; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        windows.push({
          x: x + 5 + ((width - 10) * col) / cols,
          y: top + 12 + row * 18,
          w: Math.max(2, (width - 10) / cols - 4),
          h: 7,
        });
      }
    }
    x += width + rng.range(-8, 2);
  }
  return { outline: outlines.join(""), windows };
}

/** A standing human, front view, arms slightly apart, feet at (0, 0), 200 units tall (half outline). */
export const BODY_HALF: Pt[] = [
  [0, -200],
  [8, -198],
  [13, -192],
  [15, -183],
  [14, -173],
  [11, -166],
  [8, -162],
  [8, -156],
  [20, -152],
  [33, -148],
  [39, -140],
  [41, -124],
  [44, -104],
  [48, -84],
  [52, -66],
  [54, -58],
  [50, -50],
  [46, -56],
  [43, -66],
  [39, -86],
  [34, -106],
  [30, -126],
  [27, -112],
  [24, -100],
  [27, -86],
  [28, -70],
  [24, -42],
  [20, -14],
  [23, -3],
  [25, 0],
  [10, 0],
  [10, -12],
  [10, -42],
  [7, -70],
  [0, -76],
];
