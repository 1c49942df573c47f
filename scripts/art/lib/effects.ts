/**
 * Atmosphere shared by every family: film grain, vignettes, fog, glows, light
 * cones, stars, particles and fractal ridgelines.
 */
import { type Rng } from "./rng.ts";
import {
  type Attrs,
  type Defs,
  type Pt,
  H,
  W,
  circle,
  el,
  fill,
  g,
  n,
  pathEl,
  poly,
  rect,
} from "./svg.ts";

/** Monochrome film grain, blended softly over everything below it. */
export function grain(defs: Defs, opacity = 0.07, seed = 3, frequency = 0.85): string {
  const filter = defs.filter(
    el("feTurbulence", {
      type: "fractalNoise",
      baseFrequency: frequency,
      numOctaves: 1,
      seed,
      result: "noise",
    }) + el("feColorMatrix", { type: "saturate", values: 0 }),
    { x: 0, y: 0, width: W, height: H, name: "grain" },
  );
  return rect(0, 0, W, H, { filter, opacity, style: "mix-blend-mode:overlay" });
}

/** Darkens the edges of the frame (elliptical, follows the frame's aspect). */
export function vignette(defs: Defs, strength = 0.75, color = "#000000", inner = 0.45): string {
  const paint = defs.radial(
    [
      [0, color, 0],
      [inner, color, 0],
      [0.8, color, strength * 0.6],
      [1, color, strength],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  );
  return fill(paint);
}

/** A soft round light: gaussian-like falloff, no blur filter needed. */
export function glow(
  defs: Defs,
  cx: number,
  cy: number,
  r: number,
  color: string,
  opacity = 1,
  extra: Attrs = {},
): string {
  const paint = defs.radial([
    [0, color, opacity],
    [0.18, color, opacity * 0.72],
    [0.4, color, opacity * 0.32],
    [0.65, color, opacity * 0.1],
    [1, color, 0],
  ]);
  return circle(cx, cy, r, { fill: paint, ...extra });
}

/** An elliptical glow (e.g. a horizon band). */
export function glowEllipse(
  defs: Defs,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity = 1,
  extra: Attrs = {},
): string {
  const paint = defs.radial([
    [0, color, opacity],
    [0.25, color, opacity * 0.6],
    [0.55, color, opacity * 0.2],
    [1, color, 0],
  ]);
  return el("ellipse", { cx, cy, rx, ry, fill: paint, ...extra });
}

export interface FogOptions {
  seed: number;
  /** Base frequency along x and y (smaller is larger billows). */
  freq: readonly [number, number];
  octaves?: number;
  color: string;
  /** Alpha = gain * noise + bias, clamped: gain sets contrast, bias the coverage. */
  gain?: number;
  bias?: number;
  /** Vertical band the fog fills, faded at both edges. */
  top?: number;
  bottom?: number;
  fadeTop?: number;
  fadeBottom?: number;
  /** Horizontal shift (for animation). */
  offsetX?: number;
  offsetY?: number;
  opacity?: number;
  /** Extra horizontal room so a shifted layer never shows its edge. */
  margin?: number;
}

/** Billowing fog or cloud from fractal noise, in a softly faded horizontal band. */
export function fog(defs: Defs, options: FogOptions): string {
  const {
    seed,
    freq,
    octaves = 4,
    color,
    gain = 2.2,
    bias = -0.75,
    top = 0,
    bottom = H,
    fadeTop = 120,
    fadeBottom = 120,
    offsetX = 0,
    offsetY = 0,
    opacity = 1,
    margin = 300,
  } = options;
  const [r, gr, b] = hexToUnit(color);
  const x = -margin;
  const width = W + margin * 2;
  const filter = defs.filter(
    el("feTurbulence", {
      type: "fractalNoise",
      baseFrequency: `${freq[0]} ${freq[1]}`,
      numOctaves: octaves,
      seed,
    }) +
      el("feColorMatrix", {
        type: "matrix",
        values: `0 0 0 0 ${r} 0 0 0 0 ${gr} 0 0 0 0 ${b} ${gain} 0 0 0 ${bias}`,
      }),
    { x, y: top - 10, width, height: bottom - top + 20, name: "fog" },
  );
  const height = bottom - top;
  const fadeMask = defs.mask(
    rect(-W, top, W * 3, height, {
      fill: defs.linear([
        [0, "#fff", 0],
        [Math.min(0.5, fadeTop / height), "#fff", 1],
        [Math.max(0.5, 1 - fadeBottom / height), "#fff", 1],
        [1, "#fff", 0],
      ]),
    }),
  );
  return g(
    { mask: fadeMask, opacity: opacity === 1 ? undefined : opacity },
    g(
      { transform: `translate(${n(offsetX)} ${n(offsetY)})` },
      rect(x, top, width, height, { filter }),
    ),
  );
}

/**
 * Two copies of a drifting layer cross-faded so the motion loops seamlessly:
 * each copy drifts `distance` over one loop and is invisible when it jumps back.
 */
export function loopDrift(t: number, distance: number): { offset: number; weight: number }[] {
  return [0, 0.5].map((phase) => {
    const p = (t + phase) % 1;
    return { offset: (p - 0.5) * distance, weight: Math.sin(Math.PI * p) ** 2 };
  });
}

/** Fog that drifts horizontally and loops (static art uses t = 0 and one layer). */
export function driftingFog(
  defs: Defs,
  options: FogOptions,
  t: number | null,
  distance: number,
): string {
  if (t === null) return fog(defs, options);
  return loopDrift(t, distance)
    .map(({ offset, weight }) =>
      fog(defs, {
        ...options,
        offsetX: (options.offsetX ?? 0) + offset,
        opacity: (options.opacity ?? 1) * Math.min(1, weight * 1.25),
      }),
    )
    .join("");
}

/** A cone of light from an apex, fading along its length, softened with a blur. */
export function lightCone(
  defs: Defs,
  apex: Pt,
  direction: number,
  spread: number,
  length: number,
  color: string,
  opacity = 0.5,
  blur = 18,
): string {
  const angle = (direction * Math.PI) / 180;
  const half = (spread * Math.PI) / 360;
  const end = (a: number): Pt => [apex[0] + Math.cos(a) * length, apex[1] + Math.sin(a) * length];
  const left = end(angle - half);
  const right = end(angle + half);
  const far: Pt = [apex[0] + Math.cos(angle) * length, apex[1] + Math.sin(angle) * length];
  const paint = defs.linear(
    [
      [0, color, opacity],
      [0.35, color, opacity * 0.45],
      [1, color, 0],
    ],
    { x1: apex[0], y1: apex[1], x2: far[0], y2: far[1], user: true },
  );
  return pathEl(poly([apex, left, right]), { fill: paint, filter: defs.blur(blur) });
}

export interface StarOptions {
  count: number;
  box?: readonly [number, number, number, number];
  color?: string;
  minR?: number;
  maxR?: number;
  /** Fraction of stars given a soft halo. */
  bright?: number;
  /** 0..1 phase to twinkle (videos). */
  t?: number | null;
}

export function stars(rng: Rng, defs: Defs, options: StarOptions): string {
  const {
    count,
    box = [0, 0, W, H],
    color = "#ffffff",
    minR = 0.5,
    maxR = 1.8,
    bright = 0.04,
    t = null,
  } = options;
  const [x0, y0, x1, y1] = box;
  const parts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const size = minR + (maxR - minR) * rng.next() ** 3;
    const phase = rng.next();
    const twinkle = t === null ? 1 : 0.65 + 0.35 * Math.sin(2 * Math.PI * (t * 2 + phase));
    const alpha = rng.range(0.35, 1) * twinkle;
    if (rng.chance(bright)) {
      parts.push(glow(defs, x, y, size * 9, color, 0.35 * twinkle));
    }
    parts.push(circle(x, y, size, { fill: color, opacity: Math.round(alpha * 100) / 100 }));
  }
  return g({}, ...parts);
}

/**
 * Small glowing particles (dust in a light beam, embers, spores). In a clip,
 * `rise` of at least 0.5 makes them climb that many whole band heights per
 * loop (rounded, so the loop is seamless); smaller values let them hover.
 */
export function particles(
  rng: Rng,
  count: number,
  box: readonly [number, number, number, number],
  color: string,
  { minR = 0.8, maxR = 2.6, opacity = 0.8, rise = 0, t = null as number | null } = {},
): string {
  const [x0, y0, x1, y1] = box;
  const height = y1 - y0;
  const cycles = Math.abs(rise) >= 0.5 ? Math.round(rise) : 0;
  const parts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = rng.range(x0, x1);
    const baseY = rng.range(y0, y1);
    const r = rng.range(minR, maxR);
    const phase = rng.next();
    const alpha = rng.range(0.25, 1) * opacity;
    let y = baseY;
    let sway = 0;
    if (t !== null) {
      const wave = Math.sin(2 * Math.PI * (t + phase));
      sway = wave * 6;
      if (cycles !== 0) {
        y = y0 + ((((baseY - y0 - cycles * height * t) % height) + height) % height);
      } else if (rise !== 0) {
        y = baseY + Math.cos(2 * Math.PI * (t + phase)) * 10;
      }
    }
    parts.push(circle(x + sway, y, r, { fill: color, opacity: Math.round(alpha * 100) / 100 }));
  }
  return g({}, ...parts);
}

/**
 * A fractal ridgeline (midpoint displacement) from x0 to x1 around baseY,
 * returned as points; close it to the bottom with `ridgeShape`.
 */
export function ridge(
  rng: Rng,
  { x0 = -40, x1 = W + 40, baseY, amp, depth = 7, rough = 0.55, peaks = [] as Pt[] }: RidgeOptions,
): Pt[] {
  const count = 2 ** depth;
  const ys = new Array<number>(count + 1).fill(baseY);
  ys[0] = baseY + rng.range(-amp, amp) * 0.5;
  ys[count] = baseY + rng.range(-amp, amp) * 0.5;
  let step = count;
  let scale = amp;
  while (step > 1) {
    const half = step / 2;
    for (let index = half; index < count; index += step) {
      ys[index] = (ys[index - half]! + ys[index + half]!) / 2 + rng.range(-scale, scale);
    }
    step = half;
    scale *= rough;
  }
  const points = ys.map((y, index): Pt => [x0 + ((x1 - x0) * index) / count, y]);
  // Optional hand-placed peaks pull the line towards them (composition control).
  return points.map(([x, y]) => {
    let pulled = y;
    for (const [px, py] of peaks) {
      const influence = Math.exp(-(((x - px) / 140) ** 2));
      pulled = pulled + (py - pulled) * influence;
    }
    return [x, pulled];
  });
}

export interface RidgeOptions {
  x0?: number;
  x1?: number;
  baseY: number;
  amp: number;
  depth?: number;
  rough?: number;
  peaks?: Pt[];
}

/** Closes a ridgeline down to the bottom of the frame. */
export function ridgeShape(points: readonly Pt[], bottom = H + 60): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return poly([...points, [last[0], bottom], [first[0], bottom]]);
}

/** Horizontal haze: a gradient band that fades silhouettes into the distance. */
export function haze(defs: Defs, top: number, bottom: number, color: string, opacity = 0.6) {
  return rect(-50, top, W + 100, bottom - top, {
    fill: defs.linear([
      [0, color, 0],
      [0.55, color, opacity * 0.8],
      [1, color, opacity],
    ]),
  });
}

function hexToUnit(color: string): number[] {
  const hex = color.replace("#", "");
  return [0, 2, 4].map(
    (start) => Math.round((parseInt(hex.slice(start, start + 2), 16) / 255) * 1000) / 1000,
  );
}
