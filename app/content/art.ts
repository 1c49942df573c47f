/**
 * The studio's generated artwork (made by `npm run art`, see scripts/art/).
 * Every key has AVIF and WebP files at each width in `artWidths`, 16:9, under
 * public/art/<key>-<width>.<avif|webp>. Keys listed in `artVideos` also have
 * a short muted loop at public/video/<key>.<webm|mp4>, whose poster is the art.
 * art.test.ts checks that every file exists.
 *
 * 672 is there for the phones most Android visitors hold (412 CSS px at 1.75x,
 * also Lighthouse's mobile device): a full-width card is 372 CSS px there, 651
 * device pixels, and Chromium takes the narrowest file at least that wide; with
 * 800 as the next step up, the three catalogue cards near the first viewport of
 * /products/gaming cost 15 KB more than they need to (DESIGN.md's 100 KB).
 */
export const artWidths = [480, 672, 800, 1200, 1600] as const;
export const ART_WIDTH = 1600;
export const ART_HEIGHT = 900;

export const gameArtKeys = [
  "hyperflight-arena",
  "sanitys-echo-prison",
  "dreadful-riddles-maze",
  "curse-of-the-hollow-village",
  "forgotten-asylum",
  "curse-of-blackvale",
  "genesis-retribution",
] as const;

export const pipelineArtKeys = [
  "beyonders",
  "the-unknown",
  "ananta",
  "metropolis-zero-hour",
  "echelon-silent-rise",
  "black-meridian-ground-zero",
  "unsung-warrior-agnivarma",
  "antariksh-yatra",
  "black-meridian-red-skies",
] as const;

export const aiSolutionArtKeys = [
  "ai-process-automation",
  "ai-conversational-agents",
  "ai-predictive-analytics",
  "ai-vision-inspection",
  "ai-security-operations",
] as const;

export const simulationArtKeys = [
  "sim-drone-training",
  "sim-space-exploration",
  "sim-industrial-robotics",
  "sim-defense-tactical",
  "sim-healthcare-medical",
  "sim-education-research",
] as const;

export const artKeys = [
  ...gameArtKeys,
  ...pipelineArtKeys,
  ...aiSolutionArtKeys,
  ...simulationArtKeys,
] as const;

export type ArtKey = (typeof artKeys)[number];

/** Games whose catalogue card plays a short loop (WebM + MP4, poster = key art). */
export const artVideos = [
  "hyperflight-arena",
  "dreadful-riddles-maze",
  "curse-of-blackvale",
  "genesis-retribution",
] as const satisfies readonly ArtKey[];

export type VideoKey = (typeof artVideos)[number];

export function artSource(key: ArtKey, width: number, format: "avif" | "webp"): string {
  return `/art/${key}-${width}.${format}`;
}

export function artSrcSet(key: ArtKey, format: "avif" | "webp"): string {
  return artWidths.map((width) => `${artSource(key, width, format)} ${width}w`).join(", ");
}

/** 1200x630 share image of a game (Open Graph / Twitter). */
export function gameShareImage(key: ArtKey): string {
  return `/og/${key}.jpg`;
}

export function hasVideo(key: ArtKey): key is VideoKey {
  return (artVideos as readonly string[]).includes(key);
}

/** Share images (Open Graph / Twitter) are 1200x630. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** The studio's own share card, for pages without an image of their own. */
export const STUDIO_SHARE_IMAGE = "/og/studio-card.png";

/** The studio's mark as a 512x512 PNG (Organization JSON-LD `logo`). */
export const STUDIO_LOGO_IMAGE = "/icons/logo-512.png";

/** The looping clip of a game in one container format. */
export function videoSource(key: VideoKey, format: "webm" | "mp4"): string {
  return `/video/${key}.${format}`;
}

/**
 * The path content files give for a piece of generated art: its widest WebP
 * ("/art/hyperflight-arena-1600.webp"), which /admin shows as the image.
 */
export function artPath(key: ArtKey): string {
  return artSource(key, ART_WIDTH, "webp");
}

/**
 * The art key behind an image path of the content, when it is one of the
 * generated variants ("/art/<key>-<width>.<avif|webp>"); undefined for any
 * other file (an upload), which is shown as it is.
 */
export function artKeyOfPath(path: string): ArtKey | undefined {
  const match = /^\/art\/([a-z0-9-]+)-(\d+)\.(?:avif|webp)$/.exec(path);
  if (!match) return undefined;
  const [, key, width] = match;
  if (!(artWidths as readonly number[]).includes(Number(width))) return undefined;
  return (artKeys as readonly string[]).includes(key!) ? (key as ArtKey) : undefined;
}
