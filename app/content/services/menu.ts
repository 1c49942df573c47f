import type { NavGroup } from "../../lib/navigation";
import type { Content } from "../load.server";
import { servicesModel } from "./model";

/**
 * The Services submenu: each category, with the services it delivers that are
 * listed in the menu (`menu.listed`), by their menu position, else their position.
 */
export function servicesSubmenu(content: Content): NavGroup[] {
  const model = servicesModel(content);
  return model.categories.map((category) => ({
    label: category.label,
    href: category.path,
    children: model
      .delivered(category)
      .filter((service) => service.menu.listed)
      .map((service, index) => ({ service, index }))
      .sort(
        (a, b) =>
          (a.service.menu.position ?? a.service.order) -
            (b.service.menu.position ?? b.service.order) || a.index - b.index,
      )
      .map(({ service }) => ({ label: service.menu.label ?? service.label, href: service.path })),
  }));
}
