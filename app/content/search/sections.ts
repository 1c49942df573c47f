import type { PageEntry } from "../page-entry";
import { SEARCH_PATH } from "./pages";

/** The section a search result is filed under, by the module that draws the page. */
const sectionsByModule: Readonly<Record<string, string>> = {
  "routes/home.tsx": "Home",
  "routes/about.tsx": "Company",
  "routes/contact.tsx": "Company",
  "routes/legal-page.tsx": "Company",
  "routes/careers.tsx": "Careers",
  "routes/services.tsx": "Services",
  "routes/service-category.tsx": "Services",
  "routes/service-detail.tsx": "Services",
  "routes/products.tsx": "Products",
  "routes/products-gaming.tsx": "Games",
  "routes/products-simulations.tsx": "Simulation products",
  "routes/products-ai.tsx": "AI products",
  "routes/game.tsx": "Games",
  "routes/news.tsx": "News",
  "routes/news-post.tsx": "News",
};

/** A page the search finds, with the section its result names. */
export interface SearchablePage {
  path: string;
  title: string;
  section: string;
}

/**
 * What search covers: every registered page but the search page itself and the
 * news list's later pages (their posts are found on their own). A page of a
 * module this table does not know stops the build, so no new kind of page is
 * left out of search, or filed under no section, by accident.
 */
export function searchablePages(pages: readonly PageEntry[]): SearchablePage[] {
  return pages
    .filter((page) => page.path !== SEARCH_PATH && !/^\/news\/page\//.test(page.path))
    .map((page) => {
      const section = sectionsByModule[page.module];
      if (!section)
        throw new Error(
          `${page.path} (${page.module}) has no search section: add its module to app/content/search/sections.ts`,
        );
      return { path: page.path, title: page.title, section };
    });
}
