/**
 * Renders the games' looping clips from the same scenes as their key art:
 * 4 s at 24 fps, 640x360, muted, seamless (every scene animates with whole
 * cycles over the loop), encoded as WebM (VP9) and MP4 (H.264, faststart).
 *   npm run art:video                      all keys in artVideos
 *   npm run art:video -- curse-of-blackvale one key
 * Needs ffmpeg with libvpx-vp9 and libx264 (Debian: apt-get install ffmpeg).
 * The results are committed, so neither install nor build needs ffmpeg.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { type VideoKey, artVideos } from "../../app/content/art.ts";
import { toSvg } from "./lib/svg.ts";
import { scenes } from "./scenes.ts";

export const VIDEO = { width: 640, height: 360, fps: 24, seconds: 4 } as const;
const FRAMES = VIDEO.fps * VIDEO.seconds;

function requireFfmpeg(): string {
  const ffmpeg = process.env.FFMPEG ?? "ffmpeg";
  const probe = spawnSync(ffmpeg, ["-hide_banner", "-encoders"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `ffmpeg was not found (tried "${ffmpeg}"). The clips need it: install it (Debian/Ubuntu: ` +
        "`sudo apt-get install ffmpeg`) or point FFMPEG at a binary, then run `npm run art:video` again. " +
        "The committed clips in public/video/ keep working without it.",
    );
  }
  for (const encoder of ["libvpx-vp9", "libx264"]) {
    if (!probe.stdout.includes(encoder)) {
      throw new Error(
        `This ffmpeg has no ${encoder} encoder; install a build with it (Debian's ffmpeg has both).`,
      );
    }
  }
  return ffmpeg;
}

function run(ffmpeg: string, args: string[]): void {
  const result = spawnSync(ffmpeg, ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
}

/** All frames of one clip as raw RGB, t = i / FRAMES so frame FRAMES would equal frame 0. */
async function renderFrames(key: VideoKey): Promise<Buffer> {
  const frames: Buffer[] = [];
  for (let index = 0; index < FRAMES; index += 1) {
    const art = scenes[key]({ t: index / FRAMES });
    const svg = toSvg(art, VIDEO.width, VIDEO.height);
    frames.push(
      await sharp(Buffer.from(svg))
        .flatten({ background: art.background })
        .removeAlpha()
        .raw()
        .toBuffer(),
    );
  }
  return Buffer.concat(frames);
}

async function encode(ffmpeg: string, key: VideoKey): Promise<void> {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), `art-video-${key}-`));
  try {
    const raw = join(work, "frames.rgb");
    writeFileSync(raw, await renderFrames(key));
    const input = [
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${VIDEO.width}x${VIDEO.height}`,
      "-r",
      String(VIDEO.fps),
      "-i",
      raw,
      "-an",
      "-pix_fmt",
      "yuv420p",
    ];
    const webm = join("public/video", `${key}.webm`);
    const mp4 = join("public/video", `${key}.mp4`);
    const vp9 = [
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "34",
      "-row-mt",
      "1",
      "-g",
      "96",
      "-tile-columns",
      "1",
    ];
    run(ffmpeg, [
      ...input,
      ...vp9,
      "-pass",
      "1",
      "-passlogfile",
      join(work, "vp9"),
      "-f",
      "null",
      "/dev/null",
    ]);
    run(ffmpeg, [
      ...input,
      ...vp9,
      "-pass",
      "2",
      "-passlogfile",
      join(work, "vp9"),
      "-cpu-used",
      "1",
      webm,
    ]);
    run(ffmpeg, [
      ...input,
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "24",
      "-profile:v",
      "high",
      "-g",
      "48",
      "-movflags",
      "+faststart",
      mp4,
    ]);
    const size = (path: string) => `${(statSync(path).size / 1024).toFixed(0)} KB`;
    console.info(
      `${key}: webm ${size(webm)}, mp4 ${size(mp4)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const requested = process.argv.slice(2);
for (const key of requested) {
  if (!(artVideos as readonly string[]).includes(key)) {
    throw new Error(`${key} has no clip; the keys are: ${artVideos.join(", ")}`);
  }
}
const ffmpeg = requireFfmpeg();
mkdirSync("public/video", { recursive: true });
for (const key of (requested.length ? requested : [...artVideos]) as VideoKey[]) {
  await encode(ffmpeg, key);
}
