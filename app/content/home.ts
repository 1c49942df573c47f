import type { Content } from "./load.server";
import type { PageEntry } from "./page-entry";

/** The home page's entry, titled and described by content/pages/home.yaml. */
export function homePages(content: Content): PageEntry[] {
  const { title, label, description } = content.home.page;
  return [{ path: "/", module: "routes/home.tsx", id: "home", title, label, description }];
}
