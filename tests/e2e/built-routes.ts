import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { pages, type PageEntry } from "../../app/content/pages";
import { needsHydration } from "../../app/lib/hydration";

/**
 * The registered pages, each with whether its route declares `handle.hydrate`,
 * read from the server build under test (the same build the server serves).
 */
export async function pagesWithHydration(): Promise<(PageEntry & { hydrates: boolean })[]> {
  const file = resolve(join(process.env.BUILD_DIR ?? "build", "server", "index.js"));
  const { routes } = (await import(pathToFileURL(file).href)) as ServerBuild;
  return pages.map((page) => ({
    ...page,
    hydrates: needsHydration([{ handle: routes[page.id]?.module.handle }]),
  }));
}
