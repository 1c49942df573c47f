import type { Segment } from "./segments";

/** Text with the search's matches in `<mark>` (dark text on ember: well above AA contrast). */
export function MarkedText({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.mark ? (
      <mark key={index} className="rounded-sm bg-ember-400 px-0.5 text-ink-950">
        {segment.text}
      </mark>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}
