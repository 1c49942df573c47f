import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { IndexedPage } from "../app/lib/site-search";

/** Every Pagefind fragment file starts with this, after decompression. */
const FRAGMENT_SIGNATURE = "pagefind_dcd";

interface Fragment {
  url: string;
  content: string;
  meta: { title?: string; section?: string };
}

/**
 * The pages of the build's search index (<build>/search/fragment/, written by
 * scripts/build-search-index.ts): each page's text as Pagefind extracted it.
 * Read once, when the server starts (a few dozen files of a kilobyte or two).
 */
export function loadSearchIndex(searchDir: string): IndexedPage[] {
  const dir = join(searchDir, "fragment");
  if (!existsSync(dir))
    throw new Error(`${dir} is missing: run "npm run build" (it writes the search index).`);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".pf_fragment"))
    .sort()
    .map((name) => {
      const text = gunzipSync(readFileSync(join(dir, name))).toString("utf8");
      if (!text.startsWith(FRAGMENT_SIGNATURE))
        throw new Error(`${name} is not a Pagefind fragment`);
      const fragment = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as Fragment;
      return {
        url: fragment.url,
        title: fragment.meta.title ?? fragment.url,
        section: fragment.meta.section ?? "",
        content: fragment.content,
      };
    });
}
