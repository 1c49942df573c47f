/**
 * Sanity's Echo: The Forgotten Asylum. A derelict ward corridor in one-point
 * perspective: chequered floor, rows of doors, failing strip lights, and an
 * empty wheelchair backlit at the far end.
 */
import { fog, glow, grain, particles, vignette } from "../../lib/effects.ts";
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
  n,
  pathEl,
  poly,
} from "../../lib/svg.ts";

const VP: Pt = [800, 410];
const FOCAL = 900;
const HALF_WIDTH = 2.0;
const FLOOR = 1.55;
const CEILING = -1.5;
const FAR = 40;
const NEAR = 1.2;
const FOG_COLOR = "#2a352d";
const LIGHT_SPACING = 3.4;
/** Strip light levels from near to far: most are dead, one flickers (index 2). */
const LIGHT_LEVELS = [0.9, 0, 0.8, 0, 0.75, 0.15, 0.8, 0.7, 0.85, 0.8, 0.9];

/** Projects corridor space (X across, Y down, Z depth) to the screen. */
function p(x: number, y: number, z: number): Pt {
  return [VP[0] + (x * FOCAL) / z, VP[1] + (y * FOCAL) / z];
}

function quad(a: Pt, b: Pt, c: Pt, d: Pt): string {
  return poly([a, b, c, d]);
}

function lightZ(index: number): number {
  return 2.6 + index * LIGHT_SPACING;
}

/** How lit a surface point is by the strip lights (pools under each live light). */
function illumination(levels: readonly number[], z: number, y: number, x: number): number {
  let total = 0.05;
  levels.forEach((level, index) => {
    if (level <= 0) return;
    const dz = z - (lightZ(index) + 0.6);
    const dy = y - CEILING;
    const dx = x * 0.6;
    total += (level * 1.25) / (1 + (dz * dz + dy * dy * 0.35 + dx * dx) * 0.55);
  });
  return clamp(total);
}

/** Haze grows with depth towards the glowing far end. */
function fogAt(color: string, z: number): string {
  return mix(color, FOG_COLOR, clamp((z - 4) / 34) * 0.9);
}

function lit(base: string, light: number, z: number): string {
  return fogAt(mix("#020302", base, light), z);
}

export function forgottenAsylum({ t }: Frame): Art {
  const defs = new Defs("fa");
  const rng = createRng("forgotten-asylum");
  const loop = 2 * Math.PI * (t ?? 0);
  const levels = LIGHT_LEVELS.map((level, index) =>
    index === 2 && t !== null
      ? Math.sin(loop * 9) > 0.3
        ? level
        : level * 0.15
      : index === 2
        ? level * 0.55
        : level,
  );
  const parts: string[] = [fill("#0b0f0c")];

  // The end of the corridor: a lit doorway.
  const endA = p(-HALF_WIDTH, CEILING, FAR);
  const endB = p(HALF_WIDTH, FLOOR, FAR);
  parts.push(
    el("rect", {
      x: endA[0],
      y: endA[1],
      width: endB[0] - endA[0],
      height: endB[1] - endA[1],
      fill: "#46524a",
    }),
  );
  const doorA = p(-0.6, -0.5, FAR - 0.01);
  const doorB = p(0.6, FLOOR, FAR - 0.01);
  parts.push(
    el("rect", {
      x: doorA[0],
      y: doorA[1],
      width: doorB[0] - doorA[0],
      height: doorB[1] - doorA[1],
      fill: "#f4f9ea",
    }),
  );

  const surfaces: string[] = [];
  const face = (d: string, color: string) => pathEl(d, { fill: color, stroke: color });
  const step = 0.5;
  for (let z = FAR - step; z >= NEAR - 0.4; z -= step) {
    const z0 = Math.max(0.8, z);
    const z1 = z + step;
    const zc = (z0 + z1) / 2;
    // Floor tiles (two rows per strip), chequered.
    for (let column = 0; column < 6; column += 1) {
      const x0 = -HALF_WIDTH + (column * HALF_WIDTH * 2) / 6;
      const x1 = x0 + (HALF_WIDTH * 2) / 6;
      const dark = (column + Math.round(z / step)) % 2 === 0;
      const base = dark ? "#222822" : "#7d877a";
      const stain = rng.range(0, 0.3);
      surfaces.push(
        face(
          quad(p(x0, FLOOR, z0), p(x1, FLOOR, z0), p(x1, FLOOR, z1), p(x0, FLOOR, z1)),
          lit(mix(base, "#1d2219", stain), illumination(levels, zc, FLOOR, (x0 + x1) / 2), zc),
        ),
      );
    }
    // Ceiling.
    surfaces.push(
      face(
        quad(
          p(-HALF_WIDTH, CEILING, z0),
          p(HALF_WIDTH, CEILING, z0),
          p(HALF_WIDTH, CEILING, z1),
          p(-HALF_WIDTH, CEILING, z1),
        ),
        lit("#4a544b", illumination(levels, zc, CEILING + 0.4, 0) * 0.7, zc),
      ),
    );
    // Walls: tiled lower half, flaking paint above.
    for (const side of [-1, 1]) {
      const x = side * HALF_WIDTH;
      const light = illumination(levels, zc, 0, x);
      surfaces.push(
        face(
          quad(p(x, CEILING, z0), p(x, 0.1, z0), p(x, 0.1, z1), p(x, CEILING, z1)),
          lit("#a2ab98", light, zc),
        ),
        face(
          quad(p(x, 0.1, z0), p(x, FLOOR, z0), p(x, FLOOR, z1), p(x, 0.1, z1)),
          lit("#4f6454", light, zc),
        ),
        face(
          quad(p(x, 0.06, z0), p(x, 0.14, z0), p(x, 0.14, z1), p(x, 0.06, z1)),
          lit("#1b211c", light, zc),
        ),
      );
    }
  }
  parts.push(g({ "stroke-width": 0.8 }, ...surfaces));

  // Doors along both walls, some ajar onto darkness.
  const doors: string[] = [];
  for (const side of [-1, 1] as const) {
    const x = side * HALF_WIDTH;
    for (let z = FAR - 3; z > NEAR + 0.4; z -= 3.1) {
      const zd = z + (side > 0 ? 1.5 : 0);
      const z1 = zd + 1.0;
      const light = illumination(levels, zd + 0.5, -0.2, x);
      const open = rng.chance(0.28);
      doors.push(
        pathEl(
          quad(
            p(x, -0.6, zd - 0.1),
            p(x, FLOOR, zd - 0.1),
            p(x, FLOOR, z1 + 0.1),
            p(x, -0.6, z1 + 0.1),
          ),
          {
            fill: lit("#1b211c", light, zd),
          },
        ),
        pathEl(quad(p(x, -0.5, zd), p(x, FLOOR, zd), p(x, FLOOR, z1), p(x, -0.5, z1)), {
          fill: open ? "#010201" : lit("#5d6f60", light, zd),
        }),
      );
      if (!open) {
        doors.push(
          pathEl(
            quad(
              p(x, -0.25, zd + 0.3),
              p(x, -0.02, zd + 0.3),
              p(x, -0.02, zd + 0.72),
              p(x, -0.25, zd + 0.72),
            ),
            {
              fill: "#050705",
            },
          ),
        );
      }
    }
  }
  parts.push(g({}, ...doors));

  // Water streaks and grime.
  const grime = defs.filter(
    el("feTurbulence", {
      type: "fractalNoise",
      baseFrequency: "0.035 0.005",
      numOctaves: 3,
      seed: 14,
    }) +
      el("feColorMatrix", {
        type: "matrix",
        values: "0 0 0 0 0.05 0 0 0 0 0.04 0 0 0 0 0.02 2.2 0 0 0 -0.9",
      }),
    { x: 0, y: 0, width: W, height: H, name: "grime" },
  );
  parts.push(el("rect", { x: 0, y: 0, width: W, height: H, filter: grime, opacity: 0.45 }));

  // Strip light fittings and their bloom.
  levels.forEach((level, index) => {
    const z = lightZ(index);
    if (z < NEAR) return;
    const a = p(-0.25, CEILING + 0.02, z);
    const b = p(0.25, CEILING + 0.02, z);
    const c = p(0.25, CEILING + 0.02, z + 1.2);
    const d = p(-0.25, CEILING + 0.02, z + 1.2);
    parts.push(
      pathEl(quad(a, b, c, d), {
        fill: level > 0.1 ? mix("#5b6459", "#f6ffee", level) : "#151915",
      }),
    );
    if (level > 0.1) {
      const center = p(0, CEILING + 0.1, z + 0.6);
      parts.push(glow(defs, center[0], center[1], (FOCAL / z) * 0.9, "#e7f7d8", 0.35 * level));
    }
  });
  parts.push(glow(defs, VP[0], VP[1] + 40, 360, "#e2f0d6", 0.5));

  // The empty wheelchair and its long shadow towards us.
  const chairZ = 8.4;
  const s = FOCAL / chairZ;
  const [cx, cy] = p(0.3, FLOOR, chairZ);
  parts.push(
    pathEl(
      poly([
        [cx - s * 0.3, cy],
        [cx + s * 0.5, cy],
        [cx + s * 1.1, H + 40],
        [cx - s * 1.4, H + 40],
      ]),
      { fill: "#010201", opacity: 0.5, filter: defs.blur(8) },
    ),
    wheelchair(cx, cy, s, "#030403"),
  );

  // Dust hanging in the air, and a low haze.
  parts.push(
    particles(rng, 110, [350, 180, 1250, 760], "#e6f3dd", {
      opacity: 0.45,
      maxR: 1.8,
      rise: 0.08,
      t,
    }),
    fog(defs, {
      seed: 9,
      freq: [0.003, 0.01],
      color: "#a9bfa3",
      gain: 1.6,
      bias: -0.7,
      top: 360,
      bottom: H,
      fadeTop: 160,
      fadeBottom: 80,
      opacity: 0.28,
      offsetX: t === null ? 0 : Math.sin(loop) * 30,
    }),
  );
  parts.push(vignette(defs, 0.95, "#000000", 0.3));
  parts.push(fill("#27413a", { opacity: 0.18, style: "mix-blend-mode:color" }));
  if (t === null) parts.push(grain(defs, 0.12));

  return { defs, body: parts.join(""), background: "#0b0f0c" };
}

/** A wheelchair in side view standing on the floor at (x, y), `s` pixels per metre. */
function wheelchair(x: number, y: number, s: number, color: string): string {
  const wheelR = 0.3 * s;
  const wx = x + 0.05 * s;
  const wy = y - wheelR;
  const spokes: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const a = (index / 6) * Math.PI;
    spokes.push(
      `M${n(wx + Math.cos(a) * wheelR)} ${n(wy + Math.sin(a) * wheelR)}L${n(wx - Math.cos(a) * wheelR)} ${n(wy - Math.sin(a) * wheelR)}`,
    );
  }
  const w = Math.max(1.2, s * 0.025);
  return g(
    { stroke: color, fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" },
    el("circle", { cx: wx, cy: wy, r: wheelR, "stroke-width": w * 1.6 }),
    el("circle", { cx: wx, cy: wy, r: wheelR * 0.86, "stroke-width": w * 0.6 }),
    pathEl(spokes.join(""), { "stroke-width": w * 0.4 }),
    el("circle", { cx: x + 0.42 * s, cy: y - 0.06 * s, r: 0.06 * s, "stroke-width": w }),
    // Frame: seat, backrest, push handle, footrest.
    pathEl(
      `M${n(x - 0.12 * s)} ${n(y - 0.85 * s)}L${n(x - 0.02 * s)} ${n(y - 0.42 * s)}L${n(x + 0.38 * s)} ${n(y - 0.42 * s)}L${n(x + 0.42 * s)} ${n(y - 0.12 * s)}L${n(x + 0.5 * s)} ${n(y - 0.1 * s)}`,
      { "stroke-width": w * 1.2 },
    ),
    pathEl(`M${n(x - 0.12 * s)} ${n(y - 0.85 * s)}L${n(x - 0.24 * s)} ${n(y - 0.86 * s)}`, {
      "stroke-width": w * 1.2,
    }),
    pathEl(`M${n(x + 0.02 * s)} ${n(y - 0.62 * s)}L${n(x + 0.32 * s)} ${n(y - 0.62 * s)}`, {
      "stroke-width": w,
    }),
    pathEl(
      `M${n(x - 0.09 * s)} ${n(y - 0.8 * s)}L${n(x + 0.0 * s)} ${n(y - 0.44 * s)}L${n(x + 0.34 * s)} ${n(y - 0.44 * s)}`,
      { "stroke-width": w * 3.5, "stroke-opacity": 0.9 },
    ),
  );
}
