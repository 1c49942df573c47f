/**
 * Build step, after React Router's: nothing of a scheduled news post is in the
 * site before its day (app/content/news/schedule.ts). Its page, its share image and
 * the sizes of its pictures are never made (the registry and scripts/build-images.ts
 * leave them out); the originals it uploaded are copied from public/ with every
 * other file, so this step removes those only scheduled posts use
 * (app/content/news/withheld.server.ts), and checks that nothing else of them is there.
 */
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { contentOn, loadContent } from "../app/content/load.server";
import { NEWS_PATH } from "../app/content/news/pages";
import { newsSharePath } from "../app/lib/image-variants";
import { isPublished, studioToday } from "../app/content/news/schedule";
import { withheldUploads } from "../app/content/news/withheld.server";

const client = join(process.env.BUILD_DIR ?? "build", "client");
const all = loadContent();
const today = studioToday();
const withheld = withheldUploads(all, today);
for (const path of withheld) rmSync(join(client, path), { force: true });

const scheduled = all.news.filter((post) => !isPublished(post, today));
const leaked = scheduled.flatMap((post) =>
  [newsSharePath(post.slug), `${NEWS_PATH}/${post.slug}`].filter((path) =>
    existsSync(join(client, decodeURIComponent(path))),
  ),
);
if (leaked.length > 0) {
  console.error(`scheduled posts would be published before their day: ${leaked.join(", ")}`);
  process.exit(1);
}
console.log(
  `${scheduled.length} scheduled ${scheduled.length === 1 ? "post" : "posts"} left out (${withheld.size} uploads withheld; ${contentOn(all, today).news.length} posts published)`,
);
