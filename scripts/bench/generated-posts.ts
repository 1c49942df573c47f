import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A grown news archive for the build benchmark (scripts/bench/build.ts) and the
 * release test (scripts/deploy/release-test.ts): weekly posts as the editor writes
 * them, dated a week apart back from January 2026, each with a hero from the project's posts
 * (under `root`), a heading, two paragraphs and a list. Returns [file name, text].
 */
export function generatedPosts(root: string, from: number, count: number): [string, string][] {
  const news = join(root, "content", "news");
  const heroes = readdirSync(news)
    .sort()
    .map((file) => /^hero: (.+)$/m.exec(readFileSync(join(news, file), "utf8"))?.[1])
    .filter((hero): hero is string => Boolean(hero));
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    return [
      `bench-week-${String(index + 1).padStart(4, "0")}.md`,
      generatedPost(index, heroes[index % heroes.length]!),
    ];
  });
}

const SUBJECTS = [
  "Studio diary",
  "Engineering notes",
  "Simulation field report",
  "Behind the build",
  "Playtest round-up",
];

function generatedPost(index: number, hero: string): string {
  // A week apart, back from the first Monday of 2026: however many, every post is
  // published (dated forward from a past day, the 413th post onwards was still scheduled
  // in November 2026, and a "1,000 posts" build made 412 pages).
  const day = new Date(Date.UTC(2026, 0, 5) - index * 7 * 86_400_000).toISOString().slice(0, 10);
  const subject = SUBJECTS[index % SUBJECTS.length]!;
  return [
    "---",
    `title: "${subject} ${index + 1}: what the team shipped in the week of ${day}"`,
    `date: ${day}`,
    "author: Benchmark Generator",
    `summary: Weekly post number ${index + 1}, generated to measure how the build grows with the archive.`,
    `hero: ${hero}`,
    "heroAlt: Key art of one of the studio's projects.",
    "tags:",
    "  - Studio",
    "---",
    "## This week",
    "",
    `Post ${index + 1} of a generated archive: a build benchmark reads it like any other post, with a heading, two paragraphs and a list.`,
    "",
    "The figures it helps measure are in docs/decisions/0023-publish-in-a-minute.md.",
    "",
    "- One share image",
    "- One prerendered page",
    "- Two precompressed files",
    "",
  ].join("\n");
}
