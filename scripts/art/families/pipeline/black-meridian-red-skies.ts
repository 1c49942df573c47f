/**
 * Black Meridian: Red Skies. A strike formation above a burning cloud deck at
 * dusk: a blood-red sun, flak bursts and long contrails.
 */
import { driftingFog, glow, glowEllipse, grain, particles, vignette } from "../../lib/effects.ts";
import { type Frame } from "../../lib/render.ts";
import { createRng } from "../../lib/rng.ts";
import { jet } from "../../lib/shapes.ts";
import { type Art, Defs, H, W, circle, fill, g } from "../../lib/svg.ts";

export function blackMeridianRedSkies({ t }: Frame): Art {
  const defs = new Defs("rs");
  const rng = createRng("red-skies");
  const loop = 2 * Math.PI * (t ?? 0);
  const parts: string[] = [
    fill(
      defs.linear([
        [0, "#120204"],
        [0.4, "#4a0a0c"],
        [0.66, "#c2361c"],
        [0.78, "#ff8a3d"],
        [1, "#3a0806"],
      ]),
    ),
    glow(defs, 520, 640, 700, "#ff5a2a", 0.5),
    circle(520, 640, 150, {
      fill: defs.radial([
        [0, "#ffd08a"],
        [0.6, "#ff7a2a"],
        [1, "#d2401a"],
      ]),
    }),
    glowEllipse(defs, 520, 640, 1200, 10, "#ffd9a8", 0.7),
  ];

  // Cloud deck below, lit from the sun, with a high layer of streaks.
  parts.push(
    driftingFog(
      defs,
      {
        seed: 141,
        freq: [0.0016, 0.012],
        octaves: 4,
        color: "#2a0506",
        gain: 2.4,
        bias: -1.0,
        top: 80,
        bottom: 420,
        fadeTop: 60,
        fadeBottom: 160,
        opacity: 0.75,
      },
      t,
      160,
    ),
    driftingFog(
      defs,
      {
        seed: 142,
        freq: [0.0024, 0.008],
        octaves: 5,
        color: "#3a0808",
        gain: 2.6,
        bias: -0.8,
        top: 640,
        bottom: H + 30,
        fadeTop: 100,
        fadeBottom: 1,
      },
      t,
      420,
    ),
    driftingFog(
      defs,
      {
        seed: 143,
        freq: [0.003, 0.01],
        octaves: 4,
        color: "#ff8a5a",
        gain: 2.2,
        bias: -1.1,
        top: 660,
        bottom: 800,
        fadeTop: 60,
        fadeBottom: 100,
        opacity: 0.45,
      },
      t,
      420,
    ),
  );

  // Flak bursts.
  const flak: string[] = [];
  for (let index = 0; index < 12; index += 1) {
    const x = rng.range(700, 1550);
    const y = rng.range(120, 520);
    const r = rng.range(10, 26);
    const pulse = t === null ? 1 : 0.6 + 0.4 * Math.sin(loop + index);
    flak.push(glow(defs, x, y, r * 3, "#ffb35c", 0.3 * pulse));
    for (let puff = 0; puff < 6; puff += 1) {
      flak.push(
        circle(x + rng.range(-r, r), y + rng.range(-r * 0.6, r * 0.6), r * rng.range(0.35, 0.7), {
          fill: "#1a0606",
          opacity: 0.55,
        }),
      );
    }
  }
  parts.push(g({ filter: defs.blur(2.5) }, ...flak));

  // The formation, climbing to the upper left.
  const bob = (index: number) => (t === null ? 0 : Math.sin(loop + index) * 5);
  const body = defs.linear([
    [0, "#2a1a22"],
    [1, "#0a0608"],
  ]);
  parts.push(
    jet(defs, {
      x: 1000,
      y: 300 + bob(0),
      scale: 0.9,
      rotate: -158,
      sy: 0.55,
      body,
      edge: "#ffb35c",
      canopy: "#ffcf99",
      trail: 700,
      trailColor: "#ffd9c2",
    }),
    jet(defs, {
      x: 1180,
      y: 420 + bob(1),
      scale: 0.8,
      rotate: -158,
      sy: 0.55,
      body,
      edge: "#ffb35c",
      canopy: "#ffcf99",
      trail: 620,
      trailColor: "#ffd9c2",
    }),
    jet(defs, {
      x: 1210,
      y: 210 + bob(2),
      scale: 0.7,
      rotate: -158,
      sy: 0.55,
      body,
      edge: "#ffb35c",
      canopy: "#ffcf99",
      trail: 560,
      trailColor: "#ffd9c2",
    }),
    jet(defs, {
      x: 720,
      y: 470 + bob(3),
      scale: 1.4,
      rotate: -164,
      sy: 0.5,
      body,
      edge: "#ffb35c",
      canopy: "#ffcf99",
      trail: 900,
      trailColor: "#ffd9c2",
    }),
  );
  parts.push(
    particles(rng, 60, [0, 0, W, H], "#ffcf99", { opacity: 0.4, maxR: 1.5, rise: -0.3, t }),
  );
  parts.push(vignette(defs, 0.85, "#000000", 0.4));
  if (t === null) parts.push(grain(defs, 0.08));
  return { defs, body: parts.join(""), background: "#4a0a0c" };
}
