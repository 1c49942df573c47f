import { Fragment, type ReactNode } from "react";

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const linkClass =
  "font-medium text-brand-300 underline decoration-brand-300/40 underline-offset-4 transition hover:text-brand-400 hover:decoration-brand-400";

/**
 * Text with inline links written as [label](href). Internal paths navigate on
 * the client; #anchors, mailto: and tel: links are plain anchors.
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label, href] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      href?.startsWith("/") ? (
        <a key={match.index} href={href} className={linkClass}>
          {label}
        </a>
      ) : (
        <a key={match.index} href={href} className={linkClass}>
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
