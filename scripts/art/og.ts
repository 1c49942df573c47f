/**
 * Share images: one 1200x630 JPEG per game (its key art, cropped, with the
 * title and the studio's name set in type) and the studio card PNG.
 */
import sharp from "sharp";
import { type ArtKey } from "../../app/content/art.ts";
import { glow } from "./lib/effects.ts";
import { markElements } from "../../app/components/ui/logo-mark.ts";
import { renderPng } from "./lib/render.ts";
import { type Art, Defs, el } from "./lib/svg.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** The 1200x630 crop of the 1600x900 art: full width, a band of 840 units. */
const OG_VIEW = { x: 0, y: 24, width: 1600, height: 840 };
const FONT = "Liberation Sans, DejaVu Sans, sans-serif";

export const STUDIO_NAME = "Nebula Forge Studios";
export const STUDIO_TAGLINE = "Games, simulations and AI systems, engineered to ship.";

/**
 * The title (split where it breaks best) and genre of each game as the
 * catalogue shows them (app/content/products/games.ts), with an accent colour.
 */
export const gameShareText: Partial<
  Record<ArtKey, { lines: string[]; genre: string; accent: string }>
> = {
  "hyperflight-arena": {
    lines: ["HyperFlight Arena"],
    genre: "Multiplayer Aerial Combat",
    accent: "#8be9fd",
  },
  "sanitys-echo-prison": {
    lines: ["Sanity's Echo:", "Prison of the Mind"],
    genre: "Psychological Horror",
    accent: "#9fe0dc",
  },
  "dreadful-riddles-maze": {
    lines: ["Dreadful Riddles:", "Maze of Fear"],
    genre: "Puzzle Horror",
    accent: "#ffb35c",
  },
  "curse-of-the-hollow-village": {
    lines: ["Dreadful Riddles Part 2:", "Curse of the Hollow Village"],
    genre: "Puzzle Horror",
    accent: "#cfe89a",
  },
  "forgotten-asylum": {
    lines: ["Sanity's Echo:", "The Forgotten Asylum"],
    genre: "Psychological Horror",
    accent: "#c9e2c0",
  },
  "curse-of-blackvale": {
    lines: ["Dreadful Realms:", "Curse of Blackvale"],
    genre: "Survival Horror",
    accent: "#ff6b6b",
  },
  "genesis-retribution": {
    lines: ["Project Genesis –", "Retribution"],
    genre: "Sci-fi Action Shooter",
    accent: "#ffb35c",
  },
};

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The studio signature: the mark and the name in letter-spaced capitals. */
function signature(x: number, y: number, size: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${size / 40})">${markElements("sig-mark")}</g>` +
    `<text x="${x + size + 16}" y="${y + size * 0.66}" font-family="${FONT}" font-weight="700" font-size="${Math.round(size * 0.44)}" letter-spacing="${(size * 0.1).toFixed(1)}" fill="#eef0f8">${escapeText(STUDIO_NAME.toUpperCase())}</text>`
  );
}

/** Where the title and the kicker go: the same for a game's image and a post's. */
function textLayout(lines: string[]) {
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.min(76, Math.floor(980 / (longest * 0.58)));
  const lineHeight = Math.round(fontSize * 1.08);
  const bottom = OG_HEIGHT - 72;
  const firstBaseline = bottom - lineHeight * (lines.length - 1);
  const genreY = firstBaseline - fontSize - 22;
  return { fontSize, lineHeight, firstBaseline, genreY };
}

/** What every share image has under its words: the scrims that keep them legible, and the signature. */
function frame(): string {
  return (
    `<defs><linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#05060b" stop-opacity="0.55"/><stop offset="0.3" stop-color="#05060b" stop-opacity="0"/><stop offset="0.5" stop-color="#05060b" stop-opacity="0.05"/><stop offset="1" stop-color="#05060b" stop-opacity="0.92"/></linearGradient>` +
    `<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#05060b" stop-opacity="0.6"/><stop offset="0.7" stop-color="#05060b" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#scrim)"/><rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#side)"/>` +
    signature(72, 56, 44)
  );
}

/** The kicker (a game's genre, a post's date) and the title, at their place in the image. */
function words(lines: string[], genre: string, accent: string): string {
  const { fontSize, lineHeight, firstBaseline, genreY } = textLayout(lines);
  const title = lines
    .map(
      (line, index) =>
        `<text x="72" y="${firstBaseline + index * lineHeight}" font-family="${FONT}" font-weight="700" font-size="${fontSize}" fill="#ffffff">${escapeText(line)}</text>`,
    )
    .join("");
  return (
    `<rect x="72" y="${genreY - 22}" width="36" height="4" rx="2" fill="${accent}"/>` +
    `<text x="120" y="${genreY - 14}" font-family="${FONT}" font-weight="700" font-size="22" letter-spacing="3" fill="${accent}">${escapeText(genre.toUpperCase())}</text>` +
    title
  );
}

const svg = (height: number, body: string, shift = 0) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${height}">` +
  (shift ? `<g transform="translate(0 ${-shift})">${body}</g>` : body) +
  `</svg>`;

function overlay(lines: string[], genre: string, accent: string): string {
  return svg(OG_HEIGHT, frame() + words(lines, genre, accent));
}

/**
 * A share image's encoding: baseline JPEG with optimised Huffman tables. mozjpeg
 * made files a fifth smaller but took nine times as long to encode (issue 37: a
 * publish draws one image per new post, a build from scratch one per post), and
 * these images are fetched by link previews, never by a page's visitors.
 */
const JPEG = { quality: 84, chromaSubsampling: "4:2:0", optimiseCoding: true } as const;

/** The share image of one game: its art cropped to 1200x630 under the title. */
export async function gameShareImage(key: ArtKey, art: Art): Promise<Buffer> {
  const text = gameShareText[key];
  if (!text) throw new Error(`No share text for ${key}`);
  const base = await renderPng(art, OG_WIDTH, OG_HEIGHT, OG_VIEW);
  return sharp(base)
    .composite([{ input: Buffer.from(overlay(text.lines, text.genre, text.accent)) }])
    .jpeg(JPEG)
    .toBuffer();
}

/** The studio card: the mark, the name and the tagline over a quiet nebula. */
export async function studioCard(): Promise<Buffer> {
  const defs = new Defs("sc");
  const grid: string[] = [];
  for (let x = 0; x <= OG_WIDTH; x += 60) grid.push(`M${x} 0V${OG_HEIGHT}`);
  for (let y = 0; y <= OG_HEIGHT; y += 60) grid.push(`M0 ${y}H${OG_WIDTH}`);
  const body =
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#05060b"/>` +
    glow(defs, 980, 120, 520, "#8b6cff", 0.35) +
    glow(defs, 1120, 560, 420, "#ff8a3d", 0.22) +
    glow(defs, 180, 600, 480, "#4fd8f0", 0.18) +
    el("path", { d: grid.join(""), stroke: "#262c4d", "stroke-width": 1, opacity: 0.45 }) +
    `<rect x="0" y="0" width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#fade)"/>` +
    `<g transform="translate(96 150) scale(3.6)">${markElements("card-mark")}</g>` +
    `<text x="96" y="382" font-family="${FONT}" font-weight="700" font-size="76" fill="#eef0f8">${escapeText(STUDIO_NAME)}</text>` +
    `<text x="98" y="446" font-family="${FONT}" font-size="32" fill="#b3b9d1">${escapeText(STUDIO_TAGLINE)}</text>` +
    `<rect x="98" y="494" width="56" height="4" rx="2" fill="#4fd8f0"/>` +
    `<text x="170" y="501" font-family="${FONT}" font-weight="700" font-size="20" letter-spacing="3" fill="#8be9fd">GAMES · SIMULATIONS · AI · BENGALURU</text>`;
  const fade =
    '<radialGradient id="fade" cx="0.3" cy="0.5" r="0.8"><stop offset="0" stop-color="#05060b" stop-opacity="0.7"/><stop offset="0.6" stop-color="#05060b" stop-opacity="0.2"/><stop offset="1" stop-color="#05060b" stop-opacity="0"/></radialGradient>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">${defs.toString().replace("</defs>", `${fade}</defs>`)}${body}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();
}

/**
 * A title broken into at most `maxLines` lines of about `maxChars` characters,
 * at spaces; what does not fit ends in an ellipsis.
 */
export function titleLines(title: string, maxChars = 30, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.:;–-]+$/, "")}…`;
  return kept;
}

/**
 * A hero cropped to 1200x630 under the frame (scrims and signature), drawn once
 * and shared by every post that uses that hero.
 */
export interface ShareBackground {
  pixels: Buffer;
  channels: 1 | 2 | 3 | 4;
}

/** The hero image cropped to the share image's size, with the frame drawn over it, as raw pixels. */
export async function shareBackground(hero: Buffer): Promise<ShareBackground> {
  // sharp composites after it resizes: one pipeline, the hero decoded once.
  const { data, info } = await sharp(hero)
    .autoOrient()
    .resize(OG_WIDTH, OG_HEIGHT, { fit: "cover", kernel: "lanczos3" })
    .composite([{ input: Buffer.from(svg(OG_HEIGHT, frame())) }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, channels: info.channels };
}

/** Room above the kicker's baseline for its letters and bar, in pixels. */
const KICKER_ROOM = 48;

/**
 * The share image of a news post (scripts/build-images.ts, at build time): its
 * hero image cropped to 1200x630 under the title, with a kicker (the date) in
 * the place a game's genre takes, in the same type as the games' cards.
 * Only the band that holds the words is drawn for each post (the frame is the
 * background's), composited onto the shared background and encoded once.
 */
export async function newsShareImage(
  background: ShareBackground,
  title: string,
  kicker: string,
  accent = "#8be9fd",
): Promise<Buffer> {
  const lines = titleLines(title);
  const top = Math.max(0, textLayout(lines).genreY - KICKER_ROOM);
  const band = svg(OG_HEIGHT - top, words(lines, kicker, accent), top);
  return sharp(background.pixels, {
    raw: { width: OG_WIDTH, height: OG_HEIGHT, channels: background.channels },
  })
    .composite([{ input: Buffer.from(band), top, left: 0 }])
    .jpeg(JPEG)
    .toBuffer();
}
