import type { Content } from "../load.server";
import type { PageEntry } from "../page-entry";

/** The contact page, titled and described by content/pages/contact.yaml. */
export function contactPages(content: Content): PageEntry[] {
  const { title, label, description } = content.contact.page;
  return [
    { path: "/contact", module: "routes/contact.tsx", id: "contact", title, label, description },
  ];
}
