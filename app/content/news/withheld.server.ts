import { entryLinks, contentLinks } from "../links.server";
import { contentOn, type Content } from "../load.server";
import { isPublished } from "./schedule";

/**
 * The uploads (under /images/) that only scheduled posts use: the build leaves
 * them, and everything made from them, out of the site until the first post that
 * uses them goes live (scripts/build-images.ts makes no sizes of them,
 * scripts/withhold-scheduled.ts removes the originals from the build). What a
 * scheduled post still reveals early is its file in the repository (docs/release.md).
 */
export function withheldUploads(all: Content, today: string): Set<string> {
  const path = (target: string) => decodeURIComponent(target.split(/[?#]/)[0]!);
  const used = new Set(contentLinks(contentOn(all, today)).map((link) => path(link.target)));
  const withheld = new Set<string>();
  for (const post of all.news.filter((entry) => !isPublished(entry, today)))
    for (const link of entryLinks(post)) {
      const target = path(link.target);
      if (target.startsWith("/images/") && !used.has(target)) withheld.add(target);
    }
  return withheld;
}
