/**
 * Antariksh Yatra: an Indian voyage to space. A spacecraft leaves Earth at
 * sunrise on its transfer arc to the Moon; the limb glows saffron and cyan.
 */
import { driftingFog, glow, glowEllipse, grain, stars, vignette } from "../../lib/effects.ts";
import { type Frame } from "../../lib/render.ts";
import { createRng } from "../../lib/rng.ts";
import { type Art, type Pt, Defs, H, W, circle, el, fill, g, n } from "../../lib/svg.ts";

const EARTH: Pt = [700, 2250];
const EARTH_R = 1560;
const MOON: Pt = [1330, 190];

export function antarikshYatra({ t }: Frame): Art {
  const defs = new Defs("ay");
  const rng = createRng("antariksh");
  const phase = t ?? 0;
  const loop = 2 * Math.PI * phase;
  const parts: string[] = [
    fill("#02030a"),
    stars(rng, defs, { count: 380, color: "#f2f4ff", maxR: 1.5, bright: 0.03, t }),
  ];

  // The Moon.
  parts.push(
    glow(defs, MOON[0], MOON[1], 200, "#e8ecff", 0.25),
    circle(MOON[0], MOON[1], 62, {
      fill: defs.radial(
        [
          [0, "#f4f5fa"],
          [0.7, "#c9ccd8"],
          [1, "#8d92a6"],
        ],
        { cx: 0.35, cy: 0.35, r: 0.75 },
      ),
    }),
    circle(MOON[0] + 16, MOON[1] - 10, 12, { fill: "#a9adbd", opacity: 0.6 }),
    circle(MOON[0] - 18, MOON[1] + 16, 9, { fill: "#a9adbd", opacity: 0.5 }),
    circle(MOON[0] + 4, MOON[1] + 26, 6, { fill: "#a9adbd", opacity: 0.5 }),
  );

  // Transfer orbit: a dotted arc from low orbit to the Moon.
  parts.push(
    el("path", {
      d: `M120 640Q640 80 ${MOON[0] - 70} ${MOON[1] + 30}`,
      stroke: "#ffb35c",
      "stroke-width": 2,
      "stroke-dasharray": "2 12",
      "stroke-linecap": "round",
      fill: "none",
      opacity: 0.8,
    }),
    el("ellipse", {
      cx: EARTH[0],
      cy: EARTH[1],
      rx: EARTH_R + 120,
      ry: EARTH_R + 60,
      fill: "none",
      stroke: "#8be9fd",
      "stroke-width": 1.2,
      "stroke-dasharray": "3 10",
      opacity: 0.5,
    }),
  );

  // Earth: ocean, clouds, a sunrise on the limb to the left.
  const earthClip = defs.clip(circle(EARTH[0], EARTH[1], EARTH_R));
  parts.push(
    glow(defs, EARTH[0], EARTH[1], EARTH_R * 1.08, "#4fd8f0", 0.5),
    circle(EARTH[0], EARTH[1], EARTH_R, {
      fill: defs.radial(
        [
          [0, "#0a2a5a"],
          [0.9, "#0b1f45"],
          [1, "#123a70"],
        ],
        { cx: 0.5, cy: 0.5, r: 0.5 },
      ),
    }),
    g(
      { "clip-path": earthClip },
      driftingFog(
        defs,
        {
          seed: 131,
          freq: [0.004, 0.012],
          octaves: 5,
          color: "#e8f4ff",
          gain: 2.2,
          bias: -1.0,
          top: 660,
          bottom: H + 20,
          fadeTop: 1,
          fadeBottom: 1,
          opacity: 0.75,
        },
        t,
        60,
      ),
      el("rect", {
        x: 0,
        y: 600,
        width: W,
        height: 320,
        fill: defs.linear([
          [0, "#000000", 0],
          [1, "#000000", 0.55],
        ]),
      }),
    ),
    circle(EARTH[0], EARTH[1], EARTH_R, {
      fill: "none",
      stroke: "#8be9fd",
      "stroke-width": 6,
      opacity: 0.9,
    }),
    circle(EARTH[0], EARTH[1], EARTH_R + 8, {
      fill: "none",
      stroke: "#4fd8f0",
      "stroke-width": 26,
      opacity: 0.35,
      filter: defs.blur(12),
    }),
    glowEllipse(defs, 170, 760, 520, 120, "#ff9933", 0.85),
    glow(defs, 150, 748, 120, "#fff1d6", 0.95),
    glowEllipse(defs, 150, 748, 700, 6, "#ffd9a8", 0.8),
  );

  // The spacecraft: crew capsule, service module, solar wings, engine burn.
  const cx = 700 + (t === null ? 0 : Math.sin(loop) * 6);
  const cy = 380 + (t === null ? 0 : Math.cos(loop) * 4);
  const angle = -28;
  const burn = t === null ? 1 : 0.85 + 0.15 * Math.sin(loop * 8);
  parts.push(
    g(
      { transform: `translate(${n(cx)} ${n(cy)}) rotate(${angle})` },
      el("path", {
        d: "M-150 0L-420 -8L-420 8Z",
        fill: defs.linear(
          [
            [0, "#ff8a3d", 0.9 * burn],
            [1, "#ff8a3d", 0],
          ],
          { x1: 1, y1: 0, x2: 0, y2: 0 },
        ),
        filter: defs.blur(3),
      }),
      glow(defs, -150, 0, 60 * burn, "#ffb35c", 0.9),
      // Solar wings.
      ...[-1, 1].map((side) =>
        g(
          {},
          el("rect", {
            x: -100,
            y: side < 0 ? -170 : 24,
            width: 70,
            height: 146,
            fill: "#12214a",
            stroke: "#8be9fd",
            "stroke-width": 1.2,
          }),
          el("path", {
            d: `M-100 ${side < 0 ? -140 : 54}H-30M-100 ${side < 0 ? -110 : 84}H-30M-100 ${side < 0 ? -80 : 114}H-30M-100 ${side < 0 ? -50 : 144}H-30M-65 ${side < 0 ? -170 : 24}V${side < 0 ? -24 : 170}`,
            stroke: "#4fd8f0",
            "stroke-width": 0.8,
            opacity: 0.7,
          }),
          el("rect", { x: -70, y: side < 0 ? -24 : 14, width: 8, height: 10, fill: "#c9cfdc" }),
        ),
      ),
      // Service module and capsule.
      el("rect", {
        x: -150,
        y: -24,
        width: 120,
        height: 48,
        rx: 4,
        fill: defs.linear([
          [0, "#f2f3f7"],
          [1, "#8e95a8"],
        ]),
      }),
      el("rect", { x: -150, y: -24, width: 120, height: 10, fill: "#ffb35c", opacity: 0.85 }),
      el("path", {
        d: "M-30 -26L60 -12L70 0L60 12L-30 26Z",
        fill: defs.linear([
          [0, "#ffffff"],
          [1, "#9aa1b5"],
        ]),
      }),
      el("rect", { x: 0, y: -6, width: 14, height: 5, fill: "#4fd8f0" }),
    ),
  );
  parts.push(vignette(defs, 0.8, "#000000", 0.42));
  if (t === null) parts.push(grain(defs, 0.06));
  return { defs, body: parts.join(""), background: "#02030a" };
}
