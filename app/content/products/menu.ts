import type { NavLink } from "~/lib/navigation";
import type { Content } from "../load.server";

/** The Products submenu: the product lines of /products (content/pages/products.yaml), in order. */
export function productsSubmenu(content: Content): readonly NavLink[] {
  return content.productsPage.categories.items.map(({ title, href }) => ({ label: title, href }));
}
