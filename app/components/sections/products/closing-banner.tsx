import type { PageAction } from "~/content/products/schema";
import { CtaBanner } from "~/components/sections/cta-banner";

interface ClosingBannerProps {
  title: string;
  text: string;
  action: PageAction;
  secondary: PageAction;
}

/** The closing call to action of a products page, from its copy's links. */
export function ClosingBanner({ title, text, action, secondary }: ClosingBannerProps) {
  return (
    <CtaBanner
      title={title}
      text={text}
      action={{ label: action.label, to: action.href }}
      secondary={{ label: secondary.label, to: secondary.href }}
    />
  );
}
