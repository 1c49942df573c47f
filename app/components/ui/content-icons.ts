/**
 * The component behind every icon name a content file may use (icon-names.ts),
 * for <Icon name> (icon.tsx) only, and only on the server: in the browser build
 * the map is empty, so that no page's JavaScript carries every glyph. Pages that
 * draw content icons do not hydrate; a component that hydrates imports its
 * glyphs from interface-icons.ts. `npm run icons` writes a component for every
 * name, as "chevron-down" -> ChevronDownIcon (content-icons.test.ts checks).
 */
import type { Glyph } from "./glyph";
import { iconComponentName, iconNames, type IconName } from "./icon-names";
import * as illustrationIcons from "./icons";
import * as interfaceIcons from "./interface-icons";

function everyIcon(): Partial<Record<IconName, Glyph>> {
  const glyphs: Record<string, Glyph> = { ...illustrationIcons, ...interfaceIcons };
  return Object.fromEntries(iconNames.map((name) => [name, glyphs[iconComponentName(name)]]));
}

export const contentIcons: Partial<Record<IconName, Glyph>> = import.meta.env.SSR
  ? everyIcon()
  : {};
