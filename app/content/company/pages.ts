import type { Content } from "../load.server";
import type { PageEntry } from "../page-entry";

/**
 * About, Careers and the legal pages, titled and described by their content
 * files. Every file in content/legal/ is a page at the address it names, drawn
 * by routes/legal-page.tsx (its id is the file's slug).
 */
export function companyPages(content: Content): PageEntry[] {
  const entry = (path: string, id: string, page: Omit<PageEntry, "path" | "id" | "module">) => ({
    path,
    module: `routes/${id}.tsx`,
    id,
    title: page.title,
    label: page.label,
    description: page.description,
  });
  return [
    entry("/about", "about", content.about.page),
    entry("/careers", "careers", content.careers.page),
    ...content.legal.map((document) => ({
      path: document.path,
      module: "routes/legal-page.tsx",
      id: document.slug,
      title: document.title,
      label: document.label,
      description: document.description,
    })),
  ];
}
