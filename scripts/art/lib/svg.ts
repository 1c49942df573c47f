/**
 * SVG building blocks for the generated artwork. Every scene is drawn in a
 * 1600x900 user space; the renderer decides the output size (and may crop with
 * the view box for share images).
 */
export const W = 1600;
export const H = 900;

export type Pt = readonly [number, number];
export type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;
/** [offset 0..1, colour, opacity (default 1)] */
export type Stop = readonly [number, string, number?];

/** Rounds for compact markup (three decimals: gradient offsets and fractions need them). */
export function n(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(
      ([name, value]) =>
        ` ${name}="${typeof value === "number" ? n(value) : escapeAttr(String(value))}"`,
    )
    .join("");
}

export function el(tag: string, values: Attrs = {}, ...children: string[]): string {
  const inner = children.join("");
  return inner ? `<${tag}${attrs(values)}>${inner}</${tag}>` : `<${tag}${attrs(values)}/>`;
}

export function g(values: Attrs, ...children: string[]): string {
  return el("g", values, ...children);
}

export function rect(x: number, y: number, width: number, height: number, extra: Attrs = {}) {
  return el("rect", { x, y, width, height, ...extra });
}

export function circle(cx: number, cy: number, r: number, extra: Attrs = {}) {
  return el("circle", { cx, cy, r, ...extra });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, extra: Attrs = {}) {
  return el("ellipse", { cx, cy, rx, ry, ...extra });
}

export function line(a: Pt, b: Pt, extra: Attrs = {}) {
  return el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], ...extra });
}

export function pathEl(d: string, extra: Attrs = {}) {
  return el("path", { d, ...extra });
}

/** A full-frame rectangle (with margin, so moving layers never show an edge). */
export function fill(paint: string, extra: Attrs = {}, margin = 0) {
  return rect(-margin, -margin, W + margin * 2, H + margin * 2, { fill: paint, ...extra });
}

/** Straight polyline / polygon path data. */
export function poly(points: readonly Pt[], close = true): string {
  if (points.length === 0) return "";
  const [first, ...rest] = points;
  return `M${n(first![0])} ${n(first![1])}${rest.map(([x, y]) => `L${n(x)} ${n(y)}`).join("")}${close ? "Z" : ""}`;
}

/** Same points, wound clockwise (on screen), so compound paths never cancel out. */
export function clockwise(points: readonly Pt[]): Pt[] {
  let area = 0;
  for (let index = 0; index < points.length; index += 1) {
    const [x1, y1] = points[index]!;
    const [x2, y2] = points[(index + 1) % points.length]!;
    area += x1 * y2 - x2 * y1;
  }
  return area < 0 ? [...points].reverse() : [...points];
}

/** Closed polygon path data wound clockwise (for silhouettes merged into one path). */
export function shape(points: readonly Pt[]): string {
  return poly(clockwise(points));
}

/** Smooth path through the points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points: readonly Pt[], close = false, tension = 1): string {
  if (points.length < 3) return poly(points, close);
  const count = points.length;
  const at = (index: number): Pt => {
    if (close) return points[((index % count) + count) % count]!;
    return points[Math.max(0, Math.min(count - 1, index))]!;
  };
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  const segments = close ? count : count - 1;
  for (let index = 0; index < segments; index += 1) {
    const p0 = at(index - 1);
    const p1 = at(index);
    const p2 = at(index + 1);
    const p3 = at(index + 2);
    const c1: Pt = [
      p1[0] + ((p2[0] - p0[0]) / 6) * tension,
      p1[1] + ((p2[1] - p0[1]) / 6) * tension,
    ];
    const c2: Pt = [
      p2[0] - ((p3[0] - p1[0]) / 6) * tension,
      p2[1] - ((p3[1] - p1[1]) / 6) * tension,
    ];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

/** Transforms a list of local points: scale, rotate (degrees), then translate. */
export function place(points: readonly Pt[], x: number, y: number, scale = 1, rotate = 0): Pt[] {
  const angle = (rotate * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return points.map(([px, py]) => [
    x + (px * cos - py * sin) * scale,
    y + (px * sin + py * cos) * scale,
  ]);
}

/** Mirrors a half outline (drawn for x >= 0, top to bottom) into a symmetric closed outline. */
export function mirror(half: readonly Pt[]): Pt[] {
  const reflected = [...half].reverse().map(([x, y]): Pt => [-x, y]);
  return [...half, ...reflected];
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

export function clamp(value: number, min = 0, max = 1): number {
  return Math.min(max, Math.max(min, value));
}

/** Mixes two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const channel = (index: number) =>
    Math.round(lerp(pa[index]!, pb[index]!, clamp(t)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function parseHex(color: string): number[] {
  const hex = color.replace("#", "");
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
}

/** Collects <defs> with unique ids and hands back `url(#id)` references. */
export class Defs {
  private readonly items: string[] = [];
  private counter = 0;

  constructor(private readonly prefix = "d") {}

  id(name: string): string {
    this.counter += 1;
    return `${this.prefix}-${name}-${this.counter}`;
  }

  add(markup: string): void {
    this.items.push(markup);
  }

  private stopsMarkup(stops: readonly Stop[]): string {
    return stops
      .map(([offset, color, opacity]) =>
        el("stop", {
          offset,
          "stop-color": color,
          "stop-opacity": opacity === undefined || opacity === 1 ? undefined : opacity,
        }),
      )
      .join("");
  }

  /** Linear gradient; coordinates are fractions of the bounding box unless `user` is set. */
  linear(
    stops: readonly Stop[],
    { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false, transform }: LinearOptions = {},
  ): string {
    const id = this.id("lin");
    this.add(
      el(
        "linearGradient",
        {
          id,
          x1,
          y1,
          x2,
          y2,
          gradientUnits: user ? "userSpaceOnUse" : undefined,
          gradientTransform: transform,
        },
        this.stopsMarkup(stops),
      ),
    );
    return `url(#${id})`;
  }

  radial(
    stops: readonly Stop[],
    { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false, transform }: RadialOptions = {},
  ): string {
    const id = this.id("rad");
    this.add(
      el(
        "radialGradient",
        {
          id,
          cx,
          cy,
          r,
          fx,
          fy,
          gradientUnits: user ? "userSpaceOnUse" : undefined,
          gradientTransform: transform,
        },
        this.stopsMarkup(stops),
      ),
    );
    return `url(#${id})`;
  }

  /** A filter over a user-space region (default: the frame plus a margin). */
  filter(
    body: string,
    { x = -200, y = -200, width = W + 400, height = H + 400, name = "fx" }: FilterOptions = {},
  ): string {
    const id = this.id(name);
    this.add(
      el(
        "filter",
        {
          id,
          x,
          y,
          width,
          height,
          filterUnits: "userSpaceOnUse",
          "color-interpolation-filters": "sRGB",
        },
        body,
      ),
    );
    return `url(#${id})`;
  }

  private blurCache = new Map<string, string>();

  /** Gaussian blur over the whole frame region (cached per deviation). */
  blur(deviation: number | string): string {
    const key = String(deviation);
    const cached = this.blurCache.get(key);
    if (cached) return cached;
    const ref = this.filter(el("feGaussianBlur", { stdDeviation: deviation }), { name: "blur" });
    this.blurCache.set(key, ref);
    return ref;
  }

  clip(markup: string): string {
    const id = this.id("clip");
    this.add(el("clipPath", { id }, markup));
    return `url(#${id})`;
  }

  mask(markup: string): string {
    const id = this.id("mask");
    this.add(
      el(
        "mask",
        { id, maskUnits: "userSpaceOnUse", x: -400, y: -400, width: W + 800, height: H + 800 },
        markup,
      ),
    );
    return `url(#${id})`;
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join("")}</defs>` : "";
  }
}

export interface LinearOptions {
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  user?: boolean;
  transform?: string;
}

export interface RadialOptions {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  user?: boolean;
  transform?: string;
}

export interface FilterOptions {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  name?: string;
}

/** The drawing of one scene: defs plus body, in the 1600x900 user space. */
export interface Art {
  defs: Defs;
  body: string;
  /** Colour behind everything (also the fallback while decoding). */
  background: string;
}

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const FULL_VIEW: ViewBox = { x: 0, y: 0, width: W, height: H };

export function toSvg(art: Art, outWidth: number, outHeight: number, view: ViewBox = FULL_VIEW) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}"` +
    ` viewBox="${view.x} ${view.y} ${view.width} ${view.height}" preserveAspectRatio="xMidYMid slice">` +
    `${art.defs.toString()}${rect(view.x, view.y, view.width, view.height, { fill: art.background })}${art.body}</svg>`
  );
}
