import type { Accent } from "~/content/company/schema-parts";

/** The icon tile's gradient for each accent a content file may choose. */
const accentGradients: Record<Accent, string> = {
  brand: "from-brand-400 to-violet-500",
  ember: "from-ember-400 to-violet-500",
  emerald: "from-brand-400 to-emerald-400",
  violet: "from-violet-400 to-brand-400",
  rose: "from-ember-500 to-rose-500",
};

export function accentGradient(accent: Accent): string {
  return accentGradients[accent];
}

/** A content link ({ label, href }) in the shape CtaBanner and ButtonLink callers use ({ label, to }). */
export function toAction(link: { label: string; href: string }): { label: string; to: string } {
  return { label: link.label, to: link.href };
}

/** A closing call to action from the content, for CtaBanner. */
export function ctaProps(closing: {
  title: string;
  text: string;
  action: { label: string; href: string };
  secondary?: { label: string; href: string };
}) {
  return {
    title: closing.title,
    text: closing.text,
    action: toAction(closing.action),
    ...(closing.secondary ? { secondary: toAction(closing.secondary) } : {}),
  };
}
