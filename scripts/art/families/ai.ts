/**
 * Product-card art for the five AI solutions: legible, abstract illustrations
 * in the site's palette (ink, cyan, violet, ember).
 */
import { glow, lightCone, particles } from "../lib/effects.ts";
import { type Frame } from "../lib/render.ts";
import { createRng } from "../lib/rng.ts";
import { type Art, type Pt, Defs, circle, el, g, n, pathEl, poly, smooth } from "../lib/svg.ts";
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

/** Process automation: a neural network routing work from intake to done. */
export function aiProcessAutomation({ t }: Frame): Art {
  const defs = new Defs("pa");
  const rng = createRng("ai-automation");
  const parts: string[] = [backdrop(defs, { focus: [800, 400], horizon: 640 })];
  const layers = [4, 6, 7, 6, 3];
  const positions: Pt[][] = layers.map((count, layer) => {
    const x = 380 + layer * 210;
    return Array.from({ length: count }, (_, index): Pt => [
      x,
      410 + (index - (count - 1) / 2) * 82,
    ]);
  });
  // Connections: faint everywhere, a few bright routes.
  const faint: string[] = [];
  const bright: string[] = [];
  for (let layer = 0; layer < positions.length - 1; layer += 1) {
    for (const a of positions[layer]!) {
      for (const b of positions[layer + 1]!) {
        const d = `M${n(a[0])} ${n(a[1])}C${n(a[0] + 90)} ${n(a[1])} ${n(b[0] - 90)} ${n(b[1])} ${n(b[0])} ${n(b[1])}`;
        if (rng.chance(0.16)) bright.push(d);
        else faint.push(d);
      }
    }
  }
  parts.push(
    pathEl(faint.join(""), { stroke: "#8d94b3", "stroke-width": 1, fill: "none", opacity: 0.2 }),
    pathEl(bright.join(""), {
      stroke: VIOLET_LIGHT,
      "stroke-width": 6,
      fill: "none",
      opacity: 0.25,
      filter: defs.blur(4),
    }),
    pathEl(bright.join(""), {
      stroke: defs.linear(
        [
          [0, VIOLET_LIGHT],
          [1, CYAN_LIGHT],
        ],
        { x1: 380, y1: 0, x2: 1220, y2: 0, user: true },
      ),
      "stroke-width": 2,
      fill: "none",
    }),
  );
  // Pulses travelling along the bright routes.
  const pulses = bright.slice(0, 10).map((d, index) =>
    el("path", {
      d,
      stroke: "#ffffff",
      "stroke-width": 3.5,
      fill: "none",
      "stroke-linecap": "round",
      "stroke-dasharray": "10 400",
      "stroke-dashoffset": -(((t ?? 0) * 410 + index * 47) % 410),
      opacity: 0.9,
    }),
  );
  parts.push(g({}, ...pulses));
  positions.forEach((layer, layerIndex) =>
    layer.forEach(([x, y], index) => {
      const color = layerIndex === 0 ? VIOLET : layerIndex === positions.length - 1 ? EMBER : CYAN;
      parts.push(node(defs, x, y, 13 + (index % 2) * 2, color, 0.9));
    }),
  );
  // Intake documents on the left, completed tasks on the right.
  for (let index = 0; index < 3; index += 1) {
    const y = 300 + index * 90;
    parts.push(
      panel(defs, 90 + index * 14, y, 180, 110, {
        color: VIOLET_LIGHT,
        radius: 12,
        opacity: 0.55 + index * 0.2,
      }),
    );
    parts.push(textLines(rng, 112 + index * 14, y + 28, 130, 3));
  }
  for (let index = 0; index < 3; index += 1) {
    const y = 300 + index * 92;
    parts.push(panel(defs, 1330, y, 190, 72, { color: EMBER_LIGHT, radius: 12 }));
    parts.push(
      circle(1366, y + 36, 16, { fill: "none", stroke: EMBER_LIGHT, "stroke-width": 2.5 }),
      pathEl(`M1358 ${y + 36}l6 6 11-12`, {
        stroke: EMBER_LIGHT,
        "stroke-width": 3,
        fill: "none",
        "stroke-linecap": "round",
      }),
      textLines(rng, 1394, y + 24, 100, 2),
    );
  }
  parts.push(finish(defs, t === null));
  return { defs, body: parts.join(""), background: INK[900] };
}

/** Conversational agents: a dialogue of glass bubbles beside a glowing agent core. */
export function aiConversationalAgents({ t }: Frame): Art {
  const defs = new Defs("ca");
  const rng = createRng("ai-agents");
  const loop = 2 * Math.PI * (t ?? 0);
  const parts: string[] = [
    backdrop(defs, { focus: [760, 420], horizon: 660, accent: CYAN, accent2: VIOLET }),
  ];

  // Agent core: a sphere wrapped in orbit rings.
  const core: Pt = [470, 430];
  const spin = (t ?? 0) * 360;
  parts.push(
    glow(defs, core[0], core[1], 360, CYAN, 0.35),
    circle(core[0], core[1], 120, {
      fill: defs.radial(
        [
          [0, "#e6fbff"],
          [0.3, CYAN_LIGHT],
          [0.75, "#1d6f8a"],
          [1, "#0b2233"],
        ],
        { cx: 0.38, cy: 0.35, r: 0.7 },
      ),
    }),
    ...[0, 60, 120].map((tilt, index) =>
      el("ellipse", {
        cx: core[0],
        cy: core[1],
        rx: 190,
        ry: 52,
        fill: "none",
        stroke: index === 1 ? VIOLET_LIGHT : CYAN_LIGHT,
        "stroke-width": 2,
        "stroke-dasharray": index === 2 ? "4 10" : undefined,
        opacity: 0.8,
        transform: `rotate(${n(tilt + spin * (index % 2 === 0 ? 0.1 : -0.1))} ${core[0]} ${core[1]})`,
      }),
    ),
    circle(core[0] + 190 * Math.cos(loop), core[1] + 52 * Math.sin(loop), 7, { fill: "#ffffff" }),
  );

  // The conversation.
  const bubbles: [number, number, number, number, boolean][] = [
    [760, 170, 420, 96, false],
    [900, 290, 420, 96, true],
    [760, 410, 500, 130, false],
    [960, 570, 360, 84, true],
  ];
  bubbles.forEach(([x, y, w, h, user]) => {
    const color = user ? EMBER_LIGHT : CYAN_LIGHT;
    parts.push(
      panel(defs, x, y, w, h, { color, radius: 26 }),
      pathEl(user ? `M${x + w - 40} ${y + h}l22 22-2-22z` : `M${x + 40} ${y + h}l-22 22 2-22z`, {
        fill: "#0e1120",
        stroke: color,
        "stroke-opacity": 0.45,
      }),
      textLines(
        rng,
        x + 30,
        y + 30,
        w - 60,
        Math.round((h - 40) / 22),
        user ? "#ffd9b0" : "#cfe9f5",
        20,
      ),
    );
  });
  // Typing indicator.
  parts.push(panel(defs, 760, 690, 110, 60, { color: CYAN_LIGHT, radius: 26, opacity: 0.7 }));
  for (let index = 0; index < 3; index += 1) {
    const lift =
      t === null ? (index === 1 ? 4 : 0) : Math.max(0, Math.sin(loop * 3 - index * 0.8)) * 8;
    parts.push(circle(790 + index * 26, 720 - lift, 7, { fill: CYAN_LIGHT, opacity: 0.9 }));
  }
  // Links from the core to the dialogue.
  parts.push(
    pathEl(`M${core[0] + 120} ${core[1] - 30}C640 300 700 240 760 218`, {
      stroke: CYAN,
      "stroke-width": 1.5,
      fill: "none",
      "stroke-dasharray": "3 7",
      opacity: 0.8,
    }),
    pathEl(`M${core[0] + 122} ${core[1] + 20}C660 470 700 480 760 475`, {
      stroke: CYAN,
      "stroke-width": 1.5,
      fill: "none",
      "stroke-dasharray": "3 7",
      opacity: 0.8,
    }),
    particles(rng, 40, [200, 150, 1450, 760], CYAN_LIGHT, {
      opacity: 0.5,
      maxR: 1.6,
      rise: 0.1,
      t,
    }),
  );
  parts.push(finish(defs, t === null));
  return { defs, body: parts.join(""), background: INK[900] };
}

/** Predictive analytics: history, a forecast with its confidence band, and the bars behind. */
export function aiPredictiveAnalytics({ t }: Frame): Art {
  const defs = new Defs("pr");
  const rng = createRng("ai-predictive");
  const parts: string[] = [
    backdrop(defs, { focus: [820, 420], horizon: 700, accent: VIOLET, accent2: CYAN }),
  ];
  const frame = { x: 130, y: 140, w: 1080, h: 580 };
  parts.push(panel(defs, frame.x, frame.y, frame.w, frame.h, { color: CYAN_LIGHT, radius: 22 }));
  // Grid and axes.
  const grid: string[] = [];
  for (let index = 1; index < 6; index += 1) {
    const y = frame.y + (frame.h * index) / 6;
    grid.push(`M${frame.x + 60} ${n(y)}H${frame.x + frame.w - 40}`);
  }
  parts.push(pathEl(grid.join(""), { stroke: "#8d94b3", "stroke-width": 1, opacity: 0.18 }));
  parts.push(
    ticks(
      [frame.x + 60, frame.y + frame.h - 40],
      [frame.x + frame.w - 40, frame.y + frame.h - 40],
      30,
      10,
      "#8d94b3",
    ),
  );
  // Background bars.
  const bars: string[] = [];
  for (let index = 0; index < 30; index += 1) {
    const x = frame.x + 80 + index * 38;
    const h = 60 + rng.range(0, 120) + index * 3;
    if (x > frame.x + frame.w - 60) break;
    bars.push(el("rect", { x, y: frame.y + frame.h - 40 - h, width: 22, height: h, rx: 4 }));
  }
  parts.push(g({ fill: VIOLET, opacity: 0.22 }, ...bars));
  // History line then forecast.
  const split = 0.62;
  const points: Pt[] = [];
  let value = 0.3;
  for (let index = 0; index <= 40; index += 1) {
    const u = index / 40;
    value += rng.range(-0.05, 0.065) + (u > split ? 0.012 : 0.004);
    points.push([frame.x + 80 + u * (frame.w - 140), frame.y + frame.h - 90 - value * 420]);
  }
  const splitIndex = Math.round(40 * split);
  const history = points.slice(0, splitIndex + 1);
  const forecast = points.slice(splitIndex);
  const upper = forecast.map(([x, y], index): Pt => [x, y - index * 9]);
  const lower = forecast.map(([x, y], index): Pt => [x, y + index * 7]);
  const chartClip = defs.clip(
    el("rect", { x: frame.x, y: frame.y, width: frame.w, height: frame.h, rx: 22 }),
  );
  parts.push(
    pathEl(poly([...upper, ...[...lower].reverse()]), {
      "clip-path": chartClip,
      fill: defs.linear(
        [
          [0, EMBER, 0.35],
          [1, EMBER, 0.08],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    }),
    pathEl(smooth(history), {
      stroke: CYAN,
      "stroke-width": 10,
      fill: "none",
      opacity: 0.25,
      filter: defs.blur(5),
    }),
    pathEl(smooth(history), {
      stroke: CYAN_LIGHT,
      "stroke-width": 3.5,
      fill: "none",
      "stroke-linejoin": "round",
    }),
    pathEl(smooth(forecast), {
      stroke: EMBER_LIGHT,
      "stroke-width": 3.5,
      fill: "none",
      "stroke-dasharray": "12 9",
    }),
    el("line", {
      x1: forecast[0]![0],
      y1: frame.y + 30,
      x2: forecast[0]![0],
      y2: frame.y + frame.h - 40,
      stroke: "#eef0f8",
      "stroke-width": 1.2,
      "stroke-dasharray": "4 6",
      opacity: 0.5,
    }),
  );
  history
    .filter((_, index) => index % 5 === 0)
    .forEach(([x, y]) =>
      parts.push(circle(x, y, 5, { fill: INK[900], stroke: CYAN_LIGHT, "stroke-width": 2.5 })),
    );
  const last = forecast[forecast.length - 1]!;
  const scan = t === null ? 1 : (t * 2) % 1;
  const probe = forecast[Math.min(forecast.length - 1, Math.floor(scan * forecast.length))]!;
  parts.push(
    node(defs, last[0], last[1], 10, EMBER, 1),
    node(defs, probe[0], probe[1], 7, CYAN, 1),
  );
  // Side cards: key indicators as rings.
  for (const [index, fraction, color] of [
    [0, 0.72, CYAN],
    [1, 0.48, VIOLET_LIGHT],
  ] as const) {
    const cx = 1370;
    const cy = 260 + index * 170;
    parts.push(
      circle(cx, cy, 44, { fill: "none", stroke: "#262c4d", "stroke-width": 9 }),
      el("circle", {
        cx,
        cy,
        r: 44,
        fill: "none",
        stroke: color,
        "stroke-width": 9,
        "stroke-linecap": "round",
        "stroke-dasharray": `${n(2 * Math.PI * 44 * fraction)} 400`,
        transform: `rotate(-90 ${cx} ${cy})`,
      }),
    );
  }
  parts.push(finish(defs, t === null));
  return { defs, body: parts.join(""), background: INK[900] };
}

/** Vision inspection: a camera over a conveyor frames each part; one is flagged. */
export function aiVisionInspection({ t }: Frame): Art {
  const defs = new Defs("vi");
  const rng = createRng("ai-vision");
  const phase = t ?? 0;
  const parts: string[] = [
    backdrop(defs, { focus: [800, 460], horizon: 520, accent: CYAN, accent2: VIOLET, grid: false }),
  ];
  const scene: string[] = [];

  // Conveyor belt in perspective.
  const belt: Pt[] = [
    [160, 800],
    [1440, 800],
    [1180, 560],
    [420, 560],
  ];
  scene.push(
    pathEl(poly(belt), {
      fill: defs.linear([
        [0, "#151a30"],
        [1, "#0b0e1a"],
      ]),
    }),
    pathEl(
      poly([
        [160, 800],
        [1440, 800],
        [1440, 830],
        [160, 830],
      ]),
      { fill: "#05060b" },
    ),
  );
  const slats: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const u = ((index + phase * 2) % 14) / 14;
    const y = 560 + (800 - 560) * u ** 1.25;
    const inset = (1 - (y - 560) / 240) * 260;
    slats.push(`M${n(160 + inset)} ${n(y)}H${n(1440 - inset)}`);
  }
  scene.push(pathEl(slats.join(""), { stroke: "#8d94b3", "stroke-width": 1.2, opacity: 0.25 }));

  // Camera head and scanning light.
  scene.push(
    lightCone(defs, [800, 180], 90, 52, 560, CYAN_LIGHT, 0.32, 10),
    el("rect", {
      x: 760,
      y: 40,
      width: 80,
      height: 110,
      rx: 10,
      fill: "#1c2140",
      stroke: "#262c4d",
    }),
    el("rect", { x: 700, y: 40, width: 200, height: 10, fill: "#262c4d" }),
    circle(800, 170, 34, { fill: "#0a0c16", stroke: CYAN_LIGHT, "stroke-width": 3 }),
    circle(800, 170, 18, {
      fill: defs.radial(
        [
          [0, "#e6fbff"],
          [0.5, CYAN],
          [1, "#0b2233"],
        ],
        { cx: 0.4, cy: 0.4 },
      ),
    }),
    glow(defs, 800, 170, 90, CYAN, 0.5),
  );

  // Parts on the belt: machined gears; boxes around each, one in alert red.
  const gears: [number, number, number, boolean][] = [
    [520, 650, 58, false],
    [800, 690, 72, true],
    [1080, 650, 58, false],
  ];
  for (const [gx, gy, r, defect] of gears) {
    const teeth: Pt[] = [];
    for (let index = 0; index < 48; index += 1) {
      const a = (index / 48) * Math.PI * 2;
      const tooth = index % 4 < 2 ? 1 : 0.82;
      teeth.push([gx + Math.cos(a) * r * tooth, gy + Math.sin(a) * r * tooth * 0.45]);
    }
    scene.push(
      pathEl(poly(teeth.map(([x, y]): Pt => [x, y + 14])), { fill: "#05060b" }),
      pathEl(poly(teeth), {
        fill: defs.linear([
          [0, "#a9b0c9"],
          [1, "#4a5275"],
        ]),
        stroke: "#dfe4f5",
        "stroke-width": 1,
        "stroke-opacity": 0.5,
      }),
      el("ellipse", { cx: gx, cy: gy, rx: r * 0.3, ry: r * 0.3 * 0.45, fill: "#0a0c16" }),
    );
    if (defect) {
      scene.push(
        pathEl(`M${gx + r * 0.35} ${gy - 8}l14 6-8 4 12 8`, {
          stroke: ALERT,
          "stroke-width": 2.5,
          fill: "none",
        }),
      );
    }
    const color = defect ? ALERT : CYAN_LIGHT;
    scene.push(
      brackets(gx - r - 22, gy - r * 0.45 - 34, (r + 22) * 2, r * 0.9 + 60, color, 18, 3),
      el("rect", {
        x: gx - r - 22,
        y: gy - r * 0.45 - 64,
        width: defect ? 96 : 70,
        height: 22,
        rx: 5,
        fill: color,
        opacity: 0.9,
      }),
      el("rect", {
        x: gx - r - 14,
        y: gy - r * 0.45 - 57,
        width: defect ? 60 : 40,
        height: 7,
        rx: 3.5,
        fill: INK[950],
        opacity: 0.7,
      }),
      glow(defs, gx, gy, r * 2.2, color, defect ? 0.28 : 0.12),
    );
  }
  // Scan line sweeping along the belt.
  const sweepY = 560 + 240 * ((phase * 2) % 1);
  scene.push(
    el("line", {
      x1: 300,
      y1: t === null ? 700 : sweepY,
      x2: 1300,
      y2: t === null ? 700 : sweepY,
      stroke: CYAN_LIGHT,
      "stroke-width": 2,
      opacity: 0.7,
    }),
    particles(rng, 30, [500, 250, 1100, 560], CYAN_LIGHT, {
      opacity: 0.5,
      maxR: 1.4,
      rise: 0.2,
      t,
    }),
  );
  parts.push(g({ transform: "translate(800 420) scale(1.3) translate(-800 -470)" }, ...scene));
  // Inspection HUD: the live frame with its detections, and the pass/fail tally.
  parts.push(
    panel(defs, 80, 90, 300, 190, { color: CYAN_LIGHT, radius: 14, opacity: 0.9 }),
    el("rect", { x: 100, y: 110, width: 260, height: 120, rx: 6, fill: "#0a0c16" }),
    brackets(150, 130, 70, 70, CYAN_LIGHT, 12, 2),
    brackets(250, 136, 76, 70, ALERT, 12, 2),
    textLines(rng, 100, 248, 180, 1, "#cfd5ee"),
    panel(defs, 1220, 90, 300, 190, { color: ALERT, radius: 14, opacity: 0.9 }),
  );
  const tally: string[] = [];
  for (let index = 0; index < 12; index += 1) {
    const bad = index === 7;
    tally.push(
      el("rect", {
        x: 1244 + index * 22,
        y: bad ? 150 : 190,
        width: 14,
        height: bad ? 90 : 50,
        rx: 3,
        fill: bad ? ALERT : CYAN,
        opacity: 0.85,
      }),
    );
  }
  parts.push(g({}, ...tally), textLines(rng, 1244, 114, 160, 1, "#cfd5ee"));
  parts.push(finish(defs, t === null));
  return { defs, body: parts.join(""), background: INK[900] };
}

/** Security operations: a shield over a monitored network, threats stopped at the edge. */
export function aiSecurityOperations({ t }: Frame): Art {
  const defs = new Defs("so");
  const rng = createRng("ai-security");
  const phase = t ?? 0;
  const center: Pt = [800, 420];
  const parts: string[] = [
    backdrop(defs, { focus: center, horizon: 700, accent: CYAN, accent2: VIOLET }),
  ];

  // Radar rings and sweep.
  for (const r of [180, 280, 380]) {
    parts.push(
      circle(center[0], center[1], r, {
        fill: "none",
        stroke: CYAN,
        "stroke-width": 1.2,
        opacity: 0.28,
        "stroke-dasharray": r === 280 ? "4 8" : undefined,
      }),
    );
  }
  const sweep = (t === null ? 0.62 : phase) * 360;
  const sweepPaint = defs.linear(
    [
      [0, CYAN, 0],
      [1, CYAN, 0.35],
    ],
    { x1: 0, y1: 1, x2: 1, y2: 0 },
  );
  parts.push(
    el("path", {
      d: `M${center[0]} ${center[1]}L${center[0] + 380} ${center[1]}A380 380 0 0 0 ${n(center[0] + 380 * Math.cos(-0.7))} ${n(center[1] + 380 * Math.sin(-0.7))}Z`,
      fill: sweepPaint,
      transform: `rotate(${n(sweep)} ${center[0]} ${center[1]})`,
    }),
  );

  // Network nodes around the shield; threats approaching from outside, blocked.
  const nodes: Pt[] = [];
  for (let index = 0; index < 12; index += 1) {
    const a = (index / 12) * Math.PI * 2 + rng.range(-0.15, 0.15);
    const r = rng.range(230, 340);
    nodes.push([center[0] + Math.cos(a) * r, center[1] + Math.sin(a) * r * 0.8]);
  }
  const links = nodes.map((p, index) => {
    const q = nodes[(index + 1) % nodes.length]!;
    return `M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}M${n(p[0])} ${n(p[1])}L${center[0]} ${center[1]}`;
  });
  parts.push(pathEl(links.join(""), { stroke: "#8d94b3", "stroke-width": 1, opacity: 0.25 }));
  nodes.forEach(([x, y], index) =>
    parts.push(node(defs, x, y, 8, index % 3 === 0 ? VIOLET_LIGHT : CYAN, 0.8)),
  );
  for (let index = 0; index < 6; index += 1) {
    const a = (index / 6) * Math.PI * 2 + 0.4;
    const travel = t === null ? 0.6 : (phase + index / 6) % 1;
    const r = 720 - travel * 300;
    const x = center[0] + Math.cos(a) * r;
    const y = center[1] + Math.sin(a) * r * 0.7;
    parts.push(
      el("line", {
        x1: x,
        y1: y,
        x2: x + Math.cos(a) * 90,
        y2: y + Math.sin(a) * 63,
        stroke: ALERT,
        "stroke-width": 2,
        opacity: 0.6,
      }),
      glow(defs, x, y, 26, ALERT, 0.7),
      circle(x, y, 5, { fill: ALERT }),
    );
  }
  parts.push(
    circle(center[0], center[1], 420, {
      fill: "none",
      stroke: ALERT,
      "stroke-width": 1,
      "stroke-dasharray": "2 12",
      opacity: 0.45,
    }),
  );

  // The shield.
  const shieldPath = `M${center[0]} ${center[1] - 170}C${center[0] + 70} ${center[1] - 130} ${center[0] + 120} ${center[1] - 130} ${center[0] + 150} ${center[1] - 130}C${center[0] + 150} ${center[1] + 10} ${center[0] + 110} ${center[1] + 130} ${center[0]} ${center[1] + 190}C${center[0] - 110} ${center[1] + 130} ${center[0] - 150} ${center[1] + 10} ${center[0] - 150} ${center[1] - 130}C${center[0] - 120} ${center[1] - 130} ${center[0] - 70} ${center[1] - 130} ${center[0]} ${center[1] - 170}Z`;
  parts.push(
    glow(defs, center[0], center[1], 420, CYAN, 0.35),
    pathEl(shieldPath, {
      fill: defs.linear([
        [0, "#1c3a5a"],
        [1, "#0a0c16"],
      ]),
      stroke: CYAN_LIGHT,
      "stroke-width": 4,
    }),
    pathEl(shieldPath, {
      fill: "none",
      stroke: CYAN,
      "stroke-width": 18,
      opacity: 0.35,
      filter: defs.blur(10),
    }),
    pathEl(`M${center[0] - 55} ${center[1] + 4}l40 42 78-88`, {
      stroke: CYAN_LIGHT,
      "stroke-width": 16,
      fill: "none",
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
    pathEl(`M${center[0] - 55} ${center[1] + 4}l40 42 78-88`, {
      stroke: "#ffffff",
      "stroke-width": 5,
      fill: "none",
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      opacity: 0.8,
    }),
  );
  // Side panels: event log bars and a 24/7 uptime strip.
  parts.push(
    panel(defs, 90, 150, 250, 300, { color: VIOLET_LIGHT, radius: 16, opacity: 0.8 }),
    textLines(rng, 118, 190, 190, 9, "#cfd5ee", 26),
  );
  parts.push(panel(defs, 1260, 470, 250, 180, { color: CYAN_LIGHT, radius: 16, opacity: 0.8 }));
  const strip: string[] = [];
  for (let index = 0; index < 24; index += 1) {
    strip.push(
      el("rect", {
        x: 1284 + index * 8.8,
        y: 560 - (index % 5) * 8 - 30,
        width: 5,
        height: 40 + (index % 5) * 8,
        rx: 2,
        fill: index === 17 ? EMBER : CYAN,
        opacity: 0.8,
      }),
    );
  }
  parts.push(g({}, ...strip), textLines(rng, 1284, 500, 160, 1, "#cfd5ee"));
  parts.push(finish(defs, t === null));
  return { defs, body: parts.join(""), background: INK[900] };
}
