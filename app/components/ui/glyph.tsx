/** What every icon component takes. */
export interface GlyphProps {
  /** Pixel size of the square icon; defaults to 20. */
  size?: number;
  className?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
}

export type Glyph = (props: GlyphProps) => React.JSX.Element;

/**
 * An icon component for one glyph of the 24 px stroke set (interface-icons.ts
 * and icons.ts, generated from lucide-static by `npm run icons`): drawn inline,
 * so a page makes no request for its icons, and a page that hydrates (/contact)
 * carries only the interface glyphs. The markup is the generated glyph's own,
 * never content.
 */
export function glyph(body: string): Glyph {
  return function Icon({ size = 20, className, label }: GlyphProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        role={label ? "img" : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        dangerouslySetInnerHTML={{ __html: body }}
      />
    );
  };
}
