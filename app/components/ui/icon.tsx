import { contentIcons } from "./content-icons";
import type { GlyphProps } from "./glyph";
import type { IconName } from "./icon-names";

export type { IconName } from "./icon-names";

interface IconProps extends GlyphProps {
  name: IconName;
}

/**
 * An icon a content file names (icon-names.ts), drawn inline as SVG like every
 * icon, on the server. Components that choose their own icon import it from
 * interface-icons.ts or icons.ts instead: a page that hydrates (/contact)
 * carries only the interface glyphs, never the map of every one (content-icons.ts).
 */
export function Icon({ name, ...props }: IconProps) {
  const Named = contentIcons[name];
  if (!Named)
    throw new Error(
      `<Icon name="${name}"> draws on the server only: a component that hydrates imports its glyph from interface-icons.ts`,
    );
  return <Named {...props} />;
}
