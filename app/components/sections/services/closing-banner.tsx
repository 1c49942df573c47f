import { CtaBanner } from "../cta-banner";
import type { ClosingContent, LinkAction } from "./types";

const toAction = ({ label, href }: LinkAction) => ({ label, to: href });

/** The closing call to action of a services page, from its content. */
export function ClosingBanner({ title, text, action, secondary }: ClosingContent) {
  return (
    <CtaBanner
      title={title}
      text={text}
      action={toAction(action)}
      {...(secondary ? { secondary: toAction(secondary) } : {})}
    />
  );
}
